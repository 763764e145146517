// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.ScoringRules.GameOutcome;
import org.rookery.engine.format.SideRole;
import org.rookery.engine.game.GameBridge;
import org.rookery.engine.game.GameReport;
import org.rookery.engine.game.GameScore;
import org.rookery.engine.game.GameScorer;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.innings.BatterLine;
import org.rookery.engine.innings.InningsAction;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.innings.MatchResult;
import org.rookery.rules.Termination;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * A whole G20 match played through the API, its totals worked out by hand from the seed rules
 * (seeds/000: rules 7 to 19) and rules.md 1.10 / 6.2. Capture table (rule 9): P 1, R 2, N 3, G 4,
 * B 5, Q 6. The same match is stored as data/g20-worked-match.json, a list of actions the event
 * journal can replay.
 *
 * <pre>
 * Toss: Tigers win and choose to stop (Black) first, so Lions bat first (rule 2).
 * Innings 1, Lions bat (order L1-L5), Tigers stop T1 T2 T3 T4 T5 T1 T2 T3 T4 T5:
 *   1 L1-T1 mate, 12 captured 8P+2R+2N = 8+4+6                    = 18
 *   2 L1-T2 crowning, 3 captured (early win, rule 17) 42, T2 1 illegal +1 = 43
 *   3 L1-T3 T3's flag falls, L1 48.250 s left: penalty timeout (rule 15) = 42
 *   4 L1-T4 T4's flag falls, L1 15.000 s left: normal timeout (rule 14),
 *           captured P P R B = 1+1+2+5                              = 9
 *   5 L1-T5 L1 mated: out, 0; L1 2 illegal moves -2 (rules.md 6.2)  = -2
 *   6 L2-T1 stalemate win, 10 captured 8P+G+B = 8+4+5              = 17
 *   7 L2-T2 mate, all 17 men captured                               = 42
 *   8 L2-T3 L2's flag falls: out                                    = 0
 *   9 L3-T4 mate with no capture: early win 42 (rules.md 6.2), L3 1 illegal -1 = 41
 *  10 L3-T5 mate, 9 captured: early win                             = 42
 *   Lions 18+43+42+9-2+17+42+0+41+42 = 252 (L3 not out, L4 and L5 did not bat).
 * Innings 2, Tigers bat (T1-T5), Lions stop L1 L2 L3 L4 L5 L1 L2 L3 L4 L5:
 *   1 T1 out 0 | 2 T2 wins on time with 5.2 s left, captured P = 1 | 3 T2 on time, 10 s, P P = 2,
 *   L3 1 illegal +1 = 3 | 4 T2 out 0 | 5 T3 on time, 14.999 s, N = 3 | 6 T3 out, 2 illegal = -2 |
 *   7 T4 mate, 10 captured 8P+R+N = 13 | 8 T4 out 0 | 9 T5 on time with exactly 15.000 s, P P P = 3 |
 *   10 T5 out 0.  Tigers 0+1+3+0+3-2+13+0+3+0 = 21.
 * After both first innings Lions lead 252 - 21 = 231, more than 200: Tigers follow on (rule 19).
 * Innings 3, Tigers bat again (T5 T4 T3 T2 T1), Lions stop L5 L4 L3 L2 L1 L5 L4 L3 L2 L1:
 *   1 T5 mate, 14 captured 8P+2R+2N+2G = 8+4+6+8 = 26 | 2 T5 penalty timeout (130.4 s) 42, T5 1
 *   illegal -1 = 41 | 3 T5 crowning, 6 captured: early 42 | 4 T5 out, Lions (L2) 2 illegal +2 = 2 |
 *   5 T4 mate, 11 captured 8P+Q+B+R = 8+6+5+2 = 21 | 6 T4 out 0 | 7 T3 on time with 12.3 s,
 *   10 captured 8P+N+G = 15 | 8 T3 out 0 | 9 T2 mate, 2 captured: early 42 | 10 T2 mate,
 *   16 captured (all but Q) 42-6 = 36.  Tigers 26+41+42+2+21+0+15+0+42+36 = 225; in all 246.
 * Innings 4, Lions bat (L5 L4 L3 L2 L1), Tigers stop T1..T5 twice; Lions need 246-252+1 = -5:
 *   1 L5 out, 3 illegal = -3 | 2 L4 mate, 10 captured 8P+2R = 12 | 3 L4 out 0 | 4 L3 penalty timeout
 *   with 16.000 s left 42, T4 1 illegal +1 = 43 | 5 L3 crowning, 12 captured 8P+Q+B+G+N = 26 |
 *   6 L3 out 0 | 7 L2 mate, 1 captured: early 42 | 8 L2 out 0 | 9 L1 mate, 0 captured 42, 1 illegal
 *   -1 = 41 | 10 L1 stalemate win, 13 captured 8P+2R+2N+G = 8+4+6+4 = 22.
 *   Lions -3+12+0+43+26+0+42+0+41+22 = 183; in all 252+183 = 435.
 * Result: Lions 435, Tigers 246: Lions win by 189 points.
 * </pre>
 */
