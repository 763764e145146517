// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.simulate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.event.EventStages;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.FormatLoader;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.playoff.PlayOffs;
import org.rookery.engine.event.ResultEntry;
import org.rookery.engine.team.TeamFormations;
import org.rookery.engine.event.RoundsNeeded;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.TeamMatchRules;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.standings.Standings;
import org.rookery.rules.Termination;
import org.rookery.rules.VariantRegistry;

/**
 * A dry run recorded as an event folder, so that the organiser can open it in the event views and
 * see the pairings, scorecards and standings his format makes: generated players are registered
 * and every round is paired and its results recorded as an arbiter's would be, through the
 * event journal and the same pairing as {@code rookery pair}. The folder carries {@link #MARK},
 * which tells every shell to open it only to read it.
 *
 * <p>Results are drawn from the players' ratings (the Elo expectation), a tenth of them drawn
 * where the format has no knockout stage and its draws are not claims (a shogi draw is a
 * sennichite or a declaration, so there the games are decisive). A team event's players have
 * grades, and its teams enter as teams of the format's players per match or are formed as the
 * format's formation rule forms them; each board is played until its match ends by its own rule.
 * Where the stage allows requested byes, players (teams) ask for them now and then, as the
 * journal allows. A format that scores games by points has each result carry both players'
 * captures, and now and then a loss on time with both clocks read. Innings matches are played by
 * {@link InningsDryRun} (two generated teams of the format's size). This is the one dry run of
 * individual and team events: {@link DryRun} records it in a scratch folder for the command
 * line.
 * For a format it records, the recording is the dry run: the format editor reports the outcome
 * {@link #record} returns, so the event it opens is the run it reported, game for game. The end
 * of the event is the engine's answer ({@link EventPairing#allPaired}, then no play-off due),
 * never read from an error message.
 */
public final class DryRunEvent {

    /** The file in an event folder that marks it as a dry run, never to record into. */
    public static final String MARK = "DRY-RUN.txt";

    /** Who records a dry run's facts. */
    public static final String BY = "dry run";

    /** The most rounds a recorded dry run pairs before it is called stuck. */
    static final int MAX_ROUNDS = 500;

    private DryRunEvent() {
    }

    /** Whether the event folder {@code dir} holds a dry run (and is to be opened only to read). */
    public static boolean isDryRun(Path dir) {
        return Files.isRegularFile(dir.resolve(MARK));
    }

    /**
     * Why {@code format} cannot be recorded as a dry-run event; empty when it can.
     */
    public static Optional<String> unsupported(CompiledFormat format) {
        if (format.innings().isPresent()) {
            // an innings match is recorded with its two teams, whatever the field size asked
            return Optional.empty();
        }
        if (format.event().isEmpty()) {
            return Optional.of("the format has no event section: there are no rounds to record");
        }
        EventRules event = format.event().get();
        if (event.kind() == EventRules.Kind.TEAM && event.teamMatches().isEmpty()) {
            return Optional.of("a team event whose format gives no team-match rules is not recorded as a dry-run event");
        }
        if (event.kind() == EventRules.Kind.TEAM && event.plan().matchFormat().isPresent()) {
            return Optional.of("the format's matches of sets are played in individual events only; a team event cannot"
                    + " run them");
        }
        return Optional.empty();
    }

    /**
     * Plays a dry run of {@code formatFile} by recording it as a new event folder {@code dir}: this
     * is the dry run itself, not a second one beside it, so the outcome it returns (its summary,
     * progress lines, dead end and final standings) is exactly the event the folder holds.
     *
     * @param progress receives each progress line as it happens (the seeding, then a line a round)
     * @return what the run came to: completed when every round was paired and played, else where it stopped
     * @throws IllegalArgumentException when the format cannot be recorded so ({@link #unsupported})
     *         or there are fewer than 2 players
     * @throws CancellationException when {@code cancelled} stopped it (the folder is left as far as it got)
     * @throws IOException when the folder cannot be written
     */
    public static DryRunOutcome record(Path formatFile, Path dir, int players, long seed, FormatLoader loader,
            VariantRegistry variants, PairingEngines engines, Consumer<String> progress, BooleanSupplier cancelled)
            throws IOException {
        CompiledFormat compiled = loader.load(formatFile);
        // the event folder compiles the format it is created from and then the copy it keeps of its
        // files: both are the file just compiled, so it is compiled once
        Path source = formatFile.toAbsolutePath().normalize();
        Path copies = dir.toAbsolutePath().normalize();
        FormatLoader once = file -> file.toAbsolutePath().normalize().equals(source)
                || file.toAbsolutePath().normalize().startsWith(copies) ? compiled : loader.load(file);
        return record(formatFile, compiled, once, dir, players, seed, variants, engines, progress, cancelled);
    }

