// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.rookery.engine.event.PairingChanges;
import org.rookery.engine.refusal.Refusal;
import org.rookery.event.model.Bye;
import org.rookery.event.model.Game;
import org.rookery.event.model.Player;
import org.rookery.event.model.Round;

/**
 * The manual changes of the pairings (view and editor page) to a round not yet played: swap a board's colours,
 * exchange a board's player with another player of the round (or the one with the bye), give a
 * player a bye. Each asks for the arbiter's reason, shows the engine's warning (two players who
 * already met, where the format forbids it) and lets the arbiter decide, and is recorded as a
 * correction of the round's pairing, so it appears in the rulings log and Undo takes it back.
 * The engine refuses what the rules forbid, naming the rule.
 */
final class PairingChangeActions {

    /** The changes offered. */
    enum Kind {
        SWAP_COLOURS("Swap colours..."), EXCHANGE("Exchange players..."), BYE("Give bye...");

        final String label;

        Kind(String label) {
            this.label = label;
        }
    }

    static final List<String> BYE_KINDS = List.of("zero", "absent", "half", "full", "pairing");

    private final PairingsPanel pairings;

    PairingChangeActions(PairingsPanel pairings) {
        this.pairings = pairings;
    }

    /** Adds the changes to the pairings' toolbar. */
    void install(IToolBarManager bar) {
        bar.add(new Separator());
        for (Kind kind : Kind.values()) {
            bar.add(new Action(kind.label) {
                @Override
                public void run() {
                    Game g = pairings.selectedGame();
                    if (g != null) {
                        change(kind, g);
                    }
                }
            });
        }
    }

    private static String label(Player p) {
        return p.getId() + " " + p.getName();
    }

    private static String id(String label) {
        int space = label.indexOf(' ');
        return space < 0 ? label : label.substring(0, space);
    }

    /** The dialog asking for the change of {@code kind} to the board of {@code game}. */
    PairingChangeDialog dialog(Shell shell, Kind kind, Game game, Round round) {
        List<String> board = List.of(label(game.getWhite()), label(game.getBlack()));
        return switch (kind) {
            case SWAP_COLOURS -> new PairingChangeDialog(shell, "Swap colours of game " + game.getId(),
                    game.getBlack().getName() + " will have White, " + game.getWhite().getName() + " Black.", List.of());
            case EXCHANGE -> {
                List<String> others = new ArrayList<>();
                for (Game g : round.getGames()) {
                    if (g != game) {
                        others.add(label(g.getWhite()));
                        others.add(label(g.getBlack()));
                    }
                }
                for (Bye b : round.getByes()) {
                    others.add(label(b.getPlayer()));
                }
                yield new PairingChangeDialog(shell, "Exchange players in round " + round.getNumber(),
                        "Each takes the other's board and colour (or bye).", List.of(
                                new PairingChangeDialog.Choice("Player", board, 0),
                                new PairingChangeDialog.Choice("Exchange with", others, 0)));
            }
            case BYE -> new PairingChangeDialog(shell, "Give a bye in round " + round.getNumber(),
                    "The board of game " + game.getId() + " is taken out of the round; both players get byes.", List.of(
                            new PairingChangeDialog.Choice("Player", board, 0),
                            new PairingChangeDialog.Choice("His bye", BYE_KINDS, 0),
                            new PairingChangeDialog.Choice("His opponent's bye", BYE_KINDS, BYE_KINDS.indexOf("pairing"))));
        };
    }

    /**
     * The change the dialog's answers ask for, as the engine makes it.
     *
     * @throws Refusal when the rules forbid it (a board already begun, a player paired twice, no reason)
     */
    static PairingChanges.Change change(EventSession session, Kind kind, Game game, List<String> chosen, String reason) {
        return switch (kind) {
            case SWAP_COLOURS -> PairingChanges.swapColours(session.state(), game.getId(), reason);
            case EXCHANGE -> PairingChanges.exchange(session.state(), game.getRound(), id(chosen.get(0)), id(chosen.get(1)), reason);
            case BYE -> PairingChanges.bye(session.state(), game.getRound(), id(chosen.get(0)), chosen.get(1), chosen.get(2), reason);
        };
    }

    private void change(Kind kind, Game game) {
        EventSession session = pairings.sessionShown();
        Round round = pairings.round();
        Shell shell = pairings.shell();
        if (session == null || round == null) {
            return;
        }
        PairingChangeDialog d = dialog(shell, kind, game, round);
        if (d.open() != Window.OK) {
            return;
        }
        PairingChanges.Change change;
        try {
            change = change(session, kind, game, d.chosen(), d.reason());
        } catch (Refusal r) {
            MessageDialog.openError(shell, "Refused: " + r.rule(), Feedback.refusalText(r));
            return;
        }
        commit(shell, session, kind.label.replace("...", "") + " in round " + round.getNumber(), change,
                warnings -> MessageDialog.openQuestion(shell, "Pair them anyway?", String.join("\n", warnings)
                        + "\n\nThe warning is recorded with your reason. Make the change?"));
    }

    /**
     * Records {@code change} as one undoable action once the arbiter has seen its warnings and
     * decided to go ahead ({@code confirm} is asked only when there are warnings).
     *
     * @return whether it was recorded
     */
    static boolean commit(Shell shell, EventSession session, String label, PairingChanges.Change change,
            Predicate<List<String>> confirm) {
        if (!change.warnings().isEmpty() && !confirm.test(change.warnings())) {
            return false;
        }
        return Feedback.record(shell, session, label, List.of(change.correction()));
    }
}
