// SPDX-License-Identifier: EPL-2.0
package org.rookery.export;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.UUID;

/**
 * Writes export files atomically: the content goes to a temporary file in the target's folder,
 * is forced to disk, and only then renamed over the target. A failed export (a renderer's error,
 * a full disk) deletes the temporary file and leaves any earlier file at the target untouched.
 */
public final class ExportFiles {

    /** Something that writes a file's content to a stream. */
    @FunctionalInterface
    public interface Content {
        /** Writes everything to {@code out}. */
        void writeTo(OutputStream out) throws IOException;
    }

    private ExportFiles() {
    }

    /** Writes {@code report} with {@code writer} to {@code target}, atomically. */
    public static void write(Path target, ReportWriter writer, Report report) throws IOException {
        write(target, out -> writer.write(report, out));
    }

    /** Writes {@code content} to {@code target}, atomically. */
    public static void write(Path target, Content content) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new NoSuchFileException(String.valueOf(dir), null, "the folder to export into does not exist");
        }
        if (Files.isDirectory(absolute)) {
            throw new IOException(absolute + " is a folder; name the file to export to");
        }
        // createFile (not createTempFile, which makes the file private) so the export gets the usual
        // permissions of a new file: it is meant to be published, mailed or printed by others
        Path tmp = Files.createFile(dir.resolve("." + absolute.getFileName() + "." + UUID.randomUUID() + ".tmp"));
        try {
            try (FileChannel channel = FileChannel.open(tmp, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                OutputStream out = new BufferedOutputStream(Channels.newOutputStream(channel));
                content.writeTo(out);
                out.flush();
                channel.force(true);
            }
            try {
                Files.move(tmp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
            syncFolder(dir);
        } catch (IOException | RuntimeException | Error e) {
            Files.deleteIfExists(tmp);
            throw e;
        }
    }

    /** Makes the rename durable where the platform allows a folder to be synced (Linux does). */
    private static void syncFolder(Path dir) {
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // some platforms cannot open a folder; the file itself is already on disk
        }
    }
}
