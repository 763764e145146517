// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.ArrayList;
import java.util.List;
import org.rookery.rules.Color;

/** English for the time section and for any clock. */
final class TimeText {

    private TimeText() {
    }

    static String time(TimeRules t) {
        StringBuilder text = new StringBuilder("Time: ").append(clock(t.clock(), t.plan())).append('.');
        ClockPlan p = t.plan();
        p.illegalMoveBonus().ifPresent(d -> text.append(" An illegal move gives the opponent ")
                .append(English.duration(d)).append(" more."));
        p.illegalMovePenalty().ifPresent(d -> text.append(" An illegal move costs the player who makes it ")
                .append(English.duration(d)).append('.'));
        p.replayByoyomi().ifPresent(d -> text.append(" A game replayed after sennichite on the time left has byoyomi of ")
                .append(English.duration(d)).append('.'));
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

    /** The clock with its plan: periods by move count, a main time per colour, a late increment. */
    static String clock(TimeControl c, ClockPlan p) {
        if (p.firstPeriodMoves().isEmpty() && p.whiteMain().isEmpty() && p.blackMain().isEmpty()
                && p.incrementFromMove() == 1) {
            return clock(c);
        }
        StringBuilder text = new StringBuilder();
        if (p.whiteMain().isPresent() || p.blackMain().isPresent()) {
            text.append("White has ").append(English.duration(p.mainTime(Color.WHITE, c))).append(" and Black ")
                    .append(English.duration(p.mainTime(Color.BLACK, c)));
        } else {
            text.append("each player has ").append(English.duration(c.main()));
        }
        if (p.firstPeriodMoves().isPresent()) {
            text.append(" for the first ").append(English.count(p.firstPeriodMoves().getAsInt(), "move"));
            for (ClockPlan.Period period : p.laterPeriods()) {
                text.append(", then ").append(English.duration(period.time()))
                        .append(period.moves().isPresent() ? " more for the next " + English.count(
                                period.moves().getAsInt(), "move") : " more for the rest of the game");
            }
        } else if (c.isSuddenDeath()) {
            text.append(" for the whole game (sudden death)");
        }
        if (!c.increment().isZero()) {
            text.append(", and ").append(English.duration(c.increment())).append(" is added after each of his moves")
                    .append(p.incrementFromMove() > 1 ? " from move " + p.incrementFromMove() : " from move 1")
                    .append(" (Fischer increment)");
        }
        if (!c.delay().isZero()) {
            text.append(", and each move may take ").append(English.duration(c.delay()))
                    .append(" before his clock starts to run (delay)");
        }
        if (c.hasByoyomi()) {
            text.append(", then byoyomi of ").append(English.duration(c.byoyomi())).append(" a move");
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
