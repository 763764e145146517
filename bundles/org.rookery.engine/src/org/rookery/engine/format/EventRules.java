// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.List;
import java.util.Optional;

/**
 * The structure of an event: its stages, what a game and a match are worth, tentative ratings
 * and tie-breaks; team events add {@link TeamMatchRules}.
 *
 * @param kind individual or team
 * @param stages the stages in order of play
 * @param gamePoints points for a game result
 * @param matchPoints points for a match result (team events)
 * @param tentativeRatings ratings for unrated players, if given
 * @param tieBreaks tie-breaks in order of application
 * @param teamMatches team formation and match rules (team events)
 * @param plan match length, match decided on game points, play-offs
 */
public record EventRules(Kind kind, List<Stage> stages, Optional<PointScale> gamePoints,
        Optional<PointScale> matchPoints, Optional<TentativeRatings> tentativeRatings, List<TieBreak> tieBreaks,
        Optional<TeamMatchRules> teamMatches, EventPlan plan) {

    /** An event with no {@link EventPlan}. */
    public EventRules(Kind kind, List<Stage> stages, Optional<PointScale> gamePoints,
            Optional<PointScale> matchPoints, Optional<TentativeRatings> tentativeRatings, List<TieBreak> tieBreaks,
            Optional<TeamMatchRules> teamMatches) {
        this(kind, stages, gamePoints, matchPoints, tentativeRatings, tieBreaks, teamMatches, EventPlan.NONE);
    }

    /** Whether players enter alone or in teams. */
    public enum Kind {
        INDIVIDUAL, TEAM
    }

    public EventRules {
        Checks.present(kind, "event kind");
        stages = List.copyOf(stages);
        if (stages.isEmpty()) {
            throw new IllegalArgumentException("an event needs at least one stage");
        }
        gamePoints = Optional.ofNullable(gamePoints).flatMap(p -> p);
        matchPoints = Optional.ofNullable(matchPoints).flatMap(p -> p);
        tentativeRatings = Optional.ofNullable(tentativeRatings).flatMap(t -> t);
        tieBreaks = List.copyOf(tieBreaks);
        teamMatches = Optional.ofNullable(teamMatches).flatMap(t -> t);
        plan = plan == null ? EventPlan.NONE : plan;
    }

    /** The stage with this name. */
    public Optional<Stage> stage(String name) {
        return stages.stream().filter(s -> s.name().equals(name)).findFirst();
    }
}
