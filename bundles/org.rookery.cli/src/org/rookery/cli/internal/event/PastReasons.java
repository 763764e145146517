// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.event;

import java.io.PrintStream;
import java.util.OptionalInt;

import org.rookery.cli.Command;
import org.rookery.cli.internal.Services;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.PastPairings;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;

/** {@code rookery pair --explain --round N DIR}: the engine's reasons for a round paired earlier. */
final class PastReasons {

    private PastReasons() {
    }

    static int print(EventFolder event, int round, OptionalInt rounds, PrintStream out) throws PairingException, InterruptedException {
        PastPairings.Reasons r = PastPairings.of(event.state(), event.facts(), round,
                Services.get(PairingEngines.class, PairingEngines::fromServiceLoader, "pairing engine registry"), rounds);
        FactBody.Pairing p = event.state().pairings().get(round);
        out.println("round " + round + ": " + p.boards().size() + " games, " + p.byes().size() + " byes"
                + (r.sameAsPublished() ? "" : "; the published pairing is not the engine's: " + r.difference()));
        r.explanations().forEach(x -> out.println("  " + x.text() + (x.rule().isEmpty() ? "" : " [" + x.rule() + "]")));
        return Command.OK;
    }
}
