// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

/** English for an event's match format, match decision and play-offs. */
final class PlayOffText {

    private PlayOffText() {
    }

    static void plan(EventPlan plan, StringBuilder text) {
        plan.matchFormat().ifPresent(m -> {
            text.append("\nA match is ");
            if (m.gamesPerSet() == 1) {
                text.append("the best of ").append(English.count(m.bestOf(), "game")).append(": the first to win ")
                        .append(m.setsToWin()).append(" wins it.");
            } else {
                text.append("the best of ").append(English.count(m.bestOf(), "set")).append(" of ")
                        .append(English.count(m.gamesPerSet(), "game")).append(": the first side to win ")
                        .append(English.count(m.setsToWin(), "set")).append(" wins it.");
            }
            text.append(" Level after all its ").append(m.gamesPerSet() == 1 ? "games" : "sets")
                    .append(", a knockout match goes on until one side is ahead; in a Swiss or round robin, where"
                            + " each pairing of a round is one match, it is drawn.");
        });
        if (plan.matchWonOnGamePoints()) {
            text.append("\nA match is won by the side with more game points in total.");
        }
        EventPlan.PlayOff previous = null;
        for (EventPlan.PlayOff p : plan.playOffs()) {
            if (previous != null && previous.places() == p.places() && previous.beforeTieBreaks() == p.beforeTieBreaks()) {
                // A second play-off for the same places is played by those still level after the first.
                text.append("\nIf they are still level: ").append(kind(p.kind())).append('.');
            } else {
                text.append("\nPlayers level ").append(p.places() == 1 ? "for first place"
                        : "for one of the first " + p.places() + " places")
                        .append(p.beforeTieBreaks() ? " play off before tie-breaks are looked at: "
                                : " after the tie-breaks play off: ")
                        .append(kind(p.kind())).append('.');
            }
            previous = p;
        }
        if (!plan.playOffs().isEmpty()) {
            // the same play-offs with three or more level (PlayOffProgress in the engine)
            boolean rapid = plan.playOffs().stream().anyMatch(p -> p.kind() instanceof EventPlan.RapidMatch);
            boolean ladder = plan.playOffs().stream().anyMatch(p -> !(p.kind() instanceof EventPlan.RapidMatch));
            text.append("\nWhen three or more are level, all of them play off");
            if (rapid) {
                text.append(ladder ? ": the rapid games as a round robin among them" : ", as a round robin among them");
            }
            if (ladder) {
                text.append(rapid ? ", and " : ": ").append("Armageddon or golden games as a ladder, the two lowest placed"
                        + " first and each winner meeting the next higher placed");
            }
            text.append(".");
        }
    }

    private static String kind(EventPlan.Kind kind) {
        if (kind instanceof EventPlan.Armageddon a) {
            return "one Armageddon game, White with " + English.duration(a.white()) + " and Black with "
                    + English.duration(a.black())
                    + (a.drawOddsToBlack() ? "; a draw counts as a win for Black" : "");
        }
        if (kind instanceof EventPlan.RapidMatch r) {
            return "a mini-match of " + English.count(r.games(), "rapid game") + " in which "
                    + TimeText.clock(r.clock());
        }
        EventPlan.GoldenGame g = (EventPlan.GoldenGame) kind;
        return "golden games until one is decisive, in which " + TimeText.clock(g.clock())
                + "; the winner of the first decisive game takes the place";
    }
}
