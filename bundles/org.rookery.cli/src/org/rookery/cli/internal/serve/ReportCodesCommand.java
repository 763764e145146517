// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.serve;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.List;
import java.util.Set;

import org.rookery.cli.Arguments;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.cli.internal.rules.Variants;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;
import org.rookery.format.api.FormatTool;
import org.rookery.arbiter.proposal.Proposals;
import org.rookery.arbiter.proposal.ReportCodes;

/**
 * {@code rookery report-codes DIR [--round N]}: the codes players report results with, for the
 * pairing slips, and the reports waiting for the arbiter. The first run makes the event's report
 * secret; from then on {@code rookery serve} takes reports for the event.
 */
public final class ReportCodesCommand implements Command {

    @Override
    public String name() {
        return "report-codes";
    }

    @Override
    public String summary() {
        return "print each pairing's report code for the slips, and the reports waiting for the arbiter";
    }

    @Override
    public String usage() {
        return """
                usage: rookery report-codes DIR [--round N]
                  Prints, for each board of the last round paired (or round N), the board, White,
                  Black and the six-character code the two players report their result with on
                  the results server's report page. The first run makes the event's report secret
                  (the file report-secret in DIR; keep it private, it is what makes the codes); an
                  event without one takes no reports. Then lists the reports waiting in
                  proposals.jsonl, with the games whose reports disagree. The journal is only read.
                  --round N   the codes of round N""";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse(name(), args, Set.of("round"), Set.of());
        if (a.positional().size() != 1) {
            throw new UsageException("report-codes: name one event folder, e.g. rookery report-codes examples/events/fesa-swiss");
        }
        Path dir = Path.of(a.positional().get(0));
        FormatTool tool = new FormatTool();
        EventState state;
        try (EventFolder event = EventFolder.read(dir, tool.loader(), Variants.registry(), InstantSource.system())) {
            state = event.state();
        } catch (IOException e) {
            err.println("rookery report-codes: " + e.getMessage());
            return FAILED;
        }
        if (state.pairings().isEmpty()) {
            err.println("rookery report-codes: " + dir + " has no round paired yet; pair one with 'rookery pair'");
            return FAILED;
        }
        int round = a.intOption("round", 1, 9999, state.pairings().lastKey());
        FactBody.Pairing pairing = state.pairings().get(round);
        if (pairing == null) {
            err.println("rookery report-codes: round " + round + " is not paired (rounds " + state.pairings().firstKey() + " to "
                    + state.pairings().lastKey() + " are)");
            return FAILED;
        }
        boolean made = !Files.exists(dir.resolve(ReportCodes.SECRET));
        ReportCodes codes;
        try {
            codes = ReportCodes.readOrCreate(dir);
        } catch (IOException e) {
            err.println("rookery report-codes: " + e.getMessage());
            return FAILED;
        }
        if (made) {
            err.println("rookery report-codes: made the event's report secret " + dir.resolve(ReportCodes.SECRET));
        }
        out.println("Round " + round + ": board, White, Black, report code");
        for (FactBody.Board b : pairing.boards()) {
            out.printf("  %-8s %-24s %-24s %s%n", b.game(), name(state, b.white()), name(state, b.black()),
                    codes.code(b.game(), b.white(), b.black()));
        }
        try {
            Proposals proposals = Proposals.of(dir, InstantSource.system());
            List<Proposals.Proposal> open = proposals.open();
            out.println(open.isEmpty() ? "No report is waiting." : "Reports waiting for the arbiter:");
            for (Proposals.Proposal p : open) {
                out.printf("  #%d %s %s says %s (%s)%n", p.number(), p.game(), p.reporter().word(), p.claim().word(), p.at());
            }
            for (String game : proposals.disagreements()) {
                out.println("  The reports of " + game + " disagree: ask both players.");
            }
        } catch (IOException e) {
            err.println("rookery report-codes: " + e.getMessage());
            return FAILED;
        }
        return OK;
    }

    private static String name(EventState state, String id) {
        FactBody.Register p = state.players().get(id);
        if (p != null) {
            return p.name();
        }
        FactBody.RegisterTeam t = state.teams().get(id);
        return t != null ? t.name() : id;
    }
}
