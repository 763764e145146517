// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** English for the scoring section. */
final class ScoringText {

    private ScoringText() {
    }

    /**
     * The scoring section in English: {@code innings} for an innings match, where a game is scored
     * for the scoring side; otherwise for a match of sets scored by points, where each game is scored
     * for both players and decides the set by their points.
     */
    static String scoring(ScoringRules s, Optional<VariantDescriptor> variant, boolean innings) {
        StringBuilder text = new StringBuilder(innings ? "Scoring (for the scoring side):"
                : "Scoring (each game of a match, for each player):");
        s.capturePoints().ifPresent(t -> text.append(" each captured man is worth ").append(table(t, variant))
                .append('.'));
        if (s.capturePoints().isPresent() && variant.isPresent()) {
            BigDecimal all = BigDecimal.ZERO;
            int men = 0;
            for (PieceDescriptor p : variant.get().pieces()) {
                if (!p.royal() && p.startCount() > 0) {
                    all = all.add(s.capturePoints().get().valueOf(p.letter()).multiply(BigDecimal.valueOf(p.startCount())));
                    men += p.startCount();
                }
            }
            text.append(" Capturing all ").append(men).append(" men is worth ").append(English.points(all)).append('.');
        }
        for (Map.Entry<ScoringRules.GameOutcome, ScoringRules.Score> e : s.outcomes().entrySet()) {
            String what = switch (e.getKey()) {
                case WIN -> "A win";
                case DRAW -> "A draw";
                case LOSS -> "A loss";
                case UNPLAYED -> "A game not played";
            };
            text.append(' ').append(what).append(" scores ").append(score(e.getValue())).append('.');
        }
        s.earlyWin().ifPresent(e -> text.append(" A win with fewer than ").append(e.capturedBelow())
                .append(" men captured is an early win and scores ").append(English.points(e.score())).append('.'));
        s.penaltyTimeout().ifPresent(p -> text.append(" A win on time where the winner has more than ")
                .append(English.duration(p.margin())).append(" left is a penalty timeout and scores ")
                .append(English.points(p.score())).append("; with ").append(English.duration(p.margin()))
                .append(" or less left it scores as a normal win."));
        List<String> illegal = new ArrayList<>();
        for (Map.Entry<SideRole, BigDecimal> e : s.illegalMoveAdjustment().entrySet()) {
            if (innings) {
                illegal.add("each illegal move by the " + e.getKey().name().toLowerCase() + " side adds "
                        + English.signed(e.getValue()) + " to the scoring side's score");
            } else {
                // in a match each player is the scoring side of his own score, his opponent the stopping side
                illegal.add("each illegal move by a player" + (e.getKey() == SideRole.STOPPING ? "'s opponent" : "")
                        + " adds " + English.signed(e.getValue()) + " to the player's score");
            }
        }
        if (!illegal.isEmpty()) {
            String joined = English.and(illegal);
            text.append(' ').append(Character.toUpperCase(joined.charAt(0))).append(joined.substring(1))
                    .append(", whatever the result.");
        }
        text.append(s.resignationAllowed() ? " A player may resign." : " Resignation is not allowed: a player must"
                + " play on or let his clock run out.");
        // "may be negative" only where some number can take a score below zero
        boolean negative = s.illegalMoveAdjustment().values().stream().anyMatch(v -> v.signum() < 0)
                || s.outcomes().values().stream().anyMatch(o -> o instanceof ScoringRules.Score.Flat f
                        && f.points().signum() < 0);
        text.append(s.floor().map(f -> " No game scores less than " + English.points(f) + ".")
                .orElse(negative ? " A game score may be negative." : ""));
        if (!innings) {
            text.append(" Each set goes to the player with more points over its games, and the points of all"
                    + " the games are the player's game points.");
        }
        return text.toString();
    }

    private static String score(ScoringRules.Score score) {
        if (score instanceof ScoringRules.Score.Flat flat) {
            return English.points(flat.points());
        }
        return "the capture points of the men taken";
    }

    /** "pawn 1, rook 2, knight 3" (or letters when the variant is unknown). */
    static String table(PointTable t, Optional<VariantDescriptor> variant) {
        List<String> items = new ArrayList<>();
        t.values().forEach((letter, value) -> items.add(variant.flatMap(v -> v.piece(letter))
                .map(PieceDescriptor::name).orElse(letter) + " " + English.number(value)));
        t.others().ifPresent(o -> items.add("any other man " + English.number(o)));
        return English.and(items);
    }
}
