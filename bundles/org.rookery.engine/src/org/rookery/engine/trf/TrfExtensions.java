// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.trf;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.rookery.engine.pairing.PairingRequest;

/**
 * The lines of a TRF file beyond the players that change how the next round is paired, as the
 * usual pairing programs read them:
 * <ul>
 * <li>{@code XXR} or {@code 142}: the number of rounds;</li>
 * <li>{@code XXC white1|black1} or {@code 152 W|B}: the initial colour;</li>
 * <li>{@code 092}/{@code 192 FIDE_DUTCH_2025_BAKU} (also {@code _2026_BAKU}, {@code FIDE_DUTCH_BAKU}):
 * Baku acceleration, for the first half of the rounds (rounded up);</li>
 * <li>{@code XXA NNNN pp.p pp.p ...}: one player's virtual points, round by round (pairing number
 * in columns 5-8, round 1's points in columns 10-13, each next round 5 columns further, a blank
 * field for none);</li>
 * <li>{@code 250}: virtual points for a range of players and rounds (game points in columns
 * 10-13, rounds in 15-17 and 19-21, pairing numbers in 23-26 and 28-31);</li>
 * <li>{@code 240 T RRR NNNN NNNN ...}: players who are not paired in round RRR (columns 7-9;
 * pairing numbers from column 11, 5 columns apart), with {@code H} or {@code F} in column 5 for
 * a requested bye;</li>
 * <li>{@code XXP NNNN NNNN ...}: players the organiser forbids to meet: every two of the pairing
 * numbers on the line (at least two, separated by blanks) are kept apart like players who have
 * already met;</li>
 * <li>{@code BBU} or the {@code P} of a {@code 162} line: what the pairing-allocated bye is
 * worth. Other point values ({@code BBW BBD BBL BBZ BBF}, {@code 162 W D L A}) are accepted only
 * when they are the usual 1, ½ and 0, since the scores are counted that way.</li>
 * </ul>
 * Explicit virtual points ({@code XXA}, {@code 250}) take the place of the Baku rule, as they do
 * in the other engines.
 *
 * @param plannedRounds the number of rounds, 0 when the file does not say
 * @param initialWhite the initial colour when the file says it (true for White)
 * @param baku whether the file asks for Baku acceleration
 * @param virtualPoints the explicit virtual points by pairing number (index 0 is player 1), each
 *        by round (index 0 is round 1); empty when the file has none
 * @param byes per round (key), the players not paired and whether each asked for the bye
 *        ({@code true}) or is absent
 * @param pairingByePoints what the pairing-allocated bye is worth
 * @param forbiddenPairs the pairs the {@code XXP} lines forbid, in the order of the file
 */
