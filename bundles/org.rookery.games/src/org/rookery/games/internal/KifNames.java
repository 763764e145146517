// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.internal;

import java.util.LinkedHashMap;
import java.util.Map;

import org.rookery.rules.Color;
import org.rookery.rules.Outcome;
import org.rookery.rules.PieceType;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;

/** The Japanese words of KIF: numerals, men and end markers, both ways. */
final class KifNames {

    static final String FILES = "１２３４５６７８９";
    static final String RANKS = "一二三四五六七八九";
    /** Names the reader accepts, mapped to SFEN letter and promoted flag ("+R"); the first of each is written. */
    private static final Map<String, String> MEN = new LinkedHashMap<>();

    static {
        MEN.put("玉", "K");
        MEN.put("王", "K");
        MEN.put("飛", "R");
        MEN.put("角", "B");
        MEN.put("金", "G");
        MEN.put("銀", "S");
        MEN.put("桂", "N");
        MEN.put("香", "L");
        MEN.put("歩", "P");
        MEN.put("龍", "+R");
        MEN.put("竜", "+R");
        MEN.put("馬", "+B");
        MEN.put("成銀", "+S");
        MEN.put("全", "+S");
        MEN.put("成桂", "+N");
        MEN.put("圭", "+N");
        MEN.put("成香", "+L");
        MEN.put("杏", "+L");
        MEN.put("と", "+P");
    }

    private KifNames() {
    }

    /** The man named at the start of {@code text}, with the length of its name, or {@code null}. */
    static Map.Entry<PieceType, Integer> man(Rules rules, String text) {
        for (int len = 2; len >= 1; len--) {
            if (text.length() >= len) {
                String code = MEN.get(text.substring(0, len));
                if (code != null) {
                    PieceType t = rules.pieceType(code.charAt(code.length() - 1), code.startsWith("+"));
                    return Map.entry(t, len);
                }
            }
        }
        return null;
    }

    /** The name written for a man. */
    static String name(PieceType type) {
        String code = (type.promoted() ? "+" : "") + type.letter();
        for (Map.Entry<String, String> e : MEN.entrySet()) {
            if (e.getValue().equals(code)) {
                return e.getKey();
            }
        }
        throw new IllegalArgumentException("no KIF name for " + type.name());
    }

    /** The outcome of an end marker played by {@code mover}, or {@code null} if the text is not one; unfinished games give an empty marker. */
    static Outcome end(String marker, Color mover) {
        Color other = mover.opponent();
        return switch (marker) {
            case "投了" -> Outcome.win(Termination.RESIGNATION, other);
            case "千日手" -> Outcome.draw(Termination.REPETITION);
            case "入玉宣言", "宣言勝ち", "入玉勝ち" -> Outcome.win(Termination.DECLARATION, mover);
            case "詰み" -> Outcome.win(Termination.CHECKMATE, other);
            case "切れ負け", "時間切れ" -> Outcome.win(Termination.TIME_FORFEIT, other);
            case "反則負け" -> Outcome.win(Termination.ILLEGAL_MOVES, other);
            case "反則勝ち" -> Outcome.win(Termination.ILLEGAL_MOVES, mover);
            case "持将棋" -> Outcome.draw(Termination.AGREEMENT);
            default -> null;
        };
    }

    /** Whether a move text is an end marker (including the unfinished 中断). */
    static boolean isEnd(String marker) {
        return marker.equals("中断") || end(marker, Color.WHITE) != null;
    }

    /** The marker that reads back as an outcome with {@code mover} to move, or {@code null} if KIF has none. */
    static String marker(Outcome o, Color mover) {
        boolean moverLost = o.winner() == mover.opponent();
        return switch (o.termination()) {
            case RESIGNATION -> moverLost ? "投了" : null;
            case REPETITION, PERPETUAL_CHECK -> "千日手";
            case DECLARATION -> o.winner() == mover ? "入玉宣言" : null;
            case CHECKMATE -> moverLost ? "詰み" : null;
            case TIME_FORFEIT -> moverLost ? "切れ負け" : null;
            case ILLEGAL_MOVES -> moverLost ? "反則負け" : "反則勝ち";
            case AGREEMENT -> o.isDraw() ? "持将棋" : null;
            default -> null;
        };
    }
}