class G20WorkedMatchTest {

    private static final long MIN = 60_000;

    private static GameReport won(Termination how, String captured, long mine, long theirs) {
        return GameReport.win(how, men(captured), mine, theirs);
    }

    private static GameReport lost(Termination how, long mine, long theirs) {
        return GameReport.loss(how, List.of(), mine, theirs);
    }

    private static List<String> men(String text) {
        List<String> out = new ArrayList<>();
        for (String part : text.trim().split("\\s+")) {
            if (part.isEmpty()) {
                continue;
            }
            // "8P" is eight pawns.
            int n = Character.isDigit(part.charAt(0)) ? Integer.parseInt(part.substring(0, part.length() - 1)) : 1;
            for (int i = 0; i < n; i++) {
                out.add(part.substring(part.length() - 1));
            }
        }
        return out;
    }

    /** Every action of the match, in order. */
    static List<InningsAction> actions() {
        List<InningsAction> a = new ArrayList<>();
        a.add(new InningsAction.TeamRegistered("Lions", Play.LIONS));
        a.add(new InningsAction.TeamRegistered("Tigers", Play.TIGERS));
        a.add(new InningsAction.SquadNamed("Lions", Play.LIONS.subList(0, 5), "L1"));
        a.add(new InningsAction.SquadNamed("Tigers", Play.TIGERS.subList(0, 5), "T1"));
        a.add(new InningsAction.TossWon("Tigers"));
        a.add(new InningsAction.TossChoice("Tigers", SideRole.STOPPING));

        a.add(new InningsAction.BattingOrder("Lions", List.of("L1", "L2", "L3", "L4", "L5")));
        games(a, 1, List.of("T1", "T2", "T3", "T4", "T5", "T1", "T2", "T3", "T4", "T5"), List.of(
                won(Termination.CHECKMATE, "8P R R N N", 2 * MIN, MIN),
                won(Termination.CROWNING, "P P B", 3 * MIN, 2 * MIN).withIllegalMoves(0, 1),
                won(Termination.TIME_FORFEIT, "P N G Q", 48_250, 0),
                won(Termination.TIME_FORFEIT, "P P R B", 15_000, 0),
                lost(Termination.CHECKMATE, MIN, 2 * MIN).withIllegalMoves(2, 0),
                won(Termination.STALEMATE, "8P G B", MIN, MIN),
                won(Termination.CHECKMATE, "8P R R N N G G B B Q", 30_000, 20_000),
                lost(Termination.TIME_FORFEIT, 0, 40_000),
                won(Termination.CHECKMATE, "", 4 * MIN, 4 * MIN).withIllegalMoves(1, 0),
                won(Termination.CHECKMATE, "8P N", 2 * MIN, MIN)));

        a.add(new InningsAction.BattingOrder("Tigers", List.of("T1", "T2", "T3", "T4", "T5")));
        games(a, 2, List.of("L1", "L2", "L3", "L4", "L5", "L1", "L2", "L3", "L4", "L5"), List.of(
                lost(Termination.CHECKMATE, MIN, MIN),
                won(Termination.TIME_FORFEIT, "P", 5_200, 0),
                won(Termination.TIME_FORFEIT, "P P", 10_000, 0).withIllegalMoves(0, 1),
                lost(Termination.CROWNING, MIN, MIN),
                won(Termination.TIME_FORFEIT, "N", 14_999, 0),
                lost(Termination.STALEMATE, MIN, MIN).withIllegalMoves(2, 0),
                won(Termination.CHECKMATE, "8P R N", MIN, MIN),
                lost(Termination.TIME_FORFEIT, 0, 3_000),
                won(Termination.TIME_FORFEIT, "P P P", 15_000, 0),
                lost(Termination.CHECKMATE, MIN, MIN)));

        // Lions lead by 231: Tigers follow on without a decision (compulsory).
        a.add(new InningsAction.BattingOrder("Tigers", List.of("T5", "T4", "T3", "T2", "T1")));
        games(a, 3, List.of("L5", "L4", "L3", "L2", "L1", "L5", "L4", "L3", "L2", "L1"), List.of(
                won(Termination.CHECKMATE, "8P R R N N G G", MIN, MIN),
                won(Termination.TIME_FORFEIT, "P", 130_400, 0).withIllegalMoves(1, 0),
                won(Termination.CROWNING, "4P N B", MIN, MIN),
                lost(Termination.CHECKMATE, MIN, MIN).withIllegalMoves(0, 2),
                won(Termination.CHECKMATE, "8P Q B R", MIN, MIN),
                lost(Termination.CHECKMATE, MIN, MIN),
                won(Termination.TIME_FORFEIT, "8P N G", 12_300, 0),
                lost(Termination.CHECKMATE, MIN, MIN),
                won(Termination.CHECKMATE, "P R", MIN, MIN),
                won(Termination.CHECKMATE, "8P R R N N G G B B", MIN, MIN)));

        a.add(new InningsAction.BattingOrder("Lions", List.of("L5", "L4", "L3", "L2", "L1")));
        games(a, 4, List.of("T1", "T2", "T3", "T4", "T5", "T1", "T2", "T3", "T4", "T5"), List.of(
                lost(Termination.CHECKMATE, MIN, MIN).withIllegalMoves(3, 0),
                won(Termination.CHECKMATE, "8P R R", MIN, MIN),
                lost(Termination.CHECKMATE, MIN, MIN),
                won(Termination.TIME_FORFEIT, "P P", 16_000, 0).withIllegalMoves(0, 1),
                won(Termination.CROWNING, "8P Q B G N", MIN, MIN),
                lost(Termination.CHECKMATE, MIN, MIN),
                won(Termination.CHECKMATE, "Q", MIN, MIN),
                lost(Termination.CHECKMATE, MIN, MIN),
                won(Termination.CHECKMATE, "", MIN, MIN).withIllegalMoves(1, 0),
                won(Termination.STALEMATE, "8P R R N N G", MIN, MIN)));
        return a;
    }

