// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rookery.games.GameFormat;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.games.internal.PgnToken.Kind;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.MoveException;
import org.rookery.rules.Outcome;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;
import org.rookery.rules.LinkedBoards;
import org.rookery.rules.MatchResult;
import org.rookery.rules.Termination;
import org.rookery.rules.TwoBoards;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantRegistry;

/**
 * BPGN for matches on two linked boards (Exchange, rules.md §3.4, and any variant whose rules
 * offer {@link Rules#twoBoards()}), the dialect of the BPGN 1.1/1.2 standard that Rookery reads
 * and writes: PGN tag pairs with the four players {@code WhiteA}, {@code BlackA},
 * {@code WhiteB}, {@code BlackB}; one movetext for both boards in time order where a move number
 * carries its board and side ({@code 1A.} White on board A, {@code 1a.} Black on board A,
 * {@code 1B.}/{@code 1b.} board B, each number the move number on that board); SAN moves with
 * drops {@code N@f3}; a brace comment that is a number is the mover's remaining clock in
 * seconds ({@code {178.5}}), any other comment is text; NAGs; no variations. {@code Result} is
 * the match result, {@code 1-0} when WhiteA and BlackB (team 0) win; {@code SetUp}/{@code FEN}
 * hold both boards as {@code LinkedBoards} writes them ({@code fenA | fenB}, with holdings).
 * Moves are replayed on the linked boards, so captures reach the partner's hand as in play.
 *
 * <p>BPGN is bughouse's PGN, so a game without a {@code Variant} tag is bughouse: the installed
 * variant that answers to {@value #BUGHOUSE} (Exchange, by its alias). Any other two-board variant
 * is named by its id in a {@code Variant} tag, which {@link #write} adds for it.
 */
public final class BpgnFormat implements GameFormat {

    private static final Pattern NUMBER = Pattern.compile("(\\d+)([AaBb])\\.(.*)");
    private static final Pattern CLOCK = Pattern.compile("\\d{1,6}(\\.\\d{1,3})?");

    /** The variant name a game without a {@code Variant} tag is read as. */
    static final String BUGHOUSE = "bughouse";

    private final VariantRegistry registry;

