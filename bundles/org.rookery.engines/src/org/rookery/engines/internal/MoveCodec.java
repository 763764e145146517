// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines.internal;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rookery.engines.Protocol;
import org.rookery.rules.Move;
import org.rookery.rules.MoveException;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;

/**
 * Moves as one protocol writes them for one variant: the rules' own engine notation (USI for a
 * USI engine, the coordinate notation otherwise, falling back to whichever of the two the rules
 * have), with ranks renumbered from 1 for boards whose first rank is 0 (the Giraffe board's
 * {@code d0} is {@code d1} to an engine, which counts ranks from 1).
 */
public final class MoveCodec {

    private static final Pattern SQUARE = Pattern.compile("([a-z])(\\d+)");

    private final MoveFormat format;
    private final int rankShift;

    private MoveCodec(MoveFormat format, int rankShift) {
        this.format = format;
        this.rankShift = rankShift;
    }

    /** The codec of a protocol for a variant's rules. */
    public static MoveCodec of(Protocol protocol, Rules rules) {
        String wanted = protocol.usiMoves() ? "USI" : "UCI";
        MoveFormat f = find(rules, wanted);
        if (f == null) {
            f = find(rules, wanted.equals("USI") ? "UCI" : "USI");
        }
        if (f == null) {
            throw new IllegalArgumentException(rules.name() + " has no engine move notation (UCI or USI)");
        }
        int shift = f.name().equals("UCI") ? 1 - rules.shape().firstRank() : 0;
        return new MoveCodec(f, shift);
    }

    /**
     * Why an engine of {@code protocol} cannot be given the moves of {@code rules}, or empty when it
     * can: the coordinate protocols (UCI, xboard) need the rules' coordinate notation, and a game
     * written only in USI notation (shogi) is spoken in USI or the xshogi dialect alone; the other
     * way round, a game with no USI notation (the chess family) is not spoken over USI. An engine
     * reading the other notation would take the squares for its own and lose by its replies.
     */
    public static java.util.Optional<String> whyNot(Protocol protocol, Rules rules) {
        if (protocol.usiMoves() ? find(rules, "USI") != null : find(rules, "UCI") != null) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(protocol.usiMoves()
                ? rules.name() + " is spoken to engines in coordinate notation only, and this engine's protocol is "
                        + protocol.word() + ": configure it with protocol uci (or xboard)"
                : rules.name() + " is spoken to engines in USI notation only, and this engine's protocol is "
                        + protocol.word() + ": configure it with protocol usi (or xshogi)");
    }

    private static MoveFormat find(Rules rules, String name) {
        for (MoveFormat f : rules.moveFormats()) {
            if (f.name().toUpperCase(Locale.ROOT).equals(name)) {
                return f;
            }
        }
        return null;
    }

    /** The text of a legal move of the position. */
    public String format(Move move, PositionView position) {
        return shift(format.format(move, position), rankShift);
    }

    /**
     * The legal move an engine's text means.
     *
     * @throws MoveException INVALID for text that is no move, ILLEGAL for a move the rules refuse
     */
    public Move parse(String text, PositionView position) {
        return format.parse(shift(text, -rankShift), position);
    }

    private static String shift(String text, int by) {
        if (by == 0) {
            return text;
        }
        Matcher m = SQUARE.matcher(text);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(b, m.group(1) + (Integer.parseInt(m.group(2)) + by));
        }
        m.appendTail(b);
        return b.toString();
    }
}
