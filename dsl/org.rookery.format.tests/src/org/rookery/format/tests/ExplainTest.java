// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code explain} reads the seed rules back in plain English. */
class ExplainTest {

    private static String explain(String file) {
        return Examples.TOOL.explain(Examples.compile(file));
    }

    private static void says(String text, String sentence) {
        assertTrue(text.contains(sentence), () -> "expected \"" + sentence + "\" in:\n" + text);
    }

    @Test
    void g20() {
        String t = explain("g20.tfl");
        says(t, "each player has 5 minutes for the whole game (sudden death)");
        says(t, "There is a 2-minute break between games and a 10-minute break between innings.");
        says(t, "a team has 7 players: 5 play in a match and 2 are reserves.");
        says(t, "Capturing all 17 men is worth 42 points.");
        says(t, "more than 200 points behind, it must bat again at once.");
        says(t, "A win on time where the winner has more than 15 seconds left is a penalty timeout and scores 42 points");
        says(t, "A stopping player plays at most 2 games in an innings and never two games in a row.");
        says(t, "Resignation is not allowed");
    }

    @Test
    void fesa() {
        String t = explain("fesa-shogi.tfl");
        says(t, "each move must be made within 40 seconds");
        says(t, "with byoyomi of 20 seconds");
        says(t, "each player gets 0.5 points");
        says(t, "each player has 8 minutes for the whole game (sudden death)");
        says(t, "at least 28 points as sente or 27 as gote");
        says(t, "at least 10 of his other men are in the zone");
        says(t, "Otherwise the declarer loses.");
        says(t, "one who declares no grade counts as 15 kyu (440)");
    }

    @Test
    void newportAndGuardian() {
        String n = explain("newport-exchange.tfl");
        says(n, "pawnDropBannedRanks is 1 7 8");
        says(n, "round robin with up to 7 teams, otherwise Swiss; 6 rounds");
        says(n, "The first-named team plays White on board 1");
        says(n, "must then move within 20 seconds");
        String g = explain("guardian-open.tfl");
        says(g, "Touch-move");
        says(g, "median-buchholz");
    }
}