    /** BPGN reading the two-board variants of a registry. */
    public BpgnFormat(VariantRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String name() {
        return "BPGN";
    }

    @Override
    public List<String> extensions() {
        return List.of("bpgn");
    }

    @Override
    public List<GameRecord> read(String text) {
        SourceText src = new SourceText(name(), text);
        List<PgnToken> tokens = new PgnTokenizer(src).tokens();
        List<GameRecord> games = new ArrayList<>();
        int[] at = {0};
        while (!tokens.get(at[0]).is(Kind.END)) {
            games.add(game(src, tokens, at));
        }
        return games;
    }

    /** The two-board rules a game's {@code Variant} tag names, or bughouse's when it has none. */
    private TwoBoards twoBoards(SourceText src, String variantTag, int offset) {
        String name = variantTag == null ? BUGHOUSE : variantTag.strip();
        Variant variant = registry.find(name).orElseThrow(() -> src.error(offset, variantTag == null
                ? "a game without a Variant tag is bughouse, and no variant called '" + BUGHOUSE + "' is installed"
                : "unknown variant '" + name + "' in the Variant tag; BPGN here reads " + twoBoardNames()));
        return variant.rules().twoBoards().orElseThrow(() -> src.error(offset, "the variant '" + variant.id()
                + "' is played on one board, so its games are not written in BPGN; BPGN here reads " + twoBoardNames()));
    }

    private String twoBoardNames() {
        return String.join(", ", registry.all().stream().filter(v -> v.rules().twoBoards().isPresent()).map(Variant::id).toList());
    }

    private GameRecord game(SourceText src, List<PgnToken> tokens, int[] at) {
        int gameOffset = tokens.get(at[0]).offset();
        Map<String, String> headers = new LinkedHashMap<>();
        Map<String, Integer> offsets = new LinkedHashMap<>();
        while (tokens.get(at[0]).is(Kind.TAG_OPEN)) {
            at[0]++;
            PgnToken name = expect(src, tokens, at, Kind.SYMBOL, "a tag name");
            PgnToken value = expect(src, tokens, at, Kind.STRING, "the tag's value in double quotes");
            expect(src, tokens, at, Kind.TAG_CLOSE, "']' to close the tag");
            if (headers.put(name.text(), value.text()) != null) {
                throw src.error(name.offset(), "the tag " + name.text() + " is given twice");
            }
            offsets.put(name.text(), value.offset());
        }
        TwoBoards two = twoBoards(src, headers.get("Variant"), offsets.getOrDefault("Variant", gameOffset));
        String fen = headers.get("FEN");
        LinkedBoards match;
        try {
            match = fen == null ? two.start() : two.parse(fen);
        } catch (RuntimeException e) {
            throw src.error(offsets.get("FEN"), "FEN tag: " + e.getMessage());
        }
        List<NodeBuilder> nodes = new ArrayList<>();
        String comment = null;
        NodeBuilder open = null;
        int expectBoard = -1;
        Color expectSide = null;
        int numberOffset = -1;
        while (true) {
            PgnToken t = tokens.get(at[0]);
            if (t.is(Kind.SYMBOL) && PgnResults.isResult(t.text())) {
                if (expectBoard >= 0) {
                    throw src.error(t.offset(), "expected the move after the move number, found the result '" + t.text() + "'");
                }
                at[0]++;
                String tag = headers.get("Result");
                if (tag != null && PgnResults.isResult(tag) && !tag.equals(t.text())) {
                    throw src.error(t.offset(), "the result '" + t.text() + "' differs from the Result tag '" + tag + "'");
                }
                return new GameRecord(two.rules().id(), headers, fen, comment, NodeBuilder.buildAll(nodes),
                        outcome(t.text(), headers.get(PgnResults.TERMINATION), two, match));
            }
            at[0]++;
            switch (t.kind()) {
                case COMMENT -> {
                    if (open != null && open.clockMillis == null && CLOCK.matcher(t.text()).matches()) {
                        open.clockMillis = Math.round(Double.parseDouble(t.text()) * 1000);
                    } else if (open != null) {
                        open.addCommentAfter(t.text());
                    } else {
                        comment = NodeBuilder.join(comment, t.text());
                    }
                }
                case NAG -> {
                    if (open == null) {
                        throw src.error(t.offset(), "a NAG ($" + t.text() + ") must follow a move");
                    }
                    open.nags.add(Integer.parseInt(t.text()));
                }
                case SYMBOL -> {
                    String text = t.text();
                    int offset = t.offset();
                    Matcher m = NUMBER.matcher(text);
                    if (m.matches()) {
                        char letter = m.group(2).charAt(0);
                        expectBoard = two.board(letter);
                        expectSide = Character.isUpperCase(letter) ? Color.WHITE : Color.BLACK;
                        numberOffset = offset;
                        PositionView board = match.board(expectBoard);
                        String wanted = board.fullmoveNumber() + (board.sideToMove() == Color.WHITE
                                ? String.valueOf(letter).toUpperCase() : String.valueOf(letter).toLowerCase());
                        if (board.sideToMove() != expectSide || !m.group(1).equals(String.valueOf(board.fullmoveNumber()))) {
                            throw src.error(offset, "board " + two.name(expectBoard) + " is at move " + wanted
                                    + ", found the move number " + m.group(1) + letter + ".");
                        }
                        if (m.group(3).isEmpty()) {
                            continue;
                        }
                        offset += text.length() - m.group(3).length();
                        text = m.group(3);
                    }
                    if (expectBoard < 0) {
                        throw src.error(offset, "expected a move number with its board, such as 1A. or 1b., before '" + text + "'");
                    }
                    open = move(src, two, match, expectBoard, text, offset);
                    nodes.add(open);
                    expectBoard = -1;
                }
                case VARIATION_OPEN -> throw src.error(t.offset(), "variations are not read in BPGN");
                case END, TAG_OPEN -> throw src.error(t.offset(),
                        "expected a move or the result (1-0, 0-1, 1/2-1/2 or *), found " + (t.is(Kind.END) ? "the end of the file" : "a new tag"));
                default -> throw src.error(t.offset(), "expected a move, found '" + t.text() + "'");
            }
        }
    }

    private static NodeBuilder move(SourceText src, TwoBoards two, LinkedBoards match, int board, String text, int offset) {
        PositionView p = match.board(board);
        String where = "move " + p.fullmoveNumber() + (p.sideToMove() == Color.WHITE ? "" : "...") + " on board " + two.name(board);
        int end = text.length();
        while (end > 0 && (text.charAt(end - 1) == '!' || text.charAt(end - 1) == '?')) {
            end--;
        }
        Move move;
        try {
            if (end == 0) {
                throw new MoveException(MoveException.Kind.INVALID, "'" + text + "' is not a move");
            }
            move = p.rules().moveFormat("SAN").parse(text.substring(0, end), p);
            match.play(board, move);
        } catch (MoveException | IllegalStateException e) {
            throw src.error(offset, where + ": " + e.getMessage());
        }
        return new NodeBuilder(move, board);
    }

    private static Outcome outcome(String token, String terminationTag, TwoBoards two, LinkedBoards match) {
        if (token.equals("*")) {
            return null;
        }
        Color winner = token.equals("1-0") ? Color.WHITE : token.equals("0-1") ? Color.BLACK : null;
        MatchResult decided = match.result().orElse(null);
        if (decided != null) {
            Outcome played = two.matchOutcome(decided);
            if (played.winner() == winner) {
                return played;
            }
        }
        String tag = terminationTag == null ? "" : terminationTag.strip().toLowerCase();
        Termination t = switch (tag) {
            case "time forfeit" -> Termination.TIME_FORFEIT;
            case "rules infraction" -> Termination.ILLEGAL_MOVES;
            case "adjudication", "abandoned" -> Termination.ARBITER_DECISION;
            default -> winner == null ? Termination.REPETITION : Termination.RESIGNATION;
        };
        return winner == null ? Outcome.draw(t) : Outcome.win(t, winner);
    }

    private static PgnToken expect(SourceText src, List<PgnToken> tokens, int[] at, Kind kind, String what) {
        PgnToken t = tokens.get(at[0]++);
        if (!t.is(kind)) {
            throw src.error(t.offset(), "expected " + what + ", found " + (t.is(Kind.END) ? "the end of the file" : "'" + t.text() + "'"));
        }
        return t;
    }

    @Override
    public String write(List<GameRecord> games) {
        StringBuilder b = new StringBuilder();
        for (GameRecord g : games) {
            Variant variant = registry.get(g.variantId());
            TwoBoards two = variant.rules().twoBoards().orElseThrow(() -> new IllegalArgumentException(
                    "a " + g.variantId() + " game is played on one board and is not written in BPGN"));
            Map<String, String> h = new LinkedHashMap<>(g.headers());
            boolean bughouse = registry.find(BUGHOUSE).map(Variant::id).filter(variant.id()::equals).isPresent();
            if (!bughouse && !h.containsKey("Variant")) {
                h.put("Variant", variant.id());
            }
            h.put("Result", PgnResults.token(g.outcome()));
            if (g.startPosition() != null) {
                h.put("SetUp", "1");
                h.put("FEN", g.startPosition());
            }
            String termination = PgnResults.terminationTag(g.outcome());
            if (termination != null) {
                h.put(PgnResults.TERMINATION, termination);
            }
            h.forEach((k, v) -> b.append('[').append(WrittenText.pgnName(k)).append(" \"").append(WrittenText.pgnValue(v)).append("\"]\n"));
            b.append('\n');
            LinkedBoards match = g.startPosition() == null ? two.start() : two.parse(g.startPosition());
            MovetextWriter w = new MovetextWriter();
            if (g.comment() != null) {
                w.token(MovetextWriter.comment(g.comment()));
            }
            for (GameNode n : g.mainLine()) {
                PositionView p = match.board(n.board());
                w.token(two.moveNumber(p, n.board()));
                w.token(p.rules().moveFormat("SAN").format(n.move(), p));
                if (n.clockMillis() != null) {
                    w.token("{" + seconds(n.clockMillis()) + "}");
                }
                for (int nag : n.nags()) {
                    w.token("$" + nag);
                }
                if (n.commentAfter() != null) {
                    w.token(MovetextWriter.comment(n.commentAfter()));
                }
                match.play(n.board(), n.move());
            }
            w.token(PgnResults.token(g.outcome()));
            b.append(w).append("\n\n");
        }
        return b.toString();
    }

    private static String seconds(long millis) {
        if (millis % 1000 == 0) {
            return String.valueOf(millis / 1000);
        }
        String s = String.format(java.util.Locale.ROOT, "%d.%03d", millis / 1000, millis % 1000);
        return s.replaceAll("0+$", "");
    }
}
