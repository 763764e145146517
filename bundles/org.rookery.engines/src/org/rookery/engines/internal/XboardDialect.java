// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines.internal;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rookery.engines.Protocol;

/**
 * What differs between the dialects of the xboard protocol that {@link XboardEngine} speaks: the
 * words of the handshake, of a new game, of the side to move and of the search bounds, and how a
 * move is answered. The game's course (force mode, only the moves since the last exchange, every
 * answer checked by the rules) is the adapter's and the same for all.
 */
enum XboardDialect {

    /** CECP version 2 (xboard, WinBoard): features, {@code sd}, {@code time}/{@code otim}, {@code move M}. */
    CECP {
        @Override
        List<String> hello() {
            return List.of("xboard", "protover 2");
        }

        @Override
        List<String> newGame() {
            return List.of("new", "force", "post", "easy");
        }

        @Override
        List<String> side(boolean firstToMove) {
            return List.of();
        }

        @Override
        boolean features() {
            return true;
        }

        @Override
        boolean thinking() {
            return true;
        }

        @Override
        List<String> variant(String name) {
            return name.equals("normal") ? List.of() : List.of("variant " + name);
        }

        @Override
        List<String> level(int movesToGo, long baseSeconds, long incrementSeconds) {
            return List.of("level " + movesToGo + " " + (baseSeconds / 60) + ":" + String.format("%02d", baseSeconds % 60) + " " + incrementSeconds);
        }

        @Override
        List<String> moveTime(long seconds) {
            return List.of("st " + seconds);
        }

        @Override
        List<String> unbounded() {
            // a generous clock that the depth ends long before
            return List.of("level 0 10 0", "time 60000", "otim 60000");
        }

        @Override
        List<String> depth(int plies) {
            return List.of("sd " + plies);
        }

        @Override
        List<String> clocks(long ownCentis, long otherCentis) {
            return List.of("time " + ownCentis, "otim " + otherCentis);
        }

        @Override
        String move(String line) {
            return line.startsWith("move ") ? line.substring(5).trim() : null;
        }

        @Override
        boolean resigns(String line) {
            return line.equals("resign") || line.startsWith("tellics resign");
        }
    },

    /**
     * GNU Shogi's xshogi mode (the dialect of its 1.4 releases): no {@code xboard} or
     * {@code protover} (it answers them as illegal moves), {@code post} prints search statistics
     * rather than thinking lines and {@code easy} toggles (easy is on from the start), so neither is
     * sent. {@code black} and {@code white} give the engine the other side and {@code go} swaps
     * sides and starts: the side to move's own word followed by {@code go} makes it move for that
     * side. Its clock commands are {@code time} and {@code otime} in centiseconds, for the side it
     * plays before {@code go} swaps, hence the clocks given the other way round. It answers a move
     * as {@code N. ... MOVE} (with its time left after it) and gives up with {@code Resigns}.
     */
    XSHOGI {
        // found anywhere in the line: the prompt of a 'depth' ("depth = ") comes before it
        private static final Pattern MOVE = Pattern.compile("\\d+\\.\\s+\\.\\.\\.\\s+(\\S+)");

        @Override
        List<String> hello() {
            return List.of();
        }

        @Override
        List<String> newGame() {
            return List.of("new", "force");
        }

        @Override
        List<String> side(boolean firstToMove) {
            // sente is "black" in shogi
            return List.of(firstToMove ? "black" : "white");
        }

        @Override
        boolean features() {
            return false;
        }

        @Override
        boolean thinking() {
            return false;
        }

        @Override
        List<String> variant(String name) {
            return List.of();
        }

        @Override
        List<String> level(int movesToGo, long baseSeconds, long incrementSeconds) {
            return List.of();
        }

        @Override
        List<String> moveTime(long seconds) {
            return null;
        }

        @Override
        List<String> unbounded() {
            // its own clock (five minutes a game) bounds a search that the depth does not end
            return List.of();
        }

        @Override
        List<String> depth(int plies) {
            // it asks for the depth and reads it from the next line
            return List.of("depth", Integer.toString(plies));
        }

        @Override
        List<String> clocks(long ownCentis, long otherCentis) {
            return List.of("time " + otherCentis, "otime " + ownCentis);
        }

        @Override
        String move(String line) {
            Matcher m = MOVE.matcher(line);
            return m.find() && !resigns(line) ? m.group(1) : null;
        }

        @Override
        boolean resigns(String line) {
            return line.contains("Resigns");
        }
    };

    /** The dialect a protocol names. */
    static XboardDialect of(Protocol protocol) {
        return protocol == Protocol.XSHOGI ? XSHOGI : CECP;
    }

    /** Sent once the process starts, before its features (if any) are read. */
    abstract List<String> hello();

    /** Whether the engine announces {@code feature}s after {@link #hello()}. */
    abstract boolean features();

    /** Whether its other lines during a search are thinking lines ({@code post}). */
    abstract boolean thinking();

    /** Selects a variant by the engine's name for it. */
    abstract List<String> variant(String name);

    /** A time control. */
    abstract List<String> level(int movesToGo, long baseSeconds, long incrementSeconds);

    /** A fixed time per move, or {@code null} if the dialect has none. */
    abstract List<String> moveTime(long seconds);

    /** What bounds a search by depth alone. */
    abstract List<String> unbounded();

    /** Sent for a new game, leaving the engine in force mode. */
    abstract List<String> newGame();

    /** Sent before a search to make the engine move for the side to move. */
    abstract List<String> side(boolean firstToMove);

    /** A depth bound. */
    abstract List<String> depth(int plies);

    /** The engine's own clock and its opponent's, in centiseconds. */
    abstract List<String> clocks(long ownCentis, long otherCentis);

    /** The move text of an answer line, or {@code null} if the line is no move. */
    abstract String move(String line);

    /** Whether the line gives the game up. */
    abstract boolean resigns(String line);
}
