// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rookery.rules.Rules;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantRegistry;

/**
 * A position file ({@code .fen}, {@code .sfen}) as the board editor reads and writes it: comment
 * lines starting with {@code #}, an optional {@code [Variant "giraffe"]} line, and one line with
 * the position in the variant's notation (two boards joined by {@code " | "} for variants whose
 * captures go to the partner board). Without a variant line the variant is the first whose
 * notation reads the position as a valid one, trying chess first for FEN and the SFEN variants
 * for {@code .sfen}. Headers are kept when the position is written back.
 *
 * @param rules the variant's rules
 * @param header the comment and variant lines before the position, each ending in a newline
 * @param position the position text
 * @param variantNamed whether the file named its variant
 */
public record PositionFile(Rules rules, String header, String position, boolean variantNamed) {

    private static final Pattern VARIANT = Pattern.compile("\\[\\s*Variant\\s+\"([^\"]*)\"\\s*\\]");

    /**
     * Reads a file's text.
     *
     * @param extension the file's extension ({@code fen} or {@code sfen}), which selects the notation family
     * @throws IllegalArgumentException saying what is wrong and on which line
     */
    public static PositionFile read(String text, String extension, VariantRegistry registry) {
        StringBuilder header = new StringBuilder();
        String position = null;
        String variantId = null;
        String[] lines = text.split("\r?\n", -1);
        int positionLine = 0;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() && position == null) {
                continue;
            }
            if (line.startsWith("#")) {
                header.append(lines[i]).append('\n');
                continue;
            }
            Matcher m = VARIANT.matcher(line);
            if (position == null && m.matches()) {
                variantId = m.group(1);
                header.append(lines[i]).append('\n');
                continue;
            }
            if (line.isEmpty()) {
                continue;
            }
            if (position != null) {
                throw new IllegalArgumentException("line " + (i + 1) + ": a position file holds one position, but line "
                        + positionLine + " already had one");
            }
            position = line;
            positionLine = i + 1;
        }
        if (position == null) {
            throw new IllegalArgumentException("the file holds no position (expected a line in "
                    + ("sfen".equalsIgnoreCase(extension) ? "SFEN" : "FEN") + ")");
        }
        if (variantId != null) {
            String id = variantId;
            Variant v = registry.find(id).orElseThrow(() -> new IllegalArgumentException(
                    "unknown variant '" + id + "'; known: " + registry.all().stream().map(Variant::id).toList()));
            Rules rules = v.rules();
            GameModel.startPositions(rules, position); // validates, with the rules engine's reason
            return new PositionFile(rules, header.toString(), position, true);
        }
        return new PositionFile(detect(position, extension, registry, positionLine), header.toString(), position, false);
    }

    private static Rules detect(String position, String extension, VariantRegistry registry, int line) {
        boolean sfen = "sfen".equalsIgnoreCase(extension);
        boolean linked = position.contains("|");
        List<Variant> candidates = new ArrayList<>(registry.all());
        candidates.sort(Comparator.comparing((Variant v) -> !v.id().equals("chess")).thenComparing(Variant::id));
        String firstError = null;
        for (Variant v : candidates) {
            Rules rules = v.rules();
            boolean isSfen = "SFEN".equalsIgnoreCase(rules.positionFormat().name());
            if (isSfen != sfen || linked && rules.twoBoards().isEmpty()) {
                continue;
            }
            try {
                GameModel.startPositions(rules, position);
                return rules;
            } catch (IllegalArgumentException e) {
                if (firstError == null) {
                    firstError = v.displayName() + ": " + e.getMessage();
                }
            }
        }
        throw new IllegalArgumentException("line " + line + ": no installed variant reads this position"
                + (firstError == null ? "" : " (" + firstError + ")")
                + "; name the variant with a line such as [Variant \"giraffe\"]");
    }

    /** The file's text with another position (headers kept; the variant named if guessing could pick another). */
    public String write(String newPosition, VariantRegistry registry) {
        String head = header;
        if (!variantNamed && !detectsAs(newPosition, registry)) {
            head = head + "[Variant \"" + rules.id() + "\"]\n";
        }
        return head + newPosition + "\n";
    }

    private boolean detectsAs(String text, VariantRegistry registry) {
        try {
            String ext = "SFEN".equalsIgnoreCase(rules.positionFormat().name()) ? "sfen" : "fen";
            return detect(text, ext, registry, 1).id().equals(rules.id());
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The extension a file for these rules takes. */
    public static String extension(Rules rules) {
        return rules.positionFormat().name().toLowerCase(Locale.ROOT);
    }

    /** The variant's id named in a header line, if any. */
    public static Optional<String> variantLine(String line) {
        Matcher m = VARIANT.matcher(line.strip());
        return m.matches() ? Optional.of(m.group(1)) : Optional.empty();
    }
}
