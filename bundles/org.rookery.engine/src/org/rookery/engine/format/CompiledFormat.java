// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.Optional;

/**
 * A tournament format ready to run: which game is played, on which clock, by whom and how it
 * is scored. Sections a format does not use are empty: a single Swiss event has no innings, a
 * G20 match no pairing stages.
 *
 * @param name the format's name as written after {@code format}
 * @param title a one-line human title, empty string when the format gives none
 * @param game the variant and its options
 * @param time the clock and the breaks
 * @param teams team composition, toss and line-up rules, for team formats
 * @param innings the innings structure of an innings match (G20)
 * @param scoring how a single game is scored (point tables, flat scores, penalties)
 * @param event the event structure: stages, pairing, points, tie-breaks
 * @param sennichite the repetition (sennichite) replay policy of shogi events
 * @param declaration the impasse declaration rule of shogi events
 * @param conduct claims and conduct rules
 */
public record CompiledFormat(String name, String title, GameSpec game, TimeRules time,
        Optional<TeamRules> teams, Optional<InningsRules> innings, Optional<ScoringRules> scoring,
        Optional<EventRules> event, Optional<SennichitePolicy> sennichite,
        Optional<DeclarationRule> declaration, ConductRules conduct) {

    public CompiledFormat {
        Checks.present(name, "format name");
        title = title == null ? "" : title;
        Checks.present(game, "game");
        Checks.present(time, "time");
        teams = Optional.ofNullable(teams).flatMap(t -> t);
        innings = Optional.ofNullable(innings).flatMap(t -> t);
        scoring = Optional.ofNullable(scoring).flatMap(t -> t);
        event = Optional.ofNullable(event).flatMap(t -> t);
        sennichite = Optional.ofNullable(sennichite).flatMap(t -> t);
        declaration = Optional.ofNullable(declaration).flatMap(t -> t);
        conduct = conduct == null ? ConductRules.UNSPECIFIED : conduct;
        if (innings.isPresent() && teams.isEmpty()) {
            throw new IllegalArgumentException("an innings format needs team rules");
        }
    }
}
