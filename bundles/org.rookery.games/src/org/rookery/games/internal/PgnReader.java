// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rookery.games.GameRecord;
import org.rookery.games.internal.PgnToken.Kind;
import org.rookery.rules.Move;
import org.rookery.rules.MoveException;
import org.rookery.rules.Outcome;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.VariantRegistry;

/**
 * Reads PGN: tag pairs, then movetext with SAN moves checked against the rules of the game's
 * {@code Variant} tag, brace and rest-of-line comments, NAGs and {@code !}/{@code ?} suffixes,
 * nested variations, and the result. {@code SetUp}/{@code FEN} give the start position.
 */
final class PgnReader {

    private static final Pattern NUMBER = Pattern.compile("(\\d+)(\\.+)(.*)");
    /** Variations deeper than this are refused, so a hostile file cannot exhaust the stack. */
    static final int MAX_DEPTH = 64;

    private final SourceText source;
    private final VariantRegistry registry;
    private final List<PgnToken> tokens;
    private int i;

    PgnReader(SourceText source, VariantRegistry registry) {
        this.source = source;
        this.registry = registry;
        this.tokens = new PgnTokenizer(source).tokens();
    }

    List<GameRecord> read() {
        List<GameRecord> games = new ArrayList<>();
        while (!peek().is(Kind.END)) {
            games.add(game());
        }
        return games;
    }

    private PgnToken peek() {
        return tokens.get(i);
    }

    private PgnToken next() {
        return tokens.get(i++);
    }

    private PgnToken expect(Kind kind, String what) {
        PgnToken t = next();
        if (!t.is(kind)) {
            throw source.error(t.offset(), "expected " + what + ", found " + describe(t));
        }
        return t;
    }

    private String describe(PgnToken t) {
        return switch (t.kind()) {
            case END -> "the end of the file";
            case STRING -> "the string \"" + t.text() + "\"";
            case COMMENT -> "a comment";
            case NAG -> "the NAG $" + t.text();
            default -> "'" + t.text() + "'";
        };
    }

    /** The tag pairs at the start of a game, in order. */
    Map<String, String> tags(Map<String, Integer> offsets) {
        Map<String, String> headers = new LinkedHashMap<>();
        while (peek().is(Kind.TAG_OPEN)) {
            next();
            PgnToken name = expect(Kind.SYMBOL, "a tag name");
            PgnToken value = expect(Kind.STRING, "the tag's value in double quotes");
            expect(Kind.TAG_CLOSE, "']' to close the tag");
            if (headers.put(name.text(), value.text()) != null) {
                throw source.error(name.offset(), "the tag " + name.text() + " is given twice");
            }
            offsets.put(name.text(), value.offset());
        }
        return headers;
    }

    private GameRecord game() {
        Map<String, Integer> offsets = new LinkedHashMap<>();
        int gameOffset = peek().offset();
        Map<String, String> headers = tags(offsets);
        String variantTag = headers.get("Variant");
        Rules rules = rules(variantTag, offsets.getOrDefault("Variant", gameOffset));
        String fen = headers.get("FEN");
        Position position;
        try {
            position = fen == null ? rules.startPosition() : rules.position(fen);
        } catch (RuntimeException e) {
            throw source.error(offsets.get("FEN"), "FEN tag: " + e.getMessage());
        }
        Line main = new Line();
        parseLine(position, main, 0);
        PgnToken result = next();
        String tagResult = headers.get("Result");
        if (tagResult != null && !tagResult.equals(result.text()) && PgnResults.isResult(tagResult)) {
            throw source.error(result.offset(), "the result '" + result.text() + "' differs from the Result tag '" + tagResult + "'");
        }
        Outcome outcome = PgnResults.outcome(result.text(), headers.get(PgnResults.TERMINATION), position, rules);
        return new GameRecord(rules.id(), headers, fen, main.comment, NodeBuilder.buildAll(main.nodes), outcome);
    }

    private Rules rules(String variantTag, int offset) {
        var variant = PgnFormat.byTag(registry, variantTag).orElseThrow(() -> source.error(offset,
                "unknown variant '" + variantTag.strip() + "' in the Variant tag; PGN here reads " + pgnNames()));
        if (variant.pgnVariant().isEmpty()) {
            throw source.error(offset, "the variant '" + variant.id() + "' is not written in PGN"
                    + (variant.rules().twoBoards().isPresent() ? " but in BPGN" : variant.id().equals("shogi") ? " but in KIF or CSA" : ""));
        }
        return variant.rules();
    }

    /** The Variant tags the registry's variants declare, for the error about an unknown one. */
    private String pgnNames() {
        return String.join(", ", registry.all().stream().flatMap(v -> v.pgnVariant().stream()).toList());
    }

    /** Moves with their annotations, and the comment before the first one. */
    private static final class Line {
        final List<NodeBuilder> nodes = new ArrayList<>();
        String comment;
    }