public record TrfExtensions(int plannedRounds, Optional<Boolean> initialWhite, boolean baku,
        List<List<BigDecimal>> virtualPoints, Map<Integer, Map<Integer, Boolean>> byes,
        BigDecimal pairingByePoints, List<PairingRequest.ForbiddenPair> forbiddenPairs) {

    private static final String POINTS = "\\d{1,3}(\\.\\d)?";
    private static final BigDecimal HALF = new BigDecimal("0.5");

    public TrfExtensions {
        virtualPoints = virtualPoints.stream().map(List::copyOf).toList();
        Map<Integer, Map<Integer, Boolean>> copy = new TreeMap<>();
        byes.forEach((round, players) -> copy.put(round, Map.copyOf(players)));
        byes = java.util.Collections.unmodifiableMap(copy);
        forbiddenPairs = List.copyOf(forbiddenPairs);
    }

    /** The players the file's {@code 240} lines take out of round {@code round}, each true for a requested bye. */
    public Map<Integer, Boolean> byes(int round) {
        return byes.getOrDefault(round, Map.of());
    }

    /**
     * The file with its virtual points replaced: every {@code XXA} and {@code 250} line removed,
     * then one {@code XXA} line for each player who has virtual points in some round, after the
     * other lines. {@code points} is by pairing number, each by round, as {@link #virtualPoints()}.
     */
    public static TrfDocument withVirtualPoints(TrfDocument doc, List<List<BigDecimal>> points) {
        List<TrfDocument.Line> lines = new ArrayList<>();
        for (TrfDocument.Line l : doc.lines()) {
            if (!(l instanceof TrfDocument.TagLine t && (t.code().equals("XXA") || t.code().equals("250")))) {
                lines.add(l);
            }
        }
        for (int i = 0; i < points.size(); i++) {
            List<BigDecimal> rounds = points.get(i);
            if (rounds.stream().allMatch(p -> p.signum() == 0)) {
                continue;
            }
            StringBuilder text = new StringBuilder(" ").append(right(Integer.toString(i + 1), 4));
            for (BigDecimal p : rounds) {
                if (p.signum() < 0 || p.stripTrailingZeros().scale() > 1 || p.compareTo(new BigDecimal("99.9")) > 0) {
                    throw new IllegalArgumentException("player " + (i + 1) + "'s virtual points " + p.toPlainString()
                            + " do not fit a TRF file (0 to 99.9, to a tenth)");
                }
                text.append(' ').append(right(p.setScale(1).toPlainString(), 4));
            }
            lines.add(new TrfDocument.TagLine("XXA", text.toString()));
        }
        return new TrfDocument(lines, doc.lineEnding());
    }

    private static String right(String s, int width) {
        return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
    }

    /** The number of accelerated rounds Baku acceleration gives a tournament of this many rounds. */
    public static int bakuRounds(int rounds) {
        return (rounds + 1) / 2;
    }

    /** Reads the extension lines of a file with {@code players} players (pairing numbers 1..players). */
    public static TrfExtensions of(TrfDocument doc, int players) throws TrfParseException {
        int planned = 0;
        Optional<Boolean> white = Optional.empty();
        boolean baku = false;
        List<List<BigDecimal>> points = new ArrayList<>();
        int[] xxaLine = new int[players + 1];
        Map<Integer, Map<Integer, Boolean>> byes = new TreeMap<>();
        BigDecimal byePoints = BigDecimal.ONE;
        List<PairingRequest.ForbiddenPair> forbidden = new ArrayList<>();
        for (int i = 0; i < doc.lines().size(); i++) {
            if (!(doc.lines().get(i) instanceof TrfDocument.TagLine t)) {
                continue;
            }
            int no = i + 1;
            String line = t.code() + t.text();
            switch (t.code()) {
                case "XXR", "142" -> planned = rounds(line, no);
                case "XXC" -> {
                    String c = t.text().toLowerCase(Locale.ROOT);
                    if (c.contains("white1")) {
                        white = Optional.of(true);
                    } else if (c.contains("black1")) {
                        white = Optional.of(false);
                    }
                }
                case "152" -> {
                    String c = t.text().trim();
                    if (!c.equals("W") && !c.equals("B")) {
                        throw new TrfParseException(no, 5, "the initial colour W or B", c);
                    }
                    white = Optional.of(c.equals("W"));
                }
                case "092", "192" -> {
                    String system = t.text().trim().toUpperCase(Locale.ROOT);
                    baku = system.startsWith("FIDE_") && system.endsWith("_BAKU");
                }
                case "XXA" -> xxa(line, no, players, points, xxaLine);
                case "250" -> range(line, no, players, points);
                case "240" -> byes(line, no, players, byes);
                case "XXP" -> forbidden(line, no, players, forbidden);
                case "BBU" -> byePoints = value(line, no, 5, line.length());
                case "BBW" -> usual(line, no, 5, BigDecimal.ONE, "a win");
                case "BBD" -> usual(line, no, 5, HALF, "a draw");
                case "BBL", "BBZ", "BBF" -> usual(line, no, 5, BigDecimal.ZERO, "a loss, zero-point bye or forfeit loss");
                case "162" -> byePoints = pointSystem(line, no, byePoints);
                default -> {
                }
            }
        }
        return new TrfExtensions(planned, white, baku, points, byes, byePoints, forbidden);
    }

    /** One {@code XXP} line: every two of its pairing numbers are forbidden to meet. */
    private static void forbidden(String line, int no, int players, List<PairingRequest.ForbiddenPair> out)
            throws TrfParseException {
        List<Integer> ranks = new ArrayList<>();
        List<Integer> columns = new ArrayList<>();
        int i = 3;
        while (i < line.length()) {
            if (line.charAt(i) == ' ' || line.charAt(i) == '\t') {
                i++;
                continue;
            }
            int start = i;
            while (i < line.length() && line.charAt(i) != ' ' && line.charAt(i) != '\t') {
                i++;
            }
            String token = line.substring(start, i);
            int column = start + 1;
            if (!token.matches("\\d{1,4}") || Integer.parseInt(token) < 1 || Integer.parseInt(token) > players) {
                throw new TrfParseException(no, column, "the pairing number of a player in the file (1-" + players
                        + ") whom the organiser keeps apart", token);
            }
            int rank = Integer.parseInt(token);
            int seen = ranks.indexOf(rank);
            if (seen >= 0) {
                throw new TrfParseException(no, column, "each player once on an XXP line; " + rank + " is already in column "
                        + columns.get(seen), token);
            }
            ranks.add(rank);
            columns.add(column);
        }
        if (ranks.size() < 2) {
            throw new TrfParseException(no, Math.max(5, line.stripTrailing().length() + 1),
                    "at least two pairing numbers on an XXP line (the players kept apart)",
                    ranks.isEmpty() ? "" : ranks.get(0).toString());
        }
        for (int a = 0; a < ranks.size(); a++) {
            for (int b = a + 1; b < ranks.size(); b++) {
                out.add(new PairingRequest.ForbiddenPair(ranks.get(a), ranks.get(b)));
            }
        }
    }

    private static int rounds(String line, int no) throws TrfParseException {
        String f = line.substring(3).trim();
        if (!f.matches("\\d{1,4}") || Integer.parseInt(f) < 1) {
            throw new TrfParseException(no, 5, "the number of rounds (a whole number from 1)", f);
        }
        return Integer.parseInt(f);
    }

    private static void xxa(String line, int no, int players, List<List<BigDecimal>> points, int[] seen)
            throws TrfParseException {
        int rank = rank(line, no, 5, players, "the pairing number (columns 5-8)");
        if (seen[rank] != 0) {
            throw new TrfParseException(no, 5, "one XXA line per player; player " + rank + " already has one on line "
                    + seen[rank], Integer.toString(rank));
        }
        seen[rank] = no;
        List<BigDecimal> rounds = new ArrayList<>();
        int start = 10;
        for (; start + 3 <= line.length(); start += 5) {
            if (start > 10 && field(line, start - 1, start - 1).charAt(0) != ' ') {
                throw new TrfParseException(no, start - 1, "a blank between rounds", field(line, start - 1, start - 1));
            }
            rounds.add(value(line, no, start, start + 3));
        }
        if (!field(line, start, line.length()).isBlank()) {
            throw new TrfParseException(no, start, "round " + (rounds.size() + 1) + "'s virtual points in columns "
                    + start + "-" + (start + 3), field(line, start, line.length()).trim());
        }
        set(points, players, rank, 1, rounds);
    }

    private static void range(String line, int no, int players, List<List<BigDecimal>> points) throws TrfParseException {
        String match = field(line, 5, 8).trim();
        if (!match.isEmpty() && value(line, no, 5, 8).signum() != 0) {
            throw new TrfParseException(no, 5, "blank match points (columns 5-8): only game points accelerate", match);
        }
        BigDecimal game = value(line, no, 10, 13);
        int first = round(line, no, 15);
        int last = round(line, no, 19);
        if (last < first) {
            throw new TrfParseException(no, 19, "a last round (columns 19-21) not before the first (" + first + ")",
                    Integer.toString(last));
        }
        int from = rank(line, no, 23, players, "the first pairing number (columns 23-26)");
        int to = rank(line, no, 28, players, "the last pairing number (columns 28-31)");
        if (to < from) {
            throw new TrfParseException(no, 28, "a last pairing number not below the first (" + from + ")",
                    Integer.toString(to));
        }
        List<BigDecimal> rounds = new ArrayList<>();
        for (int r = first; r <= last; r++) {
            rounds.add(game);
        }
        for (int p = from; p <= to; p++) {
            set(points, players, p, first, rounds);
        }
    }

    private static void byes(String line, int no, int players, Map<Integer, Map<Integer, Boolean>> byes)
            throws TrfParseException {
        char type = field(line, 5, 5).charAt(0);
        int round = round(line, no, 7);
        boolean requested = type == 'H' || type == 'F';
        int start = 11;
        for (; start + 3 <= line.length(); start += 5) {
            int rank = rank(line, no, start, players, "a pairing number (columns " + start + "-" + (start + 3) + ")");
            byes.computeIfAbsent(round, k -> new LinkedHashMap<>()).put(rank, requested);
        }
        if (!field(line, start, line.length()).isBlank()) {
            throw new TrfParseException(no, start, "a pairing number in columns " + start + "-" + (start + 3),
                    field(line, start, line.length()).trim());
        }
    }

    private static BigDecimal pointSystem(String line, int no, BigDecimal byePoints) throws TrfParseException {
        BigDecimal bye = byePoints;
        for (int start = 6; start + 4 <= line.length(); start += 9) {
            char symbol = field(line, start, start).charAt(0);
            switch (symbol) {
                case 'W' -> usualAt(line, no, start + 1, BigDecimal.ONE, "a win");
                case 'D' -> usualAt(line, no, start + 1, HALF, "a draw");
                case 'L', 'A' -> usualAt(line, no, start + 1, BigDecimal.ZERO, "a loss or an absence");
                case 'P' -> bye = value(line, no, start + 1, start + 4);
                default -> throw new TrfParseException(no, start, "a point symbol W, D, L, A or P", String.valueOf(symbol));
            }
        }
        return bye;
    }

    private static void usual(String line, int no, int from, BigDecimal expected, String what) throws TrfParseException {
        BigDecimal v = value(line, no, from, line.length());
        if (v.compareTo(expected) != 0) {
            throw new TrfParseException(no, from, what + " worth " + expected.toPlainString()
                    + " (scores are counted 1, ½, 0)", v.toPlainString());
        }
    }

    private static void usualAt(String line, int no, int from, BigDecimal expected, String what) throws TrfParseException {
        BigDecimal v = value(line, no, from, from + 3);
        if (v.compareTo(expected) != 0) {
            throw new TrfParseException(no, from, what + " worth " + expected.toPlainString()
                    + " (scores are counted 1, ½, 0)", v.toPlainString());
        }
    }

    /** Stores {@code rounds} for player {@code rank} from round {@code first} on. */
    private static void set(List<List<BigDecimal>> points, int players, int rank, int first, List<BigDecimal> rounds) {
        while (points.size() < players) {
            points.add(new ArrayList<>());
        }
        List<BigDecimal> mine = points.get(rank - 1);
        while (mine.size() < first - 1 + rounds.size()) {
            mine.add(BigDecimal.ZERO);
        }
        for (int i = 0; i < rounds.size(); i++) {
            mine.set(first - 1 + i, rounds.get(i));
        }
    }

    private static BigDecimal value(String line, int no, int from, int to) throws TrfParseException {
        String f = field(line, from, to).trim();
        if (f.isEmpty()) {
            return BigDecimal.ZERO;
        }
        if (!f.matches(POINTS)) {
            throw new TrfParseException(no, from, "points such as 1.0 or 0.5 in columns " + from + "-" + to, f);
        }
        return new BigDecimal(f);
    }

    private static int round(String line, int no, int from) throws TrfParseException {
        String f = field(line, from, from + 2).trim();
        if (!f.matches("\\d{1,3}") || Integer.parseInt(f) < 1) {
            throw new TrfParseException(no, from, "a round number from 1 (columns " + from + "-" + (from + 2) + ")", f);
        }
        return Integer.parseInt(f);
    }

    private static int rank(String line, int no, int from, int players, String what) throws TrfParseException {
        String f = field(line, from, from + 3).trim();
        if (!f.matches("\\d{1,4}") || Integer.parseInt(f) < 1 || Integer.parseInt(f) > players) {
            throw new TrfParseException(no, from, what + " of a player in the file (1-" + players + ")", f);
        }
        return Integer.parseInt(f);
    }

    private static String field(String line, int from, int to) {
        return TrfReader.field(line, from, Math.max(from - 1, to));
    }
}