    /** {@link #record}, the format file already compiled by {@code loader} as {@code format}. */
    static DryRunOutcome record(Path formatFile, CompiledFormat format, FormatLoader loader, Path dir, int players,
            long seed, VariantRegistry variants, PairingEngines engines, Consumer<String> progress,
            BooleanSupplier cancelled) throws IOException {
        Optional<String> why = unsupported(format);
        if (why.isPresent()) {
            throw new IllegalArgumentException(why.get());
        }
        if (players < 2) {
            throw new IllegalArgumentException("a dry run needs at least 2 players, not " + players);
        }
        BooleanSupplier stop = cancelled == null ? () -> false : cancelled;
        List<String> lines = new ArrayList<>();
        Consumer<String> say = line -> {
            if (stop.getAsBoolean()) {
                throw new CancellationException("the dry run of " + format.name() + " was cancelled");
            }
            lines.add(line);
            if (progress != null) {
                progress.accept(line);
            }
        };
        try (EventFolder event = EventFolder.create(dir, formatFile, loader, variants, InstantSource.system())) {
            Files.writeString(dir.resolve(MARK), "This event is a dry run of " + format.name() + " with "
                    + (format.innings().isPresent() ? "two generated teams" : players + " generated players")
                    + " and random results (seed " + seed + "). It is opened only to read:"
                    + " start a real event with File > New > Event.\n", StandardCharsets.UTF_8);
            Random random = new Random(seed);
            if (format.innings().isPresent()) {
                return new InningsDryRun(event, random, lines, say).play();
            }
            EventRules rules = format.event().get();
            boolean team = rules.kind() == EventRules.Kind.TEAM;
            if (team) {
                Optional<String> formed = registerTeams(event, format, rules, players, random, say);
                if (formed.isPresent()) {
                    return stopped(event.state(), lines, say, formed.get());
                }
            } else {
                List<EventFolder.Draft> entries = new ArrayList<>();
                int top = 0;
                String topName = "";
                for (int i = 1; i <= players; i++) {
                    int rating = (int) Math.max(100, Math.min(2800, Math.round(1500 + random.nextGaussian() * 300)));
                    String name = String.format("Player %03d", i);
                    if (rating > top) {
                        top = rating;
                        topName = name;
                    }
                    entries.add(new EventFolder.Draft(new FactBody.Register(String.format("P%03d", i), name,
                            Optional.empty(), rating, Optional.empty()), BY));
                }
                event.record(entries);
                say.accept(players + " players registered; top rated " + topName + ", rating " + top);
            }
            // knockout games are decisive; a team's boards are drawn less often, as in the team simulation
            double draws = rules.stages().stream().anyMatch(s -> s.system() == PairingSystem.KNOCKOUT) ? 0
                    : team ? 0.05 : 0.1;
            int stagesTold = 0;
            for (int round = 0; round < MAX_ROUNDS; round++) {
                askForByes(event, random, team);
                EventState state = event.state();
                Optional<FactBody.PlayOffPairing> playOff = PlayOffs.next(state, OptionalInt.empty());
                String line;
                if (playOff.isPresent()) {
                    event.record(playOff.get(), BY);
                    line = "play-off " + playOff.get().playoff() + ": " + playOff.get().boards().size()
                            + (playOff.get().boards().size() == 1 ? " game" : " games");
                } else {
                    EventPairing.Next next;
                    boolean pairingAsked = false;
                    try {
                        if (EventPairing.allPaired(state, OptionalInt.empty())) {
                            return finished(event.state(), lines, say);
                        }
                        pairingAsked = true;
                        next = EventPairing.next(state, engines, OptionalInt.empty());
                    } catch (RoundsNeeded e) {
                        // a stage whose format gives no number of rounds (a Swiss, or a later stage once it is
                        // begun): the dry run says how many, as an arbiter would, and asks again
                        Optional<String> stuck = rounds(event, e, say);
                        if (stuck.isPresent()) {
                            return stopped(state, lines, say, stuck.get());
                        }
                        round--;
                        continue;
                    } catch (PairingException e) {
                        return stopped(state, lines, say, !pairingAsked ? e.getMessage()
                                : cannotStart(state, engines).orElse("stage " + stage(state).name() + ", " + e.getMessage()));
                    }
                    event.record(next.pairing(), BY);
                    stagesTold = tellStages(event.state(), stagesTold, next.plannedRounds(), say);
                    line = "stage " + stage(event.state()).name() + ", round " + stageRound(event.state()) + "/"
                            + next.plannedRounds() + ": " + (team ? matches(event.state(), next.pairing())
                                    : boards(next.pairing())) + byes(event.state(), next.pairing());
                }
                try {
                    play(event, random, draws, team);
                } catch (Refusal r) {
                    return stopped(event.state(), lines, say, "a result was refused: " + r.getMessage());
                }
                say.accept(line + leader(event.state()));
            }
            return stopped(event.state(), lines, say, "the event did not end after " + MAX_ROUNDS + " rounds");
        }
    }

