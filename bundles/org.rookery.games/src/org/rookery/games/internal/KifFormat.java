// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.internal;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rookery.games.GameFiles;
import org.rookery.games.GameFormat;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.Outcome;
import org.rookery.rules.PieceType;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;
import org.rookery.rules.Termination;
import org.rookery.rules.VariantRegistry;

/**
 * KIF, the Kakinoki format (rules.md §4.3): header lines {@code key：value} (full-width or ASCII
 * colon; {@code 手合割：平手} is the only start read, handicaps need a board diagram and are
 * refused), {@code #} remarks, move lines {@code number move (time used/total)} where a move is a
 * destination ({@code ７六}, or {@code 同} for the last move's square), the man, then
 * {@code 成}, {@code 不成} or {@code 打}, and the source {@code (77)}; comment lines {@code *};
 * variations {@code 変化：N手} (depth first, see {@code docs/game-files.md});
 * end markers 投了 (resignation), 千日手 (sennichite, or perpetual check when the rules see
 * one), 入玉宣言 / 宣言勝ち (a winning declaration), 詰み, 切れ負け, 反則負け, 反則勝ち,
 * 持将棋 and 中断 (unfinished). Files are Shift-JIS ({@code .kif}) or UTF-8 ({@code .kifu});
 * {@link GameFiles#decode} tells them apart.
 */
public final class KifFormat implements GameFormat {

    private static final Pattern MOVE_LINE = Pattern.compile("\\s*(\\d+)\\s+(.*)");
    private static final Pattern TIME = Pattern.compile("\\(\\s*(\\d{1,6}):(\\d{1,2})(?:\\s*/\\s*(\\d{1,6}):(\\d{1,2}):(\\d{1,2}))?\\s*\\)\\s*\\+?\\s*$");
    private static final String EVEN = "平手";
    private static final Pattern BRANCH = Pattern.compile("変化[：:]\\s*(\\d{1,5})手\\s*");

    /** A line of moves: the main line or a variation, with the position before its first move. */
    private static final class Line {
        final int start;
        final Position before;
        final NodeBuilder parent;
        final List<NodeBuilder> nodes = new ArrayList<>();
        boolean ended;

        Line(int start, Position before, NodeBuilder parent) {
            this.start = start;
            this.before = before;
            this.parent = parent;
        }

        boolean holds(int ply) {
            return ply >= start && ply < start + nodes.size();
        }

        Position end() {
            Position p = before.copy();
            for (NodeBuilder n : nodes) {
                p.doMove(n.move);
            }
            return p;
        }
    }
    private static final String HANDICAP = "手合割";

    private final VariantRegistry registry;

