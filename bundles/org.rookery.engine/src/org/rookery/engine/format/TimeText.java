// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.ArrayList;
import java.util.List;

/** English for the time section and for any clock. */
final class TimeText {

    private TimeText() {
    }

    static String time(TimeRules t) {
        StringBuilder text = new StringBuilder("Time: ").append(clock(t.clock())).append('.');
        List<String> breaks = new ArrayList<>();
        Breaks b = t.breaks();
        if (!b.betweenGames().isZero()) {
            breaks.add("a " + English.durationAdjective(b.betweenGames()) + " break between games");
        }
        if (!b.betweenInnings().isZero()) {
            breaks.add("a " + English.durationAdjective(b.betweenInnings()) + " break between innings");
        }
        if (!b.betweenRounds().isZero()) {
            breaks.add("a " + English.durationAdjective(b.betweenRounds()) + " break between rounds");
        }
        if (!breaks.isEmpty()) {
            text.append(" There is ").append(English.and(breaks)).append('.');
        }
        return text.toString();
    }

    /** "each player has 5 minutes for the whole game (sudden death)". */
    static String clock(TimeControl c) {
        if (c.isSuddenDeath()) {
            return "each player has " + English.duration(c.main()) + " for the whole game (sudden death)";
        }
        StringBuilder text = new StringBuilder("each player has ").append(English.duration(c.main()));
        if (!c.increment().isZero()) {
            text.append(", and ").append(English.duration(c.increment()))
                    .append(" is added after each of his moves (Fischer increment)");
        }
        if (!c.delay().isZero()) {
            text.append(", and each move may take ").append(English.duration(c.delay()))
                    .append(" before his clock starts to run (delay)");
        }
        if (c.hasByoyomi()) {
            text.append(", then byoyomi: each move must be made within ").append(English.duration(c.byoyomi()));
            if (c.byoyomiPeriods() > 1) {
                text.append(", with ").append(c.byoyomiPeriods())
                        .append(" periods; a period is used up each time a move takes longer");
            }
            text.append(", and a player who runs out loses");
        }
        return text.toString();
    }
}
