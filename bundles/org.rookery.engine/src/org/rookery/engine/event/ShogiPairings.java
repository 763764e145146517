// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.fact.FactCodec;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.game.BoundGame;
import org.rookery.engine.game.PairingEvent;
import org.rookery.engine.game.PairingGame;
import org.rookery.engine.game.PairingGames;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;
import org.rookery.rules.Declaration;
import org.rookery.rules.Termination;

/**
 * The games of each pairing of a shogi event, fed to the game layer's
 * {@link org.rookery.engine.game.PairingGames}, which owns the sennichite policy (replay with
 * colours swapped and the clocks the format gives, or a drawn pairing) and judges impasse
 * declarations on the rules engine's position. A fact it refuses is refused as a whole; a
 * declaration whose recorded verdict disagrees with the rules is refused too.
 */
final class ShogiPairings {

    /** The pairings a fact changes: root game id to its pairing after the fact; a replay's id and number. */
    record Step(Map<String, PairingGames> next, Optional<String> replay, String root, int replayNumber) {
    }

    private final CompiledFormat format;
    private final BoundGame bound;
    private final String stage;
    private final Map<String, PairingGames> byRoot = new HashMap<>();
    private final Map<String, String> rootOf = new HashMap<>();
    private final Map<String, Integer> numberOf = new HashMap<>();

    ShogiPairings(CompiledFormat format, BoundGame bound) {
        this.format = format;
        this.bound = bound;
        this.stage = format.event().map(e -> e.stages().get(0).name()).orElse("");
    }

    /** A copy whose changes do not reach {@code o} (the pairings themselves are immutable). */
    ShogiPairings(ShogiPairings o) {
        this.format = o.format;
        this.bound = o.bound;
        this.stage = o.stage;
        this.byRoot.putAll(o.byRoot);
        this.rootOf.putAll(o.rootOf);
        this.numberOf.putAll(o.numberOf);
    }

    /** Whether a format has a sennichite policy or a declaration rule for its pairings. */
    static boolean applies(CompiledFormat format) {
        return format.innings().isEmpty() && (format.sennichite().isPresent() || format.declaration().isPresent());
    }

    /**
     * What {@code body} does to the pairings, without changing them.
     *
     * @throws Refusal when the pairing's rules do not allow it
     */
    Step advance(EventState state, FactBody body) {
        Map<String, PairingGames> next = new LinkedHashMap<>();
        if (body instanceof FactBody.Pairing p) {
            for (FactBody.Board b : p.boards()) {
                next.put(b.game(), PairingGames.start(format, bound, p.stage().orElse(stage), b.white(), b.black()));
            }
            return new Step(next, Optional.empty(), "", 0);
        }
        String game = gameOf(body);
        String root = rootOf.get(game);
        if (root == null) {
            return new Step(next, Optional.empty(), "", 0);
        }
        int n = numberOf.get(game);
        PairingGames pairing = byRoot.get(root);
        PairingGame played = pairing.games().get(n - 1);
        GameRecord g = state.games().get(game);
        PairingEvent event = switch (body) {
            case FactBody.Result r -> {
                if (r.outcome() == Outcome.DRAW || r.outcome() == Outcome.UNPLAYED) {
                    throw new Refusal(RuleNames.A_SHOGI_GAME_IS_DECISIVE, "game " + game + " cannot be recorded as "
                            + FactCodec.word(r.outcome()) + "; record a sennichite or a declaration instead");
                }
                yield new PairingEvent.Decisive(n, g.player(r.outcome().winner().orElseThrow()), r.ending());
            }
            case FactBody.FlagFall f -> {
                if (f.effectiveOutcome() != Outcome.winFor(f.side().opponent())) {
                    throw new Refusal(RuleNames.A_SHOGI_GAME_IS_DECISIVE, "a flag fall in game " + game + " loses the game");
                }
                yield new PairingEvent.Decisive(n, g.player(f.side().opponent()), Termination.TIME_FORFEIT);
            }
            case FactBody.IllegalMove m -> new PairingEvent.IllegalMove(n, g.player(m.side()), m.claimed());
            case FactBody.Declaration d -> new PairingEvent.Declared(n, g.player(d.side()), d.position().orElseThrow(
                    () -> new Refusal(RuleNames.DECLARATION_JUDGED_BY_THE_RULES, "a declaration in game " + game
                            + " needs the position (SFEN) so that the rules can judge it")), true);
            case FactBody.Sennichite s -> new PairingEvent.Sennichite(n, PairingEvent.SennichiteBasis.AGREED_CLAIM,
                    clock(s.whiteMs().orElse(0)), clock(s.blackMs().orElse(0)));
            default -> null;
        };
        if (event == null) {
            return new Step(next, Optional.empty(), root, 0);
        }
        PairingGames after;
        try {
            after = pairing.apply(event);
        } catch (IllegalArgumentException e) {
            throw new Refusal(RuleNames.DECLARATION_JUDGED_BY_THE_RULES, "game " + game + ": " + e.getMessage());
        }
        next.put(root, after);
        if (body instanceof FactBody.Declaration d) {
            List<Declaration> verdicts = after.games().get(n - 1).declarations();
            Declaration verdict = verdicts.get(verdicts.size() - 1);
            if (verdict.succeeded() != d.valid()) {
                throw new Refusal(RuleNames.DECLARATION_JUDGED_BY_THE_RULES, "the declaration in game " + game + " is "
                        + (verdict.succeeded() ? "valid" : "not valid") + " by the rules, not "
                        + (d.valid() ? "valid" : "not valid") + ": " + verdict.explanation().lines().findFirst().orElse(""));
            }
        }
        if (body instanceof FactBody.Sennichite s) {
            boolean replayed = after.games().size() > pairing.games().size();
            if (replayed && s.replay().isEmpty()) {
                throw new Refusal(RuleNames.SENNICHITE_POLICY, "the policy replays game " + game + " ("
                        + after.games().get(n).why() + "); give the replay's id");
            }
            if (!replayed && s.replay().isPresent()) {
                throw new Refusal(RuleNames.SENNICHITE_POLICY, "the policy does not replay game " + game + " ("
                        + after.outcome().map(o -> o.reason()).orElse("the pairing is decided") + "); leave out the replay");
            }
            return new Step(next, s.replay(), root, n + 1);
        }
        return new Step(next, Optional.empty(), root, 0);
    }

