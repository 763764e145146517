// SPDX-License-Identifier: EPL-2.0
package org.rookery.games;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.rookery.rules.Outcome;

/**
 * One game as a game file holds it: headers, the variant, the start position, the main line with
 * its variations, comments and NAGs, and the result. Immutable; the board editor and the event
 * journal read it, the formats in {@link GameFiles} read and write it.
 *
 * @param variantId the rules' variant id ({@code chess}, {@code giraffe}, {@code guardian},
 *        {@code exchange}, {@code shogi})
 * @param headers every header in file order (PGN tags, KIF header lines, CSA names and
 *        {@code $} lines), including the ones the format also reads into other fields
 * @param startPosition the start in the variant's position format (FEN, SFEN; for two linked boards the
 *        two boards joined by {@code |}), or {@code null} for the variant's own start
 * @param comment text before the first move, or {@code null}
 * @param mainLine the moves played
 * @param outcome how the game ended, or {@code null} while it is unfinished or unknown
 */
public record GameRecord(String variantId, Map<String, String> headers, String startPosition, String comment,
        List<GameNode> mainLine, Outcome outcome) {

    public GameRecord {
        Objects.requireNonNull(variantId, "variantId");
        headers = Collections.unmodifiableMap(new LinkedHashMap<>(headers));
        mainLine = List.copyOf(mainLine);
    }

    /** A header's value. */
    public Optional<String> header(String name) {
        return Optional.ofNullable(headers.get(name));
    }

    /** The outcome, if the game has one. */
    public Optional<Outcome> result() {
        return Optional.ofNullable(outcome);
    }

    /** The same game with one header set (added at the end if new). */
    public GameRecord withHeader(String name, String value) {
        Map<String, String> h = new LinkedHashMap<>(headers);
        h.put(name, value);
        return new GameRecord(variantId, h, startPosition, comment, mainLine, outcome);
    }

    /** The same game with another main line. */
    public GameRecord withMainLine(List<GameNode> line) {
        return new GameRecord(variantId, headers, startPosition, comment, line, outcome);
    }

    /** The same game with another outcome ({@code null}: unfinished). */
    public GameRecord withOutcome(Outcome value) {
        return new GameRecord(variantId, headers, startPosition, comment, mainLine, value);
    }
}
