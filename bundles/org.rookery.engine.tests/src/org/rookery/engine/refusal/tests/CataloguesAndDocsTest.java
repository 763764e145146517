// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.refusal.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.rookery.engine.fact.FactCodec;
import org.rookery.engine.fact.FactType;
import org.rookery.engine.refusal.RuleNames;

/**
 * The catalogue of fact types and the catalogue of rule names agree with the journal's
 * documentation (docs/event-journal.md), and refusals take their rule names from the catalogue.
 */
class CataloguesAndDocsTest {

    /** The repository's root: the first ancestor of the working directory with docs/event-journal.md. */
    private static Path root() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("docs/event-journal.md"))) {
                return p;
            }
        }
        throw new IllegalStateException("docs/event-journal.md not found above " + Path.of("").toAbsolutePath());
    }

    /** The lines of the section that starts with the heading {@code title} ("## ..."), up to the next such heading. */
    private static List<String> section(String title) throws IOException {
        List<String> lines = Files.readAllLines(root().resolve("docs/event-journal.md"));
        int start = lines.indexOf(title);
        assertTrue(start >= 0, "docs/event-journal.md has no heading '" + title + "'");
        List<String> out = new ArrayList<>();
        for (String l : lines.subList(start + 1, lines.size())) {
            if (l.startsWith("## ")) {
                break;
            }
            out.add(l);
        }
        return out;
    }

    @Test
    void theDocumentedFactTypesAreTheCatalogue() throws IOException {
        Pattern heading = Pattern.compile("^### `([a-z-]+)`");
        Set<String> documented = new TreeSet<>();
        for (String l : section("## Fact types")) {
            Matcher m = heading.matcher(l);
            if (m.find()) {
                documented.add(m.group(1));
            }
        }
        assertEquals(new TreeSet<>(FactType.wireNames()), documented,
                "the fact types documented in docs/event-journal.md and the FactType catalogue");
        assertEquals(FactType.wireNames(), FactCodec.TYPES);
        for (FactType t : FactType.values()) {
            assertEquals(t, FactType.of(t.wireName()).orElseThrow());
        }
        assertTrue(FactType.of("no-such-type").isEmpty());
    }

    @Test
    void theDocumentedRulesAreTheCatalogue() throws IOException {
        Pattern name = Pattern.compile("`([^`]+)`");
        Set<String> documented = new TreeSet<>();
        for (String l : section("## Refusals: nothing is written")) {
            String[] cells = l.split("\\|");
            // table rows: | area | rules | refuses |; the rules are the second column's names
            if (cells.length >= 4 && !cells[2].isBlank() && !cells[2].contains("---")) {
                Matcher m = name.matcher(cells[2]);
                while (m.find()) {
                    documented.add(m.group(1));
                }
            }
        }
        assertFalse(documented.isEmpty(), "no rule table in the Refusals section");
        assertEquals(new TreeSet<>(RuleNames.all()), documented,
                "the rules documented in docs/event-journal.md and the RuleNames catalogue");
    }

    @Test
    void everyNamedConstantIsInTheCatalogueOnce() throws IllegalAccessException {
        Set<String> constants = new LinkedHashSet<>();
        for (Field f : RuleNames.class.getFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == String.class) {
                assertTrue(constants.add((String) f.get(null)), "two constants name " + f.get(null));
            }
        }
        assertEquals(constants, new LinkedHashSet<>(RuleNames.all()));
        assertEquals(RuleNames.all().size(), new LinkedHashSet<>(RuleNames.all()).size(), "a name listed twice");
    }

    @Test
    void templatesTakeTheFormatsNumber() {
        assertEquals("players per match 5", RuleNames.withNumber(RuleNames.PLAYERS_PER_MATCH_N, 5));
        assertEquals("stopping player max 2 games per innings",
                RuleNames.withNumber(RuleNames.STOPPING_PLAYER_MAX_N_GAMES_PER_INNINGS, 2));
        assertTrue(RuleNames.known("stopping player max 2 games per innings"));
        assertTrue(RuleNames.known("players per match"));
        assertFalse(RuleNames.known("players per match five"));
        assertFalse(RuleNames.known("no such rule"));
    }

    /**
     * A refusal names its rule from the catalogue, never as a free string at the site (written
     * {@code new Refusal("...")} or with the class's qualified name).
     */
    @Test
    void noRefusalNamesItsRuleAsAFreeString() throws IOException {
        Pattern free = Pattern.compile("new (?:[a-z]\\w*\\.)*Refusal\\(\\s*\"");
        List<String> offenders = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root().resolve("bundles"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java") && p.toString().contains("/src/")
                    && !p.toString().contains(".tests/")).toList()) {
                String text = Files.readString(f);
                Matcher m = free.matcher(text);
                while (m.find()) {
                    offenders.add(root().relativize(f) + " at offset " + m.start());
                }
            }
        }
        assertEquals(List.of(), offenders, "refusals with a rule name outside RuleNames");
    }
}
