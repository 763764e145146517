// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.games;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import org.rookery.cli.Arguments;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.cli.internal.rules.Variants;
import org.rookery.games.GameFileException;
import org.rookery.games.GameFiles;
import org.rookery.games.GameFormat;
import org.rookery.games.GameRecord;
import org.rookery.rules.VariantRegistry;

/**
 * {@code rookery game FILE}: reads a game file by its extension, replaying every move on the
 * rules (the reader refuses an illegal one), and prints each game's headers, moves and result;
 * or, with {@code --to}, writes the games in another format. A bad file is reported as
 * {@code rookery game: FILE:LINE:COL: problem} with exit code 1, the style of the compiler-like
 * tools editors and scripts already parse.
 */
public final class GameCommand implements Command {

    @Override
    public String name() {
        return "game";
    }

    @Override
    public String summary() {
        return "check a game file (PGN, BPGN, KIF, CSA), print it, or convert it";
    }

    @Override
    public String usage() {
        return """
                usage: rookery game FILE [--to pgn|bpgn|kif|kifu|csa] [--output OUT]

                  FILE          a game file: .pgn (chess, Giraffe, Guardian), .bpgn (Exchange),
                                .kif (Shift-JIS) / .kifu (UTF-8) or .csa (shogi)
                  --to FORMAT   write the games in this format instead of printing them
                                (KIF <-> CSA for shogi; PGN/BPGN rewrite their own variants)
                  --output OUT  write to OUT (atomically) instead of standard output; its
                                extension gives the format when --to is absent

                Every move is checked against the variant's rules. Without --to or --output,
                each game's headers, moves and result are printed.""";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse(name(), args, Set.of("to", "output"), Set.of());
        if (a.positional().size() != 1) {
            throw new UsageException(a.positional().isEmpty() ? "game: missing FILE"
                    : "game: unexpected argument '" + a.positional().get(1) + "'");
        }
        Path file = Path.of(a.positional().get(0));
        VariantRegistry registry = Variants.registry();
        GameFiles files = new GameFiles(registry);
        String to = a.option("to");
        String output = a.option("output");
        Optional<GameFormat> target = targetFormat(files, to, output);

        if (files.formatOf(file.getFileName().toString()).isEmpty()) {
            err.println("rookery game: " + file + ": not a game file (.pgn, .bpgn, .kif, .kifu or .csa)");
            return FAILED;
        }
        List<GameRecord> games;
        try {
            games = files.read(file);
        } catch (NoSuchFileException e) {
            err.println("rookery game: " + file + ": no such file");
            return FAILED;
        } catch (IOException e) {
            err.println("rookery game: " + file + ": cannot read: " + e.getMessage());
            return FAILED;
        } catch (GameFileException e) {
            err.println("rookery game: " + file + ":" + e.line() + ":" + e.column() + ": " + e.problem());
            return FAILED;
        }
        if (target.isEmpty()) {
            GamePrinter printer = new GamePrinter(registry, out);
            for (int i = 0; i < games.size(); i++) {
                printer.print(games.get(i), i + 1, games.size());
            }
            return OK;
        }
        try {
            if (output == null) {
                out.print(target.get().write(games));
            } else {
                Path outFile = Path.of(output);
                if (files.formatOf(outFile.getFileName().toString()).filter(f -> f == target.get()).isEmpty()) {
                    throw new UsageException("game: --output " + output + " does not end in an extension of "
                            + target.get().name() + " (." + String.join(", .", target.get().extensions()) + ")");
                }
                if (outFile.toAbsolutePath().normalize().equals(file.toAbsolutePath().normalize())) {
                    throw new UsageException("game: --output is the input file; write to another file");
                }
                files.write(outFile, games);
                err.println("rookery game: wrote " + games.size() + (games.size() == 1 ? " game" : " games")
                        + " to " + outFile + " (" + target.get().name() + ")");
            }
        } catch (IllegalArgumentException e) {
            err.println("rookery game: " + file + ": cannot write as " + target.get().name() + ": " + e.getMessage());
            return FAILED;
        }
        return OK;
    }

    /** The format to convert to: {@code --to}, or the output file's extension; empty to print. */
    private static Optional<GameFormat> targetFormat(GameFiles files, String to, String output) throws UsageException {
        if (to != null) {
            String ext = to.toLowerCase(Locale.ROOT);
            Optional<GameFormat> f = files.formatOf("x." + ext);
            if (f.isEmpty()) {
                throw new UsageException("game: --to " + to + ": not a game format; known: pgn, bpgn, kif, kifu, csa");
            }
            return f;
        }
        if (output != null) {
            Optional<GameFormat> f = files.formatOf(Path.of(output).getFileName().toString());
            if (f.isEmpty()) {
                throw new UsageException("game: --output " + output + ": give --to, or a file ending in .pgn, .bpgn, .kif, .kifu or .csa");
            }
            return f;
        }
        return Optional.empty();
    }
}
