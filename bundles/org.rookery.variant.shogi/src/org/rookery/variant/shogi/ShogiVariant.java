// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.rookery.rules.BoardShape;
import org.rookery.rules.CapturedPieces;
import org.rookery.rules.Color;
import org.rookery.rules.DrawMode;
import org.rookery.rules.DropRule;
import org.rookery.rules.EndRules;
import org.rookery.rules.IllegalMoveCounter;
import org.rookery.rules.Outcome;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;
import org.rookery.rules.StalemateResult;
import org.rookery.rules.Termination;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantOption;
import org.rookery.rules.VariantOptions;
import org.rookery.variant.shogi.internal.ShogiPromotion;
import org.rookery.variant.shogi.internal.ShogiSetupCheck;
import org.rookery.variant.shogi.notation.Sfen;
import org.rookery.variant.shogi.notation.Usi;
import org.rookery.variant.shogi.notation.WesternNotation;

/**
 * Shogi under FESA rules (rules.md §4 and §6.5): 9x9 board, drops, optional promotion in the
 * three far ranks, nifu, dead drops and uchifuzume forbidden, stalemate loses, fourfold
 * repetition (sennichite) advisory with perpetual check losing, and the 27-point declaration.
 * Sente is {@link org.rookery.rules.Color#WHITE}. Registered as a DS component and through
 * {@code META-INF/services}; found as {@code shogi}, {@code japanese-chess} or {@code fesa-shogi}.
 */
public final class ShogiVariant implements Variant {

    /** rules.md §4.1: stalemate (no legal move, not in check) loses; off makes it a draw. */
    public static final VariantOption<Boolean> STALEMATE_LOSES = VariantOption.bool("stalemateLoses", true,
            "a player with no legal move who is not in check loses (off: the game is drawn)");
    /** rules.md §4.1: occurrences of one position (board, hands, side to move) that make sennichite. */
    public static final VariantOption<Integer> REPETITION_COUNT = VariantOption.integer("repetitionCount", 4, 2, 16,
            "how many times the same position (board, both hands, side to move) must occur for sennichite");
    /** rules.md §4.1: in a sennichite cycle where one side checked on every move, that side loses. */
    public static final VariantOption<Boolean> PERPETUAL_CHECK_LOSES = VariantOption.bool("perpetualCheckLoses", true,
            "a side that gave check with every move of the sennichite cycle loses (off: plain sennichite)");
    /** FESA 5.3 condition 2: the points sente needs to declare. */
    public static final VariantOption<Integer> DECLARATION_SENTE_POINTS = VariantOption.integer("declarationSentePoints", 28, 0, 54,
            "points sente needs for a winning impasse declaration");
    /** FESA 5.3 condition 2: the points gote needs to declare. */
    public static final VariantOption<Integer> DECLARATION_GOTE_POINTS = VariantOption.integer("declarationGotePoints", 27, 0, 54,
            "points gote needs for a winning impasse declaration");
    /** FESA 5.3 condition 4: men besides the king the declarer needs in the zone. */
    public static final VariantOption<Integer> DECLARATION_MIN_PIECES = VariantOption.integer("declarationMinPieces", 10, 0, 38,
            "men besides the king the declarer needs in the promotion zone");
    /** FESA 5.3 condition 2: the value of a rook or bishop, promoted or not. */
    public static final VariantOption<Integer> DECLARATION_MAJOR_VALUE = VariantOption.integer("declarationMajorValue", 5, 0, 100,
            "declaration points for a rook or bishop, promoted or not");
    /** FESA 5.3 condition 2: the value of every other man except the king. */
    public static final VariantOption<Integer> DECLARATION_MINOR_VALUE = VariantOption.integer("declarationMinorValue", 1, 0, 100,
            "declaration points for every other man except the king (the king counts 0)");

    /**
     * What a failed declaration leads to: FESA 5.3 says the declarer loses; a format may let it
     * draw or be void with play going on.
     */
    public static final VariantOption<String> DECLARATION_FAILURE = VariantOption.choice("declarationFailure", "loses",
            List.of("loses", "draws", "plays-on"),
            "what a failed impasse declaration leads to: 'loses' (FESA), 'draws', or 'plays-on' (void, the game goes on)");
    /**
     * A draw band (the 24-point rule's): a declaration short of points only, with at least this
     * many, draws; 0: no band (FESA).
     */
    public static final VariantOption<Integer> DECLARATION_DRAW_BAND = VariantOption.integer("declarationDrawBand", 0, 0, 54,
            "a declaration failing on points alone draws with at least this many points (0: no draw band)");

    /**
     * rules.md §4.1: an illegal move loses, but only the players may point it out. 'on-claim': the
     * arbiter records the illegal move and the loss follows only when the opponent claims it
     * ({@link IllegalMoveCounter#claim}); 'automatic': the first recorded illegal move loses at once.
     */
    public static final VariantOption<String> ILLEGAL_MOVE_LOSS = VariantOption.choice("illegalMoveLoss", "on-claim",
            List.of("on-claim", "automatic"),
            "'on-claim': an illegal move loses when the opponent claims it (FESA: only the players may point it out);"
                    + " 'automatic': the first illegal move the arbiter records loses at once");

