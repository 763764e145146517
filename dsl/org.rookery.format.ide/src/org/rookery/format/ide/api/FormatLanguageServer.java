// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.ide.api;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.xtext.ide.ExecutorServiceProvider;
import org.eclipse.xtext.ide.server.ILanguageServerShutdownAndExitHandler;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.eclipse.xtext.ide.server.ServerModule;
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.resource.impl.ResourceServiceProviderRegistryImpl;
import org.eclipse.xtext.util.Modules2;
import org.rookery.format.ide.FormatIdeSetup;

import com.google.inject.AbstractModule;
import com.google.inject.Guice;
import com.google.inject.Injector;

/**
 * The Rookery Format Language server (LSP over JSON-RPC): diagnostics, completion, hover,
 * semantic tokens, formatting, code actions and the rest of what Xtext's server offers, for
 * {@code *.tfl} files in the client's workspace folders. {@code ./rookery lsp} runs it on
 * standard input and output.
 */
public final class FormatLanguageServer {

    private final Injector injector;
    private final Future<Void> listening;
    private final CompletableFuture<Integer> exit = new CompletableFuture<>();
    private final ExecutorService io;

    private FormatLanguageServer(InputStream in, OutputStream out) {
        IResourceServiceProvider language = new FormatIdeSetup().createInjectorAndDoEMFRegistration()
                .getInstance(IResourceServiceProvider.class);
        ResourceServiceProviderRegistryImpl registry = new ResourceServiceProviderRegistryImpl();
        registry.getExtensionToFactoryMap().put("tfl", language);
        ExitHandler exitHandler = new ExitHandler(exit);
        this.injector = Guice.createInjector(Modules2.mixin(new ServerModule(), new AbstractModule() {
            @Override
            protected void configure() {
                bind(IResourceServiceProvider.Registry.class).toInstance(registry);
                bind(ILanguageServerShutdownAndExitHandler.class).toInstance(exitHandler);
                bind(org.eclipse.xtext.util.IFileSystemScanner.class).to(TflFileScanner.class);
                // The server's resource sets create .tfl resources with this language's own factory, not
                // the global registry's: in the workbench FormatTool registers its runtime-only language
                // there too, and a resource parsed by that other injector gets no content assist here.
                IResourceFactory factory = language.get(IResourceFactory.class);
                bind(XtextResourceSet.class).toProvider(() -> {
                    XtextResourceSet set = new XtextResourceSet();
                    set.getResourceFactoryRegistry().getExtensionToFactoryMap().put("tfl", factory);
                    return set;
                });
            }
        }));
        LanguageServerImpl server = injector.getInstance(RootDefaultingServer.class);
        this.io = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "rookery-lsp-io");
            t.setDaemon(true);
            return t;
        });
        Launcher<LanguageClient> launcher = new Launcher.Builder<LanguageClient>().setLocalService(server)
                .setRemoteInterface(LanguageClient.class).setInput(in).setOutput(out).setExecutorService(io).create();
        server.connect(launcher.getRemoteProxy());
        this.listening = launcher.startListening();
    }

    /**
     * Starts a server on the given streams and returns at once; {@link #awaitExit()} waits for the
     * client's {@code exit} or the end of the input.
     */
    public static FormatLanguageServer start(InputStream in, OutputStream out) {
        return new FormatLanguageServer(in, out);
    }

    /**
     * Runs a server on the given streams until the client sends {@code exit} or closes the input.
     *
     * @return 0 after a clean shutdown and exit, 1 otherwise (as the LSP specification asks)
     */
    public static int run(InputStream in, OutputStream out) throws InterruptedException {
        return start(in, out).awaitExit();
    }

    /** Waits until the client sends {@code exit} or closes the input, then stops the server's threads. */
    public int awaitExit() throws InterruptedException {
        CompletableFuture<Object> inputClosed = CompletableFuture.supplyAsync(() -> {
            try {
                return listening.get();
            } catch (InterruptedException | ExecutionException e) {
                return null;
            }
        }, io);
        try {
            Object first = CompletableFuture.anyOf(exit, inputClosed).get();
            return first instanceof Integer code ? code : 1;
        } catch (ExecutionException e) {
            return 1;
        } finally {
            stop();
        }
    }

    /** Stops listening and shuts the server's threads down. */
    public void stop() {
        listening.cancel(true);
        injector.getInstance(ExecutorServiceProvider.class).dispose();
        io.shutdownNow();
    }

    /**
     * Editors in single-file mode send no root folder, and Xtext's server cannot start without
     * one: the folder the server was started in (where editors start it: the project) stands in.
     */
    static class RootDefaultingServer extends LanguageServerImpl {
        @Override
        @SuppressWarnings("deprecation")
        public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
            boolean noFolders = params.getWorkspaceFolders() == null || params.getWorkspaceFolders().isEmpty();
            if (params.getRootUri() == null && params.getRootPath() == null && noFolders) {
                params.setRootUri(Path.of(System.getProperty("user.dir")).toUri().toString());
            }
            return super.initialize(params);
        }
    }

    /** Ends {@link #awaitExit()} instead of calling {@code System.exit}, so a host application can close. */
    private static final class ExitHandler implements ILanguageServerShutdownAndExitHandler {
        private final CompletableFuture<Integer> exit;
        private volatile boolean shutdown;

        ExitHandler(CompletableFuture<Integer> exit) {
            this.exit = exit;
        }

        @Override
        public void exit() {
            exit.complete(shutdown ? 0 : 1);
        }

        @Override
        public void shutdown() {
            shutdown = true;
        }
    }
}
