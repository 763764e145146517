// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.engines;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;

import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.cli.internal.Services;
import org.rookery.cli.internal.event.ScoreCommand;
import org.rookery.cli.internal.rules.Variants;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.game.BoundGame;
import org.rookery.engine.game.GameBridge;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engines.EngineConfig;
import org.rookery.engines.EngineEventFormat;
import org.rookery.engines.EngineSpec;
import org.rookery.engines.EngineTournament;
import org.rookery.engines.GameResult;
import org.rookery.engines.Match;
import org.rookery.engines.MatchScore;
import org.rookery.engines.Opening;
import org.rookery.engines.SavedGames;
import org.rookery.engines.Sprt;
import org.rookery.format.api.FormatTool;
import org.rookery.games.GameFiles;
import org.rookery.rules.Rules;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantRegistry;

/** The game-playing actions of {@code rookery engines}: match, gauntlet, tournament. */
final class EngineRuns {

    private final PrintStream out;
    private final PrintStream err;

    EngineRuns(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int match(List<String> args) throws Exception {
        Set<String> valued = new HashSet<>(EngineArguments.PLAY);
        valued.addAll(Set.of("variant", "games", "sprt", "out", "game-format"));
        EngineArguments a = EngineArguments.parse("engines match", args, valued, Set.of());
        VariantRegistry registry = Variants.registry();
        Rules rules = rules(a, registry, "engines match");
        EngineConfig config = a.config();
        List<EngineSpec> specs = a.specs(config, 2, "engines match");
        if (specs.size() != 2) {
            throw new UsageException("engines match: a match is two engines; for more use gauntlet or tournament");
        }
        int games = a.args.intOption("games", 1, 100_000, 2);
        Sprt sprt;
        try {
            sprt = a.args.option("sprt") == null ? null : Sprt.parse(a.args.option("sprt"));
        } catch (IllegalArgumentException e) {
            throw new UsageException("engines match: " + e.getMessage());
        }
        EngineSpec first = specs.get(0);
        EngineSpec second = specs.get(1).name().equals(first.name()) ? specs.get(1).named(first.name() + "-2") : specs.get(1);
        Match match = new Match(a.settings(rules, "engines match"));
        List<Match.Pairing> pairings = Match.twoEngines(first, second, games, a.openings(rules, registry),
                first.name() + " - " + second.name());
        out.println("match " + first.name() + " - " + second.name() + ": " + games + " games of " + rules.name()
                + (sprt == null ? "" : ", " + sprt.text(new MatchScore(0, 0, 0)).replaceAll(": LLR.*", "")));
        MatchScore[] score = { new MatchScore(0, 0, 0) };
        List<GameResult> results = match.play(pairings,
                done -> sprt != null && sprt.decide(score[0]) != Sprt.Decision.CONTINUE,
                r -> {
                    double s = r.scoreOf(first.name());
                    if (s >= 0) {
                        score[0] = score[0].plus(s);
                    }
                    out.println("game " + r.record().header("Round").orElse("?") + ": " + r.white() + " - " + r.black() + " "
                            + (r.outcome() == null ? "unfinished" : r.outcome().result()) + " (" + r.reason() + "), "
                            + r.record().mainLine().size() + " plies");
                    out.flush();
                });
        printScore(first.name(), second.name(), score[0]);
        if (sprt != null) {
            out.println(sprt.text(score[0]));
        }
        save(a, results, registry, first.name() + "-" + second.name());
        return Command.OK;
    }

    int gauntlet(List<String> args) throws Exception {
        Set<String> valued = new HashSet<>(EngineArguments.PLAY);
        valued.addAll(Set.of("variant", "games", "out", "game-format"));
        EngineArguments a = EngineArguments.parse("engines gauntlet", args, valued, Set.of());
        VariantRegistry registry = Variants.registry();
        Rules rules = rules(a, registry, "engines gauntlet");
        List<EngineSpec> specs = a.specs(a.config(), 2, "engines gauntlet");
        int games = a.args.intOption("games", 1, 100_000, 2);
        Match match = new Match(a.settings(rules, "engines gauntlet"));
        List<Opening> openings = a.openings(rules, registry);
        EngineSpec hero = specs.get(0);
        List<Match.Pairing> all = new ArrayList<>();
        for (EngineSpec opponent : specs.subList(1, specs.size())) {
            for (Match.Pairing p : Match.twoEngines(hero, opponent, games, openings, "gauntlet of " + hero.name())) {
                all.add(new Match.Pairing(all.size() + 1, p.white(), p.black(), p.opening(), p.headers()));
            }
        }
        Map<String, MatchScore> scores = new LinkedHashMap<>();
        List<GameResult> results = match.play(all, done -> false, r -> {
            String opponent = r.white().equals(hero.name()) ? r.black() : r.white();
            double s = r.scoreOf(hero.name());
            if (s >= 0) {
                scores.merge(opponent, new MatchScore(0, 0, 0).plus(s),
                        (x, y) -> new MatchScore(x.wins() + y.wins(), x.draws() + y.draws(), x.losses() + y.losses()));
            }
            out.println(r.white() + " - " + r.black() + " " + (r.outcome() == null ? "unfinished" : r.outcome().result()) + " (" + r.reason() + ")");
        });
        for (Map.Entry<String, MatchScore> e : scores.entrySet()) {
            printScore(hero.name(), e.getKey(), e.getValue());
        }
        save(a, results, registry, "gauntlet-" + hero.name());
        return Command.OK;
    }

    int tournament(List<String> args) throws Exception {
        Set<String> valued = new HashSet<>(EngineArguments.PLAY);
        valued.addAll(Set.of("rounds", "by", "variant", "system"));
        EngineArguments a = EngineArguments.parse("engines tournament", args, valued, Set.of());
        if (a.args.positional().size() != 1) {
            throw new UsageException("engines tournament: name one event folder, made with 'rookery event new --format F.tfl DIR',"
                    + " or a new one with --variant ID --system " + EngineEventFormat.PairingSystem.words());
        }
        Path dir = Path.of(a.args.positional().get(0));
        List<EngineSpec> specs = a.specs(a.config(), 2, "engines tournament");
        OptionalInt rounds = a.args.option("rounds") == null ? OptionalInt.empty()
                : OptionalInt.of(a.args.intOption("rounds", 1, EngineEventFormat.MAX_ROUNDS, null));
        String by = a.args.option("by") == null ? "rookery engines" : a.args.option("by");
        VariantRegistry registry = Variants.registry();
        if (a.args.option("variant") != null || a.args.option("system") != null) {
            createEvent(a, dir, registry, specs.size(), rounds);
        }
        try (EventFolder event = EventFolder.open(dir, new FormatTool().loader(), registry, InstantSource.system())) {
            BoundGame bound = GameBridge.bind(event.format(), registry);
            Match.Settings settings = a.settings(bound.rules(), "engines tournament");
            PairingEngines pairing = Services.get(PairingEngines.class, PairingEngines::fromServiceLoader, "pairing engine registry");
            EngineTournament t = new EngineTournament(event, bound, pairing, specs, settings, new GameFiles(registry), by);
            List<Opening> openings = a.openings(bound.rules(), registry);
            t.run(rounds, openings.get(0), line -> {
                out.println(line);
                out.flush();
            });
        } catch (PairingException e) {
            err.println("rookery engines tournament: " + e.getMessage());
            return Command.FAILED;
        }
        out.println();
        return new ScoreCommand().run(List.of(dir.toString()), out, err);
    }

    /** A new event folder whose format is written from the settings, as the workbench's Engine Tournament form writes it. */
    private void createEvent(EngineArguments a, Path dir, VariantRegistry registry, int engines, OptionalInt rounds) throws Exception {
        String command = "engines tournament";
        if (java.nio.file.Files.exists(dir)) {
            throw new UsageException(command + ": " + dir + " exists; --variant and --system make a new event folder (name a new one),"
                    + " without them the event's own format is played");
        }
        Rules rules = rules(a, registry, command);
        EngineEventFormat.PairingSystem system;
        try {
            system = EngineEventFormat.PairingSystem.of(a.args.option("system") == null ? "round-robin" : a.args.option("system"));
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": " + e.getMessage());
        }
        if (system == EngineEventFormat.PairingSystem.SWISS && rounds.isEmpty()) {
            throw new UsageException(command + ": a Swiss needs its rounds: --rounds N");
        }
        Match.Settings settings = a.settings(rules, command);
        org.rookery.rules.Variant variant = registry.find(rules.id()).orElseThrow();
        String text = EngineEventFormat.text(dir.toAbsolutePath().getFileName().toString(), variant, system, rounds.orElse(0),
                settings.timeControl(), settings.limits());
        EngineEventFormat.createEvent(dir, text, new FormatTool().loader(), registry, InstantSource.system()).close();
        out.println("created " + dir + ": " + EngineEventFormat.describe(variant, system, rounds.orElse(0)) + ", " + engines + " engines");
    }

