// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.external;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.trf.TrfRequests;
import org.rookery.engine.trf.TrfWriter;

/**
 * A {@link PairingEngine} that runs a separate pairing program. The program gets the tournament
 * as a TRF file and writes the next round's pairs (first line the number of pairs, then
 * {@code white black} by starting rank, {@code 0} as black for the pairing-allocated bye), the
 * way the usual Swiss pairing programs do. The command is a template whose arguments may
 * contain {@code {input}} (the TRF file) and {@code {output}} (the pairs file), e.g.
 * {@code [pairer, --dutch, {input}, -p, {output}]}.
 *
 * @param id the id formats use for this engine
 * @param command the command template, the program first
 * @param timeout how long the program may run before it is stopped
 */
public record ExternalPairingEngine(String id, List<String> command, Duration timeout) implements PairingEngine {

    /** The placeholder for the TRF file the program reads. */
    public static final String INPUT = "{input}";
    /** The placeholder for the pairs file the program writes. */
    public static final String OUTPUT = "{output}";

    public ExternalPairingEngine {
        Objects.requireNonNull(id, "id");
        command = List.copyOf(command);
        if (command.isEmpty()) {
            throw new IllegalArgumentException("the external pairing command is empty");
        }
        if (timeout == null || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("the external pairing timeout must be positive");
        }
    }

    @Override
    public String description() {
        return "external pairing program " + command.get(0);
    }

    @Override
    public RoundPairing pair(PairingRequest request) throws PairingException {
        Path dir = null;
        try {
            dir = Files.createTempDirectory("rookery-pairing");
            Path in = dir.resolve("round" + request.round() + ".trf");
            Path out = dir.resolve("round" + request.round() + ".pairs");
            Files.writeString(in, TrfWriter.write(TrfRequests.document(request, "Rookery event")), StandardCharsets.UTF_8);
            List<String> args = new ArrayList<>();
            for (String a : command) {
                args.add(a.replace(INPUT, in.toString()).replace(OUTPUT, out.toString()));
            }
            String stdout = run(args, dir);
            String pairs = Files.exists(out) ? Files.readString(out, StandardCharsets.UTF_8) : stdout;
            return PairsFile.parse(pairs, request, command.get(0));
        } catch (IOException e) {
            throw new PairingException("could not run the pairing program " + command.get(0) + ": " + e.getMessage(), e);
        } finally {
            if (dir != null) {
                delete(dir);
            }
        }
    }

    private String run(List<String> args, Path dir) throws IOException, PairingException {
        Process process = new ProcessBuilder(args).directory(dir.toFile()).start();
        process.getOutputStream().close();
        CompletableFuture<String> out = drain(process.getInputStream());
        CompletableFuture<String> err = drain(process.getErrorStream());
        boolean done;
        try {
            done = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new PairingException("interrupted while " + args.get(0) + " was pairing", e);
        }
        if (!done) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            throw new PairingException("the pairing program " + args.get(0) + " did not finish within "
                    + timeout.toMillis() + " ms and was stopped");
        }
        String stderr = err.join().strip();
        if (process.exitValue() != 0) {
            throw new PairingException("the pairing program " + args.get(0) + " failed with exit code "
                    + process.exitValue() + (stderr.isEmpty() ? "" : ": " + stderr));
        }
        return out.join();
    }

    private static CompletableFuture<String> drain(InputStream s) {
        return CompletableFuture.supplyAsync(() -> {
            try (s) {
                return new String(s.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                return "";
            }
        });
    }

    private static void delete(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // A temporary folder left behind is harmless.
        }
    }
}
