// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.event;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.rookery.arbiter.claims.ShogiClaims;
import org.rookery.cli.Arguments;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactCodec;
import org.rookery.engine.journal.StrictJson;
import org.rookery.engine.refusal.Refusal;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * {@code rookery event new --format F.tfl DIR} creates an event folder; {@code rookery event add
 * DIR [FILE]} records facts given as JSON. Facts are checked together: if one is refused, none is
 * written.
 */
public final class EventCommand implements Command {

    private final InputStream stdin;

    /** The command reading facts from the process's standard input. */
    public EventCommand() {
        this(System.in);
    }

    /** The command reading facts from {@code stdin} when no file is named (for tests). */
    public EventCommand(InputStream stdin) {
        this.stdin = stdin;
    }

    @Override
    public String name() {
        return "event";
    }

    @Override
    public String summary() {
        return "create an event folder from a format, or record facts (results, rulings) in it";
    }

    @Override
    public List<String> actions() {
        return List.of("new", "add", "results", "push", "pull");
    }

    @Override
    public String usage() {
        return """
                usage: rookery event new --format FILE.tfl DIR
                       rookery event add [--by NAME] DIR [FILE]
                       rookery event results [--by NAME] DIR ROUND [FILE]
                       rookery event push DIR URL
                       rookery event pull URL DIR
                  new  creates the event folder DIR: copies the format and the files it imports into
                       DIR/format/, compiles it and creates the journal DIR/journal.jsonl.
                  add  records facts, given as JSON in FILE or on standard input: one object per
                       line, or a list [ ... ]. Each is checked against the format's rules; if one
                       is refused, nothing is written. The facts are written all or nothing: a run
                       cut short (a crash, a full disk) leaves none of them counted, so the same
                       FILE can be run again. Prints one line per recorded fact:
                       fact SEQ by NAME: what was recorded
                  --by NAME  who records the facts (default: the login name); a fact's own "by"
                             field wins
                       A sennichite without "replay" gets its replay's id from the event (e.g.
                       2.3r) when the format's sennichite policy replays the game.
                  results  records ROUND's results typed by board, from FILE or standard input, one
                       line each: BOARD RESULT [ENDING], e.g. "1 1-0", "2 =", "3 0-1 time forfeit".
                       BOARD is the board's number (the game in play on it) or a game id; RESULT is
                       1-0, 0-1 or = (a draw); ENDING one of the variant's endings (default: resignation
                       for a win, agreement for a draw, where the variant has them). A forfeit is
                       1-0f or 0-1f (a win for the player present) or 0-0f (neither came), with no
                       ending. Every line is checked; if any is wrong, each wrong line is named and
                       nothing is recorded.
                  push copies the event folder DIR to the server as the event URL names, all or
                       nothing (header, format files, every fact as the journal holds it); the
                       account becomes a writer of the event.
                  pull copies the event URL names into the new folder DIR, all or nothing, with
                       the same header and facts (batches stay batches).
                  DIR may be a URL postgresql://USER@HOST[:PORT]/DATABASE/EVENT wherever an
                  event folder is read or written ('add', and the pair, score, replay and export
                  commands). The password is never on the command line: it is the first line of
                  the file named by ROOKERY_DB_PASSWORD_FILE, or PGPASSWORD, or in ~/.pgpass.
                  The fact types and their fields are listed in docs/event-journal.md.""";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        if (args.isEmpty()) {
            throw new UsageException("event: say 'new' or 'add', e.g. rookery event new --format examples/formats/g20.tfl my-match");
        }
        return switch (args.get(0)) {
            case "new" -> create(args.subList(1, args.size()), out, err);
            case "add" -> add(args.subList(1, args.size()), out, err);
            case "results" -> ResultsEntry.run(args.subList(1, args.size()), stdin, out, err);
            case "push" -> push(args.subList(1, args.size()), out, err);
            case "pull" -> pull(args.subList(1, args.size()), out, err);
            default -> throw new UsageException("event: unknown action '" + args.get(0) + "'; it is 'new', 'add', 'results', 'push' or 'pull'");
        };
    }

