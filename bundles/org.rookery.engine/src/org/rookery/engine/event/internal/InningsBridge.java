// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.rookery.engine.event.EventState;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.format.InningsRules;
import org.rookery.engine.format.ScoringRules.GameOutcome;
import org.rookery.engine.format.SideRole;
import org.rookery.engine.game.GameReport;
import org.rookery.engine.innings.InningsAction;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.innings.Phase;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;
import org.rookery.rules.Color;

/**
 * Feeds the facts of an innings match to the innings state machine
 * ({@link org.rookery.engine.innings.InningsMatch}), which owns the innings rules: registration,
 * squads, the toss, batting orders, who bats and who stops next, the follow-on and golden rounds.
 * Each fact becomes the machine's actions; the machine refuses what its rules forbid, with the
 * rule's name, and the fact is then refused as a whole.
 */
public final class InningsBridge {

    /** The machine after a fact, and the game number a game start was given in its innings. */
    public record Step(InningsMatch match, int gameNumber) {
    }

    private InningsBridge() {
    }

    /** The side the scoring (batting) team plays. */
    public static Color scoringSide(InningsRules rules) {
        return rules.scoringColour() == Color.WHITE ? Color.WHITE : Color.BLACK;
    }

    /**
     * The machine after {@code body}; the same machine for facts it does not see.
     *
     * @throws Refusal when the innings rules do not allow the fact now
     */
    public static Step advance(EventState state, InningsMatch match, FactBody body) {
        InningsRules rules = state.format().innings().orElseThrow();
        List<InningsAction> actions = new ArrayList<>();
        boolean registration = body instanceof FactBody.Register || body instanceof FactBody.RegisterTeam
                || body instanceof FactBody.FormTeams;
        if (registration) {
            if (match.phase() != Phase.REGISTRATION) {
                throw new Refusal(RuleNames.REGISTRATION_BEFORE_THE_SQUADS, "teams and players are registered before the"
                        + " squads are named; the match is past that");
            }
            return new Step(match, 0);
        }
        if (match.phase() == Phase.REGISTRATION && !(body instanceof FactBody.Correction)) {
            for (String team : state.teams().keySet()) {
                actions.add(new InningsAction.TeamRegistered(team,
                        state.teamPlayers(team).stream().map(FactBody.Register::player).toList()));
            }
        }
        int gameNumber = 0;
        switch (body) {
            case FactBody.LineUp l -> actions.add(l.innings() == 0
                    ? new InningsAction.SquadNamed(l.team(), l.players(), l.captain().orElse(""))
                    : new InningsAction.BattingOrder(l.team(), l.players()));
            case FactBody.Toss t -> {
                SideRole role = switch (t.choice()) {
                    case "scoring" -> SideRole.SCORING;
                    case "stopping" -> SideRole.STOPPING;
                    default -> throw new Refusal(RuleNames.TOSS_WINNER_CHOOSES_SIDE,
                            "the toss winner chooses scoring or stopping, not '" + t.choice() + "'");
                };
                actions.add(new InningsAction.TossWon(t.winner()));
                actions.add(new InningsAction.TossChoice(t.winner(), role));
            }
            case FactBody.FollowOn f -> actions.add(new InningsAction.FollowOnDecision(f.team(), f.enforce()));
            case FactBody.GameStart g -> {
                Color scoring = scoringSide(rules);
                String scorer = g.player(scoring);
                String stopper = g.player(scoring.opponent());
                InningsMatch now = apply(match, actions);
                actions.clear();
                match = now;
                InningsCard card = now.currentInnings().orElseThrow(() -> new Refusal(now.phase() == Phase.FINISHED
                        ? RuleNames.MATCH_OVER : RuleNames.INNINGS_IN_ORDER, "no innings is in play: " + now.due()));
                if (g.innings() != card.number()) {
                    throw new Refusal(RuleNames.INNINGS_IN_ORDER, "game " + g.game() + " names innings " + g.innings()
                            + " but innings " + card.number() + " is in play");
                }
                if (now.phase() == Phase.SCORING_PLAYER) {
                    actions.add(new InningsAction.ScoringPlayerIn(scorer));
                } else if (now.scoringPlayer().filter(p -> !p.equals(scorer)).isPresent()) {
                    throw new Refusal(rules.winnerStays() ? RuleNames.WINNER_STAYS : RuleNames.BATTING_ORDER, scorer
                            + " is not in; " + now.scoringPlayer().get() + " plays game "
                            + (finishedGames(card) + 1) + " of innings " + card.number());
                }
                actions.add(new InningsAction.StoppingPlayerChosen(stopper, g.override().orElse("")));
                gameNumber = finishedGames(card) + 1;
            }
            case FactBody.Result r -> actions.add(result(state, rules, r.game(), body));
            case FactBody.FlagFall f -> actions.add(result(state, rules, f.game(), body));
            case FactBody.Declaration d -> actions.add(result(state, rules, d.game(), body));
            default -> {
                // Illegal moves count in the game's report; other facts do not concern the innings.
            }
        }
        return new Step(apply(match, actions), gameNumber);
    }