    /**
     * Records the number of rounds of a stage whose format gives none, as the stage's plan has it
     * for its field, and says so; why the stage cannot start, when it cannot.
     */
    private static Optional<String> rounds(EventFolder event, RoundsNeeded e, Consumer<String> say) throws IOException {
        EventState state = event.state();
        Stage stage = state.format().event().orElseThrow().stages().stream().filter(x -> x.name().equals(e.stage()))
                .findFirst().orElse(stage(state));
        int rounds;
        try {
            rounds = org.rookery.engine.stage.StagePlan.of(stage, stage.equals(stage(state)) ? entrants(state)
                    : org.rookery.engine.stage.StagePlan.qualifiers(stage, entrants(state))).rounds();
        } catch (IllegalArgumentException x) {
            return Optional.of("stage " + e.stage() + " cannot start: " + x.getMessage());
        }
        event.record(new FactBody.StageRounds(e.stage(), rounds), BY);
        say.accept("stage " + e.stage() + " gives no number of rounds: " + rounds + " rounds recorded");
        return Optional.empty();
    }

    /**
     * Why the stage about to be paired (begun, no round of it paired yet) cannot start: its
     * system for its field, or no installed engine that pairs it, in the stage plan's words.
     */
    private static Optional<String> cannotStart(EventState state, PairingEngines engines) {
        List<EventStages.Begun> begun = EventStages.of(state);
        if (begun.isEmpty() || begun.get(begun.size() - 1).roundsPaired() > 0) {
            return Optional.empty();
        }
        EventStages.Begun b = begun.get(begun.size() - 1);
        try {
            org.rookery.engine.stage.StagePlan.of(b.stage(), b.players().size()).engine(engines);
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of("stage " + b.stage().name() + " cannot start: " + e.getMessage());
        }
    }

    /** The chance that a player (a team) asks for a bye in a round where the stage allows one. */
    static final double REQUESTS = 0.04;

    /**
     * Players (in a team event, teams) ask for a bye in the round to be paired next, each with a
     * small chance, where the stage being played allows requested byes: the event journal refuses
     * a request beyond the stage's count or outside its rounds, and such a request is not made.
     */
    private static void askForByes(EventFolder event, Random random, boolean team) throws IOException {
        EventState state = event.state();
        List<EventStages.Begun> begun = EventStages.of(state);
        if (begun.isEmpty() || begun.get(begun.size() - 1).stage().details().requestedByes().isEmpty()) {
            return;
        }
        int round = state.pairings().isEmpty() ? 1 : state.pairings().lastKey() + 1;
        for (String entrant : begun.get(begun.size() - 1).players()) {
            if (random.nextDouble() < (team ? 2 * REQUESTS : REQUESTS)) {
                try {
                    event.record(new FactBody.ByeRequest(entrant, round), BY);
                } catch (Refusal r) {
                    // beyond what the stage allows: an arbiter would refuse it too
                }
            }
        }
    }

