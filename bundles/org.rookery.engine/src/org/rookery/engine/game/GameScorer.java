// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.game;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.PointTable;
import org.rookery.engine.format.ScoringRules;
import org.rookery.engine.format.ScoringRules.GameOutcome;
import org.rookery.engine.format.SideRole;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;
import org.rookery.rules.Termination;

/**
 * Scores one game of an innings match for the scoring side under a format's {@link ScoringRules}.
 * Every number comes from the records: the capture table, the outcome scores, the early-win bound
 * and score, the penalty-timeout margin and score, the illegal-move points per side and the floor.
 * <ul>
 * <li>a win on time whose clock margin exceeds the penalty margin scores the penalty score;</li>
 * <li>any other win on time scores what the win outcome says (the captured men);</li>
 * <li>a win on the board with fewer captures than the early-win bound (none included) scores the
 * early-win score; otherwise what the win outcome says;</li>
 * <li>draws, losses and unplayed games score what their outcome says;</li>
 * <li>illegal-move points are added to every played result, then the floor applies if any.</li>
 * </ul>
 * A resignation is refused where the format forbids it.
 */
public final class GameScorer {

    private final ScoringRules rules;
    private final Set<String> letters;
    private final String royal;

    /**
     * A scorer that checks captured letters against the bound game's pieces.
     *
     * @throws IllegalArgumentException if the format has no scoring section
     */
    public static GameScorer of(CompiledFormat format, BoundGame game) {
        ScoringRules rules = format.scoring().orElseThrow(() -> new IllegalArgumentException(
                "format " + format.name() + " has no scoring section, so its games have no score"));
        return new GameScorer(rules, game.pieceLetters(), game.royalLetter());
    }

    /**
     * @param rules the scoring rules
     * @param letters the piece letters a captured man may have
     * @param royal the letter of the royal piece, which cannot be captured
     */
    public GameScorer(ScoringRules rules, Set<String> letters, String royal) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.letters = Set.copyOf(letters);
        this.royal = Objects.requireNonNull(royal, "royal");
    }

    /** The rules this scorer applies. */
    public ScoringRules rules() {
        return rules;
    }

    /**
     * Scores a game.
     *
     * @throws Refusal with the rule {@code resignation forbidden} for a resignation the format forbids
     * @throws IllegalArgumentException for a captured letter the variant does not have, or a king
     */
    public GameScore score(GameReport report) {
        if (report.ending() == Termination.RESIGNATION && report.result() != GameOutcome.UNPLAYED
                && !rules.resignationAllowed()) {
            throw new Refusal(RuleNames.RESIGNATION_FORBIDDEN, "the " + (report.result() == GameOutcome.WIN ? "stopping" : "scoring")
                    + " player may not resign; he must play on or let his clock run out");
        }
        for (String letter : report.captured()) {
            if (!letters.contains(letter)) {
                throw new IllegalArgumentException("game report: captured piece '" + letter + "' is not a piece of this"
                        + " variant; its pieces: " + letters);
            }
            if (letter.equals(royal)) {
                throw new IllegalArgumentException("game report: the king (" + royal + ") is never captured");
            }
        }
        BigDecimal capturePoints = capturePoints(report);
        int count = report.captured().size();
        boolean onTime = report.ending() == Termination.TIME_FORFEIT;
        OptionalLong margin = onTime && report.result() != GameOutcome.UNPLAYED ? OptionalLong.of(report.clockMarginMs())
                : OptionalLong.empty();
        StringBuilder why = new StringBuilder();
        GameScore.Basis basis;
        BigDecimal base;
        if (report.result() == GameOutcome.UNPLAYED) {
            basis = GameScore.Basis.UNPLAYED;
            base = outcome(GameOutcome.UNPLAYED, capturePoints);
            why.append("unplayed, ").append(base.toPlainString());
        } else if (report.result() == GameOutcome.WIN && onTime && rules.penaltyTimeout().isPresent()
                && rules.penaltyTimeout().get().isPenalty(java.time.Duration.ofMillis(margin.getAsLong()))) {
            basis = GameScore.Basis.PENALTY_TIMEOUT;
            base = rules.penaltyTimeout().get().score();
            why.append("penalty timeout: clock margin ").append(seconds(margin.getAsLong())).append(" is over ")
                    .append(seconds(rules.penaltyTimeout().get().margin().toMillis())).append(", ")
                    .append(base.toPlainString());
        } else if (report.result() == GameOutcome.WIN && !onTime && rules.earlyWin().isPresent()
                && count < rules.earlyWin().get().capturedBelow()) {
            basis = GameScore.Basis.EARLY_WIN;
            base = rules.earlyWin().get().score();
            why.append("early win: ").append(count).append(" captured (below ")
                    .append(rules.earlyWin().get().capturedBelow()).append("), ").append(base.toPlainString());
        } else {
            ScoringRules.Score s = rules.outcomes().get(report.result());
            basis = s instanceof ScoringRules.Score.Captured ? GameScore.Basis.CAPTURED : GameScore.Basis.OUTCOME;
            base = outcome(report.result(), capturePoints);
            why.append(report.result().name().toLowerCase());
            if (onTime) {
                why.append(" on time (clock margin ").append(seconds(margin.getAsLong())).append(')');
            }
            why.append(basis == GameScore.Basis.CAPTURED ? ": " + count + " captured, " : ", ").append(base.toPlainString());
        }
        BigDecimal illegal = BigDecimal.ZERO;
        if (report.result() != GameOutcome.UNPLAYED) {
            illegal = illegal(report.scoringIllegalMoves(), SideRole.SCORING, why)
                    .add(illegal(report.stoppingIllegalMoves(), SideRole.STOPPING, why));
        }
        BigDecimal total = base.add(illegal);
        if (rules.floor().isPresent() && total.compareTo(rules.floor().get()) < 0) {
            total = rules.floor().get();
            why.append("; raised to the floor ").append(total.toPlainString());
        }
        why.append("; total ").append(total.toPlainString());
        return new GameScore(total, basis, base, capturePoints, illegal, margin, why.toString());
    }

    private BigDecimal illegal(int moves, SideRole side, StringBuilder why) {
        if (moves == 0) {
            return BigDecimal.ZERO;
        }
        BigDecimal each = rules.illegalMovePoints(side);
        BigDecimal points = each.multiply(BigDecimal.valueOf(moves));
        why.append("; ").append(moves).append(" illegal move").append(moves == 1 ? "" : "s").append(" by the ")
                .append(side.name().toLowerCase()).append(" side ").append(points.signum() >= 0 ? "+" : "")
                .append(points.toPlainString());
        return points;
    }

    private BigDecimal outcome(GameOutcome outcome, BigDecimal capturePoints) {
        ScoringRules.Score s = rules.outcomes().get(outcome);
        if (s == null) {
            // A format that does not score an outcome gives it nothing: an unplayed game, a draw.
            return BigDecimal.ZERO;
        }
        return switch (s) {
            case ScoringRules.Score.Captured c -> capturePoints;
            case ScoringRules.Score.Flat f -> f.points();
        };
    }

    private BigDecimal capturePoints(GameReport report) {
        Optional<PointTable> table = rules.capturePoints();
        BigDecimal sum = BigDecimal.ZERO;
        if (table.isPresent()) {
            for (String letter : report.captured()) {
                sum = sum.add(table.get().valueOf(letter));
            }
        }
        return sum;
    }

    private static String seconds(long ms) {
        return BigDecimal.valueOf(ms, 3).toPlainString() + " s";
    }
}
