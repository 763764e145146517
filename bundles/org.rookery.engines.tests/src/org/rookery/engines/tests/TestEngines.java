// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import org.rookery.engines.EngineSpec;
import org.rookery.engines.Protocol;
import org.rookery.rules.VariantRegistry;

/**
 * The variants and engines the tests play with: the real engines of Debian's packages (found on
 * PATH or in /usr/games, installed by releng/scripts/env.sh) and a scripted engine that misbehaves
 * on purpose, written as a shell script into a test's folder and run as a real process.
 */
final class TestEngines {

    static final VariantRegistry VARIANTS = VariantRegistry.of(new org.rookery.variant.chess.ChessVariant(),
            new org.rookery.variant.capablanca.CapablancaVariant(), new org.rookery.variant.giraffe.GiraffeVariant(),
            new org.rookery.variant.guardian.GuardianVariant(), new org.rookery.variant.exchange.ExchangeVariant(),
            new org.rookery.variant.shogi.ShogiVariant());

    /**
     * The scripted engine. It speaks enough UCI, USI and xboard for a handshake and then does what
     * its mode says when asked to move: {@code hang} never answers, {@code hang-handshake} never
     * finishes the handshake, {@code crash} exits, {@code lie} plays e2e5 (illegal from the start
     * and for Black), {@code flood} writes lines without end, {@code longline} writes one line of
     * 30,000 characters, {@code malformed} sends an info line with a depth that is no number,
     * {@code garbage} a bestmove of control characters, {@code slow} answers after three seconds.
     */
    static final String SCRIPT = """
            #!/bin/sh
            # Rookery test engine that misbehaves on purpose; the mode is the first argument.
            mode="$1"
            proto=uci
            while IFS= read -r line; do
              case "$line" in
                uci|usi)
                  proto="$line"
                  [ "$mode" = hang-handshake ] && continue
                  echo "id name Misbehaving $mode"
                  echo "option name Hash type spin default 1 min 1 max 16"
                  echo "${proto}ok" ;;
                xboard) proto=xboard ;;
                "protover 2")
                  echo "feature myname=\\"Misbehaving $mode\\" variants=\\"normal\\" setboard=1 ping=1 usermove=1 done=1" ;;
                isready) echo readyok ;;
                ping*) echo "pong ${line#ping }" ;;
                go*)
                  case "$mode" in
                    hang|hang-handshake) ;;
                    crash) exit 3 ;;
                    lie)
                      echo "info depth 1 score cp 10 pv e2e5"
                      if [ "$proto" = xboard ]; then echo "move e2e5"; else echo "bestmove e2e5"; fi ;;
                    flood) while :; do echo "info string flooding the pipe"; done ;;
                    longline)
                      printf 'info string '
                      i=0
                      while [ $i -lt 3000 ]; do printf 'xxxxxxxxxx'; i=$((i+1)); done
                      echo ;;
                    malformed) echo "info depth x score cp 10" ;;
                    garbage) printf 'bestmove \\033[31m\\001\\n' ;;
                    slow) sleep 3; echo "bestmove e7e5" ;;
                  esac ;;
                quit) exit 0 ;;
              esac
            done
            """;

    private TestEngines() {
    }

    /** The scripted engine in a mode, written into {@code dir}. */
    static EngineSpec scripted(Path dir, String mode, Protocol protocol) throws IOException {
        Path script = dir.resolve("misbehaving.sh");
        if (!Files.exists(script)) {
            Files.writeString(script, SCRIPT);
            Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        return EngineSpec.of(mode, protocol, script.toString(), mode);
    }

    /** The examples' bridge that runs the WebAssembly Fairy-Stockfish under Node (the tests run in their bundle's folder). */
    static final Path WASM_BRIDGE = Path.of("..", "..", "examples", "engines", "fairy-stockfish-wasm.js").toAbsolutePath().normalize();

    /**
     * A current Fairy-Stockfish (with custom pieces), the WebAssembly build that releng/scripts/env.sh
     * installs with npm into the engine cache, run under Node through the examples' bridge. Node's
     * start of the engine takes some seconds of processor time, more on a loaded machine, hence the
     * minute it may take to start. Fails with what to install when Node or the package is missing.
     */
    static EngineSpec fairyStockfishWasm(String name) {
        String cache = System.getenv("ROOKERY_ENGINE_CACHE");
        Path folder = (cache == null || cache.isEmpty() ? Path.of(System.getProperty("user.home"), ".cache", "rookery", "engines") : Path.of(cache))
                .resolve("node_modules").resolve("fairy-stockfish-nnue.wasm");
        if (!Files.isRegularFile(folder.resolve("stockfish.wasm")) || EngineSpec.findProgram("node").isEmpty()) {
            throw new AssertionError("no Node or no Fairy-Stockfish WebAssembly build in " + folder
                    + ": releng/scripts/env.sh installs them (apt-get install nodejs npm; npm install --prefix "
                    + folder.getParent().getParent() + " fairy-stockfish-nnue.wasm@1.1.12)");
        }
        return EngineSpec.of(name, Protocol.UCI, "node", WASM_BRIDGE.toString(), folder.toString()).withStartSeconds(60);
    }

    /** A real engine of Debian's packages; fails with what to install when it is missing. */
    static EngineSpec real(String name, Protocol protocol, String program) {
        EngineSpec spec = EngineSpec.of(name, protocol, program);
        if (spec.program().isEmpty()) {
            throw new AssertionError("the engine '" + program + "' is not installed: releng/scripts/env.sh installs the test packages"
                    + " (apt-get install stockfish fairy-stockfish fairymax gnushogi)");
        }
        return spec;
    }
}