    /**
     * Says, for each stage begun since the {@code told} first ones, who qualified for it (after
     * the first) and how it is paired ("stage open: Swiss paired by the FIDE Dutch system, 9
     * rounds"); the number of stages told.
     */
    private static int tellStages(EventState state, int told, int plannedRounds, Consumer<String> say) {
        List<EventStages.Begun> begun = EventStages.of(state);
        for (int i = told; i < begun.size(); i++) {
            EventStages.Begun b = begun.get(i);
            if (b.index() > 0) {
                say.accept(b.players().size() + (state.teams().isEmpty() ? "" : " teams") + " qualify for stage "
                        + b.stage().name() + (state.teams().isEmpty() ? ": " + String.join(", ", b.players().stream()
                                .map(p -> name(state, p)).toList()) : ""));
            }
            try {
                org.rookery.engine.stage.StagePlan plan = org.rookery.engine.stage.StagePlan.of(b.stage(), b.players().size());
                say.accept(plan.engineId().equals("scheveningen") && b.stage().rounds().isEmpty() ? "stage "
                        + b.stage().name() + ": Scheveningen, " + plannedRounds
                        + " rounds, one for each board of the other team" : plan.reason());
            } catch (IllegalArgumentException e) {
                // the pairing was made, so the engine's own plan holds; there is no reason to tell
            }
        }
        return begun.size();
    }

    /** "4 matches": the team matches of a round's pairing (each a board for each player of a team). */
    private static String matches(EventState state, FactBody.Pairing pairing) {
        int size = state.format().teams().map(TeamRules::playersPerMatch).orElse(1);
        int matches = (pairing.boards().size() + size - 1) / Math.max(1, size);
        return matches + (matches == 1 ? " match" : " matches");
    }

    /** The stage being played (the last begun). */
    private static Stage stage(EventState state) {
        List<EventStages.Begun> begun = EventStages.of(state);
        return begun.get(begun.size() - 1).stage();
    }

    /** The field of the stage being played. */
    private static int entrants(EventState state) {
        List<EventStages.Begun> begun = EventStages.of(state);
        return begun.get(begun.size() - 1).players().size();
    }

    /** The round within its stage of the last round paired. */
    private static int stageRound(EventState state) {
        List<EventStages.Begun> begun = EventStages.of(state);
        return begun.get(begun.size() - 1).roundsPaired();
    }

    /** "15 boards": the games the round's pairing sets up (a team match's boards, a match of sets' games). */
    private static String boards(FactBody.Pairing pairing) {
        return pairing.boards().size() + (pairing.boards().size() == 1 ? " board" : " boards");
    }

    private static String byes(EventState state, FactBody.Pairing pairing) {
        return pairing.byes().stream().map(b -> name(state, b.player()) + (b.kind().equals("pairing") ? "" : " (" + b.kind() + ")"))
                .reduce((a, c) -> a + ", " + c).map(x -> "; bye: " + x).orElse("");
    }

    /** The dry run's ids ({@code P007}, {@code T2}) in {@code text} as the names the standings give them. */
    private static String named(EventState state, String text) {
        return java.util.regex.Pattern.compile("\\b(P\\d{3}|T\\d+)\\b").matcher(text).replaceAll(m -> {
            String id = m.group(1);
            FactBody.RegisterTeam team = state.teams().get(id);
            String name = team != null ? team.name() : state.players().containsKey(id) ? name(state, id) : id;
            return java.util.regex.Matcher.quoteReplacement(name);
        });
    }

    private static String name(EventState state, String player) {
        FactBody.Register r = state.players().get(player);
        return r == null ? player : r.name();
    }

    /** "; leader Player 007 on 3" after a round, from the event's own standings. */
    private static String leader(EventState state) {
        Standings standings = PlayOffs.finalStandings(state, EventField.of(state));
        if (standings.rows().isEmpty()) {
            return "";
        }
        Standings.Row row = standings.rows().get(0);
        return "; leader " + row.participant().name() + " on " + row.points().toPlainString();
    }

