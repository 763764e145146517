// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rookery.games.GameFormat;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.Outcome;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Setup;
import org.rookery.rules.Square;
import org.rookery.rules.Termination;
import org.rookery.rules.VariantRegistry;

/**
 * CSA (rules.md §4.3, the CSA standard file format 2.2): {@code V2.2}, player names
 * {@code N+}/{@code N-}, information lines {@code $KEY:value}, the even start {@code PI} (with
 * removed men for handicaps, e.g. {@code PI82HI}) or a board {@code P1}..{@code P9} with men
 * {@code P+}/{@code P-} (from hand: square {@code 00}), the side to move {@code +}/{@code -},
 * moves {@code +7776FU} (the code is the man after the move, so a promotion shows), drops
 * {@code +0055FU}, times {@code T12}, several statements on a line separated by {@code ,}, move
 * comments {@code '*}, and the end markers mapped to outcomes: {@code %TORYO} (resignation),
 * {@code %SENNICHITE} (sennichite, or perpetual check when the rules see one), {@code %KACHI}
 * (a winning declaration), {@code %TIME_UP}, {@code %ILLEGAL_MOVE},
 * {@code %+ILLEGAL_ACTION}/{@code %-ILLEGAL_ACTION}, {@code %TSUMI}, {@code %HIKIWAKE},
 * {@code %JISHOGI} (drawn by agreement) and {@code %CHUDAN} (unfinished).
 */
public final class CsaFormat implements GameFormat {

    private final VariantRegistry registry;

