// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * How a piece moves, written in a Betza-like notation and expanded to {@link Atom}s.
 *
 * <p>Atoms: {@code W} (1,0), {@code F} (1,1), {@code D} (2,0), {@code N} (2,1), {@code A} (2,2),
 * {@code H} (3,0), {@code C} or {@code L} (3,1, the Giraffe), {@code Z} (3,2), {@code G} (3,3);
 * compounds {@code K} = WF; riders {@code R} = WW, {@code B} = FF, {@code Q} = RB. A doubled
 * leaper letter is a rider ({@code NN}); a number after a rider limits its range ({@code Q2} is
 * the Guardian: a queen of at most two steps that can be blocked).
 *
 * <p>Modifiers before an atom: {@code m} move only, {@code c} capture only, {@code f b l r}
 * forward, backward, left, right, {@code v} = fb, {@code s} = lr, {@code n} lame (the halfway
 * cell of an even leap must be empty), {@code i} only from the initial ranks. On oblique atoms
 * ({@code N}, {@code C}, {@code Z}) {@code f} selects the two narrow forward moves, so the shogi
 * knight is {@code fN} as in rules.md §5.3. Examples: chess pawn {@code fmWfcFifmnD}, shogi gold
 * {@code WfF}, lance {@code fR}. Immutable.
 */
public final class Movement {

    private final String betza;
    private final List<Atom> atoms;

    private Movement(String betza, List<Atom> atoms) {
        this.betza = betza;
        this.atoms = List.copyOf(atoms);
    }

    /** The movement given by explicit atoms; {@link #betza()} then lists them. */
    public static Movement of(List<Atom> atoms) {
        return new Movement(atoms.toString(), atoms);
    }

    /**
     * Parses Betza-like text.
     *
     * @throws IllegalArgumentException naming the offending character and its position
     */
    public static Movement parse(String betza) {
        return new Movement(betza, new BetzaParser(betza).parse());
    }

    /** The text this movement was parsed from. */
    public String betza() {
        return betza;
    }

    /** The atoms, as seen by White. */
    public List<Atom> atoms() {
        return atoms;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Movement m && m.atoms.equals(atoms);
    }

    @Override
    public int hashCode() {
        return atoms.hashCode();
    }

    @Override
    public String toString() {
        return betza;
    }

    /** Expands one Betza string; a small recursive-descent reader with one instance per parse. */
    private static final class BetzaParser {
        private final String text;
        private int pos;

        BetzaParser(String text) {
            if (text == null || text.isEmpty()) {
                throw new IllegalArgumentException("empty movement text");
            }
            this.text = text;
        }

        List<Atom> parse() {
            Set<Atom> out = new LinkedHashSet<>();
            while (pos < text.length()) {
                parseGroup(out);
            }
            return new ArrayList<>(out);
        }

        private void parseGroup(Set<Atom> out) {
            String mods = "";
            while (pos < text.length() && "mcfblrvsni".indexOf(text.charAt(pos)) >= 0) {
                mods += text.charAt(pos++);
            }
            if (pos >= text.length()) {
                throw error("modifiers '" + mods + "' are not followed by an atom");
            }
            char atom = text.charAt(pos++);
            boolean rider = "RBQ".indexOf(atom) >= 0;
            if (pos < text.length() && text.charAt(pos) == atom && "WFDNAHCLZG".indexOf(atom) >= 0) {
                pos++;
                rider = true;
            }
            int range = rider ? 0 : 1;
            int digitsStart = pos;
            while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
                pos++;
            }
            if (pos > digitsStart) {
                if (!rider) {
                    throw error("a range number needs a rider, not the leaper '" + atom + "'");
                }
                range = Integer.parseInt(text.substring(digitsStart, pos));
                if (range < 1) {
                    throw error("range must be at least 1");
                }
            }
            List<int[]> vectors = vectors(atom);
            boolean move = mods.indexOf('c') < 0 || mods.indexOf('m') >= 0;
            boolean capture = mods.indexOf('m') < 0 || mods.indexOf('c') >= 0;
            boolean lame = mods.indexOf('n') >= 0;
            boolean initial = mods.indexOf('i') >= 0;
            String dirs = mods.replaceAll("[mcni]", "");
            for (int[] v : vectors) {
                if (allowed(dirs, v[0], v[1])) {
                    int r = range == 1 ? 1 : range;
                    boolean isLame = lame && r == 1 && v[0] % 2 == 0 && v[1] % 2 == 0;
                    out.add(new Atom(v[0], v[1], r, move, capture, isLame, initial));
                }
            }
        }

        private List<int[]> vectors(char atom) {
            return switch (atom) {
                case 'W', 'R' -> symmetric(1, 0);
                case 'F', 'B' -> symmetric(1, 1);
                case 'D' -> symmetric(2, 0);
                case 'N' -> symmetric(2, 1);
                case 'A' -> symmetric(2, 2);
                case 'H' -> symmetric(3, 0);
                case 'C', 'L' -> symmetric(3, 1);
                case 'Z' -> symmetric(3, 2);
                case 'G' -> symmetric(3, 3);
                case 'K', 'Q' -> {
                    List<int[]> l = symmetric(1, 0);
                    l.addAll(symmetric(1, 1));
                    yield l;
                }
                default -> throw new IllegalArgumentException(
                        "unknown Betza atom '" + atom + "' at position " + (pos - 1) + " of '" + text + "'");
            };
        }

        private static List<int[]> symmetric(int a, int b) {
            Set<List<Integer>> seen = new LinkedHashSet<>();
            int[][] base = {{a, b}, {b, a}};
            for (int[] v : base) {
                for (int sx : new int[] {1, -1}) {
                    for (int sy : new int[] {1, -1}) {
                        seen.add(List.of(v[0] * sx, v[1] * sy));
                    }
                }
            }
            List<int[]> out = new ArrayList<>();
            for (List<Integer> v : seen) {
                out.add(new int[] {v.get(0), v.get(1)});
            }
            return out;
        }

        // Oblique atoms read f/b/l/r as the narrow pair in that direction (rules.md writes the shogi knight fN).
        private static boolean allowed(String dirs, int dx, int dy) {
            if (dirs.isEmpty()) {
                return true;
            }
            boolean oblique = dx != 0 && dy != 0 && Math.abs(dx) != Math.abs(dy);
            for (char d : dirs.toCharArray()) {
                boolean ok = switch (d) {
                    case 'f' -> dy > 0 && (!oblique || Math.abs(dy) > Math.abs(dx));
                    case 'b' -> dy < 0 && (!oblique || Math.abs(dy) > Math.abs(dx));
                    case 'l' -> dx < 0 && (!oblique || Math.abs(dx) > Math.abs(dy));
                    case 'r' -> dx > 0 && (!oblique || Math.abs(dx) > Math.abs(dy));
                    case 'v' -> dx == 0 || (oblique && Math.abs(dy) > Math.abs(dx));
                    case 's' -> dy == 0 || (oblique && Math.abs(dx) > Math.abs(dy)) || (dx != 0 && Math.abs(dx) == Math.abs(dy));
                    default -> false;
                };
                if (ok) {
                    return true;
                }
            }
            return false;
        }

        private IllegalArgumentException error(String what) {
            return new IllegalArgumentException("Betza '" + text + "' at position " + pos + ": " + what);
        }
    }
}
