// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.notation;

import org.rookery.rules.Square;

/**
 * Shogi square names as USI and SFEN write them, mapped onto the API's squares. USI numbers the
 * files 1 to 9 from sente's right and letters the ranks a to i from gote's side, so {@code 7g} is
 * sente's third rank, seventh file from the right. The API puts sente ({@code WHITE}) on rank 1
 * with file {@code a} on its left: USI file {@code f} is file index {@code 9 - f}, USI rank
 * letter {@code r} is rank {@code 9 - (r - 'a')}. So {@code 7g} is {@code c3}, {@code 1a} is
 * {@code i9} and {@code 5e} is {@code e5}.
 */
public final class UsiSquares {

    private UsiSquares() {
    }

    /** The USI name of a square of the 9x9 board ({@code 7g}). */
    public static String name(Square square) {
        return new String(new char[] {fileDigit(square), rankLetter(square)});
    }

    /** The USI file digit of a square ('1' to '9'). */
    public static char fileDigit(Square square) {
        return (char) ('0' + 9 - square.file());
    }

    /** The USI rank letter of a square ('a' to 'i'). */
    public static char rankLetter(Square square) {
        return (char) ('a' + 9 - square.rank());
    }

    /** Whether the two characters name a square: a digit 1 to 9 and a letter a to i. */
    public static boolean isSquare(char file, char rank) {
        return file >= '1' && file <= '9' && rank >= 'a' && rank <= 'i';
    }

    /**
     * The square named by a file digit and a rank letter.
     *
     * @throws IllegalArgumentException if they do not name a square
     */
    public static Square square(char file, char rank) {
        if (!isSquare(file, rank)) {
            throw new IllegalArgumentException("'" + file + rank + "' is not a shogi square (files 1 to 9, ranks a to i)");
        }
        return new Square(9 - (file - '0'), 9 - (rank - 'a'));
    }

    /**
     * Parses a two-character square name.
     *
     * @throws IllegalArgumentException if the text is not a square name
     */
    public static Square parse(String name) {
        if (name == null || name.length() != 2) {
            throw new IllegalArgumentException("'" + name + "' is not a shogi square (e.g. 7g)");
        }
        return square(name.charAt(0), name.charAt(1));
    }
}
