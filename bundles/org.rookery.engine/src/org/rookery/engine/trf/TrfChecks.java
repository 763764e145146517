// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.trf;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The checks of a TRF file as a whole, after each line has been read: a file whose lines
 * contradict each other would otherwise be paired as if one of them were right, and nobody
 * would be told which.
 */
final class TrfChecks {

    /** The result each result code must meet on the opponent's line. */
    private static final Map<Character, String> ANSWERS = Map.of('1', "0", '0', "1", '=', "=", '+', "-", '-', "+-",
            'W', "L", 'L', "W", 'D', "D", ' ', " ");
    private static final BigDecimal HALF = new BigDecimal("0.5");

    private TrfChecks() {
    }

    /** Checks {@code doc}, read from a file of {@code lineCount} lines. */
    static void check(TrfDocument doc, int lineCount) throws TrfParseException {
        Map<Integer, Integer> lineOfRank = new HashMap<>();
        Map<Integer, TrfPlayer> byRank = new HashMap<>();
        List<TrfDocument.Line> lines = doc.lines();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i) instanceof TrfDocument.PlayerLine p) {
                Integer before = lineOfRank.putIfAbsent(p.player().rank(), i + 1);
                if (before != null) {
                    throw new TrfParseException(i + 1, 5, "a starting rank of its own; " + p.player().rank()
                            + " is already the rank of the player on line " + before, Integer.toString(p.player().rank()));
                }
                byRank.put(p.player().rank(), p.player());
            }
        }
        if (byRank.isEmpty()) {
            throw new TrfParseException(Math.max(1, lineCount), 1, lineCount == 0
                    ? "a TRF file with player lines (001); the file is empty"
                    : "at least one player line (001); the file has none", null);
        }
        BigDecimal byePoints = BigDecimal.ONE;
        if (doc.tag("BBU").isPresent() || doc.tag("162").isPresent()) {
            byePoints = TrfExtensions.of(doc, byRank.size()).pairingByePoints();
        }
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i) instanceof TrfDocument.PlayerLine p) {
                rounds(p.player(), i + 1, byRank, lineOfRank);
                points(p.player(), i + 1, byePoints);
            }
        }
    }

    /** Each round's opponent is in the file and his line tells the same game. */
    private static void rounds(TrfPlayer p, int line, Map<Integer, TrfPlayer> byRank, Map<Integer, Integer> lineOfRank)
            throws TrfParseException {
        for (int r = 0; r < p.games().size(); r++) {
            TrfGame g = p.games().get(r);
            int column = TrfReader.FIRST_ROUND_COLUMN + r * TrfReader.ROUND_WIDTH;
            int round = r + 1;
            if (g.opponent() == 0) {
                continue;
            }
            if (g.opponent() == p.rank()) {
                throw new TrfParseException(line, column, "round " + round + "'s opponent: another player than "
                        + p.rank() + " himself", Integer.toString(g.opponent()));
            }
            if ("HFUZ".indexOf(g.result()) >= 0) {
                throw new TrfParseException(line, column + 7, "round " + round
                        + "'s result for a game with an opponent (1 0 = + - W D L, or blank)", String.valueOf(g.result()));
            }
            TrfPlayer o = byRank.get(g.opponent());
            if (o == null) {
                throw new TrfParseException(line, column, "round " + round + "'s opponent: the starting rank of a player in the file",
                        Integer.toString(g.opponent()));
            }
            int other = lineOfRank.get(o.rank());
            TrfGame h = round <= o.games().size() ? o.games().get(r) : TrfGame.EMPTY;
            if (h.opponent() != p.rank()) {
                throw new TrfParseException(line, column, "the same game on both lines: round " + round + " pairs "
                        + p.rank() + " with " + o.rank() + ", but line " + other + " (player " + o.rank() + ") has "
                        + (h.opponent() == 0 ? "no opponent" : "opponent " + h.opponent()), Integer.toString(g.opponent()));
            }
            boolean colours = g.colour() == 'w' && h.colour() == 'b' || g.colour() == 'b' && h.colour() == 'w'
                    || g.colour() == '-' && h.colour() == '-';
            if (!colours) {
                throw new TrfParseException(line, column + 5, "opposite colours on both lines: round " + round
                        + " gives player " + p.rank() + " '" + g.colour() + "' and line " + other + " gives player " + o.rank()
                        + " '" + h.colour() + "'", String.valueOf(g.colour()));
            }
            String answers = ANSWERS.get(g.result());
            if (answers == null || answers.indexOf(h.result()) < 0) {
                throw new TrfParseException(line, column + 7, "results that agree on both lines: round " + round
                        + " gives player " + p.rank() + " '" + g.result() + "' and line " + other + " gives player " + o.rank()
                        + " '" + h.result() + "'", String.valueOf(g.result()));
            }
        }
    }

    /** The points field is the sum of the rounds: a line that lost a round says so. */
    private static void points(TrfPlayer p, int line, BigDecimal byePoints) throws TrfParseException {
        BigDecimal sum = BigDecimal.ZERO;
        for (TrfGame g : p.games()) {
            sum = sum.add(switch (g.result()) {
                case '1', '+', 'W', 'F' -> BigDecimal.ONE;
                case '=', 'D', 'H' -> HALF;
                case 'U' -> byePoints;
                default -> BigDecimal.ZERO;
            });
        }
        BigDecimal written = new BigDecimal(p.points());
        if (written.compareTo(sum) != 0) {
            throw new TrfParseException(line, 81, "the points (columns 81-84) that the rounds on the line add up to, "
                    + sum.stripTrailingZeros().toPlainString() + " (is a round missing or the line cut short?)", p.points());
        }
    }
}