    private int create(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse("event new", args, Set.of("format"), Set.of());
        Path format = Path.of(a.required("format"));
        if (a.positional().size() != 1) {
            throw new UsageException("event new: name one new folder for the event, e.g. rookery event new --format "
                    + format + " my-event");
        }
        Path dir = Path.of(a.positional().get(0));
        try (EventFolder event = Events.create(dir, format)) {
            out.println("created event " + dir + " running " + event.format().name() + " (" + event.header().get("format")
                    + ", SHA-256 " + event.header().get("formatSha256").substring(0, 12) + "...)");
            return OK;
        } catch (IOException e) {
            err.println("rookery event new: " + e.getMessage());
            return FAILED;
        }
    }

    private int push(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse("event push", args, Set.of(), Set.of());
        if (a.positional().size() != 2 || !ServerEvents.isServer(a.positional().get(1))) {
            throw new UsageException("event push: name the event folder and the server's URL, e.g. rookery event push"
                    + " my-event postgresql://arbiter@127.0.0.1/rookery/my-event");
        }
        Path dir = Path.of(a.positional().get(0));
        try {
            // the folder is opened first, so that only an event that opens here is copied
            try (EventFolder event = Events.read(dir)) {
                JournalChecks.reportTornTail(event, "event push", err);
                if (JournalChecks.refusedFacts(event, "event push", "the event on the server", err)) {
                    err.println("rookery event push: nothing was copied");
                    return FAILED;
                }
            }
            var server = ServerEvents.server(a.positional().get(1));
            int n = server.push(dir);
            out.println("pushed " + dir + " to " + server.address() + ": " + n + " facts");
            return OK;
        } catch (IOException | IllegalArgumentException e) {
            err.println("rookery event push: " + e.getMessage() + "; nothing was copied");
            return FAILED;
        }
    }

    private int pull(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse("event pull", args, Set.of(), Set.of());
        if (a.positional().size() != 2 || !ServerEvents.isServer(a.positional().get(0))) {
            throw new UsageException("event pull: name the server's URL and a new folder, e.g. rookery event pull"
                    + " postgresql://arbiter@127.0.0.1/rookery/my-event my-event");
        }
        Path dir = Path.of(a.positional().get(1));
        try {
            var server = ServerEvents.server(a.positional().get(0));
            int n = server.pull(dir);
            out.println("pulled " + server.address() + " into " + dir + ": " + n + " facts");
            return OK;
        } catch (IOException | IllegalArgumentException e) {
            err.println("rookery event pull: " + e.getMessage() + "; no folder was written");
            return FAILED;
        }
    }

    private int add(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse("event add", args, Set.of("by"), Set.of());
        if (a.positional().isEmpty() || a.positional().size() > 2) {
            throw new UsageException("event add: name the event folder and, optionally, a file of facts");
        }
        String dir = a.positional().get(0);
        String by = a.option("by") == null ? Events.defaultArbiter() : a.option("by");
        String source = a.positional().size() == 2 ? a.positional().get(1) : "standard input";
        List<EventFolder.Draft> drafts;
        try {
            byte[] bytes = a.positional().size() == 2 ? Files.readAllBytes(Path.of(source)) : stdin.readAllBytes();
            String text;
            try {
                text = StrictJson.utf8(bytes);
            } catch (StrictJson.SyntaxError e) {
                throw new IllegalArgumentException(source + ":" + e.line() + ":" + e.column() + ": " + e.problem());
            }
            drafts = drafts(text, source, by);
        } catch (NoSuchFileException e) {
            err.println("rookery event add: " + source + ": no such file");
            return FAILED;
        } catch (IOException e) {
            err.println("rookery event add: " + source + ": cannot be read (" + (e instanceof java.nio.file.FileSystemException f
                    && f.getReason() != null ? f.getReason() : e.getMessage() != null ? e.getMessage() : "an input/output error") + ")");
            return FAILED;
        } catch (IllegalArgumentException e) {
            err.println("rookery event add: " + e.getMessage());
            return FAILED;
        }
        if (drafts.isEmpty()) {
            err.println("rookery event add: " + source + " holds no facts");
            return FAILED;
        }
        try (EventFolder event = Events.open(dir)) {
            JournalChecks.reportTornTail(event, "event add", err);
            for (Fact f : event.record(withReplayIds(event.state(), drafts))) {
                out.println(FactText.of(f, event));
            }
            return OK;
        } catch (Refusal r) {
            err.println("rookery event add: refused: " + r.getMessage() + " (rule: " + r.rule() + "); nothing was written");
            return FAILED;
        } catch (IOException e) {
            err.println("rookery event add: " + e.getMessage());
            return FAILED;
        }
    }

