// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.event;

import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactWords;

/** One fact in a line of words, for the output of {@code event add}, {@code pair} and {@code replay --facts}. */
final class FactText {

    private FactText() {
    }

    static String of(Fact f) {
        return "fact " + f.seq() + " by " + f.by() + ": " + of(f.body());
    }

    /**
     * One fact of {@code event}, with the database account that committed it when the event is on
     * a server ({@code fact 25 by Maria (account arbiter): ...}); a folder's fact names none.
     */
    static String of(Fact f, EventFolder event) {
        return "fact " + f.seq() + " by " + f.by() + event.account(f.seq()).map(a -> " (account " + a + ")").orElse("") + ": "
                + of(f.body());
    }

    /** {@code b} in the words both shells say a fact in ({@link FactWords}). */
    static String of(FactBody b) {
        return FactWords.of(b);
    }
}