    /** CSA reading shogi from a registry. */
    public CsaFormat(VariantRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String name() {
        return "CSA";
    }

    @Override
    public List<String> extensions() {
        return List.of("csa");
    }

    @Override
    public List<GameRecord> read(String text) {
        return List.of(new Reader(new SourceText(name(), text), registry.get("shogi").rules()).read());
    }

    /** One statement: its text and offset. */
    private record Statement(String text, int offset) {
    }

    private static final class Reader {
        private final SourceText src;
        private final Rules rules;
        private final Map<String, String> headers = new LinkedHashMap<>();
        private final List<NodeBuilder> moves = new ArrayList<>();
        private String comment;
        private Setup setup;
        private boolean boardSeen;
        private Position position;
        private String startSfen;
        private Outcome outcome;
        private boolean ended;
        private boolean unfinished;

        Reader(SourceText src, Rules rules) {
            this.src = src;
            this.rules = rules;
        }

        GameRecord read() {
            for (Statement st : statements()) {
                statement(st);
            }
            if (position == null) {
                throw src.error(src.text().length(), "expected the start position (PI or P1..P9) and the side to move (+ or -)");
            }
            if (!ended && !unfinished) {
                outcome = rules.outcome(position).orElse(null);
            }
            return new GameRecord("shogi", headers, startSfen, comment, NodeBuilder.buildAll(moves), outcome);
        }

        private List<Statement> statements() {
            List<Statement> out = new ArrayList<>();
            String t = src.text();
            int lineStart = 0;
            while (lineStart <= t.length()) {
                int end = t.indexOf('\n', lineStart);
                end = end < 0 ? t.length() : end;
                String line = t.substring(lineStart, end);
                if (line.endsWith("\r")) {
                    line = line.substring(0, line.length() - 1);
                }
                if (line.startsWith("'")) {
                    out.add(new Statement(line, lineStart));
                } else {
                    int at = 0;
                    for (String part : line.split(",", -1)) {
                        if (!part.isBlank()) {
                            out.add(new Statement(part.strip(), lineStart + at + (part.length() - part.stripLeading().length())));
                        }
                        at += part.length() + 1;
                    }
                }
                lineStart = end + 1;
            }
            return out;
        }

        private void statement(Statement st) {
            String s = st.text().replace("\uFEFF", "");
            if (s.isEmpty()) {
                return;
            }
            if (ended && !s.startsWith("'") && !s.startsWith("T")) {
                throw src.error(st.offset(), "expected nothing after the end marker, found '" + s + "'");
            }
            char c = s.charAt(0);
            switch (c) {
                case '\'' -> {
                    if (s.startsWith("'*")) {
                        String text = s.substring(2).strip();
                        if (moves.isEmpty()) {
                            comment = NodeBuilder.join(comment, text);
                        } else {
                            moves.get(moves.size() - 1).addCommentAfter(text);
                        }
                    }
                }
                case 'V' -> headers.put("Version", s.substring(1));
                case 'N' -> {
                    if (s.length() < 2 || (s.charAt(1) != '+' && s.charAt(1) != '-')) {
                        throw src.error(st.offset(), "expected N+ or N- and a player's name, found '" + s + "'");
                    }
                    headers.put(s.substring(0, 2), s.substring(2));
                }
                case '$' -> {
                    int colon = s.indexOf(':');
                    if (colon < 0) {
                        throw src.error(st.offset(), "expected '$KEY:value', found '" + s + "'");
                    }
                    headers.put(s.substring(0, colon), s.substring(colon + 1));
                }
                case 'P' -> positionLine(st, s);
                case '+', '-' -> {
                    if (s.length() == 1) {
                        turn(st, c == '+' ? Color.WHITE : Color.BLACK);
                    } else {
                        move(st, s);
                    }
                }
                case 'T' -> time(st, s);
                case '%' -> end(st, s);
                default -> throw src.error(st.offset(), "expected a CSA statement (V, N, $, P, +, -, T, % or '), found '" + s + "'");
            }
        }

        private void positionLine(Statement st, String s) {
            if (position != null) {
                throw src.error(st.offset(), "the position is already set; expected moves, found '" + s + "'");
            }
            if (setup == null) {
                setup = new Setup(rules);
            }
            if (s.startsWith("PI")) {
                Setup even = rules.startPosition().toSetup();
                for (int i = 2; i + 4 <= s.length(); i += 4) {
                    Square sq = square(st, s, i);
                    PieceType t = type(st, s, i + 2);
                    Piece there = even.get(sq);
                    if (there == null || !there.type().equals(t)) {
                        throw src.error(st.offset() + i, "PI removes " + s.substring(i, i + 4) + ", but no such man stands there at the start");
                    }
                    even.put(sq, null);
                }
                if ((s.length() - 2) % 4 != 0) {
                    throw src.error(st.offset() + s.length(), "expected PI followed by square-and-man groups such as 82HI");
                }
                setup = even;
                boardSeen = true;
            } else if (s.length() >= 2 && s.charAt(1) >= '1' && s.charAt(1) <= '9') {
                int rank = s.charAt(1) - '0';
                // Statements are stripped, and editors drop trailing blanks: an empty last square ' * ' loses its space.
                s = s.length() < 2 + 27 ? String.format("%-29s", s) : s;
                if (s.length() != 2 + 27) {
                    throw src.error(st.offset(), "expected P" + rank + " and 9 squares of 3 characters (' * ' or e.g. '+FU'), found "
                            + (s.length() - 2) + " characters");
                }
                for (int k = 0; k < 9; k++) {
                    String cell = s.substring(2 + 3 * k, 5 + 3 * k);
                    Square sq = ShogiCoordinates.square(9 - k, rank);
                    if (cell.equals(" * ")) {
                        setup.put(sq, null);
                    } else {
                        setup.put(sq, piece(st, s, 2 + 3 * k));
                    }
                }
                boardSeen = true;
            } else if (s.startsWith("P+") || s.startsWith("P-")) {
                Color side = s.charAt(1) == '+' ? Color.WHITE : Color.BLACK;
                if ((s.length() - 2) % 4 != 0) {
                    throw src.error(st.offset() + 2, "expected groups of a square and a man, such as 00FU or 55KA");
                }
                for (int i = 2; i < s.length(); i += 4) {
                    PieceType t = type(st, s, i + 2);
                    if (s.startsWith("00", i)) {
                        if (t.promoted() || t.equals(rules.royalType())) {
                            throw src.error(st.offset() + i + 2, "a " + t.name() + " cannot be in hand");
                        }
                        Piece p = new Piece(t, side);
                        setup.hand(p, setup.hand(p) + 1);
                    } else {
                        setup.put(square(st, s, i), new Piece(t, side));
                    }
                }
                boardSeen = true;
            } else {
                throw src.error(st.offset(), "expected PI, P1..P9, P+ or P-, found '" + s + "'");
            }
        }

        private void turn(Statement st, Color side) {
            if (position != null) {
                throw src.error(st.offset(), "expected a move such as +7776FU, found a lone '" + (side == Color.WHITE ? "+" : "-") + "'");
            }
            if (!boardSeen) {
                throw src.error(st.offset(), "expected the position (PI or P1..P9) before the side to move");
            }
            setup.sideToMove(side);
            try {
                position = rules.newPosition(setup);
            } catch (RuntimeException e) {
                throw src.error(st.offset(), "the position is impossible: " + e.getMessage());
            }
            String sfen = rules.positionFormat().format(position);
            startSfen = sfen.equals(rules.startPositionText()) ? null : sfen;
        }

        private void move(Statement st, String s) {
            if (position == null) {
                throw src.error(st.offset(), "expected the position and the side to move before the first move");
            }
            Color side = s.charAt(0) == '+' ? Color.WHITE : Color.BLACK;
            int number = moves.size() + 1;
            if (s.length() != 7) {
                throw src.error(st.offset(), "move " + number + ": expected e.g. +7776FU (sign, from, to, man), found '" + s + "'");
            }
            if (side != position.sideToMove()) {
                throw src.error(st.offset(), "move " + number + " '" + s + "': it is " + ShogiCoordinates.sideName(position.sideToMove()) + "'s turn");
            }
            PieceType code = type(st, s, 5);
            Square to = square(st, s, 3);
            boolean drop = s.startsWith("00", 1);
            Square from = drop ? null : square(st, s, 1);
            Move found = null;
            for (Move m : position.legalMoves()) {
                if (drop ? m.isDrop() && m.piece().equals(code) && m.to().equals(to)
                        : !m.isDrop() && from.equals(m.from()) && to.equals(m.to()) && ShogiCoordinates.after(m).equals(code)) {
                    found = m;
                }
            }
            if (found == null) {
                Piece moving = drop ? null : position.pieceAt(from);
                boolean promote = moving != null && code.promoted() && !moving.type().promoted();
                String why;
                try {
                    rules.moveFormat("USI").parse(ShogiCoordinates.usi(from, to, code, promote), position);
                    why = "the man on " + s.substring(1, 3) + " does not become " + s.substring(5);
                } catch (IllegalArgumentException e) {
                    why = e.getMessage();
                }
                throw src.error(st.offset(), "move " + number + " '" + s + "' is illegal: " + why);
            }
            position.doMove(found);
            moves.add(new NodeBuilder(found, 0));
        }

        private void time(Statement st, String s) {
            if (moves.isEmpty()) {
                throw src.error(st.offset(), "a time (T) must follow a move");
            }
            if (!s.matches("T\\d{1,7}(\\.\\d{1,3})?")) {
                throw src.error(st.offset(), "expected T and the seconds the move took (e.g. T12 or T12.5), found '" + s + "'");
            }
            moves.get(moves.size() - 1).elapsedMillis = Math.round(Double.parseDouble(s.substring(1)) * 1000);
        }

        private void end(Statement st, String s) {
            if (position == null) {
                throw src.error(st.offset(), "expected the position before the end marker " + s);
            }
            Color mover = position.sideToMove();
            Color other = mover.opponent();
            ended = true;
            outcome = switch (s) {
                case "%TORYO" -> Outcome.win(Termination.RESIGNATION, other);
                case "%SENNICHITE" -> rules.claimableResult(position).filter(o -> o.termination() == Termination.PERPETUAL_CHECK)
                        .orElse(Outcome.draw(Termination.REPETITION));
                case "%KACHI" -> Outcome.win(Termination.DECLARATION, mover);
                case "%TIME_UP" -> Outcome.win(Termination.TIME_FORFEIT, other);
                case "%ILLEGAL_MOVE" -> Outcome.win(Termination.ILLEGAL_MOVES, other);
                case "%+ILLEGAL_ACTION" -> Outcome.win(Termination.ILLEGAL_MOVES, Color.BLACK);
                case "%-ILLEGAL_ACTION" -> Outcome.win(Termination.ILLEGAL_MOVES, Color.WHITE);
                case "%TSUMI" -> Outcome.win(Termination.CHECKMATE, other);
                case "%HIKIWAKE", "%JISHOGI" -> Outcome.draw(Termination.AGREEMENT);
                case "%CHUDAN" -> {
                    unfinished = true;
                    yield null;
                }
                default -> throw src.error(st.offset(), "unknown end marker '" + s
                        + "'; expected %TORYO, %SENNICHITE, %KACHI, %TIME_UP, %ILLEGAL_MOVE, %TSUMI, %HIKIWAKE, %JISHOGI or %CHUDAN");
            };
        }

        private Square square(Statement st, String s, int at) {
            char f = s.charAt(at);
            char r = s.charAt(at + 1);
            if (f < '1' || f > '9' || r < '1' || r > '9') {
                throw src.error(st.offset() + at, "expected a square (two digits 1-9), found '" + s.substring(at, at + 2) + "'");
            }
            return ShogiCoordinates.square(f - '0', r - '0');
        }

        private PieceType type(Statement st, String s, int at) {
            String code = at + 2 <= s.length() ? s.substring(at, at + 2) : s.substring(at);
            PieceType t = ShogiCoordinates.csaType(rules, code);
            if (t == null) {
                throw src.error(st.offset() + at, "expected a man (FU KY KE GI KI KA HI OU TO NY NK NG UM RY), found '" + code + "'");
            }
            return t;
        }

        private Piece piece(Statement st, String s, int at) {
            char sign = s.charAt(at);
            if (sign != '+' && sign != '-') {
                throw src.error(st.offset() + at, "expected ' * ' or a sign and a man such as +FU, found '" + s.substring(at, at + 3) + "'");
            }
            return new Piece(type(st, s, at + 1), sign == '+' ? Color.WHITE : Color.BLACK);
        }
    }

    @Override
    public String write(List<GameRecord> games) {
        if (games.size() != 1) {
            throw new IllegalArgumentException("a CSA file holds one game, not " + games.size());
        }
        GameRecord g = games.get(0);
        if (!g.variantId().equals("shogi")) {
            throw new IllegalArgumentException("a " + g.variantId() + " game is not written in CSA");
        }
        Rules rules = registry.get("shogi").rules();
        StringBuilder b = new StringBuilder();
        b.append('V').append(WrittenText.line(g.headers().getOrDefault("Version", "2.2"))).append('\n');
        for (Map.Entry<String, String> e : g.headers().entrySet()) {
            if (e.getKey().startsWith("N") || e.getKey().startsWith("$")) {
                String key = WrittenText.line(e.getKey());
                b.append(key.startsWith("$") ? key.replace(':', '_') : key).append(key.startsWith("$") ? ":" : "")
                        .append(WrittenText.line(e.getValue())).append('\n');
            }
        }
        Position p = g.startPosition() == null ? rules.startPosition() : rules.position(g.startPosition());
        if (g.startPosition() == null) {
            b.append("PI\n+\n");
        } else {
            board(b, p);
        }
        if (g.comment() != null) {
            for (String c : WrittenText.lines(g.comment())) {
                b.append("'*").append(c).append('\n');
            }
        }
        for (GameNode n : g.mainLine()) {
            Move m = n.move();
            b.append(p.sideToMove() == Color.WHITE ? '+' : '-');
            b.append(m.isDrop() ? "00" : "" + ShogiCoordinates.file(m.from()) + ShogiCoordinates.rank(m.from()));
            b.append(ShogiCoordinates.file(m.to())).append(ShogiCoordinates.rank(m.to()));
            b.append(ShogiCoordinates.csaCode(ShogiCoordinates.after(m))).append('\n');
            if (n.elapsedMillis() != null) {
                long ms = n.elapsedMillis();
                b.append('T').append(ms % 1000 == 0 ? String.valueOf(ms / 1000) : String.format(java.util.Locale.ROOT, "%.3f", ms / 1000.0)).append('\n');
            }
            if (n.commentAfter() != null) {
                b.append("'*").append(WrittenText.line(n.commentAfter())).append('\n');
            }
            p.doMove(m);
        }
        String marker = endMarker(g.outcome(), p);
        if (marker != null) {
            b.append(marker).append('\n');
        }
        return b.toString();
    }

    private static void board(StringBuilder b, Position p) {
        for (int rank = 1; rank <= 9; rank++) {
            b.append('P').append(rank);
            for (int file = 9; file >= 1; file--) {
                Piece piece = p.pieceAt(ShogiCoordinates.square(file, rank));
                b.append(piece == null ? " * " : (piece.color() == Color.WHITE ? "+" : "-") + ShogiCoordinates.csaCode(piece.type()));
            }
            b.append('\n');
        }
        for (Color c : Color.values()) {
            if (!p.hand(c).isEmpty()) {
                b.append(c == Color.WHITE ? "P+" : "P-");
                p.hand(c).forEach((type, count) -> b.append(("00" + ShogiCoordinates.csaCode(type)).repeat(count)));
                b.append('\n');
            }
        }
        b.append(p.sideToMove() == Color.WHITE ? "+\n" : "-\n");
    }

    /** The end marker that reads back as the outcome in the final position. */
    private static String endMarker(Outcome o, Position end) {
        if (o == null) {
            return end.outcome().isPresent() ? "%CHUDAN" : null;
        }
        Color mover = end.sideToMove();
        boolean moverLost = o.winner() == mover.opponent();
        String marker = switch (o.termination()) {
            case RESIGNATION -> moverLost ? "%TORYO" : null;
            case REPETITION, PERPETUAL_CHECK -> "%SENNICHITE";
            case DECLARATION -> o.winner() == mover ? "%KACHI" : null;
            case TIME_FORFEIT -> moverLost ? "%TIME_UP" : null;
            case ILLEGAL_MOVES -> moverLost ? "%ILLEGAL_MOVE" : o.winner() == Color.WHITE ? "%-ILLEGAL_ACTION" : "%+ILLEGAL_ACTION";
            case CHECKMATE -> moverLost ? "%TSUMI" : null;
            case AGREEMENT -> o.isDraw() ? "%HIKIWAKE" : null;
            default -> null;
        };
        if (marker == null) {
            throw new IllegalArgumentException("CSA has no end marker for " + o + " with " + ShogiCoordinates.sideName(mover) + " to move");
        }
        return marker;
    }
}