    private static PairingEvent.PlayerClock clock(long mainMs) {
        return new PairingEvent.PlayerClock(mainMs, mainMs == 0);
    }

    /** Makes a step's changes. */
    void commit(Step step) {
        for (Map.Entry<String, PairingGames> e : step.next().entrySet()) {
            if (!byRoot.containsKey(e.getKey()) && step.root().isEmpty()) {
                rootOf.put(e.getKey(), e.getKey());
                numberOf.put(e.getKey(), 1);
            }
            byRoot.put(e.getKey(), e.getValue());
        }
        step.replay().ifPresent(r -> {
            rootOf.put(r, step.root());
            numberOf.put(r, step.replayNumber());
        });
    }

    /** The players of a game of a pairing, sente (White) first, as the pairing's rules placed them. */
    Optional<String[]> sides(String game) {
        String root = rootOf.get(game);
        if (root == null) {
            return Optional.empty();
        }
        PairingGame g = byRoot.get(root).games().get(numberOf.get(game) - 1);
        return Optional.of(new String[] { g.sente(), g.gote() });
    }

    /** The pairing a game belongs to (the first game or one of its replays), as the facts so far leave it. */
    Optional<PairingGames> pairing(String game) {
        return Optional.ofNullable(rootOf.get(game)).map(byRoot::get);
    }

    /**
     * How a game ended under the pairing's rules, as the facts so far leave it: a win, a draw (no
     * winner), or empty while it goes on (a failed declaration that plays on ends nothing).
     */
    Optional<PairingGame.End> end(String game) {
        return pairing(game).flatMap(p -> p.games().get(numberOf.get(game) - 1).end());
    }

    /** The number of a game within its pairing (1 for the first game, 2 for its replay, ...). */
    Optional<Integer> number(String game) {
        return Optional.ofNullable(numberOf.get(game));
    }

    private static String gameOf(FactBody body) {
        return switch (body) {
            case FactBody.Result r -> r.game();
            case FactBody.FlagFall f -> f.game();
            case FactBody.IllegalMove m -> m.game();
            case FactBody.Declaration d -> d.game();
            case FactBody.Sennichite s -> s.game();
            default -> "";
        };
    }
}
