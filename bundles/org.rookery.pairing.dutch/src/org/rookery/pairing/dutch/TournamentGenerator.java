// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.trf.TrfDocument;
import org.rookery.engine.trf.TrfExtensions;
import org.rookery.engine.trf.TrfGame;
import org.rookery.engine.trf.TrfParseException;
import org.rookery.engine.trf.TrfPlayer;
import org.rookery.engine.trf.TrfRequests;
import org.rookery.pairing.dutch.internal.DutchPairer;

/**
 * Plays a random Swiss tournament paired by the Dutch engine, for {@code rookery trf generate},
 * tests and benchmarks: ratings decide the odds, about 30 % of games are drawn, and a few games
 * are forfeited, players ask for half-point byes and players retire. The same seed gives the
 * same tournament.
 */
public final class TournamentGenerator {

    private TournamentGenerator() {
    }

    /** The tournament after {@code rounds} rounds (or after {@code upTo} when smaller, with XXR = rounds). */
    public static TrfDocument generate(int players, int rounds, int upTo, long seed) throws PairingException {
        return generate(players, rounds, upTo, seed, 0);
    }

    /**
     * As {@link #generate(int, int, int, long)}, paired with Baku acceleration in the first
     * {@code accelerated} rounds: the file carries group A's virtual points as XXA lines (one per
     * player, round by round), and every round is paired from the file, XXA lines included, so
     * that the file alone reproduces the pairings.
     */
    public static TrfDocument generate(int players, int rounds, int upTo, long seed, int accelerated)
            throws PairingException {
        return generate(players, rounds, upTo, seed, accelerated, round -> {
        });
    }

    /**
     * As {@link #generate(int, int, int, long, int)}, telling {@code paired} each round number
     * once it is paired (large tournaments take a while).
     */
    public static TrfDocument generate(int players, int rounds, int upTo, long seed, int accelerated,
            java.util.function.IntConsumer paired) throws PairingException {
        if (players < 2 || rounds < 1 || upTo < 0 || upTo > rounds) {
            throw new IllegalArgumentException("need at least 2 players, 1 round, and 0 <= played rounds <= rounds");
        }
        Random random = new Random(seed);
        int[] ratings = new int[players];
        for (int i = 0; i < players; i++) {
            ratings[i] = 1200 + random.nextInt(1500);
        }
        java.util.Arrays.sort(ratings);
        List<TrfPlayer> list = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            list.add(new TrfPlayer(i + 1, "", "", String.format("Player %04d", i + 1), ratings[players - 1 - i], "", "",
                    "", "0.0", 0, List.of()));
        }
        List<List<BigDecimal>> virtual = org.rookery.engine.pairing.BakuAcceleration.virtualPoints(players,
                Math.min(accelerated, rounds));
        boolean[] retired = new boolean[players];
        boolean white = random.nextBoolean();
        for (int round = 1; round <= upTo; round++) {
            for (int i = 0; i < players; i++) {
                List<TrfGame> games = new ArrayList<>(list.get(i).games());
                if (!retired[i] && round > 1 && round < rounds && random.nextInt(200) == 0) {
                    retired[i] = true;
                }
                if (retired[i]) {
                    games.add(new TrfGame(0, '-', 'Z'));
                } else if (round < rounds && random.nextInt(60) == 0) {
                    games.add(new TrfGame(0, '-', 'H'));
                }
                list.set(i, list.get(i).withGames(games));
            }
            TrfDocument doc = document(list, rounds, white, virtual);
            PairingRequest request;
            try {
                request = TrfRequests.request(doc, round);
            } catch (TrfParseException e) {
                throw new IllegalStateException("the generator wrote a file it cannot read: " + e.getMessage(), e);
            }
            RoundPairing pairing = DutchPairer.pairUnexplained(request);
            paired.accept(round);
            for (RoundPairing.Board b : pairing.boards()) {
                int w = b.white() - 1;
                int k = b.black() - 1;
                char rw;
                char rb;
                int roll = random.nextInt(100);
                if (roll < 3) {
                    boolean whiteShows = random.nextBoolean();
                    rw = whiteShows ? '+' : '-';
                    rb = whiteShows ? '-' : '+';
                } else {
                    double expected = 1 / (1 + Math.pow(10, (ratings[players - 1 - k] - ratings[players - 1 - w]) / 400.0));
                    double x = random.nextDouble();
                    if (x < 0.3) {
                        rw = '=';
                        rb = '=';
                    } else if ((x - 0.3) / 0.7 < expected) {
                        rw = '1';
                        rb = '0';
                    } else {
                        rw = '0';
                        rb = '1';
                    }
                }
                set(list, w, new TrfGame(k + 1, 'w', rw), round);
                set(list, k, new TrfGame(w + 1, 'b', rb), round);
            }
            for (RoundPairing.Bye y : pairing.byes()) {
                if (y.kind() == RoundPairing.ByeKind.PAIRING_ALLOCATED) {
                    set(list, y.entrant() - 1, new TrfGame(0, '-', 'U'), round);
                }
            }
        }
        for (int i = 0; i < players; i++) {
            TrfPlayer p = list.get(i);
            double pts = 0;
            for (TrfGame g : p.games()) {
                pts += switch (g.result()) {
                    case '1', '+', 'W', 'F', 'U' -> 1;
                    case '=', 'D', 'H' -> 0.5;
                    default -> 0;
                };
            }
            list.set(i, p.withPoints(String.format(java.util.Locale.ROOT, "%.1f", pts)));
        }
        return document(list, rounds, white, virtual);
    }

    private static void set(List<TrfPlayer> list, int i, TrfGame g, int round) {
        List<TrfGame> games = new ArrayList<>(list.get(i).games());
        while (games.size() < round) {
            games.add(TrfGame.EMPTY);
        }
        games.set(round - 1, g);
        list.set(i, list.get(i).withGames(games));
    }

    private static TrfDocument document(List<TrfPlayer> players, int rounds, boolean white,
            List<List<BigDecimal>> virtual) {
        List<TrfDocument.Line> lines = new ArrayList<>();
        lines.add(new TrfDocument.TagLine("012", " Generated tournament"));
        for (TrfPlayer p : players) {
            lines.add(new TrfDocument.PlayerLine(p));
        }
        lines.add(new TrfDocument.TagLine("092", " FIDE_DUTCH_2025"));
        lines.add(new TrfDocument.TagLine("XXR", " " + rounds));
        lines.add(new TrfDocument.TagLine("XXC", white ? " white1" : " black1"));
        return TrfExtensions.withVirtualPoints(new TrfDocument(lines, "\n"), virtual);
    }
}