    private static void games(List<InningsAction> a, int innings, List<String> stoppers, List<GameReport> reports) {
        for (int g = 0; g < reports.size(); g++) {
            a.add(new InningsAction.StoppingPlayerChosen(stoppers.get(g)));
            a.add(new InningsAction.GameResult(innings, g + 1, reports.get(g)));
        }
    }

    private static GameScorer scorer() {
        return GameScorer.of(TestFormats.g20(), GameBridge.bind(TestFormats.g20(), TestFormats.REGISTRY));
    }

    private static List<BigDecimal> scores(InningsCard c) {
        return c.games().stream().map(l -> l.score().map(GameScore::total).orElseThrow()).toList();
    }

    private static List<BigDecimal> n(int... values) {
        return java.util.Arrays.stream(values).mapToObj(BigDecimal::valueOf).toList();
    }

    @Test
    void theMatchReachesTheTotalsWorkedOutByHand() {
        InningsMatch m = InningsMatch.replay(TestFormats.g20(), scorer(), actions());
        List<InningsCard> cards = m.innings();
        assertEquals(4, cards.size());
        assertEquals(List.of("Lions", "Tigers", "Tigers", "Lions"), cards.stream().map(InningsCard::battingTeam).toList());

        assertEquals(n(18, 43, 42, 9, -2, 17, 42, 0, 41, 42), scores(cards.get(0)));
        assertEquals(new BigDecimal("252"), cards.get(0).total());
        assertEquals(List.of("L1", "L2"), cards.get(0).outs());
        assertEquals(List.of(BatterLine.Status.OUT, BatterLine.Status.OUT, BatterLine.Status.NOT_OUT,
                BatterLine.Status.YET_TO_BAT, BatterLine.Status.YET_TO_BAT),
                cards.get(0).batters().stream().map(BatterLine::status).toList());
        assertEquals(48_250, cards.get(0).games().get(2).score().orElseThrow().clockMarginMs().getAsLong());
        assertEquals(GameScore.Basis.PENALTY_TIMEOUT, cards.get(0).games().get(2).score().get().basis());
        assertEquals(GameScore.Basis.CAPTURED, cards.get(0).games().get(3).score().get().basis());

        assertEquals(n(0, 1, 3, 0, 3, -2, 13, 0, 3, 0), scores(cards.get(1)));
        assertEquals(new BigDecimal("21"), cards.get(1).total());
        assertEquals(List.of("T1", "T2", "T3", "T4", "T5"), cards.get(1).outs());

        assertTrue(cards.get(2).followOn());
        assertEquals(n(26, 41, 42, 2, 21, 0, 15, 0, 42, 36), scores(cards.get(2)));
        assertEquals(new BigDecimal("225"), cards.get(2).total());
        // Tigers' running match total after the follow-on innings.
        assertEquals(new BigDecimal("246"), cards.get(2).games().get(9).teamRunning());

        assertEquals(new BigDecimal("-5"), cards.get(3).target().orElseThrow());
        assertFalse(cards.get(3).followOn());
        assertEquals(n(-3, 12, 0, 43, 26, 0, 42, 0, 41, 22), scores(cards.get(3)));
        assertEquals(new BigDecimal("183"), cards.get(3).total());

        MatchResult r = m.result().orElseThrow();
        assertEquals("Lions", r.winner().orElseThrow());
        assertEquals(new BigDecimal("435"), r.totals().get("Lions"));
        assertEquals(new BigDecimal("246"), r.totals().get("Tigers"));
        assertEquals("Lions win by 189 points (435 to 246)", r.reason());
        assertEquals(40, cards.stream().mapToLong(c -> c.games().stream().filter(l -> !l.unplayed()).count()).sum());
        assertTrue(m.warnings().isEmpty(), m.warnings().toString());
    }

