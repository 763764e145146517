// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.tests;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

import org.rookery.games.GameFiles;
import org.rookery.rules.VariantRegistry;

/** The sample game files under {@code data/} and the formats with all five variants. */
final class Samples {

    static final VariantRegistry VARIANTS = VariantRegistry.of(new org.rookery.variant.chess.ChessVariant(),
            new org.rookery.variant.giraffe.GiraffeVariant(), new org.rookery.variant.guardian.GuardianVariant(),
            new org.rookery.variant.exchange.ExchangeVariant(), new org.rookery.variant.shogi.ShogiVariant());
    static final GameFiles FILES = new GameFiles(VARIANTS);

    private Samples() {
    }

    static byte[] bytes(String name) {
        try (InputStream in = Samples.class.getClassLoader().getResourceAsStream("data/" + name)) {
            if (in == null) {
                throw new IllegalStateException("sample data/" + name + " is missing from the test bundle");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String text(String name) {
        return GameFiles.decode(bytes(name), name);
    }

    static String utf8(String name) {
        return new String(bytes(name), StandardCharsets.UTF_8);
    }
}
