// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.engines;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.rookery.cli.Arguments;
import org.rookery.cli.UsageException;
import org.rookery.engines.EngineConfig;
import org.rookery.engines.EngineSpec;
import org.rookery.engines.Match;
import org.rookery.engines.Opening;
import org.rookery.engines.SearchLimits;
import org.rookery.engines.TimeControl;
import org.rookery.rules.Rules;
import org.rookery.rules.VariantRegistry;

/**
 * The arguments the engine actions share: repeated {@code --engine NAME} (and {@code --option}),
 * the engines file, the time control and search bounds, openings and concurrency.
 */
final class EngineArguments {

    /** The engines file read when {@code --engines} is not given. */
    static final String DEFAULT_FILE = "engines.conf";
    /** Options every game-playing action takes. */
    static final Set<String> PLAY = Set.of("engines", "tc", "depth", "nodes", "openings", "concurrency", "max-plies", "grace");

    final Arguments args;
    final List<String> engines;
    final List<String> options;

    private EngineArguments(Arguments args, List<String> engines, List<String> options) {
        this.args = args;
        this.engines = engines;
        this.options = options;
    }

    /** Parses, taking every {@code --engine} and {@code --option} out first (they repeat). */
    static EngineArguments parse(String command, List<String> raw, Set<String> valued, Set<String> flags) throws UsageException {
        List<String> rest = new ArrayList<>();
        List<String> engines = new ArrayList<>();
        List<String> options = new ArrayList<>();
        for (int i = 0; i < raw.size(); i++) {
            String a = raw.get(i);
            if (a.equals("--engine") || a.equals("--option")) {
                if (i + 1 >= raw.size()) {
                    throw new UsageException(command + ": " + a + " needs a value");
                }
                (a.equals("--engine") ? engines : options).add(raw.get(++i));
            } else if (a.startsWith("--engine=")) {
                engines.add(a.substring(9));
            } else if (a.startsWith("--option=")) {
                options.add(a.substring(9));
            } else {
                rest.add(a);
            }
        }
        return new EngineArguments(Arguments.parse(command, rest, valued, flags), engines, options);
    }

    /** The engines file. */
    EngineConfig config() throws IOException, UsageException {
        Path file = Path.of(args.option("engines") == null ? DEFAULT_FILE : args.option("engines"));
        if (!Files.exists(file)) {
            throw new UsageException("engines: no engines file " + file + " (write one, see docs/engines.md, or name it with --engines FILE)");
        }
        return EngineConfig.read(file);
    }

    /** The folder engines run in: the engines file's, so that relative paths in it work. */
    Path engineDirectory() {
        Path file = Path.of(args.option("engines") == null ? DEFAULT_FILE : args.option("engines")).toAbsolutePath();
        return file.getParent();
    }

    /** The named engines, in order. */
    List<EngineSpec> specs(EngineConfig config, int atLeast, String command) throws UsageException {
        if (engines.size() < atLeast) {
            throw new UsageException(command + ": name at least " + atLeast + " engines with --engine NAME (configured: "
                    + String.join(", ", config.engines().stream().map(EngineSpec::name).toList()) + ")");
        }
        List<EngineSpec> list = new ArrayList<>();
        for (String e : engines) {
            try {
                list.add(config.get(e));
            } catch (IllegalArgumentException x) {
                throw new UsageException(command + ": " + x.getMessage());
            }
        }
        return list;
    }

    /** How games are played. */
    Match.Settings settings(Rules rules, String command) throws UsageException {
        TimeControl tc;
        try {
            tc = TimeControl.parse(args.option("tc") == null ? "none" : args.option("tc"));
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": " + e.getMessage());
        }
        SearchLimits limits = SearchLimits.INFINITE;
        if (args.option("depth") != null) {
            limits = limits.withDepth(args.intOption("depth", 1, 200, null));
        }
        if (args.option("nodes") != null) {
            limits = limits.withNodes(args.intOption("nodes", 1, Integer.MAX_VALUE, null));
        }
        if (!tc.hasClock() && limits.isInfinite()) {
            throw new UsageException(command + ": give a clock (--tc 60+1) or a bound per move (--depth N, --nodes N)");
        }
        int concurrency = args.intOption("concurrency", 1, Match.Settings.MAX_CONCURRENCY, 1);
        int maxPlies = args.intOption("max-plies", Match.Settings.MIN_PLIES, Match.Settings.MAX_PLIES, Match.Settings.DEFAULT_PLIES);
        int grace = args.intOption("grace", (int) Match.Settings.MIN_GRACE, (int) Match.Settings.MAX_GRACE, (int) Match.Settings.DEFAULT_GRACE);
        try {
            return Match.Settings.checked(rules, tc, limits, grace, maxPlies, concurrency, engineDirectory());
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": " + e.getMessage());
        }
    }

    /** The openings: the file's, or the variant's start. */
    List<Opening> openings(Rules rules, VariantRegistry registry) throws IOException {
        String file = args.option("openings");
        return file == null ? List.of(Opening.start(rules)) : Opening.read(Path.of(file), rules, registry);
    }
}
