// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.model;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.rookery.games.GameFileException;
import org.rookery.games.GameFiles;
import org.rookery.games.GameFormat;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Outcome;
import org.rookery.rules.Rules;
import org.rookery.rules.TwoBoards;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantRegistry;

/**
 * A game file (PGN, BPGN, KIF, CSA) as the board editor edits it: the first game of the file is
 * shown; the moves the user plays are merged back into it on save so that everything the editor
 * does not show or change (headers, comments, NAGs, variations, times, the file's other games)
 * is kept. Pure Java; reading and writing go through {@link GameFiles}, so saves are atomic.
 *
 * <p>Merging: the longest common start of the edited moves and the file's main line keeps the
 * file's nodes. Where the user played another move than the file's, the new move becomes the
 * main line and the file's moves from there are kept as its first variation (the "new main
 * line" choice of chess programs, chosen so that a save never drops a move the file had).
 */
public final class GameDocument {

    private final GameFiles files;
    private final List<GameRecord> games;
    private final Rules rules;

    private GameDocument(GameFiles files, List<GameRecord> games, Rules rules) {
        this.files = files;
        this.games = List.copyOf(games);
        this.rules = rules;
    }

    /** Whether a file name has the extension of a game file format. */
    public static boolean isGameFile(String fileName, VariantRegistry registry) {
        return new GameFiles(registry).formatOf(fileName).isPresent();
    }

    /**
     * Reads a game file.
     *
     * @throws GameFileException naming the line, column and what was expected
     * @throws IllegalArgumentException if the file holds no game or an uninstalled variant
     */
    public static GameDocument read(byte[] bytes, String fileName, VariantRegistry registry) {
        GameFiles files = new GameFiles(registry);
        GameFormat format = files.formatOf(fileName).orElseThrow(() -> new IllegalArgumentException(fileName + ": not a game file"));
        List<GameRecord> games = format.read(GameFiles.decode(bytes, fileName));
        if (games.isEmpty()) {
            throw new IllegalArgumentException(format.name() + ": the file holds no game");
        }
        Variant variant = registry.find(games.get(0).variantId())
                .orElseThrow(() -> new IllegalArgumentException("the variant " + games.get(0).variantId() + " is not installed"));
        return new GameDocument(files, games, variant.rules(variant.defaultOptions()));
    }

    /**
     * The same game played under {@code other} rules of its variant, e.g. with the options an
     * event's format sets instead of the variant's defaults.
     *
     * @throws IllegalArgumentException if {@code other} are not rules of the file's variant
     */
    public GameDocument withRules(Rules other) {
        if (!other.id().equals(rules.id())) {
            throw new IllegalArgumentException("the game is " + rules.name() + ", not " + other.name());
        }
        return new GameDocument(files, games, other);
    }

    /** The game shown (the file's first). */
    public GameRecord game() {
        return games.get(0);
    }

    /** How many games the file holds. */
    public int gameCount() {
        return games.size();
    }

    /** The rules of the game's variant. */
    public Rules rules() {
        return rules;
    }

    /** The start position text (the variant's start when the file names none). */
    public String startText() {
        if (game().startPosition() != null) {
            return game().startPosition();
        }
        return rules.twoBoards().map(TwoBoards::startText).orElseGet(rules::startPositionText);
    }

    /** The headers in file order. */
    public Map<String, String> headers() {
        return game().headers();
    }

    /** A model of the game at its start with the file's main line loaded. */
    public GameModel newModel() {
        GameModel model = new GameModel(rules, startText());
        for (GameNode node : game().mainLine()) {
            model.play(node.board(), node.move());
        }
        model.goTo(0);
        return model;
    }

    /** Whether the edited moves differ from the file's main line. */
    public boolean isChanged(List<GameModel.Ply> plies) {
        List<GameNode> line = game().mainLine();
        return common(plies, line) != line.size() || plies.size() != line.size();
    }

    /**
     * The file's node of an edited move, when the moves up to it are the file's main line; it
     * carries the comments and NAGs shown next to the move.
     */
    public Optional<GameNode> node(List<GameModel.Ply> plies, int index) {
        if (index < 0 || index >= common(plies, game().mainLine())) {
            return Optional.empty();
        }
        return Optional.of(game().mainLine().get(index));
    }

    /** The game with the edited moves merged in (see the class comment). */
    public GameRecord merged(List<GameModel.Ply> plies, Optional<Outcome> finalOutcome) {
        List<GameNode> line = game().mainLine();
        int same = common(plies, line);
        if (same == line.size() && plies.size() == line.size()) {
            return game();
        }
        List<GameNode> merged = new ArrayList<>(line.subList(0, same));
        for (int i = same; i < plies.size(); i++) {
            GameModel.Ply p = plies.get(i);
            GameNode node = new GameNode(p.move(), p.board(), null, null, List.of(), List.of(), null, null);
            if (i == same && same < line.size()) {
                // the file's moves from here survive as the first variation of the new move
                List<List<GameNode>> variations = new ArrayList<>();
                variations.add(List.copyOf(line.subList(same, line.size())));
                variations.addAll(line.get(same).variations());
                node = node.withVariations(variations);
            }
            merged.add(node);
        }
        // the old result belonged to the old line; the new one is what the position shows, or unfinished
        Outcome outcome = plies.size() == line.size() && same == line.size() ? game().outcome() : finalOutcome.orElse(null);
        return game().withMainLine(merged).withOutcome(outcome);
    }

    /**
     * Writes the file with the edited moves merged in, atomically, in its own format.
     *
     * @return the document as saved
     */
    public GameDocument save(Path file, List<GameModel.Ply> plies, Optional<Outcome> finalOutcome) throws IOException {
        List<GameRecord> all = new ArrayList<>(games);
        all.set(0, merged(plies, finalOutcome));
        files.write(file, all);
        return new GameDocument(files, all, rules);
    }

    /**
     * Writes the file's games to another file, atomically, in the format its name says, with the
     * first game replaced (an engine's annotation of it, for example); this document is unchanged.
     */
    public void writeCopy(Path file, GameRecord first) throws IOException {
        List<GameRecord> all = new ArrayList<>(games);
        all.set(0, first);
        files.write(file, all);
    }

    private static int common(List<GameModel.Ply> plies, List<GameNode> line) {
        int n = Math.min(plies.size(), line.size());
        for (int i = 0; i < n; i++) {
            if (!Objects.equals(plies.get(i).move(), line.get(i).move()) || plies.get(i).board() != line.get(i).board()) {
                return i;
            }
        }
        return n;
    }
}
