// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.event;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.rookery.cli.Arguments;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.cli.internal.Services;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.playoff.PlayOffs;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.refusal.Refusal;

/**
 * {@code rookery pair DIR}: pairs the next round with the pairing system the format names and
 * records the pairing as a fact.
 */
public final class PairCommand implements Command {

    @Override
    public String name() {
        return "pair";
    }

    @Override
    public String summary() {
        return "pair the next round of an event with its format's system and record the pairing";
    }

    @Override
    public String usage() {
        return """
                usage: rookery pair [--rounds N] [--by NAME] [--explain] DIR
                       rookery pair --explain --round N [--rounds N] DIR
                  Pairs the round after the last one paired, once every game of that round has
                  a result, and records the pairing in DIR's journal; once every round is
                  played, the games of a play-off the format calls for (games PO1.1, ...). Prints:
                    fact SEQ by NAME: round R paired: G games, B byes
                    R.1  WHITE - BLACK                 one line per game, board 1 first
                    bye  PLAYER (KIND)
                  --rounds N  the rounds of a Swiss whose format does not say
                  --by NAME   who records the pairing (default: the login name)
                  --explain   also print the engine's reason for each pair and bye
                  --explain --round N  pairs nothing: prints the engine's reasons for round N as it
                              was paired, worked out again from the facts recorded before it""";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse(name(), args, Set.of("rounds", "by", "round"), Set.of("explain"));
        if (a.positional().size() != 1) {
            throw new UsageException("pair: name one event folder, e.g. rookery pair my-swiss");
        }
        OptionalInt rounds = a.option("rounds") == null ? OptionalInt.empty()
                : OptionalInt.of(a.intOption("rounds", 1, 1000, null));
        String by = a.option("by") == null ? Events.defaultArbiter() : a.option("by");
        try (EventFolder event = Events.open(a.positional().get(0))) {
            JournalChecks.reportTornTail(event, name(), err);
            if (JournalChecks.refusedFacts(event, name(), "a pairing", err)) {
                return FAILED;
            }
            if (a.option("round") != null) {
                if (!a.flag("explain")) {
                    throw new UsageException("pair: --round N goes with --explain (the reasons for a round paired earlier)");
                }
                return PastReasons.print(event, a.intOption("round", 1, 100_000, null), rounds, out);
            }
            Optional<FactBody.PlayOffPairing> playOff = PlayOffs.next(event.state(), rounds);
            if (playOff.isPresent()) {
                // every round is played and the format's play-off decides a tie
                Fact f = event.record(playOff.get(), by);
                out.println(FactText.of(f, event));
                for (FactBody.Board b : playOff.get().boards()) {
                    out.println(String.format("%-6s %s - %s", b.game(), name(event, b.white()), name(event, b.black())));
                }
                return OK;
            }
            EventPairing.Next next = EventPairing.next(event.state(),
                    Services.get(PairingEngines.class, PairingEngines::fromServiceLoader, "pairing engine registry"), rounds);
            Fact f = event.record(next.pairing(), by);
            out.println(FactText.of(f, event));
            for (FactBody.Board b : next.pairing().boards()) {
                out.println(String.format("%-6s %s - %s", b.game(), name(event, b.white()), name(event, b.black())));
            }
            for (FactBody.Bye b : next.pairing().byes()) {
                out.println(String.format("%-6s %s (%s)", "bye", name(event, b.player()), b.kind()));
            }
            if (a.flag("explain")) {
                next.explanations().forEach(x -> out.println("  " + x.text() + (x.rule().isEmpty() ? "" : " [" + x.rule() + "]")));
            }
            return OK;
        } catch (PairingException e) {
            err.println("rookery pair: " + e.getMessage());
            return FAILED;
        } catch (Refusal r) {
            err.println("rookery pair: refused: " + r.getMessage() + " (rule: " + r.rule() + "); nothing was written");
            return FAILED;
        } catch (IOException e) {
            err.println("rookery pair: " + e.getMessage());
            return FAILED;
        }
    }

    private static String name(EventFolder event, String player) {
        FactBody.Register r = event.state().players().get(player);
        return r == null || r.name().equals(player) ? player : player + " " + r.name();
    }
}
