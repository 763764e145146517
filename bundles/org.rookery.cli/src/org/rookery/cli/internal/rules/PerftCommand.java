// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.rules;

import java.io.PrintStream;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.rookery.cli.Arguments;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.Perft;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantRegistry;

/**
 * {@code rookery perft}: counts the move paths of a position, the standard check of a move
 * generator against published numbers. The total is alone on the last line of the output, so
 * scripts read it with {@code tail -n 1}.
 */
public final class PerftCommand implements Command {

    private static final int MAX_DEPTH = 12;

    @Override
    public String name() {
        return "perft";
    }

    @Override
    public String summary() {
        return "count the legal move paths of a position to a given depth";
    }

    @Override
    public String usage() {
        return """
                usage: rookery perft --variant ID [--fen POSITION] --depth N [--divide]

                  --variant ID     a variant id or alias: see 'rookery variants'
                  --fen POSITION   the position in the variant's notation (FEN, or SFEN for shogi);
                                   default: the variant's start position
                  --depth N        plies to count, 1 to %d
                  --divide         first print each legal move with the count below it

                The total node count is printed alone on the last line.""".formatted(MAX_DEPTH);
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse(name(), args, Set.of("variant", "fen", "depth"), Set.of("divide"));
        if (!a.positional().isEmpty()) {
            throw new UsageException("perft: unexpected argument '" + a.positional().get(0) + "'");
        }
        String id = a.required("variant");
        int depth = a.intOption("depth", 1, MAX_DEPTH, null);
        VariantRegistry registry = Variants.registry();
        Optional<Variant> variant = registry.find(id);
        if (variant.isEmpty()) {
            throw new UsageException("perft: unknown variant '" + id + "'; known: "
                    + String.join(", ", registry.all().stream().map(Variant::id).toList()));
        }
        Rules rules = variant.get().rules(variant.get().defaultOptions());
        Position position;
        try {
            String fen = a.option("fen");
            position = fen == null ? rules.startPosition() : rules.position(fen);
        } catch (IllegalArgumentException e) {
            err.println("rookery perft: " + e.getMessage());
            return FAILED;
        }
        long total;
        if (a.flag("divide")) {
            MoveFormat format = coordinateFormat(rules);
            total = 0;
            for (Perft.Division d : Perft.divide(position, depth, format)) {
                out.println(d.move() + ": " + d.nodes());
                total += d.nodes();
            }
            out.println();
        } else {
            total = Perft.perft(position, depth);
        }
        out.println(total);
        return OK;
    }

    /** Divide output names moves in the variant's engine notation (UCI-style or USI), as other perft tools do. */
    private static MoveFormat coordinateFormat(Rules rules) {
        for (MoveFormat f : rules.moveFormats()) {
            String n = f.name().toLowerCase(java.util.Locale.ROOT);
            if (n.contains("usi") || n.contains("coordinate") || n.contains("uci")) {
                return f;
            }
        }
        return rules.moveFormats().get(0);
    }
}
