// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.fact.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.fact.FactType;
import org.rookery.engine.fact.FactWords;
import org.rookery.rules.Color;
import org.rookery.rules.Termination;

/**
 * The words a fact is said in, the same on the command line and in the workbench's Rulings Log:
 * one case per fact type, each keeping what an arbiter reads the audit trail for.
 */
class FactWordsTest {

    private static final FactBody.Result RESIGNS = new FactBody.Result("1.3", Outcome.WHITE_WINS, Termination.RESIGNATION,
            List.of("Q"), List.of(), OptionalLong.empty(), OptionalLong.empty());

    @Test
    void registrationsWithdrawalsByesAndStagesSayWhoAndWhen() {
        assertEquals("team A (Giraffes) registered", FactWords.of(new FactBody.RegisterTeam("A", "Giraffes")));
        assertEquals("player A1 (Ann) registered for team A",
                FactWords.of(new FactBody.Register("A1", "Ann", Optional.of("A"), 1850, Optional.of("1 dan"))));
        assertEquals("player P7 (Gus) registered",
                FactWords.of(new FactBody.Register("P7", "Gus", Optional.empty(), 0, Optional.empty())));
        assertEquals("A1 withdraws from round 3", FactWords.of(new FactBody.Withdraw("A1", 3)));
        assertEquals("A1 asks for a bye in round 4", FactWords.of(new FactBody.ByeRequest("A1", 4)));
        assertEquals("stage group has 7 rounds", FactWords.of(new FactBody.StageRounds("group", 7)));
        assertEquals("stage final has 1 round", FactWords.of(new FactBody.StageRounds("final", 1)));
    }

    @Test
    void theTossLineUpsAndTheFollowOnNameTheTeamAndItsChoice() {
        assertEquals("A wins the toss and chooses scoring", FactWords.of(new FactBody.Toss("A", "scoring")));
        assertEquals("batting order of A for innings 1: A1 A2 (captain A2)",
                FactWords.of(new FactBody.LineUp("A", 1, 0, List.of("A1", "A2"), Optional.of("A2"))));
        assertEquals("line-up of B for round 2: B2 B1",
                FactWords.of(new FactBody.LineUp("B", 0, 2, List.of("B2", "B1"), Optional.empty())));
        assertEquals("A enforces the follow-on", FactWords.of(new FactBody.FollowOn("A", true)));
        assertEquals("Z declines the follow-on", FactWords.of(new FactBody.FollowOn("Z", false)));
    }

    @Test
    void pairingsAndGameStartsCountTheGamesAndNameThePlayers() {
        assertEquals("round 2 (stage final) paired: 1 games, 1 bye", FactWords.of(new FactBody.Pairing(2,
                List.of(new FactBody.Board("2.1", "A1", "B1")), List.of(new FactBody.Bye("C1", "pairing")),
                Optional.of("final"))));
        assertEquals("play-off 1 paired: 2 games", FactWords.of(new FactBody.PlayOffPairing(1,
                List.of(new FactBody.Board("PO1.1", "A1", "B1"), new FactBody.Board("PO1.2", "B1", "A1")))));
        assertEquals("game i1.1 starts: A1 v B1 (innings 1); override: no legal choice left",
                FactWords.of(new FactBody.GameStart("i1.1", "A1", "B1", 1, Optional.of("no legal choice left"))));
        assertEquals("game 1.1 starts: A1 v B1", FactWords.of(new FactBody.GameStart("1.1", "A1", "B1", 0)));
    }

    @Test
    void aResultSaysItsOutcomeEndingMovesAndWhetherItWasForfeited() {
        assertEquals("game 1.3: white wins by resignation", FactWords.of(RESIGNS));
        assertEquals("game i1.1: draw by agreement, 30 moves", FactWords.of(new FactBody.Result("i1.1", Outcome.DRAW,
                Termination.AGREEMENT, List.of(), List.of(), OptionalLong.empty(), OptionalLong.empty(), OptionalInt.of(30))));
        assertEquals("game 2.1: black wins by forfeit", FactWords.of(FactBody.Result.forfeit("2.1", Outcome.BLACK_WINS)));
        assertEquals("game 2.2: unplayed by forfeit", FactWords.of(FactBody.Result.forfeit("2.2", Outcome.UNPLAYED)));
    }