    int annotate(List<String> args) throws Exception {
        EngineArguments a = EngineArguments.parse("engines annotate", args, Set.of("engines", "depth", "nodes", "movetime", "output", "grace"),
                Set.of());
        if (a.args.positional().size() != 1) {
            throw new UsageException("engines annotate: name one game file, e.g. rookery engines annotate --engine sf --depth 12 game.pgn --output notes.pgn");
        }
        EngineSpec spec = a.specs(a.config(), 1, "engines annotate").get(0);
        org.rookery.engines.SearchLimits limits = org.rookery.engines.SearchLimits.INFINITE;
        if (a.args.option("depth") != null) {
            limits = limits.withDepth(a.args.intOption("depth", 1, 200, null));
        }
        if (a.args.option("nodes") != null) {
            limits = limits.withNodes(a.args.intOption("nodes", 1, Integer.MAX_VALUE, null));
        }
        if (a.args.option("movetime") != null) {
            int ms = a.args.intOption("movetime", 1, 3_600_000, null);
            limits = new org.rookery.engines.SearchLimits(limits.depth(), limits.nodes(), ms, -1, -1, 0, 0, 0, 0);
        }
        if (limits.isInfinite()) {
            throw new UsageException("engines annotate: give --depth N, --nodes N or --movetime MS");
        }
        Path output = Path.of(a.args.required("output"));
        VariantRegistry registry = Variants.registry();
        GameFiles files = new GameFiles(registry);
        List<org.rookery.games.GameRecord> games = files.read(Path.of(a.args.positional().get(0)));
        List<org.rookery.games.GameRecord> annotated = new ArrayList<>();
        try (org.rookery.engines.Engine engine = org.rookery.engines.Engines.start(spec, a.engineDirectory())) {
            org.rookery.engines.GameAnnotator annotator = new org.rookery.engines.GameAnnotator(engine, limits,
                    a.args.intOption("grace", 100, 600_000, 10_000));
            for (org.rookery.games.GameRecord g : games) {
                annotated.add(annotator.annotate(g, registry.get(g.variantId()).rules()));
                out.println("annotated game " + annotated.size() + " of " + games.size() + ": " + g.mainLine().size() + " moves");
                out.flush();
            }
        } catch (org.rookery.engines.EngineException e) {
            err.println("rookery engines annotate: " + e.getMessage() + "; nothing was written");
            return Command.FAILED;
        }
        files.write(output, annotated);
        out.println("wrote " + output);
        return Command.OK;
    }

