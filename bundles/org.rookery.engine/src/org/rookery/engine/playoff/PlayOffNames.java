// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.playoff;

import java.time.Duration;

import org.rookery.engine.format.EventPlan;

/** A play-off's kind in a few words, as {@code score} and the dry run say it. */
public final class PlayOffNames {

    private PlayOffNames() {
    }

    /** The kind of play-off in a few words, e.g. {@code 2 rapid games} or {@code golden game}. */
    public static String name(EventPlan.Kind kind) {
        return switch (kind) {
            case EventPlan.Armageddon a -> "Armageddon (White " + minutes(a.white()) + ", Black " + minutes(a.black())
                    + (a.drawOddsToBlack() ? ", draw odds to Black)" : ")");
            case EventPlan.RapidMatch r -> r.games() + (r.games() == 1 ? " rapid game" : " rapid games");
            case EventPlan.GoldenGame g -> "golden game";
        };
    }

    private static String minutes(Duration d) {
        return d.toSeconds() % 60 == 0 ? d.toMinutes() + " min" : d.toSeconds() + " s";
    }
}
