// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.team;

import java.util.List;

/**
 * A team as formed for an event: its number (the pairing id), a name and the members it was
 * formed with, strongest first.
 *
 * @param number the team's number, from 1 (the strongest player's team is 1)
 * @param name the team's name, made of its members' names
 * @param members the members at formation, by grade (strongest first)
 */
public record Team(int number, String name, List<TeamPlayer> members) {
    public Team {
        if (number < 1) {
            throw new IllegalArgumentException("team number " + number + " is below 1");
        }
        members = List.copyOf(members);
    }
}