    private static DryRunOutcome finished(EventState state, List<String> lines,
            Consumer<String> say) {
        // each tie the play-offs settled, in the engine's words
        for (PlayOffs.Tie t : PlayOffs.ties(state, OptionalInt.empty())) {
            say.accept(named(state, t.text()));
        }
        Standings standings = PlayOffs.finalStandings(state, EventField.of(state));
        Standings.Row winner = standings.rows().get(0);
        EventRules rules = state.format().event().orElseThrow();
        String points = rules.kind() == EventRules.Kind.TEAM ? (rules.plan().matchWonOnGamePoints() ? " game points"
                : " match points") : winner.points().compareTo(java.math.BigDecimal.ONE) == 0 ? " point" : " points";
        String summary = "completed: " + winner.participant().name() + " wins" + (winner.shared() ? " (sharing first place)" : "")
                + " with " + winner.points().toPlainString() + points;
        say.accept(summary);
        return new DryRunOutcome(true, summary, lines, Optional.empty(), Optional.of(standings));
    }

    private static DryRunOutcome stopped(EventState state, List<String> lines,
            Consumer<String> say, String why) {
        say.accept(why);
        Standings standings = PlayOffs.finalStandings(state, EventField.of(state));
        return new DryRunOutcome(false, "did not complete: " + why, lines, Optional.of(DeadEnd.of(why, false)),
                standings.rows().isEmpty() || state.pairings().isEmpty() ? Optional.empty() : Optional.of(standings));
    }

    /**
     * Registers a team event's field: {@code players} generated players with a grade between 80
     * and 250, as on an English grading list; teams that enter as teams (or that the organiser makes
     * up) of the format's players per match each, in entry order; otherwise the teams the format's
     * formation rule makes of them, recorded as the engine proposes them.
     *
     * @return why the teams cannot be formed, if they cannot
     */
    private static Optional<String> registerTeams(EventFolder event, CompiledFormat format, EventRules rules,
            int players, Random random, Consumer<String> say) throws IOException {
        int size = format.teams().map(TeamRules::playersPerMatch).orElse(2);
        TeamMatchRules.Formation formation = rules.teamMatches().orElseThrow().formation();
        boolean entered = formation == TeamMatchRules.Formation.BY_ENTRY || formation == TeamMatchRules.Formation.BY_ORGANISER;
        int teams = players / size;
        if (entered && teams < 2) {
            return Optional.of("teams cannot be formed: " + players + " players make " + teams + " team" + (teams == 1 ? "" : "s")
                    + " of " + size + ", and a team event needs 2");
        }
        List<EventFolder.Draft> entries = new ArrayList<>();
        for (int i = 1; i <= players; i++) {
            int k = (i - 1) / size + 1;
            if (entered && k > teams) {
                break;
            }
            if (entered && (i - 1) % size == 0) {
                entries.add(new EventFolder.Draft(new FactBody.RegisterTeam("T" + k, "Team " + k), BY));
            }
            int grade = 80 + random.nextInt(171);
            entries.add(new EventFolder.Draft(new FactBody.Register(String.format("P%03d", i), String.format("Player %03d", i),
                    entered ? Optional.of("T" + k) : Optional.empty(), grade, Optional.empty()), BY));
        }
        event.record(entries);
        if (entered) {
            say.accept(teams + " teams of " + size + " entered" + (players % size == 0 ? ""
                    : "; " + players % size + " player" + (players % size == 1 ? "" : "s") + " left without a team"));
            return Optional.empty();
        }
        FactBody.FormTeams formed;
        try {
            formed = TeamFormations.propose(event.state());
        } catch (IllegalArgumentException e) {
            return Optional.of("teams cannot be formed: " + e.getMessage());
        }
        event.record(formed, BY);
        say.accept(formed.teams().size() + " teams formed" + (formed.explanation().isEmpty() ? "" : ": " + formed.explanation()));
        return Optional.empty();
    }