    /** KIF reading shogi from a registry. */
    public KifFormat(VariantRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String name() {
        return "KIF";
    }

    @Override
    public List<String> extensions() {
        return List.of("kif", "kifu");
    }

    @Override
    public Charset charset(String extension) {
        return extension.equals("kif") ? GameFiles.SHIFT_JIS : StandardCharsets.UTF_8;
    }

    @Override
    public List<GameRecord> read(String text) {
        return List.of(new Reader(new SourceText(name(), text), registry.get("shogi").rules()).read());
    }

    private static final class Reader {
        private final SourceText src;
        private final Rules rules;
        private final Map<String, String> headers = new LinkedHashMap<>();
        private final Line main;
        private final Deque<Line> open = new ArrayDeque<>();
        private Line current;
        private List<NodeBuilder> moves;
        private Position position;
        private String comment;
        private Outcome outcome;
        private boolean ended;
        private boolean unfinished;
        private String pendingComment;

        Reader(SourceText src, Rules rules) {
            this.src = src;
            this.rules = rules;
            this.position = rules.startPosition();
            this.main = new Line(1, position.copy(), null);
            enter(main);
        }

        private void enter(Line line) {
            open.push(line);
            current = line;
            moves = line.nodes;
            ended = false;
        }

        /**
         * 変化：N手 starts a line that replaces move N of the latest open line holding a move N
         * (KIF lists variations depth first); lines holding no move N are closed. A variation of
         * a variation's first move is a sibling of that variation.
         */
        private void variation(String s, int offset) {
            Matcher m = BRANCH.matcher(s);
            if (!m.matches()) {
                throw src.error(offset, "expected a variation header such as 変化：12手, found '" + s + "'");
            }
            int ply = Integer.parseInt(m.group(1));
            while (!open.isEmpty() && !open.peek().holds(ply)) {
                open.pop();
            }
            if (open.isEmpty()) {
                throw src.error(offset, "変化：" + ply + "手 replaces move " + ply + ", but no line above has a move " + ply);
            }
            Line target = open.peek();
            NodeBuilder replaced = target.nodes.get(ply - target.start);
            NodeBuilder parent = ply == target.start && target.parent != null ? target.parent : replaced;
            Position before = target.before.copy();
            for (int i = 0; i < ply - target.start; i++) {
                before.doMove(target.nodes.get(i).move);
            }
            Line line = new Line(ply, before.copy(), parent);
            parent.variations.add(line.nodes);
            position = before;
            enter(line);
        }

        GameRecord read() {
            String t = src.text();
            int lineStart = 0;
            while (lineStart < t.length()) {
                int end = t.indexOf('\n', lineStart);
                end = end < 0 ? t.length() : end;
                String line = t.substring(lineStart, end);
                if (line.endsWith("\r")) {
                    line = line.substring(0, line.length() - 1);
                }
                line(line.replace("\uFEFF", ""), lineStart);
                lineStart = end + 1;
            }
            if (!main.ended && !unfinished) {
                outcome = rules.outcome(main.end()).orElse(null);
            }
            return new GameRecord("shogi", headers, null, comment, NodeBuilder.buildAll(main.nodes), outcome);
        }

        private void line(String line, int offset) {
            String s = line.strip();
            if (s.isEmpty() || s.startsWith("#") || s.startsWith("&") || s.startsWith("まで") || s.startsWith("手数")) {
                return;
            }
            if (s.startsWith("*")) {
                String text = s.substring(1).strip();
                if (moves.isEmpty() && current != main) {
                    pendingComment = NodeBuilder.join(pendingComment, text);
                } else if (moves.isEmpty()) {
                    comment = NodeBuilder.join(comment, text);
                } else {
                    moves.get(moves.size() - 1).addCommentAfter(text);
                }
                return;
            }
            if (s.startsWith("変化")) {
                variation(s, offset);
                return;
            }
            Matcher m = MOVE_LINE.matcher(line);
            if (m.matches()) {
                move(m, offset);
                return;
            }
            int colon = colon(s);
            if (colon > 0) {
                if (!main.nodes.isEmpty() || ended) {
                    throw src.error(offset, "expected a move line, found the header line '" + s + "'");
                }
                String key = s.substring(0, colon).strip();
                String value = s.substring(colon + 1).strip();
                if (key.equals(HANDICAP) && !value.equals(EVEN)) {
                    throw src.error(offset + line.indexOf(value), "only even games (手合割：平手) are read; '" + value + "' is not supported");
                }
                headers.put(key, value);
                return;
            }
            throw src.error(offset, "expected a header line 'key：value', a move line 'number move', or a comment '*', found '" + s + "'");
        }

        private static int colon(String s) {
            int full = s.indexOf('：');
            int ascii = s.indexOf(':');
            if (full < 0) {
                return ascii;
            }
            return ascii < 0 ? full : Math.min(full, ascii);
        }

        private void move(Matcher m, int offset) {
            int moveOffset = offset + m.start(2);
            String rest = m.group(2);
            int number;
            try {
                number = Integer.parseInt(m.group(1));
            } catch (NumberFormatException e) {
                throw src.error(offset, "the move number " + m.group(1) + " is too large");
            }
            if (ended) {
                throw src.error(offset, "expected nothing after the end of the game, found move " + number);
            }
            int expected = current.start + moves.size();
            if (number != expected) {
                throw src.error(offset + m.start(1), "expected move number " + expected + ", found " + number);
            }
            Long elapsed = null;
            Matcher time = TIME.matcher(rest);
            if (time.find()) {
                elapsed = (Long.parseLong(time.group(1)) * 60 + Long.parseLong(time.group(2))) * 1000;
                rest = rest.substring(0, time.start());
            }
            String text = rest.strip();
            if (text.endsWith("+")) {
                text = text.substring(0, text.length() - 1).strip();
            }
            if (KifNames.isEnd(text)) {
                ended = true;
                current.ended = true;
                if (current != main) {
                    // A variation's end marker says how that line would have ended; the game's outcome is the main line's.
                    return;
                }
                if (text.equals("中断")) {
                    unfinished = true;
                    outcome = null;
                } else {
                    Outcome o = KifNames.end(text, position.sideToMove());
                    if (o.termination() == Termination.REPETITION) {
                        o = rules.claimableResult(position).filter(c -> c.termination() == Termination.PERPETUAL_CHECK).orElse(o);
                    }
                    outcome = o;
                }
                return;
            }
            NodeBuilder node = new NodeBuilder(parseMove(text, number, moveOffset), 0);
            node.elapsedMillis = elapsed;
            node.commentBefore = pendingComment;
            pendingComment = null;
            position.doMove(node.move);
            moves.add(node);
        }

        private static Move lastPlayed(Position p) {
            List<Move> played = p.history();
            return played.isEmpty() ? null : played.get(played.size() - 1);
        }

        private Move parseMove(String text, int number, int offset) {
            String where = "move " + number + " '" + text + "'";
            int i = 0;
            Square to;
            if (text.startsWith("同")) {
                // the line's own last move when it has one: the whole history is a copy of every move
                Move previous = !moves.isEmpty() ? moves.get(moves.size() - 1).move : lastPlayed(position);
                if (previous == null) {
                    throw src.error(offset, where + ": 同 (same square) needs a previous move");
                }
                to = previous.to();
                i = 1;
                while (i < text.length() && (text.charAt(i) == '　' || text.charAt(i) == ' ')) {
                    i++;
                }
            } else {
                int file = text.length() > 0 ? digit(text.charAt(0)) : -1;
                int rank = text.length() > 1 ? KifNames.RANKS.indexOf(text.charAt(1)) + 1 : 0;
                if (file < 1 || rank < 1) {
                    throw src.error(offset, where + ": expected a destination such as ７六 or 同, or an end marker such as 投了");
                }
                to = ShogiCoordinates.square(file, rank);
                i = 2;
            }
            Map.Entry<PieceType, Integer> man = KifNames.man(rules, text.substring(i));
            if (man == null) {
                throw src.error(offset + i, where + ": expected a man (歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍)");
            }
            PieceType type = man.getKey();
            i += man.getValue();
            // Relative words (左 右 上 引 寄 直 行 入) only disambiguate what the source square already says.
            while (i < text.length() && "左右上引寄直行入".indexOf(text.charAt(i)) >= 0) {
                i++;
            }
            boolean promote = false;
            boolean drop = false;
            if (text.startsWith("不成", i)) {
                i += 2;
            } else if (text.startsWith("成", i)) {
                promote = true;
                i += 1;
            } else if (text.startsWith("打", i)) {
                drop = true;
                i += 1;
            }
            Square from = null;
            if (text.startsWith("(", i)) {
                int close = text.indexOf(')', i);
                String digits = close < 0 ? "" : text.substring(i + 1, close);
                if (!digits.matches("[1-9][1-9]") || drop) {
                    throw src.error(offset + i, where + ": expected the source square as (77)" + (drop ? ", not after 打" : ""));
                }
                from = ShogiCoordinates.square(digits.charAt(0) - '0', digits.charAt(1) - '0');
                i = close + 1;
            }
            if (i != text.length()) {
                throw src.error(offset + i, where + ": unexpected '" + text.substring(i) + "' after the move");
            }
            if (from == null) {
                return withoutSource(type, to, promote, drop, where, offset);
            }
            Move move;
            try {
                move = rules.moveFormat("USI").parse(ShogiCoordinates.usi(from, to, null, promote), position);
            } catch (IllegalArgumentException e) {
                throw src.error(offset, where + " is illegal: " + e.getMessage());
            }
            if (!move.piece().equals(type)) {
                throw src.error(offset, where + ": the man on " + ShogiCoordinates.file(from) + ShogiCoordinates.rank(from) + " is "
                        + KifNames.name(move.piece()) + ", not " + KifNames.name(type));
            }
            return move;
        }

        // Some writers leave out the source of a drop (and 打 when no board man could go there).
        private Move withoutSource(PieceType type, Square to, boolean promote, boolean drop, String where, int offset) {
            List<Move> fits = new ArrayList<>();
            for (Move m : position.legalMoves()) {
                if (m.to().equals(to) && m.piece().equals(type) && m.isPromotion() == promote && (!drop || m.isDrop())) {
                    fits.add(m);
                }
            }
            if (fits.size() == 1) {
                return fits.get(0);
            }
            if (drop && fits.isEmpty()) {
                try {
                    rules.moveFormat("USI").parse(ShogiCoordinates.usi(null, to, type, false), position);
                } catch (IllegalArgumentException e) {
                    throw src.error(offset, where + " is illegal: " + e.getMessage());
                }
            }
            throw src.error(offset, where + (fits.isEmpty() ? " is illegal: no such move here" : " is ambiguous: add the source square, e.g. (77)"));
        }

        private static int digit(char c) {
            int full = KifNames.FILES.indexOf(c);
            if (full >= 0) {
                return full + 1;
            }
            return c >= '1' && c <= '9' ? c - '0' : -1;
        }
    }

    @Override
    public String write(List<GameRecord> games) {
        if (games.size() != 1) {
            throw new IllegalArgumentException("a KIF file holds one game, not " + games.size());
        }
        GameRecord g = games.get(0);
        if (!g.variantId().equals("shogi")) {
            throw new IllegalArgumentException("a " + g.variantId() + " game is not written in KIF");
        }
        if (g.startPosition() != null) {
            throw new IllegalArgumentException("KIF here writes only games from the even start (平手); this one starts from " + g.startPosition());
        }
        Rules rules = registry.get("shogi").rules();
        StringBuilder b = new StringBuilder();
        Map<String, String> headers = new LinkedHashMap<>();
        if (!g.headers().containsKey(HANDICAP)) {
            headers.put(HANDICAP, EVEN);
        }
        g.headers().forEach((k, v) -> {
            if (k.equals("N+")) {
                headers.putIfAbsent("先手", v);
            } else if (k.equals("N-")) {
                headers.putIfAbsent("後手", v);
            } else if (!k.startsWith("$") && !k.equals("Version")) {
                headers.put(k, v);
            }
        });
        // a key holding a separator (either colon) would move the rest of it into the value
        headers.forEach((k, v) -> b.append(WrittenText.line(k).replace('：', '_').replace(':', '_')).append('：')
                .append(WrittenText.line(v)).append('\n'));
        if (g.comment() != null) {
            for (String c : WrittenText.lines(g.comment())) {
                b.append('*').append(c).append('\n');
            }
        }
        b.append("手数----指手---------消費時間--\n");
        Position p = rules.startPosition();
        writeMoves(b, p, g.mainLine(), 1);
        int ply = g.mainLine().size();
        Outcome o = g.outcome();
        if (o != null || p.outcome().isPresent()) {
            String marker = o == null ? "中断" : KifNames.marker(o, p.sideToMove());
            if (marker == null) {
                throw new IllegalArgumentException("KIF has no end marker for " + o + " with " + ShogiCoordinates.sideName(p.sideToMove()) + " to move");
            }
            b.append(String.format("%4d %s\n", ply + 1, marker));
            if (o != null && !o.isDraw()) {
                b.append("まで").append(ply).append("手で").append(o.winner() == Color.WHITE ? "先手" : "後手").append("の勝ち\n");
            }
        }
        writeVariations(b, rules.startPosition(), g.mainLine(), 1);
        return b.toString();
    }

    /** Writes move lines from {@code first}, playing them on {@code p}. */
    private static void writeMoves(StringBuilder b, Position p, List<GameNode> nodes, int first) {
        long[] total = new long[2];
        List<Move> history = p.history();
        Square last = history.isEmpty() ? null : history.get(history.size() - 1).to();
        int ply = first - 1;
        for (GameNode n : nodes) {
            ply++;
            Move m = n.move();
            if (n.commentBefore() != null && ply == first) {
                for (String c : WrittenText.lines(n.commentBefore())) {
                    b.append('*').append(c).append('\n');
                }
            }
            StringBuilder mv = new StringBuilder();
            if (m.to().equals(last)) {
                mv.append("同　");
            } else {
                mv.append(KifNames.FILES.charAt(ShogiCoordinates.file(m.to()) - 1)).append(KifNames.RANKS.charAt(ShogiCoordinates.rank(m.to()) - 1));
            }
            mv.append(KifNames.name(m.piece()));
            if (m.isDrop()) {
                mv.append('打');
            } else {
                if (m.isPromotion()) {
                    mv.append('成');
                } else if (ShogiCoordinates.promotionWasOptional(p, m)) {
                    mv.append("不成");
                }
                mv.append('(').append(ShogiCoordinates.file(m.from())).append(ShogiCoordinates.rank(m.from())).append(')');
            }
            b.append(String.format("%4d %s", ply, mv));
            if (n.elapsedMillis() != null) {
                int side = p.sideToMove().index();
                total[side] += n.elapsedMillis();
                long sec = n.elapsedMillis() / 1000;
                long tot = total[side] / 1000;
                b.append(String.format("   (%2d:%02d/%02d:%02d:%02d)", sec / 60, sec % 60, tot / 3600, tot / 60 % 60, tot % 60));
            }
            b.append(n.variations().isEmpty() ? "\n" : "+\n");
            if (n.commentAfter() != null) {
                for (String c : WrittenText.lines(n.commentAfter())) {
                    b.append('*').append(c).append('\n');
                }
            }
            p.doMove(m);
            last = m.to();
        }
    }

    /**
     * Writes the variations of a line depth first, the latest branch point first, so that each
     * 変化 header finds its line as the reader looks for it (the latest open line holding that move).
     */
    private static void writeVariations(StringBuilder b, Position before, List<GameNode> line, int first) {
        for (int i = line.size() - 1; i >= 0; i--) {
            GameNode n = line.get(i);
            if (n.variations().isEmpty()) {
                continue;
            }
            Position at = before.copy();
            for (int k = 0; k < i; k++) {
                at.doMove(line.get(k).move());
            }
            for (List<GameNode> variation : n.variations()) {
                b.append('\n').append("変化：").append(first + i).append("手\n");
                writeMoves(b, at.copy(), variation, first + i);
                writeVariations(b, at.copy(), variation, first + i);
            }
        }
    }
}
