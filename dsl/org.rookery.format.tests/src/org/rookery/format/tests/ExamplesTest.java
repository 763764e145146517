// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.rookery.format.api.FormatDiagnostic;

/** The four seed formats check with no errors and no warnings, and compile. */
class ExamplesTest {

    @ParameterizedTest
    @ValueSource(strings = { "g20.tfl", "fesa-shogi.tfl", "newport-exchange.tfl", "guardian-open.tfl",
            "shared/giraffe-capture.tfl" })
    void checksClean(String file) {
        List<FormatDiagnostic> problems = Examples.TOOL.check(List.of(Examples.path(file)));
        assertEquals(List.of(), problems, () -> file + " should check clean");
    }

    @ParameterizedTest
    @ValueSource(strings = { "g20.tfl", "fesa-shogi.tfl", "newport-exchange.tfl", "guardian-open.tfl" })
    void namesTheSeedRuleInComments(String file) {
        String text = Examples.text(file);
        assertTrue(text.contains("Seed:"), file + " names its seed");
        assertTrue(text.lines().filter(l -> l.trim().startsWith("//")).count() >= 10, file + " comments its rules");
    }

    @ParameterizedTest
    @ValueSource(strings = { "g20.tfl", "fesa-shogi.tfl", "newport-exchange.tfl", "guardian-open.tfl" })
    void compilesAndExplains(String file) {
        String english = Examples.TOOL.explain(Examples.compile(file));
        assertTrue(english.lines().count() > 5, english);
        assertTrue(english.startsWith(Examples.compile(file).name()), english);
    }
}
