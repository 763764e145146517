// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.format;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;

import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.format.ide.api.FormatLanguageServer;

/**
 * {@code rookery lsp}: the format language server on standard input and output, for VS Code or
 * any LSP client. Standard output carries only the protocol: anything else the process would
 * print there goes to standard error instead.
 */
public final class LspCommand implements Command {

    @Override
    public String name() {
        return "lsp";
    }

    @Override
    public String summary() {
        return "run the format language server (LSP) on standard input and output";
    }

    @Override
    public String usage() {
        return """
                usage: rookery lsp
                  Speaks the Language Server Protocol on stdin/stdout for *.tfl files until the
                  client sends exit. Configure your editor to start "rookery lsp" for .tfl files
                  and open the folder that holds them (see README).""";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        if (!args.isEmpty()) {
            throw new UsageException("lsp: takes no arguments");
        }
        InputStream in = new FileInputStream(FileDescriptor.in);
        OutputStream protocol = new FileOutputStream(FileDescriptor.out);
        PrintStream originalOut = System.out;
        System.setOut(err);
        try {
            return FormatLanguageServer.run(in, protocol);
        } finally {
            System.setOut(originalOut);
        }
    }
}
