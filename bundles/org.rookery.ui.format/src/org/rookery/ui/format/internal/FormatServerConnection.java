// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CodeActionCapabilities;
import org.eclipse.lsp4j.CompletionCapabilities;
import org.eclipse.lsp4j.CompletionItemCapabilities;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DocumentSymbolCapabilities;
import org.eclipse.lsp4j.HoverCapabilities;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.SemanticTokensCapabilities;
import org.eclipse.lsp4j.SemanticTokensLegend;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentClientCapabilities;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;
import org.rookery.format.ide.api.FormatLanguageServer;

/**
 * The format language server, running in this process and reached over a pair of pipes with
 * the LSP wire protocol: the workbench is one more client of the same server that VS Code or
 * Neovim start with {@code ./rookery lsp}. Diagnostics the server publishes go to the editor
 * that has the file open.
 */
public final class FormatServerConnection implements AutoCloseable {

    /** How long the workbench waits for an answer before giving up on a request. */
    static final long TIMEOUT_SECONDS = 20;

    private final FormatLanguageServer server;
    private final LanguageServer remote;
    private final PipedOutputStream clientOut;
    private final PipedInputStream clientIn;
    private final ServerCapabilities capabilities;
    private final Map<Path, List<Consumer<List<Diagnostic>>>> listeners = new ConcurrentHashMap<>();
    private final Map<Path, List<Diagnostic>> latest = new ConcurrentHashMap<>();

    private FormatServerConnection(Path root) throws Exception {
        PipedInputStream serverIn = new PipedInputStream(1 << 16);
        clientOut = new PipedOutputStream(serverIn);
        clientIn = new PipedInputStream(1 << 16);
        PipedOutputStream serverOut = new PipedOutputStream(clientIn);
        server = FormatLanguageServer.start(serverIn, serverOut);
        Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(new Client(), clientIn, clientOut);
        launcher.startListening();
        remote = launcher.getRemoteProxy();
        InitializeParams init = new InitializeParams();
        init.setCapabilities(capabilities());
        init.setRootUri(root.toUri().toString());
        init.setWorkspaceFolders(List.of(new WorkspaceFolder(root.toUri().toString(), "workspace")));
        init.setClientInfo(new org.eclipse.lsp4j.ClientInfo("Rookery workbench"));
        capabilities = remote.initialize(init).get(TIMEOUT_SECONDS, TimeUnit.SECONDS).getCapabilities();
        remote.initialized(new InitializedParams());
    }

    /** Starts a server for the formats under {@code root} and completes the LSP handshake. */
    static FormatServerConnection start(Path root) {
        try {
            return new FormatServerConnection(root);
        } catch (Exception e) {
            throw new IllegalStateException("the format language server did not start: " + e.getMessage(), e);
        }
    }

    private static ClientCapabilities capabilities() {
        TextDocumentClientCapabilities text = new TextDocumentClientCapabilities();
        CompletionCapabilities completion = new CompletionCapabilities(new CompletionItemCapabilities(false));
        text.setCompletion(completion);
        text.setHover(new HoverCapabilities(List.of(MarkupKind.MARKDOWN, MarkupKind.PLAINTEXT), false));
        DocumentSymbolCapabilities symbols = new DocumentSymbolCapabilities();
        symbols.setHierarchicalDocumentSymbolSupport(true);
        text.setDocumentSymbol(symbols);
        text.setCodeAction(new CodeActionCapabilities());
        text.setSemanticTokens(new SemanticTokensCapabilities(false));
        ClientCapabilities capabilities = new ClientCapabilities();
        capabilities.setTextDocument(text);
        return capabilities;
    }

    /** The server, for requests. */
    LanguageServer remote() {
        return remote;
    }

    /** The names of the token types and modifiers in the server's semantic tokens. */
    SemanticTokensLegend legend() {
        return capabilities.getSemanticTokensProvider() == null ? new SemanticTokensLegend(List.of(), List.of())
                : capabilities.getSemanticTokensProvider().getLegend();
    }

    /** Calls {@code listener} with each set of diagnostics the server publishes for {@code file}. */
    void addDiagnosticsListener(Path file, Consumer<List<Diagnostic>> listener) {
        listeners.computeIfAbsent(key(file), k -> new CopyOnWriteArrayList<>()).add(listener);
        List<Diagnostic> known = latest.get(key(file));
        if (known != null) {
            listener.accept(known);
        }
    }

    /** Stops calling {@code listener}. */
    void removeDiagnosticsListener(Path file, Consumer<List<Diagnostic>> listener) {
        List<Consumer<List<Diagnostic>>> list = listeners.get(key(file));
        if (list != null) {
            list.remove(listener);
        }
    }

    /** Waits for the answer of a request, failing after {@link #TIMEOUT_SECONDS}. */
    static <T> T await(CompletableFuture<T> request) throws Exception {
        return request.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    static Path key(Path file) {
        return file.toAbsolutePath().normalize();
    }

    static Path path(String uri) {
        return key(Path.of(java.net.URI.create(uri)));
    }

    /** Shuts the server down politely, then stops its threads. */
    @Override
    public void close() {
        try {
            remote.shutdown().get(5, TimeUnit.SECONDS);
            remote.exit();
        } catch (Exception e) {
            // A server that does not answer is stopped below all the same.
        }
        server.stop();
        try {
            clientOut.close();
            clientIn.close();
        } catch (IOException e) {
            // The pipes are ours; nothing else reads them.
        }
    }

    /** The client side: routes published diagnostics to the editors. */
    private final class Client implements LanguageClient {

        @Override
        public void publishDiagnostics(PublishDiagnosticsParams params) {
            Path file = path(params.getUri());
            List<Diagnostic> diagnostics = List.copyOf(params.getDiagnostics());
            latest.put(file, diagnostics);
            for (Consumer<List<Diagnostic>> l : listeners.getOrDefault(file, List.of())) {
                l.accept(diagnostics);
            }
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
}
