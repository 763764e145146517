// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.internal;

import java.util.List;
import java.util.Set;

import org.rookery.games.GameFormat;
import org.rookery.games.GameRecord;
import org.rookery.rules.VariantRegistry;

/** PGN for chess, Giraffe and Guardian (rules.md §1.8): {@link PgnReader} and {@link PgnWriter}. */
public final class PgnFormat implements GameFormat {

    /** The variants written in PGN. */
    static final Set<String> VARIANTS = Set.of("chess", "giraffe", "guardian");

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
}
