// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.format.ClockPlan;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.DeclarationRule;
import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.NamedSystem;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.StageDetails;
import org.rookery.engine.format.TeamMatchRules;
import org.rookery.format.api.FormatDiagnostic;
import org.rookery.format.api.FormatException;

/**
 * Every construct beyond one clock and one pairing system, each parsed, validated (a good and a
 * bad example), compiled and read aloud: clock periods and colours, clock consequences, named
 * pairing systems and their settings, match formats, play-offs, declaration rules by name, teams.
 */
class ConstructsTest {

    @TempDir
    Path temp;

    private int files;

    /** A format with {@code time}, {@code event} and {@code extra} sections in place of the defaults. */
    static String format(String game, String time, String event, String extra) {
        return "format T {\n  game { " + game + " }\n  time {\n" + time + "\n  }\n" + event + "\n" + extra + "\n}\n";
    }

    static String swiss(String stageSettings, String eventSettings) {
        return "  event individual {\n    stage main swiss {\n" + stageSettings + "\n    }\n"
                + "    game points win 1 draw 0.5 loss 0\n" + eventSettings + "\n  }";
    }

    private Path write(String text) {
        return Examples.scratch(temp, "t" + files++ + ".tfl", text);
    }

    private List<FormatDiagnostic> check(String text) {
        return Examples.TOOL.check(List.of(write(text)));
    }

    private static String codes(List<FormatDiagnostic> problems) {
        return problems.stream().map(d -> d.line() + " " + d.code().replace("org.rookery.format.", "")
                .replace("org.eclipse.xtext.diagnostics.Diagnostic.", "")).collect(Collectors.joining(", "));
    }