    /**
     * Records a result for every game that waits for one ({@link EventPairing#awaitsResult}),
     * drawn from the players' ratings (a team event's grades, scaled to ratings), one game at a
     * time: a team match that ends on one board, or a match of sets once decided, leaves its other
     * games unplayed.
     */
    private static void play(EventFolder event, Random random, double draws, boolean team) throws IOException {
        List<Termination> endings = ResultEntry.of(event.state()).endings();
        Termination decisive = java.util.Objects.requireNonNullElse(first(endings, Termination.RESIGNATION,
                Termination.CHECKMATE), Termination.TIME_FORFEIT);
        // where a drawn game is a sennichite or a declaration to claim (shogi), the dry run's games are decisive
        Termination drawn = event.state().format().sennichite().isPresent() || event.state().format().declaration()
                .isPresent() ? null : first(endings, Termination.REPETITION, Termination.AGREEMENT);
        // the men a game can capture where the format scores games by points: its capture table's letters
        List<String> men = new ArrayList<>(event.state().format().scoring().isEmpty() ? List.of() : event.state()
                .scorer().flatMap(s -> s.rules().capturePoints()).map(t -> t.values().keySet()).orElse(java.util.Set.of()));
        java.util.Collections.sort(men);
        // an individual event's games are independent of each other, so a round's results are recorded as
        // one batch; a team match or a match of sets is played a game at a time, since one result can end it
        boolean oneAtATime = team || event.state().format().event().flatMap(e -> e.plan().matchFormat()).isPresent();
        for (int left = event.state().games().size(); left >= 0; left--) {
            EventState state = event.state();
            List<GameRecord> due = state.games().values().stream().filter(x -> EventPairing.awaitsResult(state, x))
                    .limit(oneAtATime ? 1 : Long.MAX_VALUE).toList();
            if (due.isEmpty()) {
                return;
            }
            List<EventFolder.Draft> results = new ArrayList<>();
            for (GameRecord g : due) {
                results.add(new EventFolder.Draft(result(state, g, random, draws, team, decisive, drawn, men), BY));
            }
            event.record(results);
        }
    }

    /** A game's result drawn from its players' ratings (a team event's grades, scaled to ratings). */
    private static FactBody.Result result(EventState state, GameRecord g, Random random, double draws, boolean team,
            Termination decisive, Termination drawn, List<String> men) {
        int scale = team ? 8 : 1;
        int white = state.players().get(g.white()) == null ? 1500 : state.players().get(g.white()).rating() * scale;
        int black = state.players().get(g.black()) == null ? 1500 : state.players().get(g.black()).rating() * scale;
        FactBody.Outcome outcome;
        if (drawn != null && random.nextDouble() < draws) {
            outcome = FactBody.Outcome.DRAW;
        } else {
            double expected = 1 / (1 + Math.pow(10, (black - white) / 400.0));
            outcome = random.nextDouble() < expected ? FactBody.Outcome.WHITE_WINS : FactBody.Outcome.BLACK_WINS;
        }
        if (men.isEmpty()) {
            return new FactBody.Result(g.id(), outcome, outcome == FactBody.Outcome.DRAW ? drawn : decisive, List.of(),
                    List.of(), OptionalLong.empty(), OptionalLong.empty());
        }
        // a game the format scores by points: both players' captures, and one decisive game in five
        // lost on time with both clocks read, so that the capture table and the early win are played
        List<String> byWhite = captures(men, random);
        List<String> byBlack = captures(men, random);
        boolean onTime = outcome != FactBody.Outcome.DRAW && random.nextInt(5) == 0;
        long winnerMs = 1 + random.nextInt(CLOCK_MS);
        long whiteMs = onTime ? (outcome == FactBody.Outcome.WHITE_WINS ? winnerMs : 0) : random.nextInt(CLOCK_MS);
        long blackMs = onTime ? (outcome == FactBody.Outcome.BLACK_WINS ? winnerMs : 0) : random.nextInt(CLOCK_MS);
        return new FactBody.Result(g.id(), outcome, outcome == FactBody.Outcome.DRAW ? drawn : onTime
                ? Termination.TIME_FORFEIT : decisive, byWhite, byBlack, OptionalLong.of(whiteMs), OptionalLong.of(blackMs));
    }

    /** The longest clock reading a dry run's game ends with, ms. */
    private static final int CLOCK_MS = 300_000;

    /** The men a player takes in a game scored by points: 0 to 15 of {@code men}, drawn at random. */
    private static List<String> captures(List<String> men, Random random) {
        List<String> captured = new ArrayList<>();
        int taken = random.nextInt(16);
        for (int i = 0; i < taken; i++) {
            captured.add(men.get(random.nextInt(men.size())));
        }
        return captured;
    }

    /** The first of {@code wanted} the variant's endings allow, or null. */
    private static Termination first(List<Termination> endings, Termination... wanted) {
        for (Termination t : wanted) {
            if (endings.contains(t)) {
                return t;
            }
        }
        return null;
    }
}
