// SPDX-License-Identifier: EPL-2.0
package org.rookery.export.round;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.rookery.engine.event.EventState;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ScoringRules;
import org.rookery.rules.Endings;
import org.rookery.rules.Termination;

/**
 * What a result slip asks, read from the format and the variant it plays, never from the
 * variant's name: the results the game can have (no draw box where it cannot be drawn), the
 * endings it can have, a declaration box where the format has an impasse declaration rule, a
 * sennichite box where it has a sennichite policy, the men captured where captures are scored,
 * both clock readings where a timeout is scored by the clocks, the illegal-move tally where
 * illegal moves change the score, and both boards of a match on one slip where the boards are
 * linked.
 *
 * @param white what the variant calls the first side
 * @param black what it calls the second
 * @param draws whether the game can be drawn
 * @param endings the endings the game can have, as words, in the variant's order
 * @param declaration the declaration box's label ("declaration: sente 28, gote 27 points"), empty for none
 * @param sennichite whether the slip has the sennichite box
 * @param captures the letters of the men whose captures are counted, empty where captures are not scored
 * @param clocks whether both clock readings at the end are asked for
 * @param illegalMoves whether the illegal moves of each side are asked for
 * @param linked whether the boards of a match are linked and go on one slip
 */
public record SlipForm(String white, String black, boolean draws, List<String> endings, String declaration,
        boolean sennichite, List<String> captures, boolean clocks, boolean illegalMoves, boolean linked) {

    public SlipForm {
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(black, "black");
        endings = List.copyOf(endings);
        Objects.requireNonNull(declaration, "declaration");
        captures = List.copyOf(captures);
    }

    /** The slip of the event folded into {@code state}. */
    public static SlipForm of(EventState state) {
        Sides sides = Sides.of(state);
        CompiledFormat f = state.format();
        boolean draws = true;
        List<String> endings = new ArrayList<>();
        if (state.bound().isPresent()) {
            Endings e = state.bound().get().rules().endings();
            draws = e.hasDraws();
            for (Termination t : Termination.values()) {
                if (e.decisive().contains(t) || e.drawn().contains(t)) {
                    endings.add(Endings.word(t));
                }
            }
        }
        String declaration = f.declaration().map(d -> "declaration (" + sides.white().toLowerCase(java.util.Locale.ROOT) + " "
                + d.sentePoints() + ", " + sides.black().toLowerCase(java.util.Locale.ROOT) + " " + d.gotePoints() + " points)")
                .orElse("");
        List<String> captures = f.scoring().flatMap(ScoringRules::capturePoints).map(t -> List.copyOf(t.values().keySet()))
                .orElse(List.of());
        boolean clocks = f.scoring().flatMap(ScoringRules::penaltyTimeout).isPresent() || f.sennichite().isPresent();
        boolean illegal = f.scoring().map(s -> s.illegalMoveAdjustment().values().stream().anyMatch(v -> v.signum() != 0)).orElse(false);
        return new SlipForm(sides.white(), sides.black(), draws, endings, declaration, f.sennichite().isPresent(), captures,
                clocks, illegal, sides.linked());
    }
}
