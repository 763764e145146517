// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.rookery.rules.CapturedPieces;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.MoveSelection;
import org.rookery.rules.Outcome;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;
import org.rookery.rules.Variant;
import org.rookery.rules.internal.EnginePosition;

/**
 * Seeded random games per variant. After every move: unmake restores position and hash exactly,
 * the incremental hash equals one computed from scratch, pieces and hands are conserved, the mover
 * is not left in check (except a Giraffe crowning), FEN and both move notations round-trip, the
 * outcome agrees with the position, and the legal moves equal the reference generator's.
 */
class RandomGameTest {

    private static final int PLIES = 120;

    static Stream<Arguments> configurations() {
        return Stream.of(
                Arguments.of("chess", List.of(), 50, 600, 11L),
                Arguments.of("giraffe", List.of(), 50, 600, 12L),
                Arguments.of("giraffe", List.of("giraffeSquarePromotion=compulsory-on-8th", "castling=false"), 15, 200, 13L),
                Arguments.of("guardian", List.of(), 25, 400, 14L),
                Arguments.of("guardian", List.of("emptyPoolPromotion=stay-pawn"), 10, 200, 15L),
                Arguments.of("exchange", List.of(), 25, 400, 16L),
                Arguments.of("exchange", List.of("captureDestination=capturer", "dropMate=allowed", "pawnDropBannedRanks=1 8",
                        "checkmateRule=standard", "stalemate=draw"), 25, 400, 17L));
    }