    @Test
    void theDataFileHoldsTheSameMatch() throws IOException {
        List<InningsAction> fromFile = read(dataFile());
        assertEquals(actions(), fromFile);
        InningsMatch m = InningsMatch.replay(TestFormats.g20(), scorer(), fromFile);
        assertEquals(new BigDecimal("435"), m.totals().get("Lions"));
        assertEquals(new BigDecimal("246"), m.totals().get("Tigers"));
    }

    static Path dataFile() {
        Path here = Path.of("data", "g20-worked-match.json");
        return Files.exists(here) ? here : Path.of("bundles", "org.rookery.engine.tests", "data", "g20-worked-match.json");
    }

    /**
     * Reads a list of actions: a JSON object whose "actions" array holds one object per action,
     * "action" naming the record and the other members its fields.
     */
    static List<InningsAction> read(Path file) throws IOException {
        Gson gson = new Gson();
        List<InningsAction> out = new ArrayList<>();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            JsonArray all = JsonParser.parseReader(r).getAsJsonObject().getAsJsonArray("actions");
            for (JsonElement e : all) {
                JsonObject o = e.getAsJsonObject();
                String kind = o.remove("action").getAsString();
                Class<? extends InningsAction> type = switch (kind) {
                    case "TeamRegistered" -> InningsAction.TeamRegistered.class;
                    case "SquadNamed" -> InningsAction.SquadNamed.class;
                    case "TossWon" -> InningsAction.TossWon.class;
                    case "TossChoice" -> InningsAction.TossChoice.class;
                    case "BattingOrder" -> InningsAction.BattingOrder.class;
                    case "ScoringPlayerIn" -> InningsAction.ScoringPlayerIn.class;
                    case "StoppingPlayerChosen" -> InningsAction.StoppingPlayerChosen.class;
                    case "GameResult" -> InningsAction.GameResult.class;
                    case "FollowOnDecision" -> InningsAction.FollowOnDecision.class;
                    default -> throw new IOException(file + ": unknown action '" + kind + "'");
                };
                out.add(gson.fromJson(o, type));
            }
        }
        return out;
    }

    /** Writes actions in the form {@link #read} reads (used once to make the data file). */
    static String write(List<InningsAction> actions) {
        Gson gson = new Gson();
        StringBuilder sb = new StringBuilder("{\n\"license\": \"SPDX-License-Identifier: EPL-2.0\",\n"
                + "\"about\": \"The G20 match of G20WorkedMatchTest, worked out by hand there: Lions 435, Tigers 246.\",\n"
                + "\"actions\": [\n");
        for (int i = 0; i < actions.size(); i++) {
            InningsAction a = actions.get(i);
            JsonObject o = new JsonObject();
            o.addProperty("action", a.getClass().getSimpleName());
            gson.toJsonTree(a).getAsJsonObject().entrySet().forEach(en -> o.add(en.getKey(), en.getValue()));
            sb.append("  ").append(gson.toJson(o)).append(i + 1 < actions.size() ? ",\n" : "\n");
        }
        return sb.append("]\n}\n").toString();
    }

    /** Unplayed is never part of this match: every game of all four innings was played. */
    @Test
    void noGameWasLeftUnplayed() {
        assertTrue(actions().stream().noneMatch(a -> a instanceof InningsAction.GameResult g
                && g.report().result() == GameOutcome.UNPLAYED));
    }
}
