// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings;

/** How a team's name reads in the innings engine's messages and the scorecard's prompts. */
public final class TeamNames {

    private TeamNames() {
    }

    /**
     * The possessive of a team's name: "the Camels' captain" for a name ending in s (most team
     * names are plurals), "Oxford's captain" otherwise.
     */
    public static String possessive(String team) {
        return team.endsWith("s") || team.endsWith("S") ? team + "'" : team + "'s";
    }
}
