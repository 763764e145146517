// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;

import org.rookery.engine.event.internal.InningsBridge;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Correction;
import org.rookery.engine.fact.FactBody.Declaration;
import org.rookery.engine.fact.FactBody.FlagFall;
import org.rookery.engine.fact.FactBody.GameStart;
import org.rookery.engine.fact.FactBody.IllegalMove;
import org.rookery.engine.fact.FactBody.LineUp;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.fact.FactBody.Pairing;
import org.rookery.engine.fact.FactBody.Register;
import org.rookery.engine.fact.FactBody.RegisterTeam;
import org.rookery.engine.fact.FactBody.Result;
import org.rookery.engine.fact.FactBody.Sennichite;
import org.rookery.engine.fact.FactBody.Toss;
import org.rookery.engine.fact.FactBody.Undo;
import org.rookery.engine.fact.FactBody.Withdraw;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.game.BoundGame;
import org.rookery.engine.game.GameScorer;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.internal.Refusals;
import org.rookery.rules.Color;
import org.rookery.rules.Termination;

/**
 * What an event's facts add up to: the teams, players, toss, line-ups, pairings and games, plus
 * the facts the rules would have refused ({@link #problems()}). It is built only by folding facts
 * in sequence order ({@link #fold}); scores and standings are computed from it on demand
 * ({@link Standings}, the innings match of {@link #innings()}). A corrected fact counts as corrected at its own place
 * in the sequence; an undone fact does not count at all.
 */
public final class EventState {

    private final CompiledFormat format;
    private final Optional<GameScorer> scorer;
    private final Map<String, RegisterTeam> teams = new LinkedHashMap<>();
    private final Map<String, Register> players = new LinkedHashMap<>();
    private final Map<String, Integer> withdrawn = new HashMap<>();
    private final List<FactBody.ByeRequest> byeRequests = new ArrayList<>();
    private final Map<String, Integer> stageRounds = new HashMap<>();
    private final List<FactBody.PlayOffPairing> playOffs = new ArrayList<>();
    private Optional<Toss> toss = Optional.empty();
    private final List<LineUp> lineUps = new ArrayList<>();
    private final NavigableMap<Integer, Pairing> pairings = new TreeMap<>();
    private final Map<String, GameRecord> games = new LinkedHashMap<>();
    private final List<Problem> problems = new ArrayList<>();
    /** Every recorded body by sequence number (index seq - 1), as recorded, for undo and correction checks. */
    private final List<FactBody> recorded = new ArrayList<>();
    private final Set<Long> undone = new HashSet<>();
    /** The innings state machine, for formats with innings. */
    private Optional<InningsMatch> innings = Optional.empty();
    /** The pairings' games under the sennichite and declaration rules, for shogi formats. */
    private final Optional<ShogiPairings> shogi;
    /** Innings game id to {innings, game number}. */
    private final Map<String, int[]> inningsGames = new HashMap<>();
    /** The format's game on the rules engine, when the variant is installed: its illegal-move law. */
    private final Optional<BoundGame> bound;

    private EventState(CompiledFormat format, Optional<GameScorer> scorer, Optional<BoundGame> bound) {
        this.format = format;
        this.scorer = scorer;
        this.innings = InningsBridge.start(this);
        this.shogi = bound.filter(b -> ShogiPairings.applies(format)).map(b -> new ShogiPairings(format, b));
        this.bound = bound;
    }

    /** A copy that facts can be added to without changing this state (records and matches are immutable). */
    private EventState(EventState o) {
        this.format = o.format;
        this.scorer = o.scorer;
        this.teams.putAll(o.teams);
        this.players.putAll(o.players);
        this.withdrawn.putAll(o.withdrawn);
        this.byeRequests.addAll(o.byeRequests);
        this.stageRounds.putAll(o.stageRounds);
        this.playOffs.addAll(o.playOffs);
        this.toss = o.toss;
        this.lineUps.addAll(o.lineUps);
        this.pairings.putAll(o.pairings);
        this.games.putAll(o.games);
        this.problems.addAll(o.problems);
        this.recorded.addAll(o.recorded);
        this.undone.addAll(o.undone);
        this.innings = o.innings;
        this.shogi = o.shogi.map(ShogiPairings::new);
        this.inningsGames.putAll(o.inningsGames);
        this.bound = o.bound;
    }

