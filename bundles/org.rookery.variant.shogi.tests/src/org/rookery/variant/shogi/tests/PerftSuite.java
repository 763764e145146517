// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.tests;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantRegistry;
import org.rookery.variant.shogi.ShogiVariant;

/**
 * Reads a {@code *.perft} file in the project's format: records of {@code id}, {@code variant},
 * {@code option name=value}, {@code fen} (text in the variant's position format) and
 * {@code perft <depth> <nodes>} lines, ended by a blank line; {@code #} starts a comment. Files
 * come through the class loader, so they work in OSGi (listed in build.properties) and on a
 * plain class path. Every problem names the file and line.
 */
final class PerftSuite {

    /** One expected count. */
    record Case(String id, String variant, Map<String, String> options, String position, int depth, long nodes) {

        Position newPosition() {
            Variant v = VARIANTS.get(variant);
            Rules rules = v.rules(v.options(options));
            return rules.position(position);
        }

        @Override
        public String toString() {
            return id + " d" + depth + " = " + nodes;
        }
    }

    private static final VariantRegistry VARIANTS = VariantRegistry.of(new ShogiVariant());

    private PerftSuite() {
    }

    /** The cases of {@code perft/<name>}. */
    static List<Case> load(String name) {
        InputStream in = PerftSuite.class.getClassLoader().getResourceAsStream("perft/" + name);
        if (in == null) {
            throw new IllegalStateException("perft file perft/" + name + " is missing from the test bundle");
        }
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            List<String> lines = new ArrayList<>();
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                lines.add(line);
            }
            return parse(lines, name);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Case> parse(List<String> lines, String name) {
        List<Case> out = new ArrayList<>();
        String id = null;
        String variant = null;
        String fen = null;
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i <= lines.size(); i++) {
            String line = i < lines.size() ? lines.get(i).strip() : "";
            if (line.isEmpty()) {
                id = null;
                variant = null;
                fen = null;
                options = new LinkedHashMap<>();
                continue;
            }
            if (line.startsWith("#")) {
                continue;
            }
            String[] kv = line.split("\\s+", 2);
            String value = kv.length > 1 ? kv[1] : "";
            String where = name + ":" + (i + 1);
            switch (kv[0]) {
                case "id" -> id = value;
                case "variant" -> variant = value;
                case "fen" -> fen = value;
                case "option" -> {
                    String[] o = value.split("=", 2);
                    if (o.length != 2) {
                        throw new IllegalStateException(where + ": expected 'option name=value'");
                    }
                    options.put(o[0].trim(), o[1].trim());
                }
                case "perft" -> {
                    if (id == null || variant == null || fen == null) {
                        throw new IllegalStateException(where + ": a perft line needs id, variant and fen before it");
                    }
                    String[] dc = value.split("\\s+");
                    if (dc.length != 2) {
                        throw new IllegalStateException(where + ": expected 'perft <depth> <nodes>'");
                    }
                    out.add(new Case(id, variant, Map.copyOf(options), fen, Integer.parseInt(dc[0]), Long.parseLong(dc[1])));
                }
                default -> throw new IllegalStateException(where + ": unknown line '" + line + "'");
            }
        }
        return out;
    }
}
