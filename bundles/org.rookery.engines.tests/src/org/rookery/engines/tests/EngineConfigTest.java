// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.rookery.engines.EngineConfig;
import org.rookery.engines.EngineSpec;
import org.rookery.engines.Protocol;
import org.rookery.engines.TimeControl;

/** The engines file: what it configures, and errors that name the line. */
class EngineConfigTest {

    private static final String FILE = """
            # engines for the club's engine events
            [fsf]
            command = fairy-stockfish
            protocol = uci
            option Hash = 16   # MB
            option Skill Level = 10
            variant guardian option VariantPath = rookery-variants.ini

            [fairymax]
            command = fairymax
            protocol = xboard
            variant chess = normal

            [fsf-wasm]
            command = node fairy-stockfish-wasm.js
            protocol = uci
            start = 60
            """;

    @Test
    void readsEnginesWithTheirOptionsAndVariantSettings() {
        EngineConfig c = EngineConfig.parse(FILE, "engines.conf");
        assertEquals(List.of("fsf", "fairymax", "fsf-wasm"), c.engines().stream().map(EngineSpec::name).toList());
        EngineSpec fsf = c.get("fsf");
        assertEquals(Protocol.UCI, fsf.protocol());
        assertEquals(List.of("fairy-stockfish"), fsf.command());
        assertEquals(Map.of("Hash", "16", "Skill Level", "10"), fsf.options());
        assertEquals(Map.of("VariantPath", "rookery-variants.ini"), fsf.optionsFor("guardian"));
        assertEquals("normal", c.get("fairymax").variantName("chess"));
        assertEquals("capablanca", c.get("fairymax").variantName("capablanca"));
        assertEquals(EngineSpec.DEFAULT_START_SECONDS, fsf.startSeconds());
        assertEquals(60, c.get("fsf-wasm").startSeconds());
        assertEquals(List.of("node", "fairy-stockfish-wasm.js"), c.get("fsf-wasm").command());
    }

    @Test
    void errorsNameTheFileAndLine() {
        assertEquals("engines.conf line 2: unknown setting 'path'; known: command, protocol, start, option, variant",
                message("[a]\npath = x\n"));
        assertEquals("engines.conf line 4: 'start' is the seconds the engine may take to start, 1 to 600, not 'soon'",
                message("[a]\ncommand = x\nprotocol = uci\nstart = soon\n"));
        assertEquals("engines.conf line 4: 'start' is the seconds the engine may take to start, 1 to 600, not '0'",
                message("[a]\ncommand = x\nprotocol = uci\nstart = 0\n"));
        assertEquals("engines.conf line 1: a setting before the first '[engine name]' line", message("command = x\n"));
        assertEquals("engines.conf line 3: unknown engine protocol 'uxi'; known: uci, usi, xboard, xshogi",
                message("[a]\ncommand = x\nprotocol = uxi\n"));
        assertEquals("engines.conf line 1: engine 'a' has no 'protocol = uci|usi|xboard|xshogi' line", message("[a]\ncommand = x\n"));
        assertEquals("engines.conf line 4: engine 'a' is configured twice", message("[a]\ncommand = x\nprotocol = uci\n[a]\n"));
        assertEquals("no engine 'b' in the engines file; configured: a",
                assertThrows(IllegalArgumentException.class, () -> EngineConfig.parse("[a]\ncommand = x\nprotocol = uci\n", "f").get("b"))
                        .getMessage());
    }

    @Test
    void timeControlsOfTheCommandLine() {
        assertEquals(61_000, TimeControl.parse("60+1").spec().first().initialMainMillis() + 1000);
        assertEquals(1_000, TimeControl.parse("60+1").spec().first().increment().orElseThrow().millis());
        assertEquals(5_000, TimeControl.parse("10+5byo").spec().first().byoyomi().orElseThrow().periodMillis());
        assertEquals(3, TimeControl.parse("10+5byo3").spec().first().byoyomi().orElseThrow().periods());
        assertEquals(40, TimeControl.parse("40/300").spec().first().stages().get(0).moves());
        assertEquals(false, TimeControl.parse("none").hasClock());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("1 hour"));
        assertEquals("time control '1 hour' is not one of: SECONDS+INCREMENT (60+1), MOVES/SECONDS (40/300), "
                + "SECONDS+PERIODbyo[PERIODS] (10+5byo), none", e.getMessage());
    }

    private static String message(String text) {
        return assertThrows(IllegalArgumentException.class, () -> EngineConfig.parse(text, "engines.conf")).getMessage();
    }

    @Test
    void writtenFileReadsBackToTheSameEnginesAndRefusesWhatItCannotHold(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        EngineConfig c = EngineConfig.parse(FILE, "engines.conf");
        java.nio.file.Path file = dir.resolve("engines.conf");
        EngineConfig.write(file, c.engines());
        EngineConfig back = EngineConfig.read(file);
        assertEquals(c.engines(), back.engines());
        assertEquals(List.of("engines.conf"), java.nio.file.Files.list(dir).map(p -> p.getFileName().toString()).toList(),
                "no temporary file left");

        EngineSpec bad = EngineSpec.of("x", Protocol.UCI, "fairy-stockfish").withOption("Hash", "16 # MB");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EngineConfig.write(file, List.of(bad)));
        assertEquals(true, e.getMessage().contains("option Hash"), e.getMessage());
        assertEquals(c.engines(), EngineConfig.read(file).engines(), "a refused write leaves the file as it was");
    }
}
