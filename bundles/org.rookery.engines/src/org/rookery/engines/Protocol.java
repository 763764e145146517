// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.util.Locale;
import java.util.Set;

/**
 * The protocols Rookery speaks with engines. Each protocol knows what an engine that declares no
 * variants plays, and how it names Rookery's variants when nothing else is configured.
 */
public enum Protocol {
    /** The Universal Chess Interface; variants through the {@code UCI_Variant} option. */
    UCI("uci", Set.of("chess")),
    /** The Universal Shogi Interface (sente is "black", times are {@code btime} for sente). */
    USI("usi", Set.of("shogi")),
    /** The xboard / WinBoard protocol version 2 (CECP), variants through {@code feature variants}. */
    XBOARD("xboard", Set.of("normal")),
    /**
     * The xboard protocol's shogi dialect that GNU Shogi speaks for the xshogi board: version 1
     * style (no features, no ping, no set-up), USI move notation, {@code black}/{@code white} to
     * name the side the engine moves for, {@code depth} with its value on the next line, and
     * moves answered as {@code N. ... MOVE}.
     */
    XSHOGI("xshogi", Set.of("shogi"));

    private final String word;
    private final Set<String> implicitVariants;

    Protocol(String word, Set<String> implicitVariants) {
        this.word = word;
        this.implicitVariants = implicitVariants;
    }

    /** The word an engine file uses ({@code uci}, {@code usi}, {@code xboard}). */
    public String word() {
        return word;
    }

    /** The engine's variant names when it declares none (a UCI engine without {@code UCI_Variant} plays chess). */
    public Set<String> implicitVariants() {
        return implicitVariants;
    }

    /**
     * The engine-side name of a Rookery variant id when the engine file does not say: xboard calls
     * orthodox chess {@code normal}; every other name is the variant id itself.
     */
    public String defaultVariantName(String variantId) {
        return this == XBOARD && variantId.equals("chess") ? "normal" : variantId;
    }

    /** Whether moves are written in USI notation (otherwise the coordinate notation of UCI and xboard). */
    public boolean usiMoves() {
        return this == USI || this == XSHOGI;
    }

    /** The protocol of a word ({@code uci}, {@code usi}, {@code xboard}, {@code xshogi} or {@code cecp}), case-insensitive. */
    public static Protocol of(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        for (Protocol p : values()) {
            if (p.word.equals(t)) {
                return p;
            }
        }
        if (t.equals("cecp") || t.equals("winboard")) {
            return XBOARD;
        }
        throw new IllegalArgumentException("unknown engine protocol '" + text + "'; known: uci, usi, xboard, xshogi");
    }
}