    private static int finishedGames(InningsCard card) {
        return (int) card.games().stream().filter(l -> l.finished()).count();
    }

    private static InningsMatch apply(InningsMatch match, List<InningsAction> actions) {
        InningsMatch m = match;
        for (InningsAction a : actions) {
            try {
                m = m.apply(a);
            } catch (IllegalArgumentException e) {
                throw new Refusal(RuleNames.A_RESULT_THE_FORMAT_CAN_SCORE, e.getMessage());
            }
        }
        return m;
    }

    private static InningsAction result(EventState state, InningsRules rules, String gameId, FactBody body) {
        GameRecord g = state.games().get(gameId);
        int[] number = state.inningsGameNumber(gameId)
                .orElseThrow(() -> new Refusal(RuleNames.RESULT_FOR_A_KNOWN_GAME, "game " + gameId + " is not an innings game"));
        GameRecord ended = g.withEnd(GameRecord.End.of(body, state.factCount()).orElseThrow());
        try {
            GameReport report = report(ended, scoringSide(rules));
            // The move count travels with the fact that ends the game; the game record needs none.
            java.util.OptionalInt moves = switch (body) {
                case FactBody.Result r -> r.moves();
                case FactBody.FlagFall f -> f.moves();
                default -> java.util.OptionalInt.empty();
            };
            if (moves.isPresent()) {
                report = report.withMoves(moves.getAsInt());
            }
            return new InningsAction.GameResult(number[0], number[1], report);
        } catch (IllegalArgumentException e) {
            throw new Refusal(RuleNames.A_RESULT_THE_FORMAT_CAN_SCORE, "game " + gameId + ": " + e.getMessage());
        }
    }

    /** The game as the innings machine and the scorer see it: from the scoring side. */
    public static GameReport report(GameRecord g, Color scoring) {
        GameRecord.End end = g.end().orElseThrow();
        GameOutcome result = switch (end.outcome()) {
            case DRAW -> GameOutcome.DRAW;
            case UNPLAYED -> GameOutcome.UNPLAYED;
            default -> end.outcome().winner().filter(scoring::equals).isPresent() ? GameOutcome.WIN : GameOutcome.LOSS;
        };
        List<String> captured = scoring == Color.WHITE ? end.capturedByWhite() : end.capturedByBlack();
        long whiteMs = end.whiteMs().orElse(0);
        long blackMs = end.blackMs().orElse(0);
        return scoring == Color.WHITE
                ? new GameReport(result, end.ending(), captured, whiteMs, blackMs, g.whiteIllegalMoves(), g.blackIllegalMoves())
                : new GameReport(result, end.ending(), captured, blackMs, whiteMs, g.blackIllegalMoves(), g.whiteIllegalMoves());
    }

    /** The innings machine's opening state for the event, when the format has innings. */
    public static Optional<InningsMatch> start(EventState state) {
        if (state.format().innings().isEmpty() || state.scorer().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(InningsMatch.start(state.format(), state.scorer().get()));
    }
}