    /** Checks clean, compiles, and returns the compiled format. */
    private CompiledFormat clean(String text) {
        List<FormatDiagnostic> problems = check(text);
        assertEquals("", codes(problems), () -> problems + "\n" + text);
        try {
            return Examples.TOOL.compile(write(text));
        } catch (FormatException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private static void says(CompiledFormat f, String sentence) {
        String text = Examples.TOOL.explain(f);
        assertTrue(text.contains(sentence), () -> "expected \"" + sentence + "\" in:\n" + text);
    }

    private void bad(String text, String expected, String messagePart) {
        List<FormatDiagnostic> problems = check(text);
        assertEquals(expected, codes(problems), () -> problems + "\n" + text);
        assertTrue(problems.get(0).message().contains(messagePart), problems.get(0)::message);
    }

    // ------------------------------------------------------------------ clocks

    @Test
    void periodsByMoveCount() {
        CompiledFormat f = clean(format("variant chess", """
                    main 90 min for 40 moves
                    then 30 min
                    increment 30 s from move 1""", swiss("rounds 9", ""), ""));
        ClockPlan plan = f.time().plan();
        assertEquals(OptionalInt.of(40), plan.firstPeriodMoves());
        assertEquals(List.of(new ClockPlan.Period(Duration.ofMinutes(30), OptionalInt.empty())), plan.laterPeriods());
        says(f, "each player has 1 hour 30 minutes for the first 40 moves, then 30 minutes more for the rest of the game, "
                + "and 30 seconds is added after each of his moves from move 1 (Fischer increment)");
        bad(format("variant chess", """
                    main 90 min
                    then 30 min""", swiss("rounds 9", ""), ""), "5 badPeriod", "needs the main time to be for a number of moves");
    }

    @Test
    void mainTimePerColourAndIncrementWithDelay() {
        CompiledFormat f = clean(format("variant chess", """
                    white main 5 min
                    black main 4 min
                    increment 2 s
                    delay 2 s""", swiss("rounds 5", ""), ""));
        assertEquals(Duration.ofMinutes(4), f.time().plan().mainTime(org.rookery.rules.Color.BLACK,
                f.time().clock()));
        says(f, "White has 5 minutes and Black 4 minutes, and 2 seconds is added after each of his moves");
        says(f, "each move may take 2 seconds before his clock starts to run (delay)");
        bad(format("variant chess", """
                    white main 5 min
                    white main 4 min""", swiss("rounds 5", ""), ""), "5 duplicateSetting", "already set on line 4");
    }

    @Test
    void illegalMoveClockConsequences() {
        CompiledFormat f = clean(format("variant chess", """
                    main 15 min
                    increment 10 s
                    illegal move gives opponent 2 min""", swiss("rounds 5", ""), ""));
        assertEquals(Duration.ofMinutes(2), f.time().plan().illegalMoveBonus().orElseThrow());
        says(f, "An illegal move gives the opponent 2 minutes more.");
        CompiledFormat costs = clean(format("variant chess", """
                    main 15 min
                    illegal move costs 1 min""", swiss("rounds 5", ""), ""));
        assertEquals(Duration.ofMinutes(1), costs.time().plan().illegalMovePenalty().orElseThrow());
        says(costs, "An illegal move costs the player who makes it 1 minute.");
        bad(format("variant chess", """
                    main 15 min
                    increment 10 s from move 0""", swiss("rounds 5", ""), ""), "5 numberOutOfRange", "counted from 1");
    }

    @Test
    void byoyomiAfterAReplay() {
        CompiledFormat f = clean(format("variant shogi", """
                    main 20 min
                    byoyomi 40 s
                    byoyomi after replay 20 s""", swiss("rounds 5", ""),
                "  sennichite {\n    first replay colours swapped remaining time\n  }"));
        assertEquals(Duration.ofSeconds(20), f.time().plan().replayByoyomi().orElseThrow());
        says(f, "A game replayed after sennichite on the time left has byoyomi of 20 seconds.");
        bad(format("variant chess", """
                    main 20 min
                    byoyomi after replay 20 s""", swiss("rounds 5", ""), ""), "5 noEffect",
                "this byoyomi is never used");
    }

    // ------------------------------------------------------------------ pairing systems

    @Test
    void dutchWithAcceleratedRoundsAndRequestedByes() {
        CompiledFormat f = clean(format("variant chess", "    main 90 min", """
                  event individual {
                    stage open dutch {
                      rounds 9
                      accelerated rounds 2
                      requested byes 2 in rounds 1 to 7 worth 0.5
                    }
                    game points win 1 draw 0.5 loss 0
                  }""", ""));
        Stage s = f.event().orElseThrow().stages().get(0);
        assertEquals(PairingSystem.SWISS, s.system());
        assertEquals(NamedSystem.DUTCH, s.details().named().orElseThrow());
        assertEquals(2, s.details().acceleratedRounds());
        assertTrue(s.details().requestedByes().orElseThrow().allowedIn(7));
        says(f, "Stage open: the FIDE Dutch system; 9 rounds");
        says(f, "the first 2 rounds are accelerated");
        says(f, "an entrant may ask in advance for up to 2 byes in rounds 1 to 7, each worth 0.5 points");
        bad(format("variant chess", "    main 90 min", swiss("rounds 5\n      requested byes 1 in rounds 5 to 2 worth 0.5",
                ""), ""), "9 numberOutOfRange", "which is none");
    }

    @Test
    void mcmahonWithBarAndFloor() {
        CompiledFormat f = clean(format("variant chess", "    main 30 min", """
                  event individual {
                    stage main mcmahon {
                      rounds 6
                      bar at rating 2000
                      floor at rating 1200
                    }
                    game points win 1 draw 0 loss 0
                  }""", ""));
        StageDetails d = f.event().orElseThrow().stages().get(0).details();
        assertEquals(new StageDetails.Bound.ByRating(2000), d.bar().orElseThrow());
        says(f, "Stage main: McMahon; 6 rounds");
        says(f, "entrants at or above rating 2000 (the bar) start level");
        bad(format("variant chess", "    main 30 min", swiss("rounds 5\n      bar at rating 2000", ""), ""),
                "9 noEffect", "only applies to McMahon");
        bad(format("variant chess", "    main 30 min", """
                  event individual {
                    stage main mcmahon {
                      rounds 6
                      bar at grade "1 dan"
                    }
                    game points win 1 draw 0 loss 0
                  }""", ""), "9 unknownGrade", "needs the event's grades");
    }

    @Test
    void scheveningenAndPairingOnPointsInTeamEvents() {
        String teams = "  teams {\n    size 4\n    players per match 4\n  }";
        CompiledFormat f = clean(format("variant chess", "    main 60 min", """
                  event team {
                    stage match scheveningen
                    match points win 2 draw 1 loss 0
                    game points win 1 draw 0.5 loss 0
                    match won on game points
                  }""", teams));
        Stage s = f.event().orElseThrow().stages().get(0);
        assertEquals(PairingSystem.ROUND_ROBIN, s.system());
        assertEquals(NamedSystem.SCHEVENINGEN, s.details().named().orElseThrow());
        assertTrue(f.event().orElseThrow().plan().matchWonOnGamePoints());
        says(f, "Stage match: Scheveningen");
        says(f, "A match is won by the side with more game points in total.");
        bad(format("variant chess", "    main 60 min", """
                  event individual {
                    stage match scheveningen
                    game points win 1 draw 0.5 loss 0
                  }""", ""), "7 systemNotForEvent", "needs a team event");
        CompiledFormat pairOn = clean(format("variant chess", "    main 60 min", """
                  event team {
                    stage main swiss {
                      rounds 7
                      pair on match points
                    }
                    match points win 2 draw 1 loss 0
                  }""", teams));
        assertEquals(StageDetails.PointsBasis.MATCH_POINTS,
                pairOn.event().orElseThrow().stages().get(0).details().pairOn().orElseThrow());
        says(pairOn, "each round pairs teams on their match points");
    }

    @Test
    void singleAndDoubleRoundRobin() {
        CompiledFormat f = clean(format("variant chess", "    main 60 min", """
                  event individual {
                    stage main single round robin
                    game points win 1 draw 0.5 loss 0
                  }""", ""));
        assertEquals(PairingSystem.ROUND_ROBIN, f.event().orElseThrow().stages().get(0).system());
        says(f, "Stage main: round robin");
        bad(format("variant chess", "    main 60 min", """
                  event individual {
                    stage main double round robin {
                      rounds 10
                    }
                    game points win 1 draw 0.5 loss 0
                  }""", ""), "8 noEffect", "rounds does nothing");
    }

    @Test
    void gauntletAndDoubleGauntlet() {
        CompiledFormat f = clean(format("variant chess", "    main 60 min", """
                  event individual {
                    stage main gauntlet
                    game points win 1 draw 0.5 loss 0
                  }""", ""));
        assertEquals(PairingSystem.GAUNTLET, f.event().orElseThrow().stages().get(0).system());
        assertEquals(OptionalInt.empty(), f.event().orElseThrow().stages().get(0).rounds());
        says(f, "Stage main: gauntlet");
        says(f, "the first of the entrants in the entry order meets each of the others in turn, one a round");
        CompiledFormat twice = clean(format("variant chess", "    main 60 min", """
                  event individual {
                    stage main double gauntlet
                    game points win 1 draw 0.5 loss 0
                  }""", ""));
        assertEquals(PairingSystem.DOUBLE_GAUNTLET, twice.event().orElseThrow().stages().get(0).system());
        says(twice, "Stage main: double gauntlet");
        says(twice, "twice, once with each colour");
        // the rounds follow from the field, as in a round robin
        bad(format("variant chess", "    main 60 min", """
                  event individual {
                    stage main gauntlet {
                      rounds 4
                    }
                    game points win 1 draw 0.5 loss 0
                  }""", ""), "8 noEffect", "a gauntlet has as many rounds as it takes its first entrant");
        // a team event pairs teams' boards against each other: no gauntlet there
        bad(format("variant chess", "    main 60 min", """
                  event team {
                    stage main gauntlet
                    match points win 2 draw 1 loss 0
                  }""", "  teams {\n    size 4\n    players per match 4\n  }"), "7 systemNotForEvent",
                "a gauntlet has one entrant meet each of the others, and is played by individuals");
        bad(format("variant chess", "    main 60 min", """
                  event individual {
                    stage main round robin up to 8 entrants otherwise gauntlet
                    game points win 1 draw 0.5 loss 0
                  }""", ""), "7 systemNotForEvent", "a gauntlet cannot be the system for a larger field");
        // fewer than two entrants: a stage reached by qualifiers needs two of them
        bad(format("variant chess", "    main 60 min", """
                  event individual {
                    stage heats swiss {
                      rounds 3
                    }
                    stage final gauntlet {
                      qualifiers 1
                    }
                    game points win 1 draw 0.5 loss 0
                  }""", ""), "11 numberOutOfRange", "a stage needs at least 2 qualifiers");
    }

    // ------------------------------------------------------------------ match results and play-offs

    @Test
    void bestOfSets() {
        CompiledFormat f = clean(format("variant chess", "    main 10 min", """
                  event individual {
                    stage main knockout
                    game points win 1 draw 0.5 loss 0
                    match best of 3 sets of 2 games
                  }""", ""));
        assertEquals(new EventPlan.MatchFormat(3, 2), f.event().orElseThrow().plan().matchFormat().orElseThrow());
        says(f, "A match is the best of 3 sets of 2 games: the first side to win 2 sets wins it.");
        says(f, "Level after all its sets, a knockout match goes on until one side is ahead; in a Swiss or round robin,"
                + " where each pairing of a round is one match, it is drawn.");
        bad(format("variant chess", "    main 10 min", """
                  event individual {
                    stage main knockout
                    game points win 1 draw 0.5 loss 0
                    match best of 4 games
                  }""", ""), "9 badPlayOff", "can end level");
        // the engine plays matches of sets between two players only: in a team event it is an error
        bad(format("variant chess", "    main 10 min", """
                  event team {
                    stage main swiss {
                      rounds 5
                    }
                    match points win 2 draw 1 loss 0
                    match best of 3 sets of 2 games
                  }""", "  teams {\n    size 2\n    players per match 2\n  }"), "11 noEffect",
                "matches of sets are played in individual events");
    }

    @Test
    void armageddonPlayOffBeforeTieBreaks() {
        CompiledFormat f = clean(format("variant chess", "    main 90 min", """
                  event individual {
                    stage main round robin
                    game points win 1 draw 0.5 loss 0
                    playoff armageddon white 5 min black 4 min draw odds to black before tie breaks
                    tie breaks sonneborn-berger
                  }""", ""));
        EventPlan.PlayOff p = f.event().orElseThrow().plan().playOffs().get(0);
        assertEquals(new EventPlan.Armageddon(Duration.ofMinutes(5), Duration.ofMinutes(4), true), p.kind());
        assertTrue(p.beforeTieBreaks());
        says(f, "Players level for first place play off before tie-breaks are looked at: one Armageddon game, White "
                + "with 5 minutes and Black with 4 minutes; a draw counts as a win for Black.");
        bad(format("variant chess", "    main 90 min", """
                  event individual {
                    stage main round robin
                    game points win 1 draw 0.5 loss 0
                    playoff armageddon white 4 min black 5 min draw odds to black after tie breaks
                  }""", ""), "9 badPlayOff", "Black has draw odds and more time");
    }

    @Test
    void rapidAndGoldenPlayOffs() {
        CompiledFormat f = clean(format("variant chess", "    main 90 min", """
                  event individual {
                    stage main swiss {
                      rounds 7
                    }
                    game points win 1 draw 0.5 loss 0
                    playoff for top 3 rapid 2 games of 10 min increment 5 s after tie breaks
                    playoff golden game of 5 min before tie breaks
                  }""", ""));
        List<EventPlan.PlayOff> p = f.event().orElseThrow().plan().playOffs();
        assertEquals(2, p.size());
        says(f, "Players level for one of the first 3 places after the tie-breaks play off: a mini-match of 2 rapid "
                + "games in which each player has 10 minutes, and 5 seconds is added after each of his moves");
        says(f, "golden games until one is decisive");
        bad(format("variant chess", "    main 90 min", """
                  event individual {
                    stage main swiss {
                      rounds 7
                    }
                    game points win 1 draw 0.5 loss 0
                    playoff rapid 0 games of 10 min after tie breaks
                  }""", ""), "11 numberOutOfRange", "at least 1 game");
    }

    // ------------------------------------------------------------------ shogi declaration

    private static final String SHOGI_EVENT = """
              event individual {
                stage main swiss {
                  rounds 5
                }
                game points win 1 draw 0.5 loss 0
              }""";

    @Test
    void the24PointRuleByName() {
        CompiledFormat f = clean(format("variant shogi", "    main 20 min\n    byoyomi 30 s", SHOGI_EVENT,
                "  declaration {\n    rule 24 point\n  }"));
        DeclarationRule d = f.declaration().orElseThrow();
        assertEquals(31, d.sentePoints());
        assertEquals(OptionalInt.of(24), d.drawAtOrAbove());
        assertEquals(DeclarationRule.Failure.LOSS, d.failure());
        says(f, "at least 31 points as sente or 31 as gote");
        says(f, "A declarer whose men are worth at least 24 points but fewer than he needs to win draws the game.");
        bad(format("variant shogi", "    main 20 min", SHOGI_EVENT, "  declaration {\n    rule 25 point\n  }"),
                "13 numberOutOfRange", "there is no 25-point rule");
    }

    @Test
    void the27PointRuleWithAFailedDeclarationThatDraws() {
        CompiledFormat f = clean(format("variant shogi", "    main 20 min", SHOGI_EVENT,
                "  declaration {\n    rule 27 point\n    failed declaration draws\n  }"));
        DeclarationRule d = f.declaration().orElseThrow();
        assertEquals(28, d.sentePoints());
        assertEquals(27, d.gotePoints());
        assertEquals(DeclarationRule.Failure.DRAW, d.failure());
        says(f, "Otherwise the game is drawn.");
        bad(format("variant shogi", "    main 20 min", SHOGI_EVENT,
                "  declaration {\n    rule 27 point\n    draw at or above 30 points\n  }"), "14 numberOutOfRange",
                "above the 27 points a declarer needs");
    }

    // ------------------------------------------------------------------ teams

    @Test
    void teamsFormedByRatingBalanceWithFixedPairs() {
        CompiledFormat f = clean(format("variant exchange", "    main 5 min", """
                  event team {
                    stage main swiss {
                      rounds 6
                    }
                    match points win 1 draw 0.5 loss 0
                    teams formed by rating balance
                  }""", "  teams {\n    size 2\n    players per match 2\n    fixed pairs\n  }"));
        assertTrue(f.teams().orElseThrow().fixedPairs());
        assertEquals(TeamMatchRules.Formation.BY_RATING_BALANCE, f.event().orElseThrow().teamMatches().orElseThrow()
                .formation());
        says(f, "Teams are formed so that their total ratings are as even as possible.");
        says(f, "The same two players partner each other for the whole event.");
        bad(format("variant chess", "    main 5 min", """
                  event team {
                    stage main swiss {
                      rounds 6
                    }
                    match points win 1 draw 0.5 loss 0
                    teams formed by organiser
                  }""", "  teams {\n    size 4\n    players per match 4\n    fixed pairs\n  }"), "16 noEffect",
                "fixed pairs are for two-board games");
    }

    @Test
    void chaseInAnInningsMatch() {
        String g20 = Examples.text("g20.tfl").replace("    skip decided innings off",
                "    skip decided innings off\n    second side chases target within same moves");
        CompiledFormat f = clean(g20);
        assertTrue(f.innings().orElseThrow().chase().orElseThrow().withinSameMoves());
        says(f, "The side that scores second chases the first side's total: it wins by passing it within the number "
                + "of moves the first side used");
    }
}
