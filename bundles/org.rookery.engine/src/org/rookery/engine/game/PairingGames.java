// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.game;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.SennichitePolicy;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.game.PairingGame.StartClock;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;
import org.rookery.rules.Color;
import org.rookery.rules.Declaration;
import org.rookery.rules.DeclarationJudge;
import org.rookery.rules.IllegalMoveCounter;
import org.rookery.rules.Outcome;
import org.rookery.rules.Position;
import org.rookery.rules.Termination;

/**
 * The games of one pairing (two players, one result) as an immutable state: the first game, the
 * replays a sennichite leads to under the format's {@link SennichitePolicy}, and the pairing's
 * result. A replay swaps colours if the policy says so; on a "remaining time" clock each player keeps
 * his own main time (zero if he was already in byoyomi) with the byoyomi the policy gives; on a fresh
 * clock both start anew. Past the numbered occurrences a replay marked "until decisive" keeps
 * applying. Declarations are judged by the variant's own judge ({@code Rules.declaration()}) on the rules engine's position with
 * the format's numbers; illegal moves count on the variant's own tally and lose when it says so.
 */
public final class PairingGames {

    static final String UNKNOWN_GAME = RuleNames.RESULTS_ARE_FOR_THE_GAME_IN_PLAY;
    static final String FINISHED_GAME = RuleNames.ONE_RESULT_PER_GAME;

    private final CompiledFormat format;
    private final BoundGame bound;
    private final String stage;
    private final String first;
    private final String second;
    private final List<PairingGame> games;
    private final Optional<PairingOutcome> outcome;
    private final List<PairingEvent> events;

    private PairingGames(CompiledFormat format, BoundGame bound, String stage, String first, String second,
            List<PairingGame> games, Optional<PairingOutcome> outcome, List<PairingEvent> events) {
        this.format = format;
        this.bound = bound;
        this.stage = stage;
        this.first = first;
        this.second = second;
        this.games = List.copyOf(games);
        this.outcome = outcome;
        this.events = List.copyOf(events);
    }

    /**
     * A pairing about to play its first game on the format's clock.
     *
     * @param format the format
     * @param bound the format's game on the rules engine ({@link GameBridge#bind})
     * @param stage the stage the pairing belongs to, as the sennichite rules name stages
     * @param sente the player with sente in the first game
     * @param gote the other player
     */
    public static PairingGames start(CompiledFormat format, BoundGame bound, String stage, String sente, String gote) {
        Objects.requireNonNull(stage, "stage");
        if (Objects.requireNonNull(sente, "sente").equals(Objects.requireNonNull(gote, "gote"))) {
            throw new IllegalArgumentException("a pairing needs two players, not " + sente + " twice");
        }
        StartClock clock = start(format.time().clock());
        PairingGame game = new PairingGame(1, sente, gote, clock, clock, "first game", List.of(), List.of(),
                Optional.empty());
        return new PairingGames(format, bound, stage, sente, gote, List.of(game), Optional.empty(), List.of());
    }

    /** The pairing after these events, in order; a refusal names the event's position (1-based). */
    public static PairingGames replay(CompiledFormat format, BoundGame bound, String stage, String sente, String gote,
            List<PairingEvent> events) {
        PairingGames p = start(format, bound, stage, sente, gote);
        int i = 0;
        for (PairingEvent e : events) {
            i++;
            try {
                p = p.apply(e);
            } catch (Refusal r) {
                Refusal at = new Refusal(r.rule(), "event " + i + " (" + e + "): " + r.getMessage());
                at.initCause(r);
                throw at;
            }
        }
        return p;
    }

    private static StartClock start(TimeControl c) {
        return new StartClock(c.main(), c.byoyomi(), c.byoyomiPeriods());
    }

    /** Every game so far, the one in play last. */
    public List<PairingGame> games() {
        return games;
    }

    /** The game in play, if the pairing is not decided. */
    public Optional<PairingGame> current() {
        PairingGame last = games.get(games.size() - 1);
        return last.end().isEmpty() ? Optional.of(last) : Optional.empty();
    }

    /** The pairing's result once decided. */
    public Optional<PairingOutcome> outcome() {
        return outcome;
    }

    /** The events this state is the fold of. */
    public List<PairingEvent> events() {
        return events;
    }