    /** Reads moves into {@code line}, playing them on {@code p}; stops before a result (main) or after ')' (variation). */
    private void parseLine(Position p, Line line, int depth) {
        boolean main = depth == 0;
        NodeBuilder open = null;
        String pending = null;
        while (true) {
            PgnToken t = peek();
            switch (t.kind()) {
                case COMMENT -> {
                    next();
                    if (open != null) {
                        open.addCommentAfter(t.text());
                    } else {
                        pending = NodeBuilder.join(pending, t.text());
                    }
                }
                case NAG -> {
                    next();
                    if (open == null) {
                        throw source.error(t.offset(), "a NAG ($" + t.text() + ") must follow a move");
                    }
                    open.nags.add(Integer.parseInt(t.text()));
                }
                case VARIATION_OPEN -> {
                    next();
                    if (line.nodes.isEmpty()) {
                        throw source.error(t.offset(), "a variation must follow the move it replaces");
                    }
                    NodeBuilder last = line.nodes.get(line.nodes.size() - 1);
                    if (depth >= MAX_DEPTH) {
                        throw source.error(t.offset(), "variations are nested deeper than " + MAX_DEPTH);
                    }
                    Position before = p.copy();
                    before.undoMove();
                    Line variation = new Line();
                    parseLine(before, variation, depth + 1);
                    if (variation.nodes.isEmpty()) {
                        throw source.error(t.offset(), "the variation opened here has no move");
                    }
                    if (variation.comment != null) {
                        variation.nodes.get(0).commentBefore = NodeBuilder.join(variation.comment, variation.nodes.get(0).commentBefore);
                    }
                    last.variations.add(variation.nodes);
                    open = null;
                }
                case VARIATION_CLOSE -> {
                    next();
                    if (main) {
                        throw source.error(t.offset(), "')' closes no variation");
                    }
                    attachTrailing(line, pending);
                    return;
                }
                case SYMBOL -> {
                    if (PgnResults.isResult(t.text())) {
                        if (!main) {
                            throw source.error(t.offset(), "expected ')' to close the variation before the result '" + t.text() + "'");
                        }
                        attachTrailing(line, pending);
                        return;
                    }
                    next();
                    String text = t.text();
                    int offset = t.offset();
                    Matcher m = NUMBER.matcher(text);
                    if (m.matches()) {
                        if (m.group(3).isEmpty()) {
                            continue;
                        }
                        offset += m.group(1).length() + m.group(2).length();
                        text = m.group(3);
                    }
                    NodeBuilder node = move(p, text, offset);
                    if (line.nodes.isEmpty()) {
                        line.comment = pending;
                    } else {
                        node.commentBefore = pending;
                    }
                    pending = null;
                    line.nodes.add(node);
                    open = node;
                }
                case END, TAG_OPEN -> throw source.error(t.offset(), main
                        ? "expected a move or the game's result (1-0, 0-1, 1/2-1/2 or *), found " + describe(t)
                        : "expected ')' to close the variation, found " + describe(t));
                default -> throw source.error(t.offset(), "expected a move, found " + describe(t));
            }
        }
    }

    private void attachTrailing(Line line, String pending) {
        if (pending == null) {
            return;
        }
        if (line.nodes.isEmpty()) {
            line.comment = NodeBuilder.join(line.comment, pending);
        } else {
            line.nodes.get(line.nodes.size() - 1).addCommentAfter(pending);
        }
    }

    private NodeBuilder move(Position p, String text, int offset) {
        int end = text.length();
        while (end > 0 && (text.charAt(end - 1) == '!' || text.charAt(end - 1) == '?')) {
            end--;
        }
        String san = text.substring(0, end);
        String suffix = text.substring(end);
        Move move;
        try {
            if (san.isEmpty()) {
                throw new MoveException(MoveException.Kind.INVALID, "'" + text + "' is not a move");
            }
            move = p.rules().moveFormat("SAN").parse(san, p);
        } catch (MoveException e) {
            throw source.error(offset, "move " + p.fullmoveNumber() + " (" + p.sideToMove().displayName() + ") "
                    + e.getMessage());
        } catch (RuntimeException e) {
            throw source.error(offset, "move " + p.fullmoveNumber() + " '" + text + "' cannot be read: " + e.getMessage());
        }
        p.doMove(move);
        NodeBuilder node = new NodeBuilder(move, 0);
        if (!suffix.isEmpty()) {
            int nag = switch (suffix) {
                case "!" -> 1;
                case "?" -> 2;
                case "!!" -> 3;
                case "??" -> 4;
                case "!?" -> 5;
                case "?!" -> 6;
                default -> throw source.error(offset + end, "'" + suffix + "' is not a move annotation (!, ?, !!, ??, !? or ?!)");
            };
            node.nags.add(nag);
        }
        return node;
    }
}
