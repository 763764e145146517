// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.Map;
import java.util.Set;

/**
 * Where pieces from the hand may be dropped. A drop is always onto an empty cell and never
 * captures. Ranks are counted from the dropping side's own edge (rank 1 is its first rank).
 *
 * @param bannedRanks per type, the relative ranks it may not be dropped on (Exchange pawns: 1, 7,
 *        8, rules.md §3.2; shogi pawn and lance: 9, knight: 8 and 9)
 * @param onePerFile types of which a side may not have two unpromoted on one file (shogi nifu)
 * @param mayNotMate types whose drop may not give checkmate (all types in Exchange, rules.md
 *        §6.4; the pawn in shogi, uchifuzume). Mate is judged by the rules' {@link MateDefinition}.
 */
public record DropRule(Map<PieceType, Set<Integer>> bannedRanks, Set<PieceType> onePerFile, Set<PieceType> mayNotMate) {

    public DropRule {
        bannedRanks = Map.copyOf(bannedRanks);
        onePerFile = Set.copyOf(onePerFile);
        mayNotMate = Set.copyOf(mayNotMate);
    }

    /** Whether {@code type} may be dropped on a square at the given relative rank (file rules aside). */
    public boolean allowsRank(PieceType type, int relativeRank) {
        Set<Integer> banned = bannedRanks.get(type);
        return banned == null || !banned.contains(relativeRank);
    }
}
