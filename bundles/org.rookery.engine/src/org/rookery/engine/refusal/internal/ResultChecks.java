// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.refusal.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.rookery.engine.event.EventState;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.event.internal.InningsBridge;
import org.rookery.engine.event.internal.SetMatches;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.FlagFall;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.fact.FactBody.Result;
import org.rookery.engine.format.ScoringRules;
import org.rookery.engine.game.GameScorer;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;
import org.rookery.rules.Endings;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;

/**
 * The checks of a recorded result against the game it ends: the variant must be able to produce
 * it (its {@link Rules#endings()}, asked through the format's bound game, so no variant is named
 * here), where the format scores a timeout by the clocks both readings must be given, a game of a
 * match of sets already decided is not played, and a match scored by points must be able to
 * score the game's end.
 */
final class ResultChecks {

    /** The rule a result outside the variant's endings breaks. */
    static final String VARIANT_ENDINGS = RuleNames.RESULTS_THE_VARIANT_CAN_PRODUCE;
    /** The rule a clock-scored timeout without both readings breaks. */
    static final String BOTH_CLOCKS = RuleNames.TIMEOUT_MARGIN_NEEDS_BOTH_CLOCKS;

    private ResultChecks() {
    }

    static void check(EventState state, Result r) {
        if (r.outcome() == Outcome.UNPLAYED) {
            return;
        }
        ending(state, r.game(), r.outcome(), r.ending());
        if (r.ending() == Termination.TIME_FORFEIT && r.outcome() != Outcome.DRAW) {
            clocks(state, r);
        }
    }

    /**
     * A forfeit scores as a win for the player present (a loss for both when neither came) where
     * the format scores games by win, draw and loss. An innings match scores every game by what
     * was captured on the board, so a game nobody played has no score there: the journal records
     * it as {@code unplayed} without a forfeit (the innings rules say when a game is not played).
     * Whether the variant lets the arbiter decide a game is its own endings' say, checked with
     * the other endings.
     */
    static void forfeit(EventState state, Result r) {
        if (!r.forfeit()) {
            return;
        }
        if (state.format().innings().isPresent()) {
            throw new Refusal(RuleNames.A_FORFEIT_THE_FORMAT_CAN_SCORE, "game " + r.game() + ": format "
                    + state.format().name() + " scores each innings game by the men captured on the board, so a forfeit"
                    + " has no score in it; record the game's result as played, or let the innings rules leave it unplayed");
        }
    }

    static void check(EventState state, FlagFall f) {
        Outcome outcome = f.effectiveOutcome();
        if (outcome.winner().filter(f.side()::equals).isPresent()) {
            throw new Refusal(RuleNames.A_FLAG_FALL_LOSES_OR_DRAWS, "game " + f.game() + ": " + FactBody.sideName(f.side())
                    + "'s flag fell, so " + FactBody.sideName(f.side()) + " cannot win it");
        }
        ending(state, f.game(), outcome, Termination.TIME_FORFEIT);
    }

    /** Refuses a result for a game whose match of sets is already decided. */
    static void decidedMatch(EventState state, GameRecord g) {
        SetMatches.ofGame(state, g.id()).filter(SetMatches.Match::over).ifPresent(m -> {
            throw new Refusal(RuleNames.A_DECIDED_MATCH_IS_NOT_PLAYED_ON, "game " + g.id()
                    + " is not played: the match " + m.text());
        });
    }

    /**
     * Refuses a result, flag fall or declaration that the format's scoring section cannot score for
     * both players of a match scored by points (a captured man the variant does not have, a king),
     * so that the standings never meet a game they cannot count.
     */
    static void scorable(EventState state, FactBody body) {
        Optional<GameScorer> scorer = SetMatches.scorer(state);
        Optional<GameRecord.End> end = GameRecord.End.of(body, state.factCount());
        if (scorer.isEmpty() || end.isEmpty()) {
            return;
        }
        GameRecord g = state.games().get(switch (body) {
            case FactBody.Result r -> r.game();
            case FactBody.FlagFall f -> f.game();
            case FactBody.Declaration d -> d.game();
            default -> throw new IllegalStateException("only game ends have an end");
        });
        if (g == null || SetMatches.ofGame(state, g.id()).isEmpty()) {
            return;
        }
        GameRecord ended = g.withEnd(end.get());
        try {
            SetMatches.score(scorer.get(), ended, g.white());
            SetMatches.score(scorer.get(), ended, g.black());
        } catch (IllegalArgumentException e) {
            throw new Refusal(RuleNames.A_RESULT_THE_FORMAT_CAN_SCORE, "game " + g.id() + ": " + e.getMessage());
        }
    }

    private static void ending(EventState state, String game, Outcome outcome, Termination ending) {
        if (state.bound().isEmpty()) {
            return; // the variant is not installed: nothing can say what it produces
        }
        Rules rules = state.bound().get().rules();
        Endings endings = rules.endings();
        boolean draw = outcome == Outcome.DRAW;
        if (endings.allows(ending, draw)) {
            return;
        }
        String why;
        if (draw && !endings.hasDraws()) {
            why = rules.name() + " has no draws; a game ends with a winner (its endings: " + endings.decisiveWords() + ")";
        } else if (draw) {
            why = rules.name() + " has no draw by " + Endings.word(ending) + "; its draws: " + endings.drawnWords();
        } else {
            why = rules.name() + " has no win by " + Endings.word(ending) + "; its wins: " + endings.decisiveWords()
                    + (endings.allows(ending, true) ? "; a " + Endings.word(ending) + " is a draw" : "");
        }
        throw new Refusal(VARIANT_ENDINGS, "game " + game + ": " + why);
    }

    /** rules.md 1.10.6, 6.2: the 15 s split compares the clocks, so a timeout without them cannot be scored. */
    private static void clocks(EventState state, Result r) {
        ScoringRules scoring = state.format().scoring().orElse(null);
        if (scoring == null || scoring.penaltyTimeout().isEmpty()) {
            return;
        }
        // Only the scoring side's win on time is split by the margin; its loss on time scores the same whatever the clocks.
        boolean scoringWon = state.format().innings().map(i -> r.outcome().winner()
                .filter(InningsBridge.scoringSide(i)::equals).isPresent()).orElse(true);
        if (!scoringWon) {
            return;
        }
        List<String> missing = new ArrayList<>();
        if (r.whiteMs().isEmpty()) {
            missing.add("whiteMs");
        }
        if (r.blackMs().isEmpty()) {
            missing.add("blackMs");
        }
        if (missing.isEmpty()) {
            return;
        }
        ScoringRules.PenaltyTimeout p = scoring.penaltyTimeout().get();
        String margin = BigDecimal.valueOf(p.margin().toMillis(), 3).stripTrailingZeros().toPlainString();
        throw new Refusal(BOTH_CLOCKS, "game " + r.game() + " ended on time, and format " + state.format().name()
                + " scores a timeout by the clocks (a margin over " + margin + " s scores "
                + p.score().stripTrailingZeros().toPlainString() + "); give both readings at the flag fall, whiteMs and"
                + " blackMs in milliseconds (missing: " + String.join(", ", missing) + "), or record a flag-fall fact");
    }
}
