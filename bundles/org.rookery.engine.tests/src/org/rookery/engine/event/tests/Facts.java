// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/** Short ways to write the facts the tests record. */
final class Facts {

    private Facts() {
    }

    static FactBody team(String id) {
        return new FactBody.RegisterTeam(id, "Team " + id);
    }

    static FactBody player(String id, String team) {
        return new FactBody.Register(id, "Player " + id, Optional.ofNullable(team), 0, Optional.empty());
    }

    static FactBody player(String id, int rating) {
        return new FactBody.Register(id, "Player " + id, Optional.empty(), rating, Optional.empty());
    }

    static FactBody start(String game, String white, String black, int innings) {
        return new FactBody.GameStart(game, white, black, innings);
    }

    static FactBody win(String game, Color winner, Termination ending, List<String> capturedByWhite) {
        return new FactBody.Result(game, Outcome.winFor(winner), ending, capturedByWhite, List.of(), OptionalLong.empty(),
                OptionalLong.empty());
    }

    static FactBody draw(String game, Termination ending) {
        return new FactBody.Result(game, Outcome.DRAW, ending, List.of(), List.of(), OptionalLong.empty(),
                OptionalLong.empty());
    }

    static FactBody illegal(String game, Color side) {
        return new FactBody.IllegalMove(game, side);
    }

    static FactBody flag(String game, Color side, long whiteMs, long blackMs) {
        return new FactBody.FlagFall(game, side, whiteMs, blackMs, List.of(), List.of(), Optional.empty());
    }
}
