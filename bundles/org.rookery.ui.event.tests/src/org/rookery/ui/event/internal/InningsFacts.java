// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.rookery.engine.fact.FactBody;

/** The facts that bring a two-team innings match to its first game, shared by the scorecard tests. */
final class InningsFacts {

    private InningsFacts() {
    }

    /**
     * The Camels (C1 to C5) and the Zebras (Z1 to Z5) registered with their squads and captains,
     * the toss won by the Camels, who score first, and the Camels' batting order for innings 1.
     */
    static List<FactBody> camelsBatFirst() {
        List<FactBody> facts = new ArrayList<>();
        for (String team : List.of("Camels", "Zebras")) {
            facts.add(new FactBody.RegisterTeam(team, team));
            for (int i = 1; i <= 5; i++) {
                facts.add(new FactBody.Register(team.charAt(0) + "" + i, null, Optional.of(team), 0, Optional.empty()));
            }
        }
        facts.add(new FactBody.LineUp("Camels", 0, 0, List.of("C1", "C2", "C3", "C4", "C5"), Optional.of("C1")));
        facts.add(new FactBody.LineUp("Zebras", 0, 0, List.of("Z1", "Z2", "Z3", "Z4", "Z5"), Optional.of("Z1")));
        facts.add(new FactBody.Toss("Camels", "scoring"));
        facts.add(new FactBody.LineUp("Camels", 1, 0, List.of("C1", "C2", "C3", "C4", "C5"), Optional.empty()));
        return facts;
    }
}