    /**
     * The pairing after one more event.
     *
     * @throws Refusal naming the rule when the event is not for the game in play or the format does
     *         not allow it
     * @throws IllegalArgumentException for a declaration position the rules cannot read
     */
    public PairingGames apply(PairingEvent event) {
        PairingGame game = inPlay(event.game());
        List<PairingGame> all = new ArrayList<>(games);
        List<PairingEvent> log = new ArrayList<>(events);
        log.add(event);
        Optional<PairingOutcome> result = Optional.empty();
        switch (event) {
            case PairingEvent.Decisive d -> {
                player(game, d.winner());
                PairingGame ended = game.ended(new PairingGame.End(Optional.of(d.winner()), d.ending(),
                        d.winner() + " wins by " + words(d.ending())));
                all.set(all.size() - 1, ended);
                result = Optional.of(decisive(d.winner(), "game " + game.number() + ": " + ended.end().get().detail()));
            }
            case PairingEvent.Sennichite s -> {
                SennichitePolicy policy = format.sennichite().orElseThrow(() -> new Refusal(RuleNames.SENNICHITE,
                        "format " + format.name() + " has no sennichite section, so a sennichite cannot be recorded"));
                if (s.basis() == PairingEvent.SennichiteBasis.AGREED_CLAIM
                        && !bound.rules().agreements().contains(Termination.REPETITION)) {
                    throw new Refusal(RuleNames.AGREED_SENNICHITE, "the rules of " + bound.variant().displayName()
                            + " do not let players agree a repetition; the arbiter must rule it");
                }
                if (policy.recordedOnAgreedClaim() && s.basis() == PairingEvent.SennichiteBasis.DETECTED) {
                    throw new Refusal(RuleNames.RECORDED_ON_AGREED_CLAIM, "the repetition detector only advises; a sennichite"
                            + " stands when a player claims it and the other agrees, or the arbiter rules");
                }
                all.set(all.size() - 1, game.ended(new PairingGame.End(Optional.empty(), Termination.REPETITION,
                        "sennichite (" + s.basis().name().toLowerCase().replace('_', ' ') + ")")));
                int occurrence = (int) all.stream().filter(g -> g.end().isPresent() && g.end().get().winner().isEmpty())
                        .count();
                Optional<SennichitePolicy.Action> action = policy.actionFor(occurrence, stage);
                if (action.isEmpty()) {
                    result = Optional.of(draw(half(), "drawn: the format names nothing for sennichite " + occurrence
                            + " in stage " + stage));
                } else if (action.get() instanceof SennichitePolicy.Draw draw) {
                    result = Optional.of(draw(draw.pointsEach(), "drawn after sennichite " + occurrence + " in stage "
                            + stage + ": " + draw.pointsEach().toPlainString() + " each"));
                } else {
                    all.add(replay(game, s, (SennichitePolicy.Replay) action.get(), occurrence));
                }
            }
            case PairingEvent.Declared d -> {
                player(game, d.declarer());
                format.declaration().orElseThrow(() -> new Refusal(RuleNames.DECLARATION,
                        "format " + format.name() + " has no declaration section, so nobody may declare"));
                DeclarationJudge judge = bound.rules().declaration().orElseThrow(() -> new Refusal(RuleNames.DECLARATION,
                        "the rules of " + bound.variant().displayName() + " have no impasse declaration"));
                Color side = d.declarer().equals(game.sente()) ? Color.WHITE : Color.BLACK;
                Position position = bound.rules().position(d.position());
                if (position.sideToMove() != side) {
                    throw new Refusal(RuleNames.DECLARATION_ON_THE_DECLARERS_TURN, d.declarer() + " may declare only on his"
                            + " own turn, before moving; the position has the other side to move");
                }
                Declaration v = judge.judge(position, side, d.timeLeft());
                PairingGame judged = game.withDeclaration(v);
                Optional<Outcome> o = v.outcome();
                String counts = v.points() + " points of " + v.pointsNeeded() + ", " + v.menInZone() + " men in the zone of "
                        + v.menNeeded();
                if (o.isPresent() && o.get().isDraw()) {
                    // The draw band, or a format whose failed declarations draw: the pairing is drawn.
                    judged = judged.ended(new PairingGame.End(Optional.empty(), Termination.DECLARATION,
                            d.declarer() + "'s declaration " + (v.inDrawBand() ? "falls in the draw band" : "fails")
                                    + " and draws: " + counts));
                    result = Optional.of(draw(half(), "game " + game.number() + ": " + judged.end().get().detail()));
                } else if (o.isPresent()) {
                    String winner = o.get().winner() == side ? d.declarer() : game.opponent(d.declarer());
                    judged = judged.ended(new PairingGame.End(Optional.of(winner), Termination.DECLARATION,
                            d.declarer() + "'s declaration " + (v.succeeded() ? "wins" : "fails and loses") + ": " + counts));
                    result = Optional.of(decisive(winner, "game " + game.number() + ": " + judged.end().get().detail()));
                }
                // Otherwise the failed declaration is void and the game goes on; the verdict is kept with the game.
                all.set(all.size() - 1, judged);
            }
            case PairingEvent.IllegalMove im -> {
                player(game, im.offender());
                if (!im.claimedByOpponent() && format.conduct().illegalMovesClaimedByPlayersOnly()) {
                    throw new Refusal(RuleNames.ILLEGAL_MOVES_CLAIMED_BY_PLAYERS_ONLY, "an illegal move counts only when "
                            + game.opponent(im.offender()) + " points it out, not a spectator");
                }
                PairingGame marked = game.withIllegal(im.offender());
                // The variant's tally says when illegal moves lose: at once, or only when the opponent claims.
                IllegalMoveCounter tally = bound.variant().illegalMoveCounter(bound.options());
                Optional<Outcome> loss = Optional.empty();
                for (String offender : marked.illegalMoves()) {
                    loss = tally.record(offender.equals(game.sente()) ? Color.WHITE : Color.BLACK);
                }
                Color claimant = im.offender().equals(game.sente()) ? Color.BLACK : Color.WHITE;
                if (loss.isEmpty() && tally.lossNeedsClaim() && im.claimedByOpponent()) {
                    loss = tally.claimableResult(claimant);
                }
                if (loss.isPresent()) {
                    String winner = game.opponent(im.offender());
                    marked = marked.ended(new PairingGame.End(Optional.of(winner), Termination.ILLEGAL_MOVES,
                            im.offender() + " loses by illegal move " + marked.illegalMoves().stream()
                                    .filter(im.offender()::equals).count() + (tally.lossNeedsClaim()
                                            ? " (claimed by " + winner + ")" : "")));
                    result = Optional.of(decisive(winner, "game " + game.number() + ": " + marked.end().get().detail()));
                }
                all.set(all.size() - 1, marked);
            }
        }
        return new PairingGames(format, bound, stage, first, second, all, result, log);
    }

