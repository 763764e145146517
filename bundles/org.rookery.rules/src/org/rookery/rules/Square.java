// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/** A board cell by file and printed rank (e.g. {@code e4}, {@code d0}, {@code j10}). */
public record Square(int file, int rank) {

    /** Parses an algebraic square name. */
    public static Square parse(String name) {
        if (name == null || name.length() < 2 || name.charAt(0) < 'a' || name.charAt(0) > 'z') {
            throw new IllegalArgumentException("not a square name: '" + name + "'");
        }
        try {
            return new Square(name.charAt(0) - 'a', Integer.parseInt(name.substring(1)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a square name: '" + name + "'");
        }
    }

    @Override
    public String toString() {
        return (char) ('a' + file) + Integer.toString(rank);
    }
}
