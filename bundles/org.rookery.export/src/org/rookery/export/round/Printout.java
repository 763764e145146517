// SPDX-License-Identifier: EPL-2.0
package org.rookery.export.round;

import java.util.OptionalInt;

import org.rookery.engine.event.EventState;
import org.rookery.export.Report;

/** The printouts of an event, each made from the engine's state as a report to write as PDF or HTML. */
public enum Printout {
    /** The pairing list by board and the alphabetical list (an innings match: its game sheet). */
    PAIRINGS,
    /** One result slip per board (an innings match: the next game's slip). */
    SLIPS,
    /** The wall chart of a Swiss or round robin. */
    WALL_CHART,
    /** The blank innings score sheet of an innings format. */
    INNINGS_SHEET;

    /**
     * This printout of the event folded into {@code state}, for {@code round} (the last paired
     * round when empty; only the pairings and slips are of one round).
     *
     * @throws IllegalArgumentException when the event has no such printout (no round paired, a
     *         wall chart of an innings match, ...), saying why
     */
    public Report of(EventState state, OptionalInt round) {
        String title = state.format().title().isBlank() ? state.format().name() : state.format().title();
        boolean innings = state.innings().isPresent();
        switch (this) {
            case WALL_CHART:
                return WallChart.of(state, title);
            case INNINGS_SHEET:
                return InningsSheets.blankSheet(state, title);
            default:
                break;
        }
        if (innings) {
            if (round.isPresent()) {
                throw new IllegalArgumentException("an innings match has no rounds; leave out --round");
            }
            return this == PAIRINGS ? InningsSheets.gameSheet(state, title) : InningsSheets.nextGameSlip(state, title);
        }
        int r = round.isPresent() ? round.getAsInt()
                : RoundSheet.lastPaired(state).orElseThrow(() -> new IllegalArgumentException("no round of this event is paired yet"));
        RoundSheet sheet = RoundSheet.of(state, title, r);
        return this == PAIRINGS ? RoundPrintouts.pairings(sheet) : RoundPrintouts.slips(sheet, SlipForm.of(state));
    }
}
