// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.event;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.rookery.cli.Arguments;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.event.ResultLines;
import org.rookery.engine.refusal.Refusal;

/**
 * {@code rookery event results DIR ROUND [FILE]}: a round's results typed by board
 * ({@link ResultLines}), every line checked (its syntax, then against the journal with the lines
 * before it) and all recorded together as result facts, or, if any line is wrong, none.
 */
final class ResultsEntry {

    private ResultsEntry() {
    }

    static int run(List<String> args, InputStream stdin, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse("event results", args, Set.of("by"), Set.of());
        if (a.positional().size() < 2 || a.positional().size() > 3) {
            throw new UsageException("event results: name the event folder, the round and, optionally, a file of result"
                    + " lines, e.g. rookery event results my-open 3 results.txt");
        }
        Path dir = Path.of(a.positional().get(0));
        int round;
        try {
            round = Integer.parseInt(a.positional().get(1));
        } catch (NumberFormatException e) {
            throw new UsageException("event results: the round is a number, not '" + a.positional().get(1) + "'");
        }
        String by = a.option("by") == null ? Events.defaultArbiter() : a.option("by");
        String source = a.positional().size() == 3 ? a.positional().get(2) : "standard input";
        String text;
        try {
            byte[] bytes = a.positional().size() == 3 ? Files.readAllBytes(Path.of(source)) : stdin.readAllBytes();
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (NoSuchFileException e) {
            err.println("rookery event results: " + source + ": no such file");
            return Command.FAILED;
        } catch (CharacterCodingException e) {
            err.println("rookery event results: " + source + ": not UTF-8 text");
            return Command.FAILED;
        }
        try (EventFolder event = Events.open(dir)) {
            JournalChecks.reportTornTail(event, "event results", err);
            if (!event.state().pairings().containsKey(round)) {
                err.println("rookery event results: round " + round + " of " + dir + " is not paired; nothing was recorded");
                return Command.FAILED;
            }
            List<EventFolder.Draft> accepted = new ArrayList<>();
            List<String> problems = new ArrayList<>();
            String[] lines = text.split("\r?\n", -1);
            for (int i = 0; i < lines.length; i++) {
                String where = source + ":" + (i + 1) + ": '" + lines[i].strip() + "': ";
                Optional<ResultLines.Entry> e;
                try {
                    e = ResultLines.parse(event.state(), round, i + 1, lines[i]);
                } catch (IllegalArgumentException x) {
                    problems.add(where + x.getMessage());
                    continue;
                }
                if (e.isEmpty()) {
                    continue;
                }
                EventFolder.Draft d = new EventFolder.Draft(e.get().result(), by);
                List<EventFolder.Draft> with = new ArrayList<>(accepted);
                with.add(d);
                try {
                    event.check(with);
                    accepted.add(d);
                } catch (Refusal r) {
                    problems.add(where + r.getMessage().replaceFirst("^fact \\d+ of \\d+: ", "") + " (rule: " + r.rule() + ")");
                }
            }
            if (!problems.isEmpty()) {
                problems.forEach(p -> err.println("rookery event results: " + p));
                err.println("rookery event results: " + problems.size() + " line" + (problems.size() == 1 ? "" : "s")
                        + " refused; nothing was recorded");
                return Command.FAILED;
            }
            if (accepted.isEmpty()) {
                err.println("rookery event results: " + source + " holds no results");
                return Command.FAILED;
            }
            for (Fact f : event.record(accepted)) {
                out.println(FactText.of(f, event));
            }
            return Command.OK;
        } catch (Refusal r) {
            err.println("rookery event results: refused: " + r.getMessage() + " (rule: " + r.rule() + "); nothing was written");
            return Command.FAILED;
        } catch (IOException e) {
            err.println("rookery event results: " + e.getMessage());
            return Command.FAILED;
        }
    }
}
