// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Variant;

/**
 * One position of a perft suite: an id, a variant with option values, a FEN and the expected
 * leaf counts by depth. Each variant bundle carries its own suite ({@code variant/<id>/<id>.perft},
 * {@link Variant#perftData()}), read here through the registry, so a new variant's suite runs
 * without being listed anywhere.
 */
record PerftCase(String file, String id, String variant, Map<String, String> options, String fen, Map<Integer, Long> counts) {

    static List<PerftCase> all() {
        List<PerftCase> out = new ArrayList<>();
        for (Variant v : Variants.registry().all()) {
            v.perftData().ifPresent(text -> out.addAll(read(v.id() + ".perft", text)));
        }
        return out;
    }

    static List<PerftCase> read(String name, String text) {
        List<PerftCase> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new StringReader(text))) {
            String id = null;
            String variant = null;
            String fen = null;
            Map<String, String> options = new LinkedHashMap<>();
            Map<Integer, Long> counts = new LinkedHashMap<>();
            int lineNo = 0;
            for (String line = r.readLine(); ; line = r.readLine()) {
                lineNo++;
                String t = line == null ? "" : line.trim();
                if (t.isEmpty() || t.startsWith("#")) {
                    if (id != null && (t.isEmpty())) {
                        out.add(new PerftCase(name, id, variant, options, fen, counts));
                        id = null;
                        variant = null;
                        fen = null;
                        options = new LinkedHashMap<>();
                        counts = new LinkedHashMap<>();
                    }
                    if (line == null) {
                        break;
                    }
                    continue;
                }
                String[] kv = t.split("\\s+", 2);
                switch (kv[0]) {
                    case "id" -> id = kv[1];
                    case "variant" -> variant = kv[1];
                    case "fen" -> fen = kv[1];
                    case "option" -> {
                        String[] o = kv[1].split("=", 2);
                        options.put(o[0].trim(), o[1].trim());
                    }
                    case "perft" -> {
                        String[] dc = kv[1].trim().split("\\s+");
                        counts.put(Integer.parseInt(dc[0]), Long.parseLong(dc[1]));
                    }
                    default -> throw new IllegalStateException(name + ":" + lineNo + ": unknown line '" + t + "'");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    Rules rules() {
        Variant v = Variants.registry().get(variant);
        return v.rules(v.options(options));
    }

    Position position() {
        return rules().position(fen);
    }

    @Override
    public String toString() {
        return file + " " + id;
    }
}
