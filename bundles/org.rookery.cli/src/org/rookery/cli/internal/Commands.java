// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal;

import java.util.List;
import java.util.Optional;

import org.rookery.cli.Command;
import org.rookery.cli.internal.db.DbCommand;
import org.rookery.cli.internal.event.EventCommand;
import org.rookery.cli.internal.event.PairCommand;
import org.rookery.cli.internal.event.ReplayCommand;
import org.rookery.cli.internal.event.ScoreCommand;
import org.rookery.cli.internal.event.SimulateCommand;
import org.rookery.cli.internal.export.ExportCommand;
import org.rookery.cli.internal.format.CheckCommand;
import org.rookery.cli.internal.format.ExplainCommand;
import org.rookery.cli.internal.format.LspCommand;
import org.rookery.cli.internal.games.GameCommand;
import org.rookery.cli.internal.rules.PerftCommand;
import org.rookery.cli.internal.rules.VariantsCommand;
import org.rookery.cli.internal.serve.ReportCodesCommand;
import org.rookery.cli.internal.serve.ServeCommand;
import org.rookery.cli.internal.trf.TrfCommand;

/** Every headless command, in the order {@code rookery help} lists them. */
public final class Commands {

    private Commands() {
    }

    /** All commands. */
    public static List<Command> all() {
        return List.of(new HelpCommand(), new VersionCommand(), new VariantsCommand(), new PerftCommand(),
                new CheckCommand(), new ExplainCommand(), new LspCommand(), new TrfCommand(), new EventCommand(),
                new ScoreCommand(), new PairCommand(), new ReplayCommand(), new SimulateCommand(),
                new ExportCommand(), new GameCommand(), new org.rookery.cli.internal.engines.EnginesCommand(),
                new DbCommand(), new ServeCommand(), new ReportCodesCommand());
    }

    /** The command with this name. */
    public static Optional<Command> find(String name) {
        return all().stream().filter(c -> c.name().equals(name)).findFirst();
    }
}