    @Test
    void illegalMovesFlagFallsDeclarationsAndSennichiteKeepTheirRulings() {
        assertEquals("game 1.1: illegal move by black", FactWords.of(new FactBody.IllegalMove("1.1", Color.BLACK)));
        assertEquals("game 1.1: illegal move by white, claimed by black",
                FactWords.of(new FactBody.IllegalMove("1.1", Color.WHITE, true)));
        assertEquals("game 1.1: black's flag falls (white 20000 ms, black 0 ms), 1 move, ruled draw",
                FactWords.of(new FactBody.FlagFall("1.1", Color.BLACK, 20_000, 0, List.of("P"), List.of(),
                        Optional.of(Outcome.DRAW), OptionalInt.of(1))));
        assertEquals("game 1.2: white's flag falls (white 0 ms, black 5000 ms)", FactWords.of(new FactBody.FlagFall("1.2",
                Color.WHITE, 0, 5_000, List.of(), List.of(), Optional.of(Outcome.BLACK_WINS))),
                "the loss a flag fall is anyway is not said twice");
        assertEquals("game 1.1: white declares 28 points, valid", FactWords.of(new FactBody.Declaration("1.1", Color.WHITE, 28, true)));
        assertEquals("game 1.2: black declares 26 points, not valid",
                FactWords.of(new FactBody.Declaration("1.2", Color.BLACK, 26, false)));
        assertEquals("game 1.1: sennichite, replayed as 1.1r (time kept: white 300000 ms)",
                FactWords.of(new FactBody.Sennichite("1.1", "1.1r", OptionalLong.of(300_000), OptionalLong.empty())));
        assertEquals("game 1.4: sennichite, the pairing is drawn",
                FactWords.of(new FactBody.Sennichite("1.4", Optional.empty(), OptionalLong.empty(), OptionalLong.empty())));
    }

    @Test
    void teamFormationsListEachTeamWhoSitsOutAndHowTheyWereFormed() {
        assertEquals("teams formed: T1 (Ann & Bo) A1+B1, T2 A2+B2; sitting out C1; by grade, strongest with weakest",
                FactWords.of(new FactBody.FormTeams(List.of(new FactBody.FormedTeam("T1", "Ann & Bo", List.of("A1", "B1")),
                        new FactBody.FormedTeam("T2", "", List.of("A2", "B2"))), List.of("C1"),
                        "by grade, strongest with weakest")));
    }

    @Test
    void aCorrectionOrUndoLeadsWithTheArbitersReason() {
        assertEquals("fact 10 corrected: wrong capture list; now game 1.3: white wins by resignation",
                FactWords.of(new FactBody.Correction(10, RESIGNS, "wrong capture list")));
        assertEquals("fact 11 undone: entered twice", FactWords.of(new FactBody.Undo(11, "entered twice")));
    }

    @Test
    void aPairingChangeKeepsTheReasonAndTheWarningsItWasRecordedWith() {
        String reason = "the arbiter's choice (A1 and B2 exchanged in round 2); warning: A1 and B1 already met in round 1"
                + " [no rematches]; paired so by the arbiter's decision";
        String words = FactWords.of(new FactBody.Correction(5, new FactBody.Pairing(2,
                List.of(new FactBody.Board("2.1", "A1", "B1"), new FactBody.Board("2.2", "B2", "A2")), List.of()), reason));
        assertEquals("fact 5 corrected: " + reason + "; now round 2 paired: 2 games, 0 byes", words);
        assertTrue(words.contains("already met in round 1 [no rematches]"), words);
    }

    @Test
    void playersAreNamedWhereTheirNamesAreKnown() {
        java.util.function.Function<String, String> names = java.util.Map.of("P1", "Ann Lee", "P2", "Bo Kim", "P3", "P3")::get;
        assertEquals("P1 (Ann Lee) withdraws from round 4", FactWords.withNames(new FactBody.Withdraw("P1", 4), names));
        assertEquals("P3 asks for a bye in round 2", FactWords.withNames(new FactBody.ByeRequest("P3", 2), names),
                "a name that is the id is not said twice");
        assertEquals("T1 asks for a bye in round 2", FactWords.withNames(new FactBody.ByeRequest("T1", 2), names),
                "a team's id alone");
        assertEquals("fact 7 corrected: wrong board; now game 1.1 starts: P2 (Bo Kim) v P1 (Ann Lee)",
                FactWords.withNames(new FactBody.Correction(7, new FactBody.GameStart("1.1", "P2", "P1", 0), "wrong board"), names));
    }

    @Test
    void everyFactTypeIsSaidInWordsNeverAsJson() {
        Set<FactType> said = EnumSet.noneOf(FactType.class);
        for (FactBody body : FactCodecTest.oneOfEach()) {
            String words = FactWords.of(body);
            assertFalse(words.isBlank(), body.type());
            assertFalse(words.contains("{") || words.contains("\""), body.type() + ": " + words);
            said.add(FactType.of(body.type()).orElseThrow());
        }
        assertEquals(EnumSet.allOf(FactType.class), said, "one of each fact type");
    }
}
