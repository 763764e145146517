// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.format.ide.api.FormatLanguageServer;

/** The language server answers initialize, completion and hover, and publishes diagnostics, over JSON-RPC. */
class LanguageServerTest {

    @TempDir
    Path temp;

    /** A client that remembers the last diagnostics published for each document. */
    static final class Client implements LanguageClient {
        final Map<String, CompletableFuture<List<Diagnostic>>> diagnostics = new ConcurrentHashMap<>();

        CompletableFuture<List<Diagnostic>> of(String uri) {
            return diagnostics.computeIfAbsent(uri, u -> new CompletableFuture<>());
        }

        @Override
        public void publishDiagnostics(PublishDiagnosticsParams params) {
            of(params.getUri()).complete(params.getDiagnostics());
        }

        @Override
        public void telemetryEvent(Object object) {
        }

        @Override
        public void showMessage(MessageParams params) {
        }

        @Override
        public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams params) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void logMessage(MessageParams params) {
        }
    }

    @Test
    void answersCompletionHoverAndPublishesDiagnostics() throws Exception {
        Path good = Examples.scratch(temp, "g20.tfl", Examples.text("g20.tfl"));
        String brokenText = "format Broken {\n  game {\n    variant girafe\n  }\n  time { main 5 min }\n"
                + "  event individual {\n    stage main swiss\n    game points win 1 draw 0.5 loss 0\n  }\n}\n";
        Path broken = Examples.scratch(temp, "broken.tfl", brokenText);

        PipedInputStream serverIn = new PipedInputStream(1 << 16);
        PipedOutputStream clientOut = new PipedOutputStream(serverIn);
        PipedInputStream clientIn = new PipedInputStream(1 << 16);
        PipedOutputStream serverOut = new PipedOutputStream(clientIn);
        FormatLanguageServer server = FormatLanguageServer.start(serverIn, serverOut);
        Client client = new Client();
        Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(client, clientIn, clientOut);
        launcher.startListening();
        LanguageServer remote = launcher.getRemoteProxy();
        try {
            InitializeParams init = new InitializeParams();
            init.setCapabilities(new ClientCapabilities());
            init.setRootUri(temp.toUri().toString());
            init.setWorkspaceFolders(List.of(new WorkspaceFolder(temp.toUri().toString(), "formats")));
            InitializeResult result = remote.initialize(init).get(30, TimeUnit.SECONDS);
            assertTrue(result.getCapabilities().getCompletionProvider() != null);
            assertTrue(result.getCapabilities().getHoverProvider().getLeft());
            remote.initialized(new InitializedParams());

            String brokenUri = broken.toUri().toString();
            remote.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
                    new TextDocumentItem(brokenUri, "tfl", 1, brokenText)));
            List<Diagnostic> diagnostics = client.of(brokenUri).get(30, TimeUnit.SECONDS);
            assertEquals(1, diagnostics.size(), diagnostics::toString);
            Diagnostic d = diagnostics.get(0);
            assertEquals(DiagnosticSeverity.Error, d.getSeverity());
            assertEquals(2, d.getRange().getStart().getLine());
            assertTrue(d.getMessage().getLeft().contains("did you mean 'giraffe'?"), d.getMessage()::toString);

            CodeActionParams fix = new CodeActionParams(new TextDocumentIdentifier(brokenUri), d.getRange(),
                    new CodeActionContext(List.of(d)));
            List<Either<Command, CodeAction>> actions = remote.getTextDocumentService().codeAction(fix).get(30, TimeUnit.SECONDS);
            List<TextEdit> edits = actions.stream().filter(Either::isRight).map(Either::getRight)
                    .flatMap(a -> a.getEdit().getChanges().getOrDefault(brokenUri, List.of()).stream()).toList();
            assertEquals(List.of(new TextEdit(d.getRange(), "giraffe")), edits, actions::toString);
            // the fix says what it writes, so the organiser can choose without trying it
            assertEquals(List.of("Change to 'giraffe'"), actions.stream().filter(Either::isRight)
                    .map(a -> a.getRight().getTitle()).toList(), actions::toString);

            String goodUri = good.toUri().toString();
            assertEquals(List.of(), client.of(goodUri).get(30, TimeUnit.SECONDS), "the example is clean");

            CompletionParams completion = new CompletionParams(new TextDocumentIdentifier(brokenUri),
                    new Position(2, "    variant ".length()));
            var answer = remote.getTextDocumentService().completion(completion).get(30, TimeUnit.SECONDS);
            List<CompletionItem> items = answer.isLeft() ? answer.getLeft() : answer.getRight().getItems();
            List<String> labels = items.stream().map(CompletionItem::getLabel).toList();
            assertTrue(labels.containsAll(List.of("chess", "giraffe", "shogi")), labels::toString);

            Hover hover = remote.getTextDocumentService().hover(new HoverParams(new TextDocumentIdentifier(brokenUri),
                    new Position(4, 4))).get(30, TimeUnit.SECONDS);
            assertTrue(hover.getContents().getRight().getValue().startsWith("**time**:"),
                    hover.getContents().getRight().getValue());

            remote.shutdown().get(30, TimeUnit.SECONDS);
            remote.exit();
            assertEquals(0, CompletableFuture.supplyAsync(() -> {
                try {
                    return server.awaitExit();
                } catch (InterruptedException e) {
                    return -1;
                }
            }).get(30, TimeUnit.SECONDS), "exit after shutdown is a clean exit");
        } finally {
            server.stop();
            clientOut.close();
            clientIn.close();
        }
    }

    @Test
    void aClientWithoutAWorkspaceFolderIsServedFromTheStartFolder() throws Exception {
        PipedInputStream serverIn = new PipedInputStream(1 << 16);
        PipedOutputStream clientOut = new PipedOutputStream(serverIn);
        PipedInputStream clientIn = new PipedInputStream(1 << 16);
        PipedOutputStream serverOut = new PipedOutputStream(clientIn);
        FormatLanguageServer server = FormatLanguageServer.start(serverIn, serverOut);
        Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(new Client(), clientIn, clientOut);
        launcher.startListening();
        LanguageServer remote = launcher.getRemoteProxy();
        try {
            InitializeParams init = new InitializeParams();
            init.setCapabilities(new ClientCapabilities());
            InitializeResult result = remote.initialize(init).get(30, TimeUnit.SECONDS);
            assertTrue(result.getCapabilities().getCompletionProvider() != null, "a single-file client gets a working server");
            remote.shutdown().get(30, TimeUnit.SECONDS);
            remote.exit();
        } finally {
            server.stop();
            clientOut.close();
            clientIn.close();
        }
    }
}
