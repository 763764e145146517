// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.ArrayList;
import java.util.List;

/** English for the event section. */
final class EventText {

    private EventText() {
    }

    static String event(EventRules e) {
        boolean team = e.kind() == EventRules.Kind.TEAM;
        String entrants = team ? "teams" : "entrants";
        StringBuilder text = new StringBuilder("Event: ").append(team ? "a team event" : "an individual event");
        text.append(e.stages().size() == 1 ? " in one stage." : " in " + e.stages().size() + " stages.");
        for (Stage s : e.stages()) {
            text.append("\n- Stage ").append(s.name()).append(": ")
                    .append(s.details().named().map(NamedSystem::label).orElse(s.system().label()));
            s.fallback().ifPresent(f -> text.append(" with up to ").append(f.maxEntrants()).append(' ')
                    .append(entrants).append(", otherwise ").append(f.otherwise().label()));
            List<String> details = new ArrayList<>();
            s.rounds().ifPresent(r -> details.add(English.count(r, "round")));
            s.qualifiers().ifPresent(q -> details.add(q + " " + entrants + " qualify for it"));
            if (s.system() == PairingSystem.GAUNTLET || s.system() == PairingSystem.DOUBLE_GAUNTLET) {
                details.add("the first of the " + entrants + " in the entry order meets each of the others in turn, "
                        + (s.system() == PairingSystem.DOUBLE_GAUNTLET ? "twice, once with each colour, " : "")
                        + "one a round, and the others do not meet each other");
            }
            if (s.system() == PairingSystem.SWISS || s.fallback().map(f -> f.otherwise() == PairingSystem.SWISS)
                    .orElse(false)) {
                if (s.scoreGroups()) {
                    details.add("each Swiss round pairs " + entrants + " within their score group");
                }
                details.add(s.rematchesAllowed() ? "two " + entrants + " may meet again"
                        : "no two " + entrants + " meet twice");
            }
            details.add(s.furigoma() ? "sente and gote are decided by furigoma"
                    : s.colourBalance() ? "colours are balanced" : "colours are not balanced");
            stageDetails(s.details(), entrants, details);
            text.append("; ").append(English.and(details)).append('.');
        }
        e.gamePoints().ifPresent(p -> text.append("\nGame points: ").append(scale(p)).append('.'));
        e.matchPoints().ifPresent(p -> text.append("\nMatch points: ").append(scale(p)).append('.'));
        e.tentativeRatings().ifPresent(r -> {
            GradeTable g = r.grades();
            text.append("\nA player without a validated rating is given the rating of his declared grade from the ")
                    .append(g.name()).append(" table (").append(English.count(g.grades().size(), "grade"));
            if (!g.grades().isEmpty()) {
                GradeTable.Grade first = g.grades().get(0);
                GradeTable.Grade last = g.grades().get(g.grades().size() - 1);
                text.append(", from ").append(first.name()).append(' ').append(first.rating()).append(" to ")
                        .append(last.name()).append(' ').append(last.rating());
            }
            text.append("); one who declares no grade counts as ").append(r.defaultGrade().name()).append(" (")
                    .append(r.defaultGrade().rating()).append(").");
        });
        if (!e.tieBreaks().isEmpty()) {
            List<String> items = new ArrayList<>();
            for (TieBreak t : e.tieBreaks()) {
                items.add(t.id() + " (" + t.meaning() + ")");
            }
            text.append("\nTies are broken by, in order: ").append(String.join("; ", items)).append('.');
        }
        e.teamMatches().ifPresent(m -> text.append('\n').append(teamMatches(m)));
        PlayOffText.plan(e.plan(), text);
        return text.toString();
    }

    private static void stageDetails(StageDetails d, String entrants, List<String> details) {
        d.pairOn().ifPresent(p -> details.add("each round pairs " + entrants + " on their "
                + (p == StageDetails.PointsBasis.MATCH_POINTS ? "match" : "game") + " points"));
        d.bar().ifPresent(b -> details.add("entrants at or above " + bound(b)
                + " (the bar) start level, each grade below starts a point lower"));
        d.floor().ifPresent(f -> details.add("entrants at or below " + bound(f) + " (the floor) all start level"));
        if (d.acceleratedRounds() > 0) {
            details.add("the first " + English.count(d.acceleratedRounds(), "round")
                    + " are accelerated: the upper half of the field starts with a virtual point");
        }
        d.requestedByes().ifPresent(r -> details.add("an entrant may ask in advance for up to "
                + English.count(r.count(), "bye") + (r.lastRound() == 0 ? " in rounds from " + r.firstRound()
                        : " in rounds " + r.firstRound() + " to " + r.lastRound())
                + ", each worth " + English.points(r.worth())));
    }

    private static String bound(StageDetails.Bound b) {
        return b instanceof StageDetails.Bound.ByGrade g ? "grade " + g.grade()
                : "rating " + ((StageDetails.Bound.ByRating) b).rating();
    }

    private static String scale(PointScale p) {
        return "win " + English.number(p.win()) + ", draw " + English.number(p.draw()) + ", loss "
                + English.number(p.loss());
    }

    private static String teamMatches(TeamMatchRules m) {
        StringBuilder text = new StringBuilder();
        text.append(switch (m.formation()) {
            case BY_GRADE_HIGHEST_WITH_LOWEST -> "Teams are formed on the night by grade: the highest graded entrant"
                    + " with the lowest, the next highest with the next lowest.";
            case BY_ORGANISER -> "The organiser puts the teams together.";
            case BY_RATING_BALANCE -> "Teams are formed so that their total ratings are as even as possible.";
            case BY_GRADE_BALANCE -> "Teams are formed so that their total grades are as even as possible.";
            case BY_ENTRY -> "Teams enter as teams.";
        });
        text.append(m.boardOrder() == TeamMatchRules.BoardOrder.BY_GRADE
                ? " In a match the higher graded players meet on board 1, and so on down."
                : " Players sit on boards in the order of their team's line-up.");
        m.firstTeamColour().ifPresent(c -> text.append(" The first-named team plays ")
                .append(c.colour().displayName()).append(" on board ").append(c.board())
                .append(" and the colours alternate from there."));
        m.bye().ifPresent(b -> {
            text.append(" With an odd number of entrants ").append(switch (b.choice()) {
                case MIDDLE_GRADE -> "the middle-graded entrant sits out";
                case LOWEST_GRADE -> "the lowest-graded entrant sits out";
                case ORGANISER_PLAYS -> "the organiser plays to make the numbers even";
            });
            text.append(b.rotating() ? ", a different one each round." : ".");
        });
        if (m.matchEndsWhenFirstBoardWon()) {
            text.append(" A match ends as soon as a game on one of its boards is won; if a board is drawn, the other"
                    + " board plays on until it has a winner.");
        }
        return text.toString();
    }
}