    /**
     * The state after {@code facts} more, which follow the facts this state was folded from and
     * are neither corrections nor undos (those change earlier facts, so the whole journal is
     * folded again). This state is not changed.
     *
     * @throws IllegalArgumentException for a correction or an undo, or a sequence number out of turn
     */
    EventState plus(List<Fact> facts) {
        EventState next = new EventState(this);
        for (Fact f : facts) {
            if (f.body() instanceof Correction || f.body() instanceof Undo) {
                throw new IllegalArgumentException("fold the journal again for a correction or an undo");
            }
            if (f.seq() != next.recorded.size() + 1L) {
                throw new IllegalArgumentException("fact " + f.seq() + " does not follow fact " + next.recorded.size());
            }
            next.recordMeta(f);
            try {
                next.checkAndApply(f.body(), f.seq());
            } catch (Refusal r) {
                next.problems.add(new Problem(f.seq(), r.rule(), r.getMessage()));
            }
        }
        return next;
    }

    /**
     * The state of an event with no facts yet.
     *
     * @param scorer scores single games, for formats with a scoring section (innings matches)
     */
    public static EventState empty(CompiledFormat format, Optional<GameScorer> scorer) {
        return new EventState(format, scorer, Optional.empty());
    }

    /**
     * Folds facts, in order, into the state they describe. Facts the rules refuse are skipped and
     * listed in {@link #problems()}.
     *
     * @throws IllegalArgumentException when the facts are not numbered 1, 2, 3... without a gap
     */
    public static EventState fold(CompiledFormat format, Optional<GameScorer> scorer, List<Fact> facts) {
        return fold(format, scorer, Optional.empty(), facts);
    }

    /**
     * Folds facts as {@link #fold(CompiledFormat, Optional, List)} does, with the format's game on the
     * rules engine for what the rules judge (sennichite replays, impasse declarations).
     */
    public static EventState fold(CompiledFormat format, Optional<GameScorer> scorer, Optional<BoundGame> bound,
            List<Fact> facts) {
        Map<Long, FactBody> effective = effectiveBodies(facts);
        EventState state = new EventState(format, scorer, bound);
        long expected = 1;
        for (Fact f : facts) {
            if (f.seq() != expected++) {
                throw new IllegalArgumentException("fact " + f.seq() + " is out of sequence; expected " + (expected - 1));
            }
            if (f.body() instanceof Correction || f.body() instanceof Undo) {
                try {
                    Refusals.checkMeta(state, f.body(), f.seq());
                } catch (Refusal r) {
                    state.problems.add(new Problem(f.seq(), r.rule(), r.getMessage()));
                }
            }
            state.recordMeta(f);
            FactBody body = effective.get(f.seq());
            if (body == null) {
                continue;
            }
            try {
                state.checkAndApply(body, f.seq());
            } catch (Refusal r) {
                state.problems.add(new Problem(f.seq(), r.rule(), r.getMessage()));
            }
        }
        return state;
    }

    /**
     * The body each fact counts with after corrections and undos; facts that are undone,
     * corrections and undos themselves are absent. A correction or undo whose target is not a
     * fact it may change counts as nothing (and is reported by the fold's checks when recorded).
     */
    private static Map<Long, FactBody> effectiveBodies(List<Fact> facts) {
        Map<Long, FactBody> bySeq = new HashMap<>();
        Map<Long, List<Fact>> corrections = new HashMap<>();
        Set<Long> undone = new HashSet<>();
        for (Fact f : facts) {
            bySeq.put(f.seq(), f.body());
        }
        for (Fact f : facts) {
            if (f.body() instanceof Undo u && u.target() < f.seq() && !(bySeq.get(u.target()) instanceof Undo)) {
                undone.add(u.target());
            }
        }
        for (Fact f : facts) {
            if (f.body() instanceof Correction c && !undone.contains(f.seq()) && c.target() < f.seq()
                    && bySeq.containsKey(c.target()) && bySeq.get(c.target()).type().equals(c.replacement().type())) {
                corrections.computeIfAbsent(c.target(), k -> new ArrayList<>()).add(f);
            }
        }
        Map<Long, FactBody> effective = new HashMap<>();
        for (Fact f : facts) {
            if (f.body() instanceof Correction || f.body() instanceof Undo || undone.contains(f.seq())) {
                continue;
            }
            List<Fact> fixes = corrections.get(f.seq());
            effective.put(f.seq(), fixes == null ? f.body() : ((Correction) fixes.get(fixes.size() - 1).body()).replacement());
        }
        return effective;
    }

