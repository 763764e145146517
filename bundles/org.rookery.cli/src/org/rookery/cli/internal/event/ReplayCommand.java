// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.event;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import org.rookery.cli.Arguments;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.event.Problem;

/**
 * {@code rookery replay DIR}: rebuilds the event from its journal alone and reports what it found:
 * the facts by type, what they add up to, a torn last line recovered, and every fact the rules
 * refuse ({@code --facts}: every fact, with the database account that committed it for an
 * event on a server). Exits with 1 when there is a problem.
 */
public final class ReplayCommand implements Command {

    @Override
    public String name() {
        return "replay";
    }

    @Override
    public String summary() {
        return "rebuild an event from its journal, check every fact against the rules and report";
    }

    @Override
    public String usage() {
        return """
                usage: rookery replay [--facts] DIR
                  Reads DIR/journal.jsonl from the start, checks the format is the one it was
                  recorded with (SHA-256), folds every fact and prints:
                    journal  FILE: N facts (by type), recorded by ... from ... to ...
                    fact SEQ by NAME (account ACCOUNT): what      with --facts, one line per fact
                    format   NAME (its file, SHA-256 as recorded)
                    event    players, teams, rounds, games finished
                    innings  the match result or what comes next      (innings matches)
                    problem  fact SEQ: what is wrong (rule: NAME)      one line per refused fact
                  and 'replay: ok' or 'replay: N problems'. A torn tail (a write cut short by a
                  crash, never acknowledged) is reported and not counted; replay changes nothing in
                  DIR (the next 'event add' or 'pair' moves the tail aside). Exits with 1 when there
                  is a problem. DIR may be an event's URL postgresql://USER@HOST[:PORT]/DATABASE/EVENT;
                  its facts' lines then name the database account that committed each (the
                  server records it; a folder's journal keeps none).""";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse(name(), args, Set.of(), Set.of("facts"));
        if (a.positional().size() != 1) {
            throw new UsageException("replay: name one event folder, e.g. rookery replay examples/events/g20-match");
        }
        String dir = a.positional().get(0);
        try (EventFolder event = Events.read(dir)) {
            EventState state = event.state();
            List<Fact> facts = event.facts();
            Map<String, Long> byType = new TreeMap<>(facts.stream()
                    .collect(Collectors.groupingBy(f -> f.body().type(), Collectors.counting())));
            out.println("journal  " + (ServerEvents.isServer(dir) ? dir : Path.of(dir).resolve(EventFolder.JOURNAL)) + ": " + facts.size() + " facts"
                    + (byType.isEmpty() ? "" : " (" + byType.entrySet().stream().map(e -> e.getValue() + " " + e.getKey())
                            .collect(Collectors.joining(", ")) + ")"));
            if (!facts.isEmpty()) {
                out.println("         recorded by " + facts.stream().map(Fact::by).distinct().collect(Collectors.joining(", "))
                        + " from " + facts.get(0).at() + " to " + facts.get(facts.size() - 1).at());
            }
            if (a.flag("facts")) {
                facts.forEach(f -> out.println(FactText.of(f, event)));
            }
            out.println("format   " + event.format().name() + " (" + event.header().get("format") + ", SHA-256 "
                    + event.header().get("formatSha256").substring(0, 12) + "... as recorded)");
            long finished = state.games().values().stream().filter(GameRecord::finished).count();
            out.println("event    " + state.players().size() + " players, " + state.teams().size() + " teams, "
                    + state.pairings().size() + " rounds paired, " + finished + " of " + state.games().size()
                    + " games finished");
            state.innings().ifPresent(m -> out.println("innings  " + m.result().map(r -> "match over: "
                    + r.winner().map(w -> w + " wins").orElse("drawn")).orElse("next: " + m.due())));
            event.tornTail().ifPresent(t -> out.println("torn     " + t.describe()));
            for (Problem p : state.problems()) {
                out.println("problem  " + p);
            }
            int problems = state.problems().size();
            out.println(problems == 0 ? "replay: ok" : "replay: " + problems + (problems == 1 ? " problem" : " problems"));
            return problems == 0 ? OK : FAILED;
        } catch (IOException e) {
            err.println("rookery replay: " + e.getMessage());
            return FAILED;
        }
    }
}
