// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.simulate;

import java.util.Optional;

/**
 * Where a dry run stopped, in terms of the format that caused it, so that an editor can put the
 * message on the line to change: the stage that could not start or be paired, or else the
 * section whose rules left no way on.
 *
 * @param message the dry run's own words (e.g. "stage main, round 4 cannot be paired: ...")
 * @param section the format's section the dead end is in: {@code event}, {@code teams} or {@code innings}
 * @param stage the name of the stage, where the dead end is in one
 */
public record DeadEnd(String message, String section, Optional<String> stage) {

    /** Where the outcome line of a dry run that did not complete points in the format. */
    static DeadEnd of(String message, boolean innings) {
        if (innings) {
            return new DeadEnd(message, "innings", Optional.empty());
        }
        if (message.startsWith("stage ")) {
            // "stage NAME cannot start: ...", "stage NAME, round 4 ...", "stage NAME: the knockout ..."
            String rest = message.substring("stage ".length());
            int end = 0;
            while (end < rest.length() && rest.charAt(end) != ' ' && rest.charAt(end) != ',' && rest.charAt(end) != ':') {
                end++;
            }
            if (end > 0) {
                return new DeadEnd(message, "event", Optional.of(rest.substring(0, end)));
            }
        }
        if (message.startsWith("teams cannot be formed")) {
            return new DeadEnd(message, "teams", Optional.empty());
        }
        return new DeadEnd(message, "event", Optional.empty());
    }
}
