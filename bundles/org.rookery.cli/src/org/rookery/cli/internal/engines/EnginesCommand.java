// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.engines;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.cli.internal.rules.Variants;
import org.rookery.engines.Engine;
import org.rookery.engines.EngineConfig;
import org.rookery.engines.EngineEventFormat;
import org.rookery.engines.EngineException;
import org.rookery.engines.EngineSpec;
import org.rookery.engines.Engines;
import org.rookery.engines.FairyStockfishDefinition;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantOptions;
import org.rookery.rules.VariantRegistry;

/**
 * {@code rookery engines}: the engines of the engines file, engine matches and gauntlets with Elo
 * and SPRT, engine tournaments recorded as events, and Fairy-Stockfish variant definitions. The
 * work is the engines bundle's; this class reads arguments and prints.
 */
public final class EnginesCommand implements Command {

    @Override
    public String name() {
        return "engines";
    }

    @Override
    public String summary() {
        return "play engine matches, gauntlets and tournaments (UCI, USI, xboard), refereed by the rules";
    }

    @Override
    public List<String> actions() {
        return List.of("list", "match", "gauntlet", "tournament", "annotate", "definition");
    }

    @Override
    public String usage() {
        return """
                usage: rookery engines list [--engines FILE]
                       rookery engines match --variant ID --engine A --engine B [--games N] [PLAY] [--sprt E0,E1[,A,B]] [--out DIR] [--game-format F]
                       rookery engines gauntlet --variant ID --engine A --engine B [--engine C ...] [--games N] [PLAY] [--out DIR]
                       rookery engines tournament --engine A --engine B ... [--rounds N] [PLAY] DIR
                       rookery engines tournament --variant ID [--system SYSTEM] [--rounds N] --engine A --engine B ... [PLAY] NEW-DIR
                       rookery engines annotate --engine E (--depth N | --nodes N | --movetime MS) [--engines FILE] GAME --output OUT
                       rookery engines definition (--variant ID [--option NAME=VALUE ...] | --format FILE.tfl) [--out FILE]
                  list        the configured engines, started once each: name, protocol, variants declared
                  match       N games (default 2) of A against B, colours alternating, each opening
                              twice; prints each result, the score, the Elo difference with its 95%
                              interval and, with --sprt, the test's verdict (it stops when decided)
                  gauntlet    A against each of the others, N games each; a line per opponent
                  tournament  an event in DIR (made first with 'rookery event new --format F.tfl DIR'):
                              the engines are registered, each round paired by the format (round
                              robin, gauntlet, Swiss by the Dutch engine), played and recorded in
                              the journal; in a gauntlet the first --engine meets each of the others;
                              'rookery score DIR' and 'rookery export' read it like any event;
                              with --variant (and --system, round-robin by default; a Swiss
                              needs --rounds) the event is made first, its format written from
                              the settings as the workbench's Engine Tournament form writes it
                  annotate    the engine's score and depth after every move of GAME's games, and its
                              line as a variation where it preferred another move, written to OUT
                              in OUT's game format (.pgn .bpgn .kif .kifu .csa)
                  definition  Rookery's variant as a Fairy-Stockfish variant definition file (its
                              VariantPath option), or why it cannot be written exactly
                PLAY, the options every game-playing action takes:
                  --engines FILE    the engines file (default ./engines.conf; see docs/engines.md)
                  --tc TC           60+1 (s + increment), 40/300, 10+5byo (byoyomi), none (default)
                  --depth N         bound each search by depth; --nodes N by nodes
                  --openings FILE   a game file (.pgn .kif .csa) or one position a line
                  --concurrency N   games at the same time (default 1)
                  --max-plies N     adjudicate (a draw where the variant has draws) after N plies (500)
                  --grace MS        how long past its time an engine may take (default 10000)
                Games are saved in DIR/games/ (tournament) or --out DIR (PGN, BPGN, KIF, CSA by
                variant; --game-format chooses). An illegal move loses the game, a time overstep is
                judged by the rules, a hang, crash, flood or malformed line loses by the arbiter's
                decision; each is named in the game's Termination."""
                .replace("[--system SYSTEM]", "[--system " + EngineEventFormat.PairingSystem.words() + "]");
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        if (args.isEmpty()) {
            throw new UsageException("engines: say list, match, gauntlet, tournament, annotate or definition");
        }
        List<String> rest = args.subList(1, args.size());
        return switch (args.get(0)) {
            case "list" -> list(rest, out, err);
            case "match" -> new EngineRuns(out, err).match(rest);
            case "gauntlet" -> new EngineRuns(out, err).gauntlet(rest);
            case "tournament" -> new EngineRuns(out, err).tournament(rest);
            case "annotate" -> new EngineRuns(out, err).annotate(rest);
            case "definition" -> definition(rest, out, err);
            default -> throw new UsageException("engines: unknown action '" + args.get(0)
                    + "'; it is list, match, gauntlet, tournament, annotate or definition");
        };
    }

