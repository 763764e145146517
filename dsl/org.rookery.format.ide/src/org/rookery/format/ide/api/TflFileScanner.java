// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.ide.api;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.util.IAcceptor;
import org.eclipse.xtext.util.IFileSystemScanner;

/**
 * Finds the format files of a workspace folder for the language server: only {@code *.tfl} files
 * are reported, and folders that never hold formats (version control, build output, dependency
 * caches, any folder whose name starts with a dot) are not entered, so a large root folder does
 * not delay the first diagnostics.
 */
public class TflFileScanner implements IFileSystemScanner {

    /** Folders not entered, besides those whose name starts with a dot. */
    static final Set<String> SKIPPED = Set.of("node_modules", "target", "build", "bin", "out", "dist",
            "src-gen", "xtend-gen", "__pycache__");

    @Override
    public void scan(URI root, IAcceptor<URI> acceptor) {
        if (root == null || !root.isFile()) {
            return;
        }
        Path start = Path.of(root.toFileString());
        if (!Files.isDirectory(start)) {
            if (start.toString().endsWith(".tfl")) {
                acceptor.accept(URI.createFileURI(start.toAbsolutePath().toString()));
            }
            return;
        }
        try {
            Files.walkFileTree(start, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                    boolean skip = !dir.equals(start) && (name.startsWith(".") || SKIPPED.contains(name));
                    return skip ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (attrs.isRegularFile() && file.getFileName().toString().endsWith(".tfl")) {
                        acceptor.accept(URI.createFileURI(file.toAbsolutePath().toString()));
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    // An unreadable file or folder holds no format the server could show.
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            // The folder vanished while it was read: it has no formats to report.
        }
    }
}
