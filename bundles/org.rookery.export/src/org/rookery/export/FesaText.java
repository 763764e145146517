// SPDX-License-Identifier: EPL-2.0
package org.rookery.export;

import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Writes the FESA results file, {@code turnering.txt}, as FESA's Tournament System User Guide
 * describes it (see {@code docs/exports.md} for the reading, line by line): ISO 8859-1 text; the
 * tournament in brackets, the last day in brackets, the time control in brackets, a column
 * header line, then one line per player in final order:
 *
 * <pre>
 * 1 [Smith][John][2+ 3- 4=][3] 2.5        (a player FESA knows; MacMahon field only when used)
 * 2 N [Nowak][Anna] PL [1- 4+ 3+] 2       (a new player: N, and the nationality when known)
 * </pre>
 *
 * A result is the opponent's placement followed by + (win), - (loss) or = (draw); a round
 * without a game is written with opponent 0 and what the player scored for it ({@code 0+} for a
 * bye that scores a win). Text that ISO 8859-1 cannot hold is refused with the player's name.
 */
public final class FesaText {

    private FesaText() {
    }

    /** The file's text. */
    public static String render(FesaResults results) {
        StringBuilder s = new StringBuilder();
        s.append('[').append(results.name()).append(", ").append(results.city()).append(", ").append(results.country())
                .append(", ").append(results.dates()).append("]\n");
        s.append('[').append(results.lastDay()).append("]\n");
        results.timeControl().ifPresent(t -> s.append("[Time control: ").append(t).append("]\n"));
        boolean macMahon = results.players().stream().anyMatch(p -> p.macMahon().isPresent());
        s.append("Nr Name Nat");
        for (int r = 1; r <= results.rounds(); r++) {
            s.append(' ').append(r);
        }
        s.append(macMahon ? " MM Pts\n" : " Pts\n");
        int place = 1;
        for (FesaResults.Player p : results.players()) {
            s.append(place++).append(' ');
            if (p.newPlayer()) {
                s.append("N ");
            }
            s.append('[').append(p.lastName()).append("][").append(p.firstName()).append(']');
            if (p.newPlayer() && !p.nationality().isEmpty()) {
                s.append(' ').append(p.nationality()).append(' ');
            }
            s.append('[');
            for (int r = 0; r < p.games().size(); r++) {
                FesaResults.Game g = p.games().get(r);
                s.append(r == 0 ? "" : " ").append(g.opponent()).append(g.outcome().mark());
            }
            s.append(']');
            p.macMahon().ifPresent(m -> s.append('[').append(number(m)).append(']'));
            s.append(' ').append(number(p.points())).append('\n');
        }
        return s.toString();
    }

    /** Writes the file's text in ISO 8859-1 to {@code out}. */
    public static void write(FesaResults results, OutputStream out) throws IOException {
        for (FesaResults.Player p : results.players()) {
            latin1(p.fullName() + p.nationality(), "the name of " + p.fullName());
        }
        latin1(results.name() + results.city() + results.country() + results.dates(), "the tournament's details");
        out.write(latin1(render(results), "the file"));
        out.flush();
    }

    private static byte[] latin1(String text, String what) {
        CharsetEncoder e = StandardCharsets.ISO_8859_1.newEncoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            ByteBuffer b = e.encode(CharBuffer.wrap(text));
            byte[] bytes = new byte[b.remaining()];
            b.get(bytes);
            return bytes;
        } catch (CharacterCodingException ex) {
            throw new IllegalArgumentException(what + " has letters the FESA file's ISO 8859-1 cannot hold: '" + text
                    + "'; write the name in Latin letters", ex);
        }
    }

    private static String number(BigDecimal n) {
        return n.stripTrailingZeros().toPlainString();
    }
}
