// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.internal;

import java.util.List;

import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.PieceType;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;

/**
 * Shogi squares and men as KIF and CSA name them, mapped onto the rules API. Files and ranks are
 * numbered 1 to 9 from sente's right and from gote's side ({@code 77} is sente's third rank,
 * seventh file), which the rules API places at {@code Square(9 - file, 10 - rank)}; sente is
 * {@link Color#WHITE}. Men are found by their SFEN letter and promoted flag in the variant's types.
 */
final class ShogiCoordinates {

    /** CSA piece codes in SFEN letters: unpromoted, then promoted (index 8 on). */
    static final List<String> CSA_CODES = List.of("OU", "HI", "KA", "KI", "GI", "KE", "KY", "FU", "RY", "UM", "NG", "NK", "NY", "TO");
    static final String LETTERS = "KRBGSNLPRBSNLP";

    private ShogiCoordinates() {
    }

    static Square square(int file, int rank) {
        return new Square(9 - file, 10 - rank);
    }

    static int file(Square s) {
        return 9 - s.file();
    }

    static int rank(Square s) {
        return 10 - s.rank();
    }

    static String usi(Square s) {
        return "" + file(s) + (char) ('a' + rank(s) - 1);
    }

    /** The piece type of a CSA code, or {@code null}. */
    static PieceType csaType(Rules rules, String code) {
        int i = CSA_CODES.indexOf(code);
        return i < 0 ? null : rules.pieceType(LETTERS.charAt(i), i >= 8);
    }

    /** The CSA code of a piece type. */
    static String csaCode(PieceType type) {
        for (int i = 0; i < CSA_CODES.size(); i++) {
            if (LETTERS.charAt(i) == type.letter() && (i >= 8) == type.promoted()) {
                return CSA_CODES.get(i);
            }
        }
        throw new IllegalArgumentException("no CSA code for " + type.name());
    }

    /** The type a piece is after the move. */
    static PieceType after(Move m) {
        return m.promotion() != null ? m.promotion() : m.piece();
    }

    /** The USI text of a board move or drop, so the rules' USI reader can name why it is illegal. */
    static String usi(Square from, Square to, PieceType dropped, boolean promote) {
        if (from == null) {
            return dropped.letter() + "*" + usi(to);
        }
        return usi(from) + usi(to) + (promote ? "+" : "");
    }

    /** Whether the move could also have been played with the other promotion choice. */
    static boolean promotionWasOptional(Position before, Move m) {
        if (m.isDrop()) {
            return false;
        }
        for (Move other : before.legalMoves()) {
            if (!other.isDrop() && other.from().equals(m.from()) && other.to().equals(m.to()) && other.isPromotion() != m.isPromotion()) {
                return true;
            }
        }
        return false;
    }

    static String sideName(Color c) {
        return c == Color.WHITE ? "sente" : "gote";
    }
}
