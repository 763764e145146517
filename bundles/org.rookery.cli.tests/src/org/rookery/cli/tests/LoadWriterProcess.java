// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import java.io.IOException;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactCodec;
import org.rookery.engine.journal.StrictJson;
import org.rookery.engine.refusal.Refusal;
import org.rookery.format.api.FormatTool;
import org.rookery.rules.VariantRegistry;
import org.rookery.store.postgresql.EventServer;
import org.rookery.store.postgresql.ServerAddress;

/**
 * One simulated arbiter at a workstation of its own, in a process of its own: opens the event on
 * the server (password from {@code ROOKERY_DB_PASSWORD_FILE}, as a user's would be) and enters
 * its share of results and corrections as fast as the server takes them. Each board's result is
 * entered by two arbiters, so half of the results are stale decisions the store must refuse; the
 * corrections change the outcome of a result any arbiter entered. A lost server (restarted
 * mid-run) is retried until it is back.
 * <p>
 * Prints one line per action: {@code ok SEQ result|correction GAME}, {@code refused GAME RULE: MESSAGE}.
 * <p>
 * Usage: {@code LoadWriterProcess URL WRITER WRITERS BOARDS CORRECTIONS}.
 */
public final class LoadWriterProcess {

    private LoadWriterProcess() {
    }

    static final String[] OUTCOMES = { "white-wins", "black-wins", "draw" };

    /** A result's fields: a win by resignation, or a draw by agreement (chess has no drawn resignation). */
    static String outcome(Random random) {
        String o = OUTCOMES[random.nextInt(OUTCOMES.length)];
        return "\"outcome\":\"" + o + "\",\"ending\":\"" + (o.equals("draw") ? "agreement" : "resignation") + "\"";
    }

    /** The boards writer {@code w} of {@code writers} enters: its own and its neighbour's. */
    static boolean enters(int board, int w, int writers) {
        return board % writers == w || (board + 1) % writers == w;
    }

    static FactBody body(String json) {
        return FactCodec.decodeBody(StrictJson.parseObject(json), false);
    }

    public static void main(String[] args) throws Exception {
        String url = args[0];
        int w = Integer.parseInt(args[1]);
        int writers = Integer.parseInt(args[2]);
        int boards = Integer.parseInt(args[3]);
        int corrections = Integer.parseInt(args[4]);
        String by = "arbiter-" + (w + 1);
        Random random = new Random(1000 + w);
        List<Integer> mine = new ArrayList<>();
        for (int b = 1; b <= boards; b++) {
            if (enters(b, w, writers)) {
                mine.add(b);
            }
        }
        java.util.Collections.shuffle(mine, random);
        EventServer server = EventServer.at(ServerAddress.parse(url));
        try (EventFolder event = open(server)) {
            int results = 0;
            int corrected = 0;
            while (results < mine.size() || corrected < corrections) {
                boolean result = corrected >= corrections || (results < mine.size()
                        && random.nextInt(mine.size() + corrections) < mine.size());
                String game;
                String json;
                if (result) {
                    game = "1." + mine.get(results++);
                    json = "{\"type\":\"result\",\"game\":\"" + game + "\"," + outcome(random) + "}";
                } else {
                    List<Fact> entered = event.facts().stream().filter(f -> f.body() instanceof FactBody.Result).toList();
                    if (entered.isEmpty()) {
                        event.refresh();
                        continue;
                    }
                    Fact target = entered.get(random.nextInt(entered.size()));
                    game = ((FactBody.Result) target.body()).game();
                    json = "{\"type\":\"correction\",\"target\":" + target.seq() + ",\"replacement\":{\"type\":\"result\","
                            + "\"game\":\"" + game + "\"," + outcome(random) + "},\"reason\":\"scoresheet re-read by " + by + "\"}";
                    corrected++;
                }
                FactBody body = body(json);
                for (int attempt = 0;; attempt++) {
                    try {
                        Fact f = event.record(body, by);
                        System.out.println("ok " + f.seq() + " " + (result ? "result" : "correction") + " " + game);
                        break;
                    } catch (Refusal r) {
                        System.out.println("refused " + game + " " + r.rule() + ": " + r.getMessage());
                        break;
                    } catch (IOException e) {
                        if (attempt > 600) {
                            throw e;
                        }
                        System.out.println("retry " + game + " " + e.getMessage().replace('\n', ' '));
                        Thread.sleep(100);
                    }
                }
            }
        }
        System.out.println("done");
    }

    private static EventFolder open(EventServer server) throws Exception {
        return EventFolder.open(server.place(), new FormatTool().loader(), VariantRegistry.fromServiceLoader(),
                InstantSource.system(), true);
    }
}
