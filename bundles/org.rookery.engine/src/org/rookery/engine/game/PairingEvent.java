// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.game;

import java.util.Objects;

import org.rookery.rules.Termination;

/**
 * What the arbiter records in a pairing's game (a shogi pairing with sennichite replays). Plain
 * values, so that an event journal can store each as a fact and replay it
 * ({@link PairingGames#replay}).
 */
public sealed interface PairingEvent {

    /** The game number the event is for (1 for the first game of the pairing, 2 for a replay, ...). */
    int game();

    /**
     * A decisive result the arbiter records as it is (mate, resignation, time, perpetual check...).
     *
     * @param game the game
     * @param winner the winning player
     * @param ending how it ended
     */
    record Decisive(int game, String winner, Termination ending) implements PairingEvent {
        public Decisive {
            Objects.requireNonNull(winner, "winner");
            Objects.requireNonNull(ending, "ending");
        }
    }

    /** How a sennichite came to be recorded. */
    enum SennichiteBasis {
        /** A player claimed it and the other agreed, whether or not the repetition really happened. */
        AGREED_CLAIM,
        /** The arbiter ruled it. */
        ARBITER_RULING,
        /** The repetition detector found it, with no claim. */
        DETECTED
    }

    /**
     * A sennichite, with both players' clocks when it was recorded.
     *
     * @param game the game
     * @param basis how it was recorded
     * @param sente sente's clock
     * @param gote gote's clock
     */
    record Sennichite(int game, SennichiteBasis basis, PlayerClock sente, PlayerClock gote) implements PairingEvent {
        public Sennichite {
            Objects.requireNonNull(basis, "basis");
            Objects.requireNonNull(sente, "sente clock");
            Objects.requireNonNull(gote, "gote clock");
        }
    }

    /**
     * An impasse declaration: the declarer stopped the clock on his turn.
     *
     * @param game the game
     * @param declarer the declaring player
     * @param position the position then, in the variant's position notation (SFEN for shogi)
     * @param timeLeft whether the declarer still had main time or byoyomi
     */
    record Declared(int game, String declarer, String position, boolean timeLeft) implements PairingEvent {
        public Declared {
            Objects.requireNonNull(declarer, "declarer");
            Objects.requireNonNull(position, "position");
        }
    }

    /**
     * An illegal move pointed out during the game.
     *
     * @param game the game
     * @param offender the player who made it
     * @param claimedByOpponent whether the opponent pointed it out and claims the game (rather than a
     *        spectator pointing it out); where the variant's rules make an illegal move lose only on a
     *        claim, this is the claim
     */
    record IllegalMove(int game, String offender, boolean claimedByOpponent) implements PairingEvent {
        public IllegalMove {
            Objects.requireNonNull(offender, "offender");
        }
    }

    /**
     * A player's clock at a moment: the main time left and whether he was already in byoyomi.
     *
     * @param mainMs main time left, ms
     * @param inByoyomi whether the main time was used up
     */
    record PlayerClock(long mainMs, boolean inByoyomi) {
        public PlayerClock {
            if (mainMs < 0) {
                throw new IllegalArgumentException("a clock reading must not be negative: " + mainMs + " ms");
            }
        }
    }
}