    private static Rules rules(EngineArguments a, VariantRegistry registry, String command) throws UsageException {
        String id = a.args.required("variant");
        Variant v = registry.find(id).orElseThrow(() -> new UsageException(command + ": unknown variant '" + id + "'; known: "
                + String.join(", ", registry.all().stream().map(Variant::id).toList())));
        return v.rules();
    }

    private void printScore(String a, String b, MatchScore s) {
        out.println(String.format(java.util.Locale.ROOT, "score of %s against %s: +%d =%d -%d (%s/%d), Elo difference %s", a, b, s.wins(),
                s.draws(), s.losses(), fmtPoints(s.points()), s.games(), s.eloText()));
    }

    private static String fmtPoints(double p) {
        return p == Math.rint(p) ? String.valueOf((long) p) : String.valueOf(p);
    }

    private void save(EngineArguments a, List<GameResult> results, VariantRegistry registry, String base) throws Exception {
        if (a.args.option("out") == null) {
            return;
        }
        SavedGames saved = new SavedGames(new GameFiles(registry));
        List<Path> files = saved.save(Path.of(a.args.option("out")), base.replaceAll("[^A-Za-z0-9._-]", "_"),
                results.stream().map(GameResult::record).toList(), a.args.option("game-format"));
        out.println("saved " + results.size() + " games in " + (files.size() == 1 ? files.get(0) : files.size() + " files in " + a.args.option("out")));
    }
}