    /**
     * The drafts with each sennichite given without a replay's id completed by the application
     * layer when the format's policy replays the game, so that a user never invents replay ids.
     * Any other draft, and a sennichite the layer cannot judge, goes to the engine as given (its
     * refusal then says why).
     */
    static List<EventFolder.Draft> withReplayIds(EventState state, List<EventFolder.Draft> drafts) {
        List<EventFolder.Draft> out = new ArrayList<>(drafts.size());
        for (EventFolder.Draft d : drafts) {
            if (d.body() instanceof FactBody.Sennichite s && s.replay().isEmpty() && state.format().sennichite().isPresent()) {
                try {
                    java.util.Optional<String> replay = ShogiClaims.sennichite(state, s.game(), s.whiteMs(), s.blackMs()).fact().replay();
                    out.add(new EventFolder.Draft(new FactBody.Sennichite(s.game(), replay, s.whiteMs(), s.blackMs()), d.by()));
                    continue;
                } catch (IllegalArgumentException | Refusal e) {
                    // the engine refuses the fact as given, with its rule
                }
            }
            out.add(d);
        }
        return out;
    }

    /** The facts in {@code text}: a JSON list, one object, or one object per line. */
    static List<EventFolder.Draft> drafts(String text, String source, String by) {
        List<JsonObject> objects = new ArrayList<>();
        List<String> where = new ArrayList<>();
        String trimmed = text.strip();
        if (trimmed.startsWith("[")) {
            JsonElement all = parse(text, source, 0);
            if (!all.isJsonArray()) {
                throw new IllegalArgumentException(source + ": not a JSON list of facts");
            }
            int i = 0;
            for (JsonElement e : all.getAsJsonArray()) {
                i++;
                objects.add(object(e, source + ": fact " + i));
                where.add(source + ": fact " + i);
            }
        } else {
            String[] lines = text.split("\n", -1);
            boolean oneObject = lines.length > 1 && trimmed.startsWith("{") && !lines[0].strip().endsWith("}");
            if (oneObject) {
                objects.add(object(parse(text, source, 0), source));
                where.add(source);
            } else {
                for (int i = 0; i < lines.length; i++) {
                    if (!lines[i].isBlank()) {
                        String at = source + ":" + (i + 1);
                        objects.add(object(parse(lines[i], source, i), at));
                        where.add(at);
                    }
                }
            }
        }
        List<EventFolder.Draft> drafts = new ArrayList<>();
        for (int i = 0; i < objects.size(); i++) {
            JsonObject o = objects.get(i);
            try {
                FactBody body = FactCodec.decodeBody(o, false);
                String who = o.has("by") && o.get("by").isJsonPrimitive() ? o.get("by").getAsString() : by;
                drafts.add(new EventFolder.Draft(body, who));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where.get(i) + ": " + e.getMessage());
            }
        }
        return drafts;
    }

    /** The JSON value in {@code text}, which starts on line {@code firstLine + 1} of {@code source}. */
    private static JsonElement parse(String text, String source, int firstLine) {
        try {
            return StrictJson.parse(text);
        } catch (StrictJson.SyntaxError e) {
            throw new IllegalArgumentException(source + ":" + (firstLine + e.line()) + ":" + e.column() + ": not valid JSON: "
                    + e.problem());
        }
    }

    private static JsonObject object(JsonElement e, String where) {
        if (!e.isJsonObject()) {
            throw new IllegalArgumentException(where + ": a fact is a JSON object { \"type\": ..., ... }");
        }
        return e.getAsJsonObject();
    }
}