    private void recordMeta(Fact f) {
        recorded.add(f.body());
        if (f.body() instanceof Undo u) {
            undone.add(u.target());
        }
    }

    /** Checks a fact against the event's rules and the innings machine, then applies it. */
    private void checkAndApply(FactBody body, long seq) {
        Refusals.check(this, body);
        Optional<InningsBridge.Step> step = innings.map(m -> InningsBridge.advance(this, m, body));
        Optional<ShogiPairings.Step> paired = shogi.map(x -> x.advance(this, body));
        shogi.ifPresent(x -> paired.ifPresent(x::commit));
        apply(body, seq);
        step.ifPresent(s -> {
            innings = Optional.of(s.match());
            if (body instanceof GameStart g && s.gameNumber() > 0) {
                inningsGames.put(g.game(), new int[] { g.innings(), s.gameNumber() });
            }
        });
    }

    /** Applies a fact already checked. */
    private void apply(FactBody body, long seq) {
        switch (body) {
            case RegisterTeam t -> teams.put(t.team(), t);
            case Register r -> players.put(r.player(), r);
            case Withdraw w -> withdrawn.put(w.player(), w.fromRound());
            case FactBody.ByeRequest b -> byeRequests.add(b);
            case FactBody.StageRounds r -> stageRounds.put(r.stage(), r.rounds());
            case Toss t -> toss = Optional.of(t);
            case LineUp l -> lineUps.add(l);
            case Pairing p -> {
                pairings.put(p.round(), p);
                for (FactBody.Board b : p.boards()) {
                    games.put(b.game(), new GameRecord(b.game(), p.round(), 0, b.white(), b.black(), false, 0, 0,
                            Optional.empty(), Optional.empty(), Optional.empty()));
                }
            }
            case FactBody.PlayOffPairing p -> {
                playOffs.add(p);
                for (FactBody.Board b : p.boards()) {
                    // round 0: a play-off game never counts in the crosstable
                    games.put(b.game(), new GameRecord(b.game(), 0, 0, b.white(), b.black(), false, 0, 0,
                            Optional.empty(), Optional.empty(), Optional.empty()));
                }
            }
            case GameStart g -> {
                GameRecord known = games.get(g.game());
                games.put(g.game(), known != null ? known.withStart()
                        : new GameRecord(g.game(), 0, g.innings(), g.white(), g.black(), true, 0, 0, Optional.empty(),
                                Optional.empty(), Optional.empty()));
            }
            case Result r -> end(r.game(), GameRecord.End.of(r, seq).orElseThrow());
            case IllegalMove m -> {
                games.computeIfPresent(m.game(), (k, g) -> g.withIllegalMove(m.side()));
                // Innings and shogi pairings apply the variant's law themselves; a shogi pairing's
                // game ends when a claimed illegal move loses it.
                if (shogi.isPresent() && shogi.get().number(m.game()).isPresent()) {
                    pairingEnd(shogi.get(), m.game(), Termination.ILLEGAL_MOVES, seq).ifPresent(e -> end(m.game(), e));
                } else if (innings.isEmpty()) {
                    illegalMoveLoss(m, seq).ifPresent(e -> end(m.game(), e));
                }
            }
            case FlagFall f -> end(f.game(), GameRecord.End.of(f, seq).orElseThrow());
            case Declaration d -> {
                // Under a shogi pairing's rules a failed declaration may also draw, or play on (no end yet).
                Optional<GameRecord.End> e = shogi.filter(x -> x.number(d.game()).isPresent())
                        .map(x -> declarationEnd(x, d, seq)).orElseGet(() -> GameRecord.End.of(d, seq));
                e.ifPresent(x -> end(d.game(), x));
            }
            case Sennichite s -> {
                GameRecord g = games.get(s.game());
                if (s.replay().isEmpty()) {
                    end(s.game(), new GameRecord.End(Outcome.DRAW, Termination.REPETITION, List.of(), List.of(),
                            s.whiteMs(), s.blackMs(), seq));
                } else {
                    String replay = s.replay().get();
                    games.put(s.game(), g.withReplay(replay));
                    // Without a sennichite policy to say otherwise, the replay swaps colours.
                    String[] sides = shogi.flatMap(x -> x.sides(replay)).orElse(new String[] { g.black(), g.white() });
                    games.put(replay, new GameRecord(replay, g.round(), g.innings(), sides[0], sides[1], false, 0, 0,
                            Optional.empty(), Optional.of(g.id()), Optional.empty()));
                }
            }
            case FactBody.FollowOn f -> {
                // The innings machine holds the decision.
            }
            case FactBody.FormTeams f -> formTeams(f);
            case Correction c -> throw new IllegalStateException("corrections are resolved before folding");
            case Undo u -> throw new IllegalStateException("undos are resolved before folding");
        }
    }

