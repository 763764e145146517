// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings;

/** What an innings match waits for next: the action that {@link InningsMatch#apply} accepts now. */
public enum Phase {
    /** {@link InningsAction.TeamRegistered} for both teams. */
    REGISTRATION,
    /** {@link InningsAction.SquadNamed} for both teams. */
    SQUADS,
    /** {@link InningsAction.TossWon}: the match toss or a golden round's toss. */
    TOSS,
    /** {@link InningsAction.TossChoice} by the toss winner. */
    TOSS_CHOICE,
    /** {@link InningsAction.BattingOrder} of the team about to bat. */
    BATTING_ORDER,
    /** {@link InningsAction.FollowOnDecision} of the leading captain. */
    FOLLOW_ON_CHOICE,
    /** {@link InningsAction.ScoringPlayerIn}: more than one scoring player may come in. */
    SCORING_PLAYER,
    /** {@link InningsAction.StoppingPlayerChosen} for the next game. */
    STOPPING_PLAYER,
    /** {@link InningsAction.GameResult} of the game in play. */
    RESULT,
    /** Nothing: the match has a result. */
    FINISHED
}
