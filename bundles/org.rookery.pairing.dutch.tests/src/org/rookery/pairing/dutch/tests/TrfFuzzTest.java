// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.trf.TrfDocument;
import org.rookery.engine.trf.TrfParseException;
import org.rookery.engine.trf.TrfReader;
import org.rookery.engine.trf.TrfRequests;
import org.rookery.engine.trf.TrfWriter;
import org.rookery.pairing.dutch.DutchPairingEngine;
import org.rookery.pairing.dutch.PairsFormat;
import org.rookery.pairing.dutch.TournamentGenerator;

/**
 * Seeded fuzzing of TRF files at the byte level: byte flips, truncations, duplicated and
 * deleted lines, column shifts, bytes that are not UTF-8, Shift-JIS text and huge numbers,
 * applied to the hostile cases' base file and to a generated tournament. Each mutated file
 * is paired as {@code rookery trf pair} would. It must either pair or be refused with a
 * {@link TrfParseException} at a line and column inside the file, or a pairing failure,
 * whose message is in Rookery's words; nothing else may escape. A player line cut short or
 * deleted that is still accepted must pair exactly as the whole file does.
 */
class TrfFuzzTest {

    private static final int CASES = 1500;
    private static final Charset SHIFT_JIS = Charset.forName("windows-31j");

    private enum Mutation {
        FLIP, TRUNCATE_FILE, CUT_PLAYER_LINE, DELETE_PLAYER_LINE, DUPLICATE_LINE, DELETE_LINE, SHIFT_COLUMNS, NOT_UTF8,
        SHIFT_JIS_NAME, HUGE_NUMBER
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @CsvSource({"base, 31", "generated, 32"})
    void mutatedFilesPairOrAreRefusedInWords(String source, long seed) throws Exception {
        byte[] original = source.equals("base") ? Files.readAllBytes(HostileTrfTest.DATA.resolve("base.trf"))
                : TrfWriter.write(TournamentGenerator.generate(24, 7, 5, 5)).getBytes(StandardCharsets.UTF_8);
        DutchPairingEngine engine = new DutchPairingEngine();
        String whole = PairsFormat.format(engine.pair(TrfRequests.nextRound(TrfReader.read(original))));
        Random random = new Random(seed);
        int refused = 0;
        for (int i = 0; i < CASES; i++) {
            Mutation mutation = Mutation.values()[random.nextInt(Mutation.values().length)];
            byte[] bytes = mutate(original, mutation, random);
            String where = "case " + i + " (" + mutation + ") of " + source;
            try {
                TrfDocument doc = TrfReader.read(bytes);
                String pairs = PairsFormat.format(engine.pair(TrfRequests.nextRound(doc)));
                if (mutation == Mutation.CUT_PLAYER_LINE || mutation == Mutation.DELETE_PLAYER_LINE) {
                    assertEquals(whole, pairs, where + ": a player line lost part of itself and the pairing changed:\n"
                            + new String(bytes, StandardCharsets.UTF_8));
                }
                // what was accepted is written back and read back the same
                assertEquals(doc.players(), TrfReader.read(TrfWriter.write(doc)).players(), where);
            } catch (TrfParseException e) {
                refused++;
                int lines = new String(bytes, StandardCharsets.ISO_8859_1).split("\r\n|\r|\n", -1).length;
                assertTrue(e.line() >= 1 && e.line() <= Math.max(1, lines), where + ": line " + e.line() + " of " + lines);
                assertTrue(e.column() >= 1, where + ": " + e.getMessage());
                words(e.getMessage(), where);
            } catch (PairingException e) {
                words(e.getMessage(), where);
            } catch (RuntimeException e) {
                fail(where + " threw " + e + " for:\n" + new String(bytes, StandardCharsets.UTF_8), e);
            }
        }
        assertTrue(refused > CASES / 4, "the mutations refused only " + refused + " of " + CASES + " files");
    }

    static void words(String message, String where) {
        for (String java : new String[] {"Exception", "java.", "at org."}) {
            assertFalse(message.contains(java), where + ": '" + java + "' in: " + message);
        }
        assertFalse(message.chars().anyMatch(Character::isISOControl), where + ": a control character in: " + message);
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
            case TRUNCATE_FILE -> {
                return java.util.Arrays.copyOf(original, random.nextInt(original.length));
            }
            case CUT_PLAYER_LINE -> {
                int at = playerLine(lines, random);
                byte[] l = lines.get(at);
                lines.set(at, java.util.Arrays.copyOf(l, 4 + random.nextInt(l.length - 4)));
            }
            case DELETE_PLAYER_LINE -> lines.remove(playerLine(lines, random));
            case DUPLICATE_LINE -> {
                int at = random.nextInt(lines.size());
                lines.add(random.nextInt(lines.size() + 1), lines.get(at).clone());
            }
            case DELETE_LINE -> lines.remove(random.nextInt(lines.size()));
            case SHIFT_COLUMNS -> {
                int at = playerLine(lines, random);
                String l = new String(lines.get(at), StandardCharsets.UTF_8);
                int col = 4 + random.nextInt(l.length() - 4);
                l = random.nextBoolean() ? l.substring(0, col) + " " + l.substring(col) : l.substring(0, col) + l.substring(col + 1);
                lines.set(at, l.getBytes(StandardCharsets.UTF_8));
            }
            case NOT_UTF8 -> {
                byte[][] bad = {{(byte) 0xFF}, {(byte) 0xC3}, {(byte) 0xC0, (byte) 0xAF}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
                    {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}};
                return insert(original, random.nextInt(original.length), bad[random.nextInt(bad.length)]);
            }
            case SHIFT_JIS_NAME -> {
                int at = playerLine(lines, random);
                byte[] l = lines.get(at);
                byte[] name = "羽生善治".getBytes(SHIFT_JIS);
                byte[] b = l.clone();
                System.arraycopy(name, 0, b, 14, Math.min(name.length, b.length - 14));
                lines.set(at, b);
            }
            case HUGE_NUMBER -> {
                String text = new String(original, StandardCharsets.UTF_8);
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\d+").matcher(text);
                List<int[]> runs = new ArrayList<>();
                while (m.find()) {
                    runs.add(new int[] {m.start(), m.end()});
                }
                int[] run = runs.get(random.nextInt(runs.size()));
                String huge = random.nextBoolean() ? "99999999999999999999" : "2147483648";
                return (text.substring(0, run[0]) + huge + text.substring(run[1])).getBytes(StandardCharsets.UTF_8);
            }
            default -> throw new IllegalStateException(mutation.toString());
        }
        return join(lines);
    }

    private static int playerLine(List<byte[]> lines, Random random) {
        List<Integer> players = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).length > 4 && lines.get(i)[0] == '0' && lines.get(i)[1] == '0' && lines.get(i)[2] == '1') {
                players.add(i);
            }
        }
        return players.get(random.nextInt(players.size()));
    }

    private static List<byte[]> lines(byte[] bytes) {
        List<byte[]> out = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                out.add(java.util.Arrays.copyOfRange(bytes, start, i));
                start = i + 1;
            }
        }
        if (start < bytes.length) {
            out.add(java.util.Arrays.copyOfRange(bytes, start, bytes.length));
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
        byte[] out = new byte[b.length + what.length];
        System.arraycopy(b, 0, out, 0, at);
        System.arraycopy(what, 0, out, at, what.length);
        System.arraycopy(b, at, out, at + what.length, b.length - at);
        return out;
    }
}
