// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.internal;

import java.util.Collection;
import java.util.Optional;

/** "Did you mean ...": the closest known word to a misspelt one. */
public final class Suggestions {

    private Suggestions() {
    }

    /** The candidate nearest to {@code word}, if it is near enough to be a likely typo. */
    public static Optional<String> closest(String word, Collection<String> candidates) {
        if (word == null || word.isEmpty()) {
            return Optional.empty();
        }
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = distance(word.toLowerCase(), c.toLowerCase());
            if (d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        int allowed = Math.max(1, word.length() / 3);
        return bestDistance <= allowed ? Optional.of(best) : Optional.empty();
    }

    /** " (did you mean 'x'?)" or nothing. */
    public static String didYouMean(String word, Collection<String> candidates) {
        return closest(word, candidates).map(c -> " (did you mean '" + c + "'?)").orElse("");
    }

    /** Edit distance counting an insertion, a deletion, a change or a swap of neighbours as one edit. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
