// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import org.rookery.rules.Color;

/** English for the innings section. */
final class InningsText {

    private InningsText() {
    }

    static String innings(InningsRules i) {
        StringBuilder text = new StringBuilder("Innings: each team bats ")
                .append(i.inningsPerSide()).append(" innings").append(" of ")
                .append(English.count(i.gamesPerInnings(), "game")).append(", ");
        text.append(i.order() == InningsRules.InningsOrder.ALTERNATE
                ? "the teams taking turns (first team, second team, first team, ...)."
                : "one team playing all its innings before the other.");
        String scoring = i.scoringColour().displayName();
        String stopping = i.scoringColour() == Color.WHITE ? "Black" : "White";
        text.append(" The batting team is the scoring side and plays ").append(scoring)
                .append("; the other team is the stopping side and plays ").append(stopping).append('.');
        if (i.winnerStays()) {
            text.append(" A scoring player keeps playing while he does not lose");
            text.append(i.lossesForOut() == 1 ? "; a loss puts him out." : "; " + i.lossesForOut()
                    + " losses put him out.");
        } else {
            text.append(" A scoring player is out after ")
                    .append(i.lossesForOut() == 1 ? "1 loss" : i.lossesForOut() + " losses").append('.');
        }
        text.append(" The innings ends when all its games are played or all scoring players are out;"
                + " games not played score as the scoring rules say.");
        if (i.stoppingSideChoosesEachGame()) {
            text.append(" The stopping captain chooses each game's player after seeing whom the scoring side sends.");
        }
        if (i.stoppingMaxGamesPerInnings() > 0) {
            text.append(" A stopping player plays at most ").append(English.count(i.stoppingMaxGamesPerInnings(),
                    "game")).append(" in an innings");
            text.append(i.stoppingNoConsecutiveGames() ? " and never two games in a row." : ".");
        } else if (i.stoppingNoConsecutiveGames()) {
            text.append(" A stopping player never plays two games in a row.");
        }
        if (i.scoringMaxConsecutiveGames().isPresent()) {
            text.append(" A scoring player who has played ")
                    .append(English.count(i.scoringMaxConsecutiveGames().getAsInt(), "game"))
                    .append(" in a row retires not out.");
        } else {
            text.append(" A scoring player may play any number of games in a row.");
        }
        if (i.goodGameException()) {
            text.append(" Good game rule: if all the other scoring players are out before the last game of an"
                    + " innings, the player who was not out may come back to play it.");
        }
        i.followOn().ifPresent(f -> text.append(" Follow-on: if, after both first innings, the team that batted"
                + " second is more than ").append(f.threshold()).append(" points behind, ")
                .append(f.compulsory() ? "it must bat again at once."
                        : "the leading captain may make it bat again at once."));
        i.golden().ifPresent(g -> {
            text.append(g.round() ? " If the totals are level, a golden round is played: each team bats one game,"
                    + " the toss deciding who bats first, and the higher score wins"
                    : " If the totals are level, each captain names a player for one golden game, and the higher"
                            + " score wins");
            text.append(g.repeatWhileLevel() ? "; it is repeated while the scores are level." : ".");
        });
        text.append(i.skipDecidedInnings() ? " Innings that can no longer change the result are not played."
                : " All innings are played, even when the result is already decided.");
        i.chase().ifPresent(c -> text.append(" The side that scores second chases the first side's total: it wins by"
                + " passing it").append(c.withinSameMoves() ? " within the number of moves the first side used" : "")
                .append(", and its innings ends as soon as it does")
                .append(c.withinSameMoves() ? " or when its moves reach the first side's (the game in which they do"
                        + " counts in full; every game's result records its moves)." : "."));
        return text.toString();
    }
}
