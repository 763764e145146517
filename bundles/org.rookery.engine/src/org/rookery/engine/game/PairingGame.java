// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.game;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.rookery.rules.Declaration;
import org.rookery.rules.Termination;

/**
 * One game of a pairing: who has sente and gote, each player's clock at the start, why it is played,
 * and how it ended.
 *
 * @param number the game's number in the pairing (1, then replays)
 * @param sente the player who moves first
 * @param gote the other player
 * @param senteClock sente's clock at the start
 * @param goteClock gote's clock at the start
 * @param why why the game is played, e.g. "replay after sennichite 1: colours swapped, each keeps his
 *        remaining main time, byoyomi 20 s"
 * @param illegalMoves the illegal moves recorded, by offender, in order
 * @param declarations declarations that failed and let play go on, and the one that ended the game
 * @param end how the game ended, empty while it is in play
 */
public record PairingGame(int number, String sente, String gote, StartClock senteClock, StartClock goteClock, String why,
        List<String> illegalMoves, List<Declaration> declarations, Optional<End> end) {

    /**
     * A player's clock at the start of a game.
     *
     * @param main main time
     * @param byoyomi the byoyomi period (zero for none)
     * @param periods the number of byoyomi periods
     */
    public record StartClock(Duration main, Duration byoyomi, int periods) {
        public StartClock {
            Objects.requireNonNull(main, "main");
            Objects.requireNonNull(byoyomi, "byoyomi");
        }
    }

    /**
     * How a game ended.
     *
     * @param winner the winning player, empty for a sennichite
     * @param ending how
     * @param detail a line for the arbiter
     */
    public record End(Optional<String> winner, Termination ending, String detail) {
        public End {
            Objects.requireNonNull(winner, "winner");
            Objects.requireNonNull(ending, "ending");
            Objects.requireNonNull(detail, "detail");
        }
    }

    public PairingGame {
        Objects.requireNonNull(sente, "sente");
        Objects.requireNonNull(gote, "gote");
        Objects.requireNonNull(senteClock, "sente clock");
        Objects.requireNonNull(goteClock, "gote clock");
        Objects.requireNonNull(why, "why");
        illegalMoves = List.copyOf(illegalMoves);
        declarations = List.copyOf(declarations);
        Objects.requireNonNull(end, "end");
    }

    /** The player's opponent in this game. */
    public String opponent(String player) {
        return player.equals(sente) ? gote : sente;
    }

    PairingGame ended(End e) {
        return new PairingGame(number, sente, gote, senteClock, goteClock, why, illegalMoves, declarations, Optional.of(e));
    }

    PairingGame withIllegal(String offender) {
        List<String> all = new java.util.ArrayList<>(illegalMoves);
        all.add(offender);
        return new PairingGame(number, sente, gote, senteClock, goteClock, why, all, declarations, end);
    }

    PairingGame withDeclaration(Declaration v) {
        List<Declaration> all = new java.util.ArrayList<>(declarations);
        all.add(v);
        return new PairingGame(number, sente, gote, senteClock, goteClock, why, illegalMoves, all, end);
    }
}
