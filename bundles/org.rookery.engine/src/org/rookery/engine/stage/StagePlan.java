// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.stage;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.Stage;
import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.internal.BergerTable;
import org.rookery.engine.pairing.internal.GauntletEngine;
import org.rookery.engine.pairing.internal.KnockoutEngine;
import org.rookery.engine.standings.Participant;
import org.rookery.engine.standings.Standings;

/**
 * How one stage runs for a field of a given size: the system the stage's switch picks
 * ({@link Stage#systemFor}: Newport's round robin up to 7 teams, otherwise Swiss), the pairing
 * engine's id, the number of rounds, and how many go on to the next stage.
 *
 * <p>Rounds: the format's number when it gives one; otherwise a round robin's full cycle (two
 * for a double), a knockout's bracket, and for a Swiss the smallest number of rounds that can
 * leave one player ahead of all others, ceil(log2 n).
 *
 * @param stage the stage as the format declares it
 * @param entrants the size of the field the stage starts with
 * @param system the system used for that field
 * @param engineId the pairing engine's id
 * @param rounds the rounds the stage plays
 * @param reason why this system and this many rounds, in words
 */
public record StagePlan(Stage stage, int entrants, PairingSystem system, String engineId, int rounds, String reason) {

    public StagePlan {
        Objects.requireNonNull(stage, "stage");
        Objects.requireNonNull(system, "system");
    }

    /** The plan of {@code stage} for {@code entrants}. */
    public static StagePlan of(Stage stage, int entrants) {
        if (entrants < 2) {
            throw new IllegalArgumentException("stage " + stage.name() + " needs at least 2 entrants, not " + entrants);
        }
        PairingSystem system = stage.systemFor(entrants);
        StringBuilder why = new StringBuilder("stage " + stage.name() + ": " + system.label());
        if (system == stage.system()) {
            // say which engine pairs it, so that a dry run shows the named system is the one used
            stage.details().named().ifPresent(n -> why.append(" paired by ").append(n.label()));
        }
        stage.fallback().ifPresent(f -> why.append(entrants > f.maxEntrants()
                ? " (" + entrants + " entrants, more than the " + f.maxEntrants() + " the " + stage.system().label() + " is for)"
                : " (" + entrants + " entrants, at most " + f.maxEntrants() + ")"));
        int rounds;
        if (stage.rounds().isPresent()) {
            rounds = stage.rounds().getAsInt();
            why.append(", ").append(rounds).append(" rounds as the format says");
            if ((system == PairingSystem.ROUND_ROBIN || system == PairingSystem.DOUBLE_ROUND_ROBIN)
                    && rounds > BergerTable.rounds(entrants) * (system == PairingSystem.DOUBLE_ROUND_ROBIN ? 2 : 1)) {
                why.append(" (more than a cycle: the table starts again with colours reversed)");
            }
        } else {
            rounds = switch (system) {
                case ROUND_ROBIN -> BergerTable.rounds(entrants);
                case DOUBLE_ROUND_ROBIN -> 2 * BergerTable.rounds(entrants);
                case KNOCKOUT -> KnockoutEngine.rounds(entrants);
                case GAUNTLET, DOUBLE_GAUNTLET -> GauntletEngine.rounds(entrants, system == PairingSystem.DOUBLE_GAUNTLET);
                case SWISS -> 32 - Integer.numberOfLeadingZeros(entrants - 1);
            };
            why.append(", ").append(rounds).append(system == PairingSystem.SWISS
                    ? " rounds (the format gives none: enough to leave one player ahead of all, ceil(log2 " + entrants + "))"
                    : " rounds for " + entrants + " entrants");
        }
        return new StagePlan(stage, entrants, system, PairingEngines.idFor(stage, entrants), rounds, why.toString());
    }

    /** How many of this stage's field the next stage takes, or the whole field when it sets no limit. */
    public static int qualifiers(Stage next, int field) {
        return next.qualifiers().isPresent() ? Math.min(next.qualifiers().getAsInt(), field) : field;
    }

    /**
     * The field of the next stage: the first {@code count} of {@code standings}, numbered again
     * from 1 in the order they finished (so the stage winner is the top seed).
     */
    public static List<Participant> qualified(Standings standings, int count) {
        if (count > standings.rows().size()) {
            throw new IllegalArgumentException(count + " qualifiers asked from a field of " + standings.rows().size());
        }
        List<Participant> next = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Participant p = standings.rows().get(i).participant();
            next.add(new Participant(i + 1, p.name(), p.rating()));
        }
        return next;
    }

    /** The plans of every stage of {@code event} for {@code entrants}, the field shrinking by each stage's qualifiers. */
    public static List<StagePlan> plan(EventRules event, int entrants) {
        List<StagePlan> plans = new ArrayList<>();
        int field = entrants;
        for (Stage s : event.stages()) {
            field = qualifiers(s, field);
            plans.add(of(s, field));
        }
        return plans;
    }

    /**
     * The engine that pairs this plan, from {@code engines}.
     *
     * @throws IllegalArgumentException when none is installed; for a system the format names
     *         (Burstein, McMahon, Scheveningen, ...) the message says so plainly, e.g. "the format
     *         names the FIDE Burstein system; no installed pairing engine implements it"
     */
    public PairingEngine engine(PairingEngines engines) {
        return engines.find(engineId).orElseThrow(() -> {
            String installed = " (installed: " + String.join(", ", engines.all().stream().map(PairingEngine::id).toList()) + ")";
            if (system == stage.system() && stage.details().named().isPresent()) {
                String label = stage.details().named().get().label();
                String named = label.startsWith("the ") ? label : "the " + label + " system";
                return new IllegalArgumentException("the format names " + named
                        + "; no installed pairing engine implements it" + installed);
            }
            return new IllegalArgumentException("no installed pairing engine implements '" + engineId + "'" + installed);
        });
    }
}
