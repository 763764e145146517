// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing;

import java.util.List;
import java.util.Objects;

/**
 * The pairing of one round: boards in order (board 1 first), byes, and why.
 *
 * @param round the round paired
 * @param boards the games, highest board first
 * @param byes the entrants without an opponent this round
 * @param explanations the reason for each pair, float and bye, in plain words
 */
public record RoundPairing(int round, List<Board> boards, List<Bye> byes, List<Explanation> explanations) {

    /**
     * One game.
     *
     * @param white the entrant id playing White (first player, sente)
     * @param black the entrant id playing Black
     */
    public record Board(int white, int black) {
        public Board {
            if (white < 1 || black < 1 || white == black) {
                throw new IllegalArgumentException("board " + white + " v " + black + " is not a pair of entrants");
            }
        }
    }

    /** Why an entrant has no opponent. */
    public enum ByeKind {
        /** The field was odd and the pairing chose this entrant. */
        PAIRING_ALLOCATED,
        /** The entrant asked for it. */
        REQUESTED,
        /** The entrant is absent. */
        ABSENT
    }

    /**
     * An entrant without an opponent.
     *
     * @param entrant the entrant id
     * @param kind why
     */
    public record Bye(int entrant, ByeKind kind) {
        public Bye {
            Objects.requireNonNull(kind, "kind");
        }
    }

    /**
     * The reason for one decision.
     *
     * @param entrants the entrants it concerns (a pair, a floater, the bye)
     * @param rule the rule that forced it, e.g. {@code C.04.3 C.12}, empty when none
     * @param text the reason in plain words
     */
    public record Explanation(List<Integer> entrants, String rule, String text) {
        public Explanation {
            entrants = List.copyOf(entrants);
            rule = rule == null ? "" : rule;
            Objects.requireNonNull(text, "text");
        }
    }

    public RoundPairing {
        boards = List.copyOf(boards);
        byes = List.copyOf(byes);
        explanations = List.copyOf(explanations);
    }
}