    /** The even start position in SFEN. */
    public static final String START_SFEN = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

    private static final List<VariantOption<?>> OPTIONS = List.of(STALEMATE_LOSES, REPETITION_COUNT, PERPETUAL_CHECK_LOSES,
            DECLARATION_SENTE_POINTS, DECLARATION_GOTE_POINTS, DECLARATION_MIN_PIECES, DECLARATION_MAJOR_VALUE,
            DECLARATION_MINOR_VALUE, DECLARATION_FAILURE, DECLARATION_DRAW_BAND, ILLEGAL_MOVE_LOSS);

    /**
     * The declaration rules a format may name: the 27-point rule is the options' defaults (FESA
     * 5.3, rules.md §4.2); the 24-point rule (by agreement, rules.md §4.2: not FESA's) needs 31
     * points of either side and draws from 24.
     */
    private static final Map<String, Map<String, String>> PRESETS = Map.of(
            "27-point", Map.of(),
            "24-point", Map.of(DECLARATION_SENTE_POINTS.name(), "31", DECLARATION_GOTE_POINTS.name(), "31",
                    DECLARATION_DRAW_BAND.name(), "24"));

    @Override
    public String id() {
        return "shogi";
    }

    @Override
    public List<String> aliases() {
        return List.of("japanese-chess", "fesa-shogi");
    }

    @Override
    public String displayName() {
        return "Shogi";
    }

    /** Sente and gote, as FESA slips and scoresheets name the sides. */
    @Override
    public String sideName(Color side) {
        return ShogiSides.name(side);
    }

    @Override
    public List<VariantOption<?>> options() {
        return OPTIONS;
    }

    @Override
    public Map<String, Map<String, String>> presets() {
        return PRESETS;
    }

    @Override
    public IllegalMoveCounter illegalMoveCounter(VariantOptions options) {
        return options.get(ILLEGAL_MOVE_LOSS).equals("automatic") ? new IllegalMoveCounter(1) : IllegalMoveCounter.onClaim(1);
    }

    @Override
    public Rules rules(VariantOptions options) {
        // Dead drops are also refused through ShogiPromotion.mayStandOn; the ranks are listed here too so the drop rule reads as rules.md states it.
        DropRule drops = new DropRule(
                Map.of(ShogiPieces.PAWN, Set.of(9), ShogiPieces.LANCE, Set.of(9), ShogiPieces.KNIGHT, Set.of(8, 9)),
                Set.of(ShogiPieces.PAWN), Set.of(ShogiPieces.PAWN));
        // Repetition is only ever claimed (rules.md §6.5): the detector advises, the players agree.
        EndRules end = EndRules.chess()
                .withStalemate(options.get(STALEMATE_LOSES) ? StalemateResult.LOSS : StalemateResult.DRAW)
                .withRepetition(options.get(REPETITION_COUNT), DrawMode.CLAIM, false)
                .withFiftyMoves(0, DrawMode.CLAIM)
                .withDeadPosition(null);
        Rules.Builder b = Rules.builder(id(), displayName())
                .options(options)
                .shape(BoardShape.rectangle(9, 9))
                .pieceTypes(ShogiPieces.ALL)
                .promotion(new ShogiPromotion())
                .doubleStepRanks(Set.of())
                .drops(drops)
                .captured(CapturedPieces.TO_CAPTURER)
                .endRules(end)
                .setupCheck(new ShogiSetupCheck())
                .claims(ShogiVariant::claimableResult)
                // The one judge of the impasse declaration, configured by the declaration options.
                .declaration(DeclarationCheck.JUDGE)
                // An agreed sennichite stands without four detected repetitions (rules.md §4.2, §6.5).
                .agreements(Set.of(Termination.REPETITION))
                // Its claim judge's wins, which no shared end rule shows: the perpetual checker's loss
                // (rules.md §4.1) and the 27-point declaration, won or failed (§4.2).
                .alsoEnds(options.get(PERPETUAL_CHECK_LOSES) ? Set.of(Termination.PERPETUAL_CHECK, Termination.DECLARATION)
                        : Set.of(Termination.DECLARATION), Set.of())
                .positionFormat(new Sfen(), START_SFEN)
                .moveFormats(List.of(new Usi(), new WesternNotation()));
        for (PieceType type : ShogiPieces.ALL) {
            if (type.promoted()) {
                b.demotes(type, ShogiPieces.base(type));
            }
        }
        return b.build();
    }

    @Override
    public String toString() {
        return id();
    }

    /**
     * What a player could claim in {@code view}: sennichite (the repetition, or the perpetual
     * checker's loss) first, otherwise a winning 27-point declaration by the side to move. The
     * position has no clock, so the declarer is taken to have time left; an event checks that too.
     */
    static Optional<Outcome> claimableResult(PositionView view) {
        Optional<Outcome> repetition = Sennichite.claimableResult(view);
        if (repetition.isPresent()) {
            return repetition;
        }
        Color side = view.sideToMove();
        return DeclarationCheck.judge(view, side, true).succeeded()
                ? Optional.of(Outcome.win(Termination.DECLARATION, side))
                : Optional.empty();
    }
}
