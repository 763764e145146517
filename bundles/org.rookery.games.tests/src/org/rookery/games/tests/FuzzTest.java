// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rookery.games.GameFileException;
import org.rookery.games.GameFormat;

/**
 * Seeded fuzzing: every sample file, cut, spliced and sprinkled with characters that matter to
 * its format, must either read or fail with the format's {@link GameFileException}, never with
 * anything else. The seeds are fixed, so a failure is reproducible.
 */
class FuzzTest {

    private static final int ROUNDS = 400;

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource({
        "opera-game.pgn, PGN, 11",
        "giraffe.pgn, PGN, 12",
        "guardian.pgn, PGN, 13",
        "newport.bpgn, BPGN, 14",
        "bishop-exchange.kifu, KIF, 15",
        "bishop-exchange.kif, KIF, 16",
        "variations.kifu, KIF, 20",
        "yagura-opening.csa, CSA, 17",
        "kings-dance.csa, CSA, 18",
        "declaration.csa, CSA, 19",
    })
    void mutatedFilesFailOnlyWithTheFormatsException(String sample, String formatName, long seed) {
        GameFormat format = Samples.FILES.format(formatName);
        String original = Samples.text(sample);
        String alphabet = switch (formatName) {
            case "PGN", "BPGN" -> "[]{}()\"$;%!?.+#=-/*0123456789abcdefghijkxKQRBNGP@ \n";
            case "KIF" -> "０１２３４５６７８９一二三四五六七八九同成不打歩角飛玉と()/:：* \n投了千日手変化手+";
            default -> "+-%,'PITN0123456789FUKAHIOUTOGIKIKEKY \n";
        };
        Random random = new Random(seed);
        int read = 0;
        for (int round = 0; round < ROUNDS; round++) {
            String text = mutate(original, alphabet, random);
            try {
                format.read(text);
                read++;
            } catch (GameFileException e) {
                assertTrue(e.line() >= 1 && e.column() >= 1, e.getMessage());
            } catch (RuntimeException e) {
                fail("round " + round + " of " + sample + " threw " + e + " for:\n" + text, e);
            }
        }
        assertTrue(read < ROUNDS, "the mutations must break some files");
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"PGN", "BPGN", "KIF", "CSA"})
    void randomTextFailsOnlyWithTheFormatsException(String formatName) {
        GameFormat format = Samples.FILES.format(formatName);
        String alphabet = "[]{}()\"$;%!?.+-#=/*0123456789 \n\t'abcdefghKQRBNGPAFUKIOU@:：７六歩同成打変化手投了";
        Random random = new Random(formatName.hashCode());
        for (int round = 0; round < ROUNDS; round++) {
            StringBuilder b = new StringBuilder();
            int length = random.nextInt(200);
            for (int i = 0; i < length; i++) {
                b.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            try {
                format.read(b.toString());
            } catch (GameFileException e) {
                assertTrue(e.line() >= 1 && e.column() >= 1, e.getMessage());
            } catch (RuntimeException e) {
                fail("round " + round + " threw " + e + " for:\n" + b, e);
            }
        }
    }

    private static String mutate(String text, String alphabet, Random random) {
        StringBuilder b = new StringBuilder(text);
        int edits = 1 + random.nextInt(4);
        for (int i = 0; i < edits && b.length() > 0; i++) {
            int at = random.nextInt(b.length());
            switch (random.nextInt(5)) {
                case 0 -> b.deleteCharAt(at);
                case 1 -> b.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                case 2 -> b.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                case 3 -> b.setLength(at);
                default -> {
                    int from = random.nextInt(b.length());
                    int len = Math.min(1 + random.nextInt(12), b.length() - from);
                    b.insert(at, b.substring(from, from + len));
                }
            }
        }
        return b.toString();
    }
}
