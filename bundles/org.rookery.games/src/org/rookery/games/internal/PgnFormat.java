// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.internal;

import java.util.List;
import java.util.Optional;

import org.rookery.games.GameFormat;
import org.rookery.games.GameRecord;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantRegistry;

/**
 * PGN for every variant that declares a PGN {@code Variant} tag ({@link Variant#pgnVariant()}:
 * chess, Giraffe and Guardian, rules.md §1.8, and any new variant bundle): {@link PgnReader} and
 * {@link PgnWriter}.
 */
public final class PgnFormat implements GameFormat {

    private final VariantRegistry registry;

    /** PGN reading variants from a registry. */
    public PgnFormat(VariantRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String name() {
        return "PGN";
    }

    @Override
    public List<String> extensions() {
        return List.of("pgn");
    }

    @Override
    public List<GameRecord> read(String text) {
        return new PgnReader(new SourceText(name(), text), registry).read();
    }

    @Override
    public String write(List<GameRecord> games) {
        return new PgnWriter(registry).write(games);
    }

    /**
     * The variant a {@code Variant} tag names: the one declaring that tag (case-insensitive), the
     * one declaring "Standard" for a missing or empty tag, else one found by id or alias that is
     * written in PGN.
     */
    static Optional<Variant> byTag(VariantRegistry registry, String tag) {
        String name = tag == null || tag.isBlank() ? "Standard" : tag.strip();
        for (Variant v : registry.all()) {
            if (v.pgnVariant().filter(name::equalsIgnoreCase).isPresent()) {
                return Optional.of(v);
            }
        }
        return registry.find(name);
    }
}
