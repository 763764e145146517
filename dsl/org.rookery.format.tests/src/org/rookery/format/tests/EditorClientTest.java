// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.emf.common.util.URI;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CompletionCapabilities;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionItemCapabilities;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverCapabilities;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.TextDocumentClientCapabilities;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.format.ide.api.FormatLanguageServer;
import org.rookery.format.ide.api.TflFileScanner;

/**
 * The language server as an editor that starts it the documented Neovim 0.7 way sees it: a root
 * URI and no workspace folders, plain-text completion, markdown hover. Completion on an empty
 * line offers no option value, hover over a misspelt variant is never an empty popup, and only
 * format files of the root folder are read.
 */
class EditorClientTest {

    @TempDir
    Path temp;

    @Test
    void scannerReportsOnlyFormatFilesOutsideToolFolders() throws Exception {
        Files.createDirectories(temp.resolve(".git/objects"));
        Files.writeString(temp.resolve(".git/objects/hidden.tfl"), "format Hidden {");
        Files.createDirectories(temp.resolve("node_modules/pkg"));
        Files.writeString(temp.resolve("node_modules/pkg/dep.tfl"), "format Dep {");
        Files.createDirectories(temp.resolve("events/2026"));
        Files.writeString(temp.resolve("events/2026/open.tfl"), "format Open {}");
        Files.writeString(temp.resolve("events/2026/notes.txt"), "not a format");
        List<String> found = new ArrayList<>();
        new TflFileScanner().scan(URI.createFileURI(temp.toString()), u -> found.add(u.lastSegment()));
        assertEquals(List.of("open.tfl"), found);
    }

    /** The capabilities Neovim 0.7's client announces for completion and hover (no snippets, markdown). */
    private static ClientCapabilities neovimLike() {
        CompletionItemCapabilities item = new CompletionItemCapabilities(false);
        item.setDocumentationFormat(List.of("markdown", "plaintext"));
        CompletionCapabilities completion = new CompletionCapabilities(item);
        completion.setContextSupport(false);
        HoverCapabilities hover = new HoverCapabilities(List.of("markdown", "plaintext"), false);
        TextDocumentClientCapabilities text = new TextDocumentClientCapabilities();
        text.setCompletion(completion);
        text.setHover(hover);
        ClientCapabilities capabilities = new ClientCapabilities();
        capabilities.setTextDocument(text);
        return capabilities;
    }

    @Test
    void completionAndHoverAsANeovimClientSeesThem() throws Exception {
        Files.createDirectories(temp.resolve(".git"));
        Files.writeString(temp.resolve(".git/broken.tfl"), "format Broken {");
        String text = "format M {\n  game {\n    variant girafe\n    castling off\n\n  }\n  time { main 5 min }\n"
                + "  event individual {\n    stage main swiss { rounds 5 }\n    game points win 1 draw 0.5 loss 0\n"
                + "  }\n}\n";
        Path file = Examples.scratch(temp, "club.tfl", text);
        String chessText = text.replace("girafe", "chess").replace("    castling off\n", "    fiftyMoveRule 40\n");
        Path chess = Examples.scratch(temp, "chess.tfl", chessText);

        PipedInputStream serverIn = new PipedInputStream(1 << 16);
        PipedOutputStream clientOut = new PipedOutputStream(serverIn);
        PipedInputStream clientIn = new PipedInputStream(1 << 16);
        PipedOutputStream serverOut = new PipedOutputStream(clientIn);
        FormatLanguageServer server = FormatLanguageServer.start(serverIn, serverOut);
        LanguageServerTest.Client client = new LanguageServerTest.Client();
        Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(client, clientIn, clientOut);
        launcher.startListening();
        LanguageServer remote = launcher.getRemoteProxy();
        try {
            InitializeParams init = new InitializeParams();
            init.setProcessId((int) ProcessHandle.current().pid());
            init.setCapabilities(neovimLike());
            init.setRootUri(temp.toUri().toString());
            remote.initialize(init).get(30, TimeUnit.SECONDS);
            remote.initialized(new InitializedParams());

            String uri = file.toUri().toString();
            remote.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "tfl", 1,
                    text)));
            assertFalse(client.of(uri).get(30, TimeUnit.SECONDS).isEmpty(), "the misspelt variant is reported");

            Hover variant = remote.getTextDocumentService().hover(new HoverParams(new TextDocumentIdentifier(uri),
                    new Position(2, 13))).get(30, TimeUnit.SECONDS);
            assertTrue(variant.getContents().getRight().getValue().contains("no installed variant has this name"),
                    variant::toString);
            Hover option = remote.getTextDocumentService().hover(new HoverParams(new TextDocumentIdentifier(uri),
                    new Position(3, 6))).get(30, TimeUnit.SECONDS);
            assertTrue(option.getContents().getRight().getValue().contains("name an installed variant"),
                    option::toString);

            String chessUri = chess.toUri().toString();
            remote.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(chessUri, "tfl",
                    1, chessText)));
            client.of(chessUri).get(30, TimeUnit.SECONDS);
            var answer = remote.getTextDocumentService().completion(new CompletionParams(
                    new TextDocumentIdentifier(chessUri), new Position(4, 0))).get(30, TimeUnit.SECONDS);
            List<String> labels = (answer.isLeft() ? answer.getLeft() : answer.getRight().getItems()).stream()
                    .map(CompletionItem::getLabel).toList();
            assertFalse(labels.contains("50"), () -> "an option's default is not a keyword: " + labels);
            assertFalse(labels.contains("40"), labels::toString);
            assertTrue(labels.contains("threefoldRepetition"), labels::toString);

            String spelt = chessText.replace("variant chess", "variant giraffe").replace("fiftyMoveRule 40",
                    "castling false");
            Path speltFile = Examples.scratch(temp, "spelt.tfl", spelt);
            String speltUri = speltFile.toUri().toString();
            remote.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(speltUri, "tfl",
                    1, spelt)));
            List<org.eclipse.lsp4j.Diagnostic> warnings = client.of(speltUri).get(30, TimeUnit.SECONDS);
            assertEquals(1, warnings.size(), warnings::toString);
            var d = warnings.get(0);
            var actions = remote.getTextDocumentService().codeAction(new org.eclipse.lsp4j.CodeActionParams(
                    new TextDocumentIdentifier(speltUri), d.getRange(), new org.eclipse.lsp4j.CodeActionContext(
                            List.of(d)))).get(30, TimeUnit.SECONDS);
            List<org.eclipse.lsp4j.TextEdit> edits = actions.stream().filter(a -> a.isRight()).map(a -> a.getRight())
                    .flatMap(a -> a.getEdit().getChanges().getOrDefault(speltUri, List.of()).stream()).toList();
            assertEquals(List.of(new org.eclipse.lsp4j.TextEdit(d.getRange(), "off")), edits, actions::toString);
            assertEquals(List.of("Change to 'off'"), actions.stream().filter(a -> a.isRight())
                    .map(a -> a.getRight().getTitle()).toList(), actions::toString);

            String hiddenUri = temp.resolve(".git/broken.tfl").toUri().toString();
            assertFalse(client.diagnostics.containsKey(hiddenUri), "files under .git are not read");
            remote.shutdown().get(30, TimeUnit.SECONDS);
            remote.exit();
        } finally {
            server.stop();
            clientOut.close();
            clientIn.close();
        }
    }
}
