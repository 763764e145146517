// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.internal.rules.Variants;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engines.EngineEventFormat;
import org.rookery.engines.EngineEventFormat.PairingSystem;
import org.rookery.engines.SearchLimits;
import org.rookery.engines.TimeControl;
import org.rookery.format.api.FormatTool;
import org.rookery.rules.Variant;

/**
 * The formats an engine tournament is written with (by {@code rookery engines tournament --variant}
 * and the workbench's Engine Tournament form) compile with the format language for every system,
 * every one-board variant and every form of the engines' clock.
 */
class EngineEventFormatTest {

    @TempDir
    Path dir;

    private CompiledFormat compile(String text) throws Exception {
        Path file = dir.resolve("F" + Math.abs(text.hashCode()) + ".tfl");
        Files.writeString(file, text);
        return new FormatTool().loader().load(file);
    }

    @Test
    void everySystemVariantAndClockCompiles() throws Exception {
        List<String> clocks = List.of("none", "60+1", "40/300", "10+0.1", "0.5+0.25", "10+5byo", "30+10byo3");
        int compiled = 0;
        List<String> failures = new java.util.ArrayList<>();
        for (Variant v : Variants.registry().all()) {
            if (v.rules().twoBoards().isPresent()) {
                continue; // engines play one board: the form does not offer linked boards
            }
            for (PairingSystem system : PairingSystem.values()) {
                for (String clock : clocks) {
                    String text = EngineEventFormat.text("Club night " + v.id(), v, system, 5, TimeControl.parse(clock), SearchLimits.nodes(20_000));
                    try {
                        CompiledFormat f = compile(text);
                        if (!f.title().equals("Club night " + v.id())) {
                            failures.add(v.id() + " " + system + " " + clock + ": title " + f.title());
                        }
                    } catch (Exception e) {
                        failures.add(v.id() + " " + system + " " + clock + ": " + e.getMessage() + "\n" + text);
                    }
                    assertTrue(text.contains("    variant " + v.id() + "\n"), text);
                    compiled++;
                }
            }
        }
        assertEquals(List.of(), failures, String.join("\n\n", failures));
        assertTrue(compiled >= 5 * 3 * clocks.size(), compiled + " formats");
    }

    @Test
    void theClockIsWrittenAsTheEnginesPlayIt() throws Exception {
        Variant shogi = Variants.registry().get("shogi");
        String byo = EngineEventFormat.text("S", shogi, PairingSystem.SWISS, 4, TimeControl.parse("10+5byo3"), SearchLimits.INFINITE);
        assertTrue(byo.contains("    main 10 s\n    byoyomi 5 s periods 3\n") && byo.contains("stage main dutch {\n      rounds 4\n    }"), byo);
        Variant chess = Variants.registry().get("chess");
        String fischer = EngineEventFormat.text("C", chess, PairingSystem.ROUND_ROBIN, 0, TimeControl.parse("10+0.1"), SearchLimits.INFINITE);
        assertTrue(fischer.contains("    main 10 s\n    increment 100 ms from move 1\n"), fischer);
        String nominal = EngineEventFormat.text("C", chess, PairingSystem.DOUBLE_ROUND_ROBIN, 0, TimeControl.NONE, SearchLimits.depth(4));
        assertTrue(nominal.contains("without a clock, each move bounded by depth 4") && nominal.contains("stage main double round robin\n"),
                nominal);
        String gauntlet = EngineEventFormat.text("G", chess, PairingSystem.GAUNTLET, 0, TimeControl.NONE, SearchLimits.depth(4));
        assertTrue(gauntlet.contains("stage main gauntlet\n") && gauntlet.contains("a gauntlet, the first engine against each of the others,"),
                gauntlet);
        String twice = EngineEventFormat.text("G", chess, PairingSystem.DOUBLE_GAUNTLET, 0, TimeControl.NONE, SearchLimits.depth(4));
        assertTrue(twice.contains("stage main double gauntlet\n"), twice);
    }

    @Test
    void theGamesOfEachSystemAreCounted() {
        assertEquals(10, EngineEventFormat.games(PairingSystem.ROUND_ROBIN, 5, 0));
        assertEquals(20, EngineEventFormat.games(PairingSystem.DOUBLE_ROUND_ROBIN, 5, 0));
        assertEquals(4, EngineEventFormat.games(PairingSystem.GAUNTLET, 5, 0), "the first engine against each of the other four");
        assertEquals(8, EngineEventFormat.games(PairingSystem.DOUBLE_GAUNTLET, 5, 0));
        assertEquals(PairingSystem.GAUNTLET, PairingSystem.of("gauntlet"));
        assertEquals(PairingSystem.DOUBLE_GAUNTLET, PairingSystem.of("double-gauntlet"));
    }

    @Test
    void aSwissWithoutRoundsAndAnEventWithoutANameAreRefused() throws Exception {
        Variant chess = Variants.registry().get("chess");
        IllegalArgumentException rounds = assertThrows(IllegalArgumentException.class,
                () -> EngineEventFormat.text("C", chess, PairingSystem.SWISS, 0, TimeControl.NONE, SearchLimits.depth(4)));
        assertEquals("a Swiss needs 1 to 1000 rounds, not 0", rounds.getMessage());
        IllegalArgumentException name = assertThrows(IllegalArgumentException.class,
                () -> EngineEventFormat.text(" ", chess, PairingSystem.ROUND_ROBIN, 0, TimeControl.NONE, SearchLimits.depth(4)));
        assertEquals("the engine tournament needs a name", name.getMessage());
    }
}
