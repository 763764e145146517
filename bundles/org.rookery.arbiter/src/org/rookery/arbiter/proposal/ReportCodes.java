// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.proposal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import org.rookery.engine.journal.AtomicFiles;

/**
 * The short code of each pairing that players use to report their result from the board: six
 * letters and digits derived from the event's secret and the game, so that the pairing slip, the
 * results server and the workbench all show the same code without storing it. The secret is a
 * file of the event folder ({@value #SECRET}), made once by the arbiter's side; without it an
 * event takes no reports.
 */
public final class ReportCodes {

    /** The secret's file name in the event folder. */
    public static final String SECRET = "report-secret";

    /** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L, U). */
    private static final char[] ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ".toCharArray();
    private static final int LENGTH = 6;

    private final byte[] secret;

    private ReportCodes(byte[] secret) {
        this.secret = secret.clone();
    }

    /** The codes of the event in {@code dir}, empty when it has no secret (it takes no reports). */
    public static Optional<ReportCodes> read(Path dir) throws IOException {
        Path file = dir.resolve(SECRET);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        String text = Files.readString(file, StandardCharsets.US_ASCII).strip();
        if (!text.matches("[0-9a-f]{64}")) {
            throw new IOException(file + ": not a report secret (64 hexadecimal digits expected)");
        }
        return Optional.of(new ReportCodes(HexFormat.of().parseHex(text)));
    }

    /** The codes of the event in {@code dir}, making its secret first when it has none. */
    public static ReportCodes readOrCreate(Path dir) throws IOException {
        Optional<ReportCodes> existing = read(dir);
        if (existing.isPresent()) {
            return existing.get();
        }
        byte[] secret = new byte[32];
        new SecureRandom().nextBytes(secret);
        AtomicFiles.writeNew(dir.resolve(SECRET), (HexFormat.of().formatHex(secret) + "\n").getBytes(StandardCharsets.US_ASCII));
        return read(dir).orElseThrow();
    }

    /**
     * The code of game {@code game} ("1.4") between {@code white} and {@code black}: a changed
     * pairing of the same board gets a new code.
     */
    public String code(String game, String white, String black) {
        byte[] mac = mac(game + "\n" + white + "\n" + black);
        StringBuilder s = new StringBuilder(LENGTH);
        for (int i = 0; i < LENGTH; i++) {
            s.append(ALPHABET[Byte.toUnsignedInt(mac[i]) % ALPHABET.length]);
        }
        return s.toString();
    }

    /** Whether {@code code} (any case, spaces ignored) is the pairing's, compared in constant time. */
    public boolean matches(String game, String white, String black, String code) {
        String typed = code == null ? "" : code.replaceAll("\\s+", "").toUpperCase(java.util.Locale.ROOT);
        return MessageDigest.isEqual(code(game, white, black).getBytes(StandardCharsets.US_ASCII),
                typed.getBytes(StandardCharsets.US_ASCII));
    }

    private byte[] mac(String pairing) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret, "HmacSHA256"));
            return mac.doFinal(("rookery-report\n" + pairing).getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }
}