    private PairingGame inPlay(int number) {
        Optional<PairingGame> cur = current();
        if (cur.isPresent() && cur.get().number() == number) {
            return cur.get();
        }
        if (number >= 1 && number <= games.size()) {
            throw new Refusal(FINISHED_GAME, "game " + number + " of " + first + " - " + second + " is finished ("
                    + games.get(number - 1).end().map(PairingGame.End::detail).orElse("") + ")");
        }
        throw new Refusal(UNKNOWN_GAME, "game " + number + " of " + first + " - " + second + " is not in play; "
                + cur.map(g -> "game " + g.number() + " is").orElse("the pairing is decided, no game is"));
    }

    private static void player(PairingGame game, String name) {
        if (!name.equals(game.sente()) && !name.equals(game.gote())) {
            throw new Refusal(UNKNOWN_GAME, name + " does not play game " + game.number() + " (" + game.sente() + " - "
                    + game.gote() + ")");
        }
    }

    private PairingGame replay(PairingGame game, PairingEvent.Sennichite s, SennichitePolicy.Replay r, int occurrence) {
        String sente = r.swapColours() ? game.gote() : game.sente();
        String gote = r.swapColours() ? game.sente() : game.gote();
        StringBuilder why = new StringBuilder("replay after sennichite " + occurrence
                + (r.swapColours() ? ": colours swapped" : ": same colours"));
        StartClock senteClock;
        StartClock goteClock;
        switch (r.clock()) {
            case SennichitePolicy.RemainingTime rt -> {
                TimeControl own = format.time().clock();
                Duration byo = rt.byoyomi().orElse(own.byoyomi());
                int periods = byo.isZero() ? 0 : Math.max(1, own.byoyomiPeriods());
                senteClock = remaining(sente.equals(game.sente()) ? s.sente() : s.gote(), byo, periods);
                goteClock = remaining(gote.equals(game.sente()) ? s.sente() : s.gote(), byo, periods);
                why.append(", each keeps his remaining main time, byoyomi ").append(seconds(byo));
            }
            case SennichitePolicy.FreshClock fc -> {
                senteClock = start(fc.control());
                goteClock = senteClock;
                why.append(", new clock ").append(seconds(fc.control().main())).append(fc.control().hasByoyomi()
                        ? " + byoyomi " + seconds(fc.control().byoyomi()) : " sudden death");
            }
        }
        return new PairingGame(game.number() + 1, sente, gote, senteClock, goteClock, why.toString(), List.of(), List.of(),
                Optional.empty());
    }

    private static StartClock remaining(PairingEvent.PlayerClock c, Duration byoyomi, int periods) {
        return new StartClock(c.inByoyomi() ? Duration.ZERO : Duration.ofMillis(c.mainMs()), byoyomi, periods);
    }

    private PointScale points() {
        return format.event().flatMap(EventRules::gamePoints).orElse(PointScale.STANDARD);
    }

    private BigDecimal half() {
        return points().draw();
    }

    private PairingOutcome decisive(String winner, String reason) {
        PointScale p = points();
        return new PairingOutcome(Optional.of(winner), winner.equals(first) ? p.win() : p.loss(),
                winner.equals(first) ? p.loss() : p.win(), reason);
    }

    private static PairingOutcome draw(BigDecimal each, String reason) {
        return new PairingOutcome(Optional.empty(), each, each, reason);
    }

    private static String words(Termination t) {
        return t.name().toLowerCase().replace('_', ' ');
    }

    private static String seconds(Duration d) {
        long s = d.toSeconds();
        return s % 60 == 0 && s > 0 ? s / 60 + " min" : s + " s";
    }
}
