// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * What happens when a pairing's game ends in sennichite (fourfold repetition in shogi), by the
 * number of the occurrence within the pairing and the stage of the event.
 *
 * @param recordedOnAgreedClaim whether sennichite stands only when a player claims it and both
 *        agree (the engine's repetition detector then only advises)
 * @param rules the rules, most specific first when looked up
 */
public record SennichitePolicy(boolean recordedOnAgreedClaim, List<Rule> rules) {

    /**
     * The action for one occurrence.
     *
     * @param occurrence 1 for the first sennichite in a pairing, 2 for the second, ...
     * @param stage the stage the rule is limited to, empty for every stage
     * @param action what happens
     */
    public record Rule(int occurrence, Optional<String> stage, Action action) {
        public Rule {
            Checks.atLeast(occurrence, 1, "occurrence");
            stage = Optional.ofNullable(stage).flatMap(s -> s);
            Checks.present(action, "action");
        }
    }

    /** What a sennichite leads to. */
    public sealed interface Action {
    }

    /**
     * A new game.
     *
     * @param swapColours whether sente and gote change places
     * @param clock the clock of the new game
     * @param untilDecisive whether a sennichite in the new game is replayed in the same way until
     *        a game is decisive
     */
    public record Replay(boolean swapColours, ReplayClock clock, boolean untilDecisive) implements Action {
        public Replay {
            Checks.present(clock, "replay clock");
        }
    }

    /**
     * The pairing is drawn.
     *
     * @param pointsEach the points each player gets
     */
    public record Draw(BigDecimal pointsEach) implements Action {
        public Draw {
            Checks.number(pointsEach, "draw points");
        }
    }

    /** The clock of a replayed game. */
    public sealed interface ReplayClock {
    }

    /**
     * Each player keeps the main time he had left (zero if already in byoyomi), with a new
     * byoyomi period length if one is given.
     *
     * @param byoyomi the byoyomi of the replay, empty to keep the game's own
     */
    public record RemainingTime(Optional<Duration> byoyomi) implements ReplayClock {
        public RemainingTime {
            byoyomi = Optional.ofNullable(byoyomi).flatMap(b -> b);
            byoyomi.ifPresent(b -> Checks.notNegative(b, "replay byoyomi"));
        }
    }

    /**
     * Both players start on a new clock, whatever they had left.
     *
     * @param control the new clock
     */
    public record FreshClock(TimeControl control) implements ReplayClock {
        public FreshClock {
            Checks.present(control, "replay clock");
        }
    }

    public SennichitePolicy {
        rules = List.copyOf(rules);
    }

    /**
     * The action for the {@code occurrence}-th sennichite of a pairing in {@code stage}: a rule for
     * that stage wins over one for every stage; past the last numbered occurrence, a replay rule
     * marked "until decisive" keeps applying.
     */
    public Optional<Action> actionFor(int occurrence, String stage) {
        Optional<Rule> exact = best(occurrence, stage);
        if (exact.isPresent()) {
            return exact.map(Rule::action);
        }
        return rules.stream()
                .filter(r -> r.occurrence() < occurrence && appliesTo(r, stage))
                .filter(r -> r.action() instanceof Replay replay && replay.untilDecisive())
                .max(Comparator.comparingInt(Rule::occurrence).thenComparing(r -> r.stage().isPresent()))
                .map(Rule::action);
    }

    private Optional<Rule> best(int occurrence, String stage) {
        return rules.stream()
                .filter(r -> r.occurrence() == occurrence && appliesTo(r, stage))
                .max(Comparator.comparing(r -> r.stage().isPresent()));
    }

    private static boolean appliesTo(Rule r, String stage) {
        return r.stage().isEmpty() || r.stage().get().equals(stage);
    }
}