    /** Applies a checked formation: the teams become those listed, and each player's team his team in it (or none). */
    private void formTeams(FactBody.FormTeams f) {
        teams.clear();
        Map<String, String> teamOf = new HashMap<>();
        for (FactBody.FormedTeam t : f.teams()) {
            teams.put(t.team(), new RegisterTeam(t.team(), t.name()));
            t.players().forEach(p -> teamOf.put(p, t.team()));
        }
        players.replaceAll((id, r) -> new Register(r.player(), r.name(), Optional.ofNullable(teamOf.get(id)), r.rating(),
                r.grade()));
    }

    private static Optional<GameRecord.End> declarationEnd(ShogiPairings pairings, Declaration d, long seq) {
        return pairingEnd(pairings, d.game(), Termination.DECLARATION, seq);
    }

    /** How the shogi pairing ended {@code game} (empty while it goes on), as the game's end. */
    private static Optional<GameRecord.End> pairingEnd(ShogiPairings pairings, String game, Termination how, long seq) {
        String sente = pairings.sides(game).orElseThrow()[0];
        return pairings.end(game).map(e -> new GameRecord.End(
                e.winner().map(w -> Outcome.winFor(w.equals(sente) ? Color.WHITE : Color.BLACK))
                        .orElse(Outcome.DRAW),
                how, List.of(), List.of(), OptionalLong.empty(), OptionalLong.empty(), seq));
    }

    /**
     * The loss an illegal move brings under the variant's law: at once under an automatic law
     * (Giraffe's second illegal move, option {@code illegalMoveLossAt}); under an on-claim law
     * (shogi) only when the fact says the opponent claimed it. Empty below the limit.
     */
    private Optional<GameRecord.End> illegalMoveLoss(IllegalMove m, long seq) {
        GameRecord g = games.get(m.game());
        if (bound.isEmpty() || g == null || g.finished()) {
            return Optional.empty();
        }
        org.rookery.rules.IllegalMoveCounter tally = bound.get().variant().illegalMoveCounter(bound.get().options());
        org.rookery.rules.Color side = m.side() == Color.WHITE ? org.rookery.rules.Color.WHITE
                : org.rookery.rules.Color.BLACK;
        int made = m.side() == Color.WHITE ? g.whiteIllegalMoves() : g.blackIllegalMoves();
        Optional<org.rookery.rules.Outcome> loss = Optional.empty();
        for (int i = 0; i < made; i++) {
            loss = tally.record(side);
        }
        if (loss.isEmpty() && m.claimed() && tally.lossNeedsClaim()) {
            loss = tally.claimableResult(side.opponent());
        }
        return loss.map(o -> new GameRecord.End(Outcome.winFor(m.side().opponent()), Termination.ILLEGAL_MOVES, List.of(),
                List.of(), OptionalLong.empty(), OptionalLong.empty(), seq));
    }

    private void end(String game, GameRecord.End e) {
        games.computeIfPresent(game, (k, g) -> g.withEnd(e));
    }

    /** The innings match the facts describe, for formats with innings. */
    public Optional<InningsMatch> innings() {
        return innings;
    }

