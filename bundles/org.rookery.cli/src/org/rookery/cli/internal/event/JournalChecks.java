// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.event;

import java.io.PrintStream;

import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.Problem;

/**
 * What every command that reads an event says about its journal before it answers: a torn tail
 * (never acknowledged, not counted; moved aside only by a command that records facts), and facts
 * the rules refuse, which make every standings, export or pairing derived from the journal wrong,
 * so that such a command refuses to answer rather than answer without them.
 */
public final class JournalChecks {

    private JournalChecks() {
    }

    /** Reports a torn tail on {@code err}, prefixed with the command's name. */
    public static void reportTornTail(EventFolder event, String command, PrintStream err) {
        event.tornTail().ifPresent(t -> err.println("rookery " + command + ": " + t.describe()));
    }

    /**
     * Reports each fact the rules refuse, with its journal line, and returns whether there was
     * one: the command then stops with {@code FAILED} since its answer would leave the fact out.
     *
     * @param answer what the command would have produced, e.g. "the standings"
     */
    public static boolean refusedFacts(EventFolder event, String command, String answer, PrintStream err) {
        if (event.state().problems().isEmpty()) {
            return false;
        }
        String journal = event.location();
        for (Problem p : event.state().problems()) {
            // the header is line 1, fact N is on line N + 1
            err.println("rookery " + command + ": " + journal + ":" + (p.seq() + 1) + ": " + p);
        }
        int n = event.state().problems().size();
        err.println("rookery " + command + ": " + n + (n == 1 ? " fact" : " facts") + " in the journal break the rules, so "
                + answer + " would leave " + (n == 1 ? "it" : "them") + " out and cannot be right; correct or undo "
                + (n == 1 ? "it" : "them") + " with 'rookery event add' (see 'rookery replay')");
        return true;
    }
}
