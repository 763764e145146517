// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.validation;

import java.math.BigDecimal;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.validation.Check;
import org.rookery.engine.format.PieceDescriptor;
import org.rookery.engine.format.VariantDescriptor;
import org.rookery.format.format.Byoyomi;
import org.rookery.format.format.DurationPart;
import org.rookery.format.format.EarlyWin;
import org.rookery.format.format.FollowOn;
import org.rookery.format.format.GamesPerInnings;
import org.rookery.format.format.InningsPerSide;
import org.rookery.format.format.Outs;
import org.rookery.format.format.PlayersPerMatch;
import org.rookery.format.format.Reserves;
import org.rookery.format.format.ScoringMaxConsecutive;
import org.rookery.format.format.StoppingMaxGames;
import org.rookery.format.format.TeamSize;

/** Single numbers that cannot work: negative counts and thresholds, zero sizes, empty periods. */
public class NumberChecks extends FormatChecks {

    /**
     * Reports {@code value} if it is below {@code min}: negative numbers as such, others as too
     * small, each with the line to write instead.
     */
    protected void atLeast(EObject owner, EStructuralFeature feature, int value, int min, String what, String example) {
        if (value >= min) {
            return;
        }
        if (value < 0) {
            int fixed = Math.max(min, -value);
            error(what + " cannot be negative (" + value + "): write " + example.replace("#", Integer.toString(fixed)),
                    owner, feature, IssueCodes.NEGATIVE_NUMBER, Integer.toString(fixed));
        } else {
            error(what + " must be at least " + min + ", not " + value + ": write "
                    + example.replace("#", Integer.toString(min)), owner, feature, IssueCodes.NUMBER_OUT_OF_RANGE,
                    Integer.toString(min));
        }
    }

    @Check
    public void teamSize(TeamSize s) {
        atLeast(s, P.getTeamSize_Size(), s.getSize(), 1, "a team's size", "size #");
    }

    @Check
    public void playersPerMatch(PlayersPerMatch s) {
        atLeast(s, P.getPlayersPerMatch_Count(), s.getCount(), 1, "players per match", "players per match #");
    }

    @Check
    public void reserves(Reserves s) {
        atLeast(s, P.getReserves_Count(), s.getCount(), 0, "the number of reserves", "reserves #");
    }

    @Check
    public void inningsPerSide(InningsPerSide s) {
        atLeast(s, P.getInningsPerSide_Count(), s.getCount(), 1, "innings per side", "innings per side #");
    }

    @Check
    public void gamesPerInnings(GamesPerInnings s) {
        atLeast(s, P.getGamesPerInnings_Count(), s.getCount(), 1, "games per innings", "games per innings #");
    }

    @Check
    public void outs(Outs s) {
        atLeast(s, P.getOuts_Losses(), s.getLosses(), 1, "the losses that put a player out", "out after # loss");
    }

    @Check
    public void stoppingMax(StoppingMaxGames s) {
        atLeast(s, P.getStoppingMaxGames_Max(), s.getMax(), 1, "a stopping player's games per innings",
                "stopping player max # games per innings");
    }

    @Check
    public void scoringMax(ScoringMaxConsecutive s) {
        if (!s.isUnlimited()) {
            atLeast(s, P.getScoringMaxConsecutive_Max(), s.getMax(), 1, "a scoring player's games in a row",
                    "scoring player max consecutive #");
        }
    }

    @Check
    public void followOn(FollowOn s) {
        atLeast(s, P.getFollowOn_Threshold(), s.getThreshold(), 0, "the follow-on threshold",
                "follow on when behind by more than # " + s.getMode().getLiteral());
    }

    @Check
    public void earlyWin(EarlyWin s) {
        atLeast(s, P.getEarlyWin_Count(), s.getCount(), 1, "the early-win capture count",
                "early win below # captured scores " + s.getValue());
    }

    @Check
    public void durationPart(DurationPart s) {
        atLeast(s, P.getDurationPart_Amount(), s.getAmount(), 0, "a time",
                "# " + (s.getUnit() == null ? "s" : s.getUnit().getLiteral()));
    }

    @Check
    public void byoyomiPeriods(Byoyomi s) {
        if (s.eIsSet(P.getByoyomi_Periods())) {
            atLeast(s, P.getByoyomi_Periods(), s.getPeriods(), 1, "the number of byoyomi periods", "periods #");
        }
    }

    /** What capturing every non-royal man of one side is worth with these capture points. */
    static Optional<BigDecimal> fullCapture(VariantDescriptor v, java.util.function.Function<String, BigDecimal> value) {
        BigDecimal total = BigDecimal.ZERO;
        for (PieceDescriptor p : v.pieces()) {
            if (!p.royal() && p.startCount() > 0) {
                total = total.add(value.apply(p.letter()).multiply(BigDecimal.valueOf(p.startCount())));
            }
        }
        return Optional.of(total);
    }
}
