// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.internal;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import org.eclipse.emf.ecore.EAttribute;
import org.rookery.format.format.FormatPackage;

/**
 * The one place that holds how large each size of a format may be. A number beyond its bound
 * describes no event anyone plays and would make the engine and its dry run work without end
 * (2147483647 games an innings), so the checker refuses it and says the bound and why.
 */
public final class Limits {

    /**
     * The bound of one size.
     *
     * @param max the largest number accepted
     * @param line the setting as written, {@code #} standing for the number
     * @param why why no event needs more
     */
    public record Limit(int max, String line, String why) {
    }

    private static final FormatPackage P = FormatPackage.eINSTANCE;

    private static final String DAY = "an innings match is played in a day or a weekend";
    private static final String TEAM = "no team event fields more than 100 players a team";
    private static final String EVENT = "no event is played over more than 100 rounds";
    private static final String MATCH = "a match or play-off is played in one sitting";

    private static final Map<EAttribute, Limit> LIMITS = new LinkedHashMap<>();

    static {
        put(P.getInningsPerSide_Count(), 10, "innings per side #", DAY);
        put(P.getGamesPerInnings_Count(), 100, "games per innings #", DAY);
        put(P.getOuts_Losses(), 100, "out after # losses", DAY);
        put(P.getStoppingMaxGames_Max(), 100, "stopping player max # games per innings", DAY);
        put(P.getScoringMaxConsecutive_Max(), 100, "scoring player max consecutive #", DAY);
        put(P.getTeamSize_Size(), 100, "size #", TEAM);
        put(P.getPlayersPerMatch_Count(), 100, "players per match #", TEAM);
        put(P.getReserves_Count(), 100, "reserves #", TEAM);
        put(P.getRounds_Count(), 100, "rounds #", EVENT);
        put(P.getRequestedByes_Count(), 100, "requested byes # worth 0.5", EVENT);
        put(P.getQualifiers_Count(), 1024, "qualifiers #", "a knockout of 1024 is already ten rounds");
        put(P.getStage_Limit(), 100_000, "up to # entrants", "no event has more than 100000 entrants");
        put(P.getMatchFormat_Count(), 99, "match best of #", MATCH);
        put(P.getMatchFormat_Games(), 99, "sets of # games", MATCH);
        put(P.getRapidMatch_Games(), 99, "rapid # games", MATCH);
        put(P.getPlayOff_Places(), 1000, "playoff for top #", "a play-off is for the first places of a field");
        put(P.getByoyomi_Periods(), 100, "periods #", "a clock of more byoyomi periods than that never runs out");
        put(P.getMainTime_Moves(), 1000, "for # moves", "no game needs a time control after move 1000");
        put(P.getPeriod_Moves(), 1000, "for # moves", "no game needs a time control after move 1000");
        put(P.getIncrement_FromMove(), 1000, "from move #", "no game needs a time control after move 1000");
    }

    /** The longest a clock's time, an increment, a margin or a claim may be: a game is one day's play. */
    public static final Duration LONGEST = Duration.ofHours(24);

    /** The longest break: a week between the rounds of a league evening, and more. */
    public static final Duration LONGEST_BREAK = Duration.ofDays(31);

    private Limits() {
    }

    private static void put(EAttribute feature, int max, String line, String why) {
        LIMITS.put(feature, new Limit(max, line, why));
    }

    /**
     * Whether a setting has a number beyond its bound; other checks leave such a setting to its
     * own error rather than compute a fix from a number no event has.
     */
    public static boolean exceeded(org.eclipse.emf.ecore.EObject setting) {
        for (EAttribute a : setting.eClass().getEAllAttributes()) {
            Limit limit = LIMITS.get(a);
            if (limit != null && setting.eIsSet(a) && setting.eGet(a) instanceof Integer n && n > limit.max()) {
                return true;
            }
        }
        return false;
    }

    /** The bound of a whole-number attribute, if it has one. */
    public static Optional<Limit> of(EAttribute feature) {
        return Optional.ofNullable(LIMITS.get(feature));
    }
}