    /** The {innings, game number} of an innings game. */
    public Optional<int[]> inningsGameNumber(String game) {
        return Optional.ofNullable(inningsGames.get(game)).map(int[]::clone);
    }

    /**
     * Whether an illegal move in this event is ruled on the opponent's claim: the format lets only
     * the players point one out (FESA), or the variant's law makes it lose only when claimed
     * (shogi). The arbiter then records the claim with the move ({@link FactBody.IllegalMove#claimed()}).
     */
    public boolean illegalMoveNeedsClaim() {
        return format.conduct().illegalMovesClaimedByPlayersOnly() || bound.map(b -> b.variant()
                .illegalMoveCounter(b.options()).lossNeedsClaim()).orElse(false);
    }

    /** The format the event runs. */
    public CompiledFormat format() {
        return format;
    }

    /** The scorer of single games, for formats that score games (innings matches). */
    public Optional<GameScorer> scorer() {
        return scorer;
    }

    /** The format's game bound to the rules engine, when its variant is installed. */
    public Optional<BoundGame> bound() {
        return bound;
    }

    /** Teams by id, in registration order. */
    public Map<String, RegisterTeam> teams() {
        return Collections.unmodifiableMap(teams);
    }

    /** Players by id, in registration order. */
    public Map<String, Register> players() {
        return Collections.unmodifiableMap(players);
    }

    /** The round a player withdrew from, if he did. */
    public Optional<Integer> withdrawnFrom(String player) {
        return Optional.ofNullable(withdrawn.get(player));
    }

    /** The rounds the arbiter set for {@code stage} ({@code stage-rounds}), where its format gives none. */
    public OptionalInt stageRounds(String stage) {
        Integer n = stageRounds.get(stage);
        return n == null ? OptionalInt.empty() : OptionalInt.of(n);
    }

    /** The byes players have asked for, in the order asked. */
    public List<FactBody.ByeRequest> byeRequests() {
        return Collections.unmodifiableList(byeRequests);
    }

    /** The play-off games as paired, in order. */
    public List<FactBody.PlayOffPairing> playOffs() {
        return Collections.unmodifiableList(playOffs);
    }

    /** The toss, once recorded. */
    public Optional<Toss> toss() {
        return toss;
    }

    /** Line-ups in the order handed in. */
    public List<LineUp> lineUps() {
        return Collections.unmodifiableList(lineUps);
    }

    /** Pairings by round. */
    public NavigableMap<Integer, Pairing> pairings() {
        return Collections.unmodifiableNavigableMap(pairings);
    }

    /** Games by id, in the order they came into being. */
    public Map<String, GameRecord> games() {
        return Collections.unmodifiableMap(games);
    }

    /** The game with this id. */
    public Optional<GameRecord> game(String id) {
        return Optional.ofNullable(games.get(id));
    }

    /** Facts in the journal that the rules refuse, in order. */
    public List<Problem> problems() {
        return Collections.unmodifiableList(problems);
    }

    /** The number of facts folded, including corrections, undos and refused facts. */
    public long factCount() {
        return recorded.size();
    }

    /** The body fact {@code seq} was recorded with, if there is such a fact. */
    public Optional<FactBody> recorded(long seq) {
        return seq >= 1 && seq <= recorded.size() ? Optional.of(recorded.get((int) (seq - 1))) : Optional.empty();
    }

    /** Whether fact {@code seq} was undone. */
    public boolean isUndone(long seq) {
        return undone.contains(seq);
    }

    /**
     * The shogi pairing a game belongs to, under the format's sennichite and declaration rules:
     * its games (the first and each replay, with who has sente and each player's clock at the
     * start) and its result. Empty outside formats with such rules, or for an unknown game.
     */
    public Optional<org.rookery.engine.game.PairingGames> shogiPairing(String game) {
        return shogi.flatMap(x -> x.pairing(game));
    }

    /** The number of a game within its shogi pairing (1 for the first game, 2 for its replay, ...). */
    public Optional<Integer> shogiGameNumber(String game) {
        return shogi.flatMap(x -> x.number(game));
    }

    /** The players of a team, in registration order. */
    public List<Register> teamPlayers(String team) {
        return players.values().stream().filter(p -> p.team().filter(team::equals).isPresent()).toList();
    }
}