    /**
     * @param full games with every check, including the reference generator, notation and FEN round trips
     * @param fast further games with the cheap invariants only (hash, undo, conservation, check, outcome)
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("configurations")
    void randomGamesKeepEveryInvariant(String variantId, List<String> options, int full, int fast, long seed) {
        Variant v = Variants.registry().get(variantId);
        java.util.Map<String, String> map = new java.util.LinkedHashMap<>();
        for (String o : options) {
            String[] kv = o.split("=", 2);
            map.put(kv[0], kv[1]);
        }
        Rules rules = v.rules(v.options(map));
        Random random = new Random(seed);
        int finished = 0;
        for (int g = 0; g < full + fast; g++) {
            if (playOne(rules, random, g, g < full)) {
                finished++;
            }
        }
        assertTrue(fast < 300 || finished > 0, "no random game of " + variantId + " ended by rule");
    }

    private boolean playOne(Rules rules, Random random, int game, boolean full) {
        Position p = rules.startPosition();
        MoveFormat san = rules.moveFormat("SAN");
        MoveFormat uci = rules.moveFormat("UCI");
        for (int ply = 0; ply < PLIES; ply++) {
            String where = rules.id() + " game " + game + " ply " + ply + " at " + p;
            if (rules.captured() == CapturedPieces.TO_PARTNER && random.nextInt(4) == 0) {
                feedPartnerPiece(p, rules, random);
            }
            List<Move> legal = p.legalMoves();
            Set<Move> engine = new HashSet<>(legal);
            assertEquals(legal.size(), engine.size(), "duplicate moves " + where);
            Optional<Outcome> outcome = p.outcome();
            checkOutcome(p, legal, outcome, where);
            if (!full) {
                if (outcome.isPresent() || legal.isEmpty()) {
                    return outcome.isPresent();
                }
                playChecked(p, legal.get(random.nextInt(legal.size())), rules, where, false);
                continue;
            }
            Set<Move> reference = new HashSet<>(new ReferenceGenerator(p).legal(ReferenceState.of(p)));
            if (!engine.equals(reference)) {
                Set<Move> extra = new HashSet<>(engine);
                extra.removeAll(reference);
                Set<Move> missing = new HashSet<>(reference);
                missing.removeAll(engine);
                fail("legal moves differ " + where + ": engine-only " + extra + ", reference-only " + missing);
            }
            checkSelections(p, legal, where);
            if (outcome.isPresent() || legal.isEmpty()) {
                return outcome.isPresent();
            }
            Move m = legal.get(random.nextInt(legal.size()));
            checkNotation(p, m, san, uci, where);
            playChecked(p, m, rules, where, true);
        }
        return false;
    }

    private static void feedPartnerPiece(Position p, Rules rules, Random random) {
        List<PieceType> droppable = rules.pieceTypes().stream().filter(t -> !t.promoted() && !t.is(PieceType.Trait.ROYAL)).toList();
        p.addToHand(new Piece(droppable.get(random.nextInt(droppable.size())), random.nextBoolean() ? Color.WHITE : Color.BLACK));
    }

    private static void checkSelections(Position p, List<Move> all, String where) {
        List<Move> captures = p.legalMoves(MoveSelection.CAPTURES);
        List<Move> quiets = p.legalMoves(MoveSelection.QUIETS);
        assertEquals(all.size(), captures.size() + quiets.size(), "captures + quiets " + where);
        assertTrue(captures.stream().allMatch(Move::isCapture), "captures only " + where);
        assertTrue(quiets.stream().noneMatch(Move::isCapture), "quiets only " + where);
    }

    private static void checkOutcome(Position p, List<Move> legal, Optional<Outcome> outcome, String where) {
        assertEquals(!legal.isEmpty(), p.hasLegalMove(), "hasLegalMove " + where);
        if (outcome.isEmpty()) {
            if (legal.isEmpty()) {
                assertTrue(p.mustWait(), "no moves, no outcome and not waiting " + where);
            }
            return;
        }
        Termination t = outcome.get().termination();
        switch (t) {
            case CHECKMATE -> assertTrue(p.isCheck() && legal.isEmpty() && outcome.get().winner() == p.sideToMove().opponent(), "mate " + where);
            case STALEMATE -> assertTrue(!p.isCheck() && legal.isEmpty(), "stalemate " + where);
            case CROWNING -> assertTrue(legal.isEmpty() && p.rules().crowningSquares(outcome.get().winner()).contains(p.kingSquare(outcome.get().winner())),
                    "crowning " + where);
            default -> assertFalse(legal.isEmpty() && t == Termination.CHECKMATE, where);
        }
    }

    private static void checkNotation(Position p, Move m, MoveFormat san, MoveFormat uci, String where) {
        assertEquals(m, san.parse(san.format(m, p), p), "SAN round trip of " + m + " " + where);
        assertEquals(m, uci.parse(uci.format(m, p), p), "UCI round trip of " + m + " " + where);
    }

    private static void playChecked(Position p, Move m, Rules rules, String where, boolean full) {
        String fenBefore = p.toString();
        long hashBefore = p.hash();
        int boardBefore = p.pieces().size();
        int handBefore = handTotal(p);
        p.doMove(m);
        assertArrayEquals(((EnginePosition) p).recomputedKeys(), new long[] {p.boardHash(), p.hash() ^ p.boardHash()}, "incremental hash " + where + " after " + m);
        int captured = m.isCapture() ? 1 : 0;
        int dropped = m.isDrop() ? 1 : 0;
        assertEquals(boardBefore - captured + dropped, p.pieces().size(), "board pieces after " + m + " " + where);
        int gained = rules.captured() == CapturedPieces.TO_CAPTURER ? captured : 0;
        assertEquals(handBefore - dropped + gained, handTotal(p), "hand pieces after " + m + " " + where);
        Color mover = p.sideToMove().opponent();
        boolean crowned = rules.crowningSquares(mover).contains(p.kingSquare(mover));
        assertTrue(crowned || !p.isAttacked(p.kingSquare(mover), p.sideToMove()), "mover left in check by " + m + " " + where);
        if (full) {
            Position reread = rules.position(p.toString());
            assertEquals(p.toString(), reread.toString(), "FEN round trip " + where);
            assertEquals(p.hash(), reread.hash(), "hash of re-read FEN " + where);
        }
        assertEquals(m, p.undoMove(), "undo returns the move " + where);
        assertEquals(fenBefore, p.toString(), "undo restores the position " + where);
        assertEquals(hashBefore, p.hash(), "undo restores the hash " + where);
        p.doMove(m);
    }

    private static int handTotal(Position p) {
        int n = 0;
        for (Color c : Color.values()) {
            for (int k : p.hand(c).values()) {
                n += k;
            }
        }
        return n;
    }
}