    private int list(List<String> args, PrintStream out, PrintStream err) throws Exception {
        EngineArguments a = EngineArguments.parse("engines list", args, Set.of("engines"), Set.of());
        EngineConfig config = a.config();
        int failed = 0;
        for (EngineSpec spec : config.engines()) {
            try (Engine e = Engines.start(spec, a.engineDirectory())) {
                List<String> variants = new ArrayList<>(e.info().variants());
                java.util.Collections.sort(variants);
                out.println(spec.name() + " (" + spec.protocol().word() + "): " + e.info().name() + "; variants: " + String.join(", ", variants));
            } catch (EngineException ex) {
                err.println("rookery engines list: " + ex.getMessage());
                failed++;
            }
        }
        return failed == 0 ? OK : FAILED;
    }

    private int definition(List<String> args, PrintStream out, PrintStream err) throws Exception {
        EngineArguments a = EngineArguments.parse("engines definition", args, Set.of("variant", "format", "out"), Set.of());
        VariantRegistry registry = Variants.registry();
        Variant variant;
        VariantOptions options;
        if (a.args.option("format") != null) {
            if (a.args.option("variant") != null || !a.options.isEmpty()) {
                throw new UsageException("engines definition: --format gives the variant and its options; give no --variant or --option");
            }
            org.rookery.engine.format.CompiledFormat f = new org.rookery.format.api.FormatTool().loader().load(Path.of(a.args.option("format")));
            org.rookery.engine.game.BoundGame bound = org.rookery.engine.game.GameBridge.bind(f, registry);
            variant = bound.variant();
            options = bound.options();
        } else {
            String id = a.args.required("variant");
            variant = registry.find(id).orElseThrow(() -> new UsageException("engines definition: unknown variant '" + id + "'"));
            Map<String, String> values = new LinkedHashMap<>();
            Set<String> seen = new HashSet<>();
            for (String o : a.options) {
                int eq = o.indexOf('=');
                if (eq <= 0 || !seen.add(o.substring(0, eq))) {
                    throw new UsageException("engines definition: --option is NAME=VALUE, each name once, not '" + o + "'");
                }
                values.put(o.substring(0, eq), o.substring(eq + 1));
            }
            try {
                options = variant.options(values);
            } catch (IllegalArgumentException e) {
                throw new UsageException("engines definition: " + e.getMessage());
            }
        }
        String text;
        try {
            text = FairyStockfishDefinition.write(List.of(new FairyStockfishDefinition.Entry(variant, options)));
        } catch (FairyStockfishDefinition.Refused e) {
            err.println("rookery engines definition: " + e.getMessage());
            return FAILED;
        }
        if (a.args.option("out") != null) {
            Path file = Path.of(a.args.option("out"));
            Files.writeString(file, text);
            out.println("wrote " + file + ": set the engine's VariantPath to it and its UCI_Variant to " + variant.id());
        } else {
            out.print(text);
        }
        return OK;
    }
}
