// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rookery.games.GameFileException;
import org.rookery.games.GameFiles;
import org.rookery.games.GameFormat;
import org.rookery.games.GameRecord;

/**
 * Seeded fuzzing of game files at the byte level, as they come from disk: byte flips,
 * truncations, duplicated and deleted lines, column shifts, bytes that are not UTF-8 or not
 * Shift-JIS, and huge numbers. Each mutated file is decoded and read as {@code rookery game}
 * does. It must either read, and then write and read back to the same moves and result, or
 * fail with the format's {@link GameFileException} at a line and column inside the file, in
 * Rookery's words; nothing else may escape.
 */
class ByteFuzzTest {

    private static final int CASES = 600;

    private enum Mutation {
        FLIP, TRUNCATE, DUPLICATE_LINE, DELETE_LINE, SHIFT_COLUMNS, NOT_UTF8, NOT_SHIFT_JIS, HUGE_NUMBER
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"opera-game.pgn, 41", "giraffe.pgn, 42", "guardian.pgn, 43", "newport.bpgn, 44", "bishop-exchange.kif, 45",
        "bishop-exchange.kifu, 46", "variations.kifu, 47", "yagura-opening.csa, 48", "kings-dance.csa, 49",
        "declaration.csa, 50"})
    void mutatedBytesReadOrFailInWords(String sample, long seed) {
        byte[] original = Samples.bytes(sample);
        GameFormat format = Samples.FILES.formatOf(sample).orElseThrow();
        Random random = new Random(seed);
        int refused = 0;
        for (int i = 0; i < CASES; i++) {
            Mutation mutation = Mutation.values()[random.nextInt(Mutation.values().length)];
            byte[] bytes = mutate(original, mutation, random);
            String where = "case " + i + " (" + mutation + ") of " + sample;
            String text = GameFiles.decode(bytes, sample);
            List<GameRecord> games;
            try {
                games = format.read(text);
            } catch (GameFileException e) {
                refused++;
                int lines = text.split("\r\n|\r|\n", -1).length;
                assertTrue(e.line() >= 1 && e.line() <= lines, where + ": line " + e.line() + " of " + lines + ": " + e.getMessage());
                assertTrue(e.column() >= 1, where + ": " + e.getMessage());
                for (String java : new String[] {"Exception", "java.", "at org."}) {
                    assertFalse(e.getMessage().contains(java), where + ": '" + java + "' in: " + e.getMessage());
                }
                continue;
            } catch (RuntimeException e) {
                fail(where + " threw " + e + " for:\n" + text, e);
                return;
            }
            String written;
            try {
                written = format.write(games);
            } catch (IllegalArgumentException e) {
                // read, but not writable in its own format (KIF writes only games from the even start)
                assertTrue(e.getClass() == IllegalArgumentException.class, where + ": " + e);
                continue;
            }
            List<GameRecord> back = format.read(written);
            assertEquals(games.size(), back.size(), where);
            for (int g = 0; g < games.size(); g++) {
                assertEquals(moves(games.get(g)), moves(back.get(g)), where + ": written as\n" + written);
                assertEquals(games.get(g).result(), back.get(g).result(), where + ": written as\n" + written);
            }
        }
        assertTrue(refused > 0, "no mutation of " + sample + " was refused");
    }

    private static List<Object> moves(GameRecord g) {
        return g.mainLine().stream().map(n -> (Object) (n.board() + ":" + n.move())).toList();
    }

    private static byte[] mutate(byte[] original, Mutation mutation, Random random) {
        List<byte[]> lines = lines(original);
        switch (mutation) {
            case FLIP -> {
                byte[] b = original.clone();
                int edits = 1 + random.nextInt(3);
                for (int k = 0; k < edits; k++) {
                    b[random.nextInt(b.length)] ^= (byte) (1 << random.nextInt(8));
                }
                return b;
            }
            case TRUNCATE -> {
                return Arrays.copyOf(original, random.nextInt(original.length));
            }
            case DUPLICATE_LINE -> {
                int at = random.nextInt(lines.size());
                lines.add(random.nextInt(lines.size() + 1), lines.get(at).clone());
            }
            case DELETE_LINE -> lines.remove(random.nextInt(lines.size()));
            case SHIFT_COLUMNS -> {
                int at = random.nextInt(lines.size());
                byte[] l = lines.get(at);
                int col = l.length == 0 ? 0 : random.nextInt(l.length);
                lines.set(at, random.nextBoolean() || l.length == 0 ? insert(l, col, new byte[] {' '})
                        : concat(Arrays.copyOf(l, col), Arrays.copyOfRange(l, col + 1, l.length)));
            }
            case NOT_UTF8 -> {
                byte[][] bad = {{(byte) 0xFF}, {(byte) 0xC3}, {(byte) 0xC0, (byte) 0xAF}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}};
                return insert(original, random.nextInt(original.length), bad[random.nextInt(bad.length)]);
            }
            case NOT_SHIFT_JIS -> {
                // a lead byte of Shift-JIS without its trail byte, and bytes no code page maps
                byte[][] bad = {{(byte) 0x81}, {(byte) 0x9F, (byte) 0x0A}, {(byte) 0xA0}, {(byte) 0xFD, (byte) 0xFE}};
                return insert(original, random.nextInt(original.length), bad[random.nextInt(bad.length)]);
            }
            case HUGE_NUMBER -> {
                List<int[]> runs = new ArrayList<>();
                for (int i = 0; i < original.length; i++) {
                    if (original[i] >= '0' && original[i] <= '9') {
                        int start = i;
                        while (i < original.length && original[i] >= '0' && original[i] <= '9') {
                            i++;
                        }
                        runs.add(new int[] {start, i});
                    }
                }
                if (runs.isEmpty()) {
                    return original;
                }
                int[] run = runs.get(random.nextInt(runs.size()));
                byte[] huge = (random.nextBoolean() ? "99999999999999999999" : "2147483648").getBytes(StandardCharsets.US_ASCII);
                return concat(concat(Arrays.copyOf(original, run[0]), huge), Arrays.copyOfRange(original, run[1], original.length));
            }
            default -> throw new IllegalStateException(mutation.toString());
        }
        return join(lines);
    }

    private static List<byte[]> lines(byte[] bytes) {
        List<byte[]> out = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                out.add(Arrays.copyOfRange(bytes, start, i));
                start = i + 1;
            }
        }
        if (start < bytes.length) {
            out.add(Arrays.copyOfRange(bytes, start, bytes.length));
        }
        return out;
    }

    private static byte[] join(List<byte[]> lines) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] l : lines) {
            out.writeBytes(l);
            out.write('\n');
        }
        return out.toByteArray();
    }

    private static byte[] insert(byte[] b, int at, byte[] what) {
        return concat(concat(Arrays.copyOf(b, at), what), Arrays.copyOfRange(b, at, b.length));
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
