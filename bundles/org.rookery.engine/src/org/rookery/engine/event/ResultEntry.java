// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.util.ArrayList;
import java.util.List;

import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ScoringRules;
import org.rookery.rules.Endings;
import org.rookery.rules.Termination;

/**
 * What a game's result entry asks for, so that an arbiter is asked only what the format scores:
 * the men each side captured where the format scores captures (G20's point table, its early
 * win), the illegal moves where the format's score adjusts for them or the format has claims
 * (shogi: an illegal move is claimed), the clock readings at a time forfeit where the format
 * scores a timeout by the clocks (G20's penalty margin) or has a sennichite policy (a replay
 * starts from the clocks), and the endings the variant can produce ({@code Rules.endings()}). A
 * 1/½/0 Guardian open asks for none of the first three.
 *
 * @param captures whether the entry asks for the men captured
 * @param illegalMoves whether it asks for the illegal moves of each side
 * @param clocks whether a time forfeit asks which flag fell and both clock readings
 * @param endings the endings offered, in the rules API's order
 */
public record ResultEntry(boolean captures, boolean illegalMoves, boolean clocks, List<Termination> endings) {

    public ResultEntry {
        endings = List.copyOf(endings);
    }

    /** The entry for a game of the event folded into {@code state}. */
    public static ResultEntry of(EventState state) {
        CompiledFormat f = state.format();
        ScoringRules scoring = f.scoring().orElse(null);
        boolean claims = f.declaration().isPresent() || f.sennichite().isPresent();
        boolean captures = scoring != null && (scoring.capturePoints().isPresent() || scoring.earlyWin().isPresent());
        boolean illegal = claims || scoring != null && !scoring.illegalMoveAdjustment().isEmpty();
        boolean clocks = claims || scoring != null && scoring.penaltyTimeout().isPresent();
        List<Termination> endings = new ArrayList<>();
        Endings e = state.bound().map(b -> b.rules().endings()).orElse(null);
        for (Termination t : Termination.values()) {
            if (e == null || e.allows(t, false) || e.allows(t, true)) {
                endings.add(t);
            }
        }
        return new ResultEntry(captures, illegal, clocks, endings);
    }
}
