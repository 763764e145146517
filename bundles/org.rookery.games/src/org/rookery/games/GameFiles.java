// SPDX-License-Identifier: EPL-2.0
package org.rookery.games;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.rookery.games.internal.BpgnFormat;
import org.rookery.games.internal.CsaFormat;
import org.rookery.games.internal.KifFormat;
import org.rookery.games.internal.PgnFormat;
import org.rookery.rules.VariantRegistry;

/**
 * The game file formats for a set of installed variants, and reading and writing files by
 * extension: {@code .pgn} (chess, Giraffe, Guardian), {@code .bpgn} (games on two linked boards: Exchange), {@code .kif} /
 * {@code .kifu} (shogi, Shift-JIS / UTF-8) and {@code .csa} (shogi). Files are written atomically
 * (temporary file, fsync, rename), so a failed save leaves the old file whole.
 */
public final class GameFiles {

    /** The Shift-JIS set as Japanese shogi software writes it (Windows code page 932). */
    public static final Charset SHIFT_JIS = Charset.forName("windows-31j");

    private final List<GameFormat> formats;

    /** The formats, reading moves with the variants of a registry. */
    public GameFiles(VariantRegistry registry) {
        this.formats = List.of(new PgnFormat(registry), new BpgnFormat(registry), new KifFormat(registry), new CsaFormat(registry));
    }

    /** Every format. */
    public List<GameFormat> formats() {
        return formats;
    }

    /** The format with a name ("PGN", case-insensitive). */
    public GameFormat format(String name) {
        return formats.stream().filter(f -> f.name().equalsIgnoreCase(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no game format '" + name + "'; known: PGN, BPGN, KIF, CSA"));
    }

    /** The format of a file name's extension, if any. */
    public Optional<GameFormat> formatOf(String fileName) {
        String ext = extension(fileName);
        return formats.stream().filter(f -> f.extensions().contains(ext)).findFirst();
    }

    /**
     * Reads a file, choosing the format by extension and decoding its bytes with
     * {@link #decode(byte[], String)}.
     *
     * @throws IllegalArgumentException if the extension names no format
     * @throws GameFileException on malformed content (the message starts with the format)
     */
    public List<GameRecord> read(Path file) throws IOException {
        String name = file.getFileName().toString();
        GameFormat format = formatOf(name).orElseThrow(() -> new IllegalArgumentException(
                name + ": not a game file (.pgn, .bpgn, .kif, .kifu or .csa)"));
        return format.read(decode(Files.readAllBytes(file), name));
    }

    /** Writes games to a file in the format of its extension, atomically. */
    public void write(Path file, List<GameRecord> games) throws IOException {
        String name = file.getFileName().toString();
        GameFormat format = formatOf(name).orElseThrow(() -> new IllegalArgumentException(
                name + ": not a game file (.pgn, .bpgn, .kif, .kifu or .csa)"));
        byte[] bytes = format.write(games).getBytes(format.charset(extension(name)));
        Path dir = file.toAbsolutePath().getParent();
        Path tmp = Files.createTempFile(dir, "." + name, ".tmp");
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buf = ByteBuffer.wrap(bytes);
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                ch.force(true);
            }
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * A file's text. UTF-8 when it starts with a UTF-8 byte order mark, when a KIF
     * {@code #KIF ... encoding=UTF-8} line or the {@code .kifu} extension says so, or when the bytes
     * are valid UTF-8; otherwise Shift-JIS (code page 932), the traditional KIF encoding.
     */
    public static String decode(byte[] bytes, String fileName) {
        if (bytes.length >= 3 && (bytes[0] & 0xff) == 0xEF && (bytes[1] & 0xff) == 0xBB && (bytes[2] & 0xff) == 0xBF) {
            return new String(bytes, 3, bytes.length - 3, StandardCharsets.UTF_8);
        }
        String head = new String(bytes, 0, Math.min(bytes.length, 200), StandardCharsets.ISO_8859_1).toLowerCase(Locale.ROOT);
        boolean declaredSjis = head.contains("encoding=shift_jis") || head.contains("encoding=sjis");
        Optional<String> utf8 = strictUtf8(bytes);
        if (!declaredSjis && (utf8.isPresent() || extension(fileName).equals("kifu") || head.contains("encoding=utf-8"))) {
            return utf8.orElseGet(() -> new String(bytes, StandardCharsets.UTF_8));
        }
        boolean japanese = extension(fileName).equals("kif") || declaredSjis;
        return new String(bytes, japanese || utf8.isEmpty() ? SHIFT_JIS : StandardCharsets.UTF_8);
    }

    private static Optional<String> strictUtf8(byte[] bytes) {
        try {
            return Optional.of(StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString());
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }

    private static String extension(String fileName) {
        int dot = fileName.lastIndexOf('.');
        return dot < 0 ? "" : fileName.substring(dot + 1).toLowerCase(Locale.ROOT);
    }
}
