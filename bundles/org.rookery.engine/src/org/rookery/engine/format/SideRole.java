// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

/** The role of a team in an innings: the scoring side bats, the stopping side tries to get it out. */
public enum SideRole {
    SCORING, STOPPING
}
