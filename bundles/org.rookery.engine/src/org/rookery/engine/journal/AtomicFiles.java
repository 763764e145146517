// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.UUID;

/**
 * Whole-file writes that either happen completely or not at all, even across a crash or a power
 * cut: the bytes go to a temporary file beside the target, which is forced to disk, renamed over
 * the target in one step, and then the folder itself is forced so that the rename survives.
 */
public final class AtomicFiles {

    private AtomicFiles() {
    }

    /** Writes {@code data} to {@code target}, replacing it if it exists. */
    public static void write(Path target, byte[] data) throws IOException {
        write(target, data, true);
    }

    /**
     * Writes {@code data} to a file that must not exist yet.
     *
     * @throws FileAlreadyExistsException when {@code target} exists; it is left untouched
     */
    public static void writeNew(Path target, byte[] data) throws IOException {
        write(target, data, false);
    }

    private static void write(Path target, byte[] data, boolean replace) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path temp = dir.resolve("." + target.getFileName() + ".tmp-" + UUID.randomUUID());
        try {
            try (FileChannel ch = FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                ByteBuffer buffer = ByteBuffer.wrap(data);
                while (buffer.hasRemaining()) {
                    ch.write(buffer);
                }
                ch.force(true);
            }
            if (replace) {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } else {
                // A hard link fails if the target exists, so nothing already there is ever replaced.
                Files.createLink(target, temp);
                Files.delete(temp);
            }
            forceFolder(dir);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** Forces a folder's entries (a new or renamed file's name) to disk where the platform allows it. */
    public static void forceFolder(Path dir) throws IOException {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (AccessDeniedException | UnsupportedOperationException e) {
            // Some platforms cannot open a folder as a channel; their rename is durable on its own.
        }
    }
}
