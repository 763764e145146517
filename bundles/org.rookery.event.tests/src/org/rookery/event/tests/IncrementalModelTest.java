// SPDX-License-Identifier: EPL-2.0
package org.rookery.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.event.EventModels;
import org.rookery.event.model.CrosstableCell;
import org.rookery.event.model.Event;
import org.rookery.event.model.Game;
import org.rookery.event.model.Ruling;
import org.rookery.event.model.Standing;
import org.rookery.format.api.FormatTool;
import org.rookery.rules.Termination;

/**
 * The event model brought up to date fact by fact ({@link EventModels#update}) is the model built
 * whole from the same facts, after every fact: in place where the fact allows it (its adapters
 * told what changed), built anew where it rewrites history.
 */
class IncrementalModelTest {

    @TempDir
    Path temp;

    /** What an adapter on the whole model was told, by the kind of object that changed. */
    private static final class Observer extends EContentAdapter {
        final List<Notification> seen = new ArrayList<>();

        @Override
        public void notifyChanged(Notification n) {
            super.notifyChanged(n);
            if (!n.isTouch()) {
                seen.add(n);
            }
        }

        boolean saw(Class<?> notifier) {
            return seen.stream().anyMatch(n -> notifier.isInstance(n.getNotifier()));
        }
    }

    @Test
    void aSwissWithAnUndoAndACorrectionIsTheWholeModelAfterEveryFact() throws Exception {
        Path format = ExampleEvents.format("guardian-open.tfl");
        try (EventFolder folder = EventFolder.create(temp.resolve("swiss"), format, new FormatTool().loader(), ExampleEvents.registry(),
                InstantSource.system())) {
            List<EventFolder.Draft> players = new ArrayList<>();
            for (int i = 1; i <= 12; i++) {
                players.add(new EventFolder.Draft(new FactBody.Register("P" + i, "Player " + i, Optional.empty(), 2000 - 10 * i,
                        Optional.empty()), "Maria"));
            }
            folder.record(players);
            for (int round = 1; round <= 4; round++) {
                FactBody.Pairing pairing = EventPairing.next(folder.state(), PairingEngines.builtIn(), OptionalInt.empty())
                        .pairing();
                folder.record(pairing, "Maria");
                int board = 0;
                for (FactBody.Board b : pairing.boards()) {
                    board++;
                    Fact written = folder.record(result(b.game(), (board + round) % 3), "Maria");
                    if (round == 2 && board == 1) {
                        folder.record(new FactBody.Undo(written.seq(), "entered on the wrong board"), "Maria");
                        folder.record(result(b.game(), 1), "Maria");
                    }
                    if (round == 3 && board == 2) {
                        folder.record(new FactBody.Correction(written.seq(), result(b.game(), 2), "the slip said 0-1"), "Maria");
                    }
                }
                if (round == 2) {
                    folder.record(new FactBody.Withdraw("P12", 3), "Maria");
                }
            }
            List<Fact> facts = folder.facts();
            int inPlace = 0;
            Event model = null;
            for (int i = 1; i <= facts.size(); i++) {
                List<Fact> prefix = facts.subList(0, i);
                EventState state = EventState.fold(folder.state().format(), folder.state().scorer(), prefix);
                Event whole = EventModels.build("swiss", state, prefix);
                if (model == null) {
                    model = EventModels.build("swiss", state, prefix);
                    continue;
                }
                Observer observer = new Observer();
                model.eAdapters().add(observer);
                Event updated = EventModels.update(model, "swiss", state, prefix);
                FactBody body = facts.get(i - 1).body();
                assertTrue(EcoreUtil.equals(whole, updated), "after fact " + i + " (" + body.type() + ") the model is the whole one");
                assertTrue(EcoreUtil.equals(whole.getCrosstable(), updated.getCrosstable()),
                        "after fact " + i + " (" + body.type() + ") the crosstable is the whole one");
                if (body instanceof FactBody.Undo || body instanceof FactBody.Correction || body instanceof FactBody.Register) {
                    assertNotSame(model, updated, "fact " + i + " (" + body.type() + ") rewrites the model: built whole");
                } else {
                    assertSame(model, updated, "fact " + i + " (" + body.type() + ") is applied in place");
                    inPlace++;
                    assertTrue(observer.seen.stream().anyMatch(n -> n.getNewValue() instanceof Ruling),
                            "fact " + i + ": the new ruling is announced");
                    if (body instanceof FactBody.Result) {
                        assertTrue(observer.saw(Game.class), "fact " + i + ": the game's result is announced");
                        assertTrue(observer.saw(Standing.class), "fact " + i + ": the changed standings are announced");
                        Event shown = updated;
                        assertTrue(observer.seen.stream().anyMatch(n -> n.getNotifier() instanceof org.eclipse.emf.ecore.EObject o
                                && EcoreUtil.isAncestor(shown.getCrosstable(), o)), "fact " + i + ": the changed crosstable is announced");
                        // a cell or line is set only where its value differs: the views redraw what changed
                        assertTrue(observer.seen.stream().filter(n -> n.getNotifier() instanceof CrosstableCell
                                || n.getNotifier() instanceof org.rookery.event.model.CrosstableLine)
                                .filter(n -> n.getEventType() == Notification.SET)
                                .noneMatch(n -> java.util.Objects.equals(n.getOldValue(), n.getNewValue())),
                                "fact " + i + ": the crosstable announces only values that changed");
                        // nothing else: not every game of the event
                        assertTrue(observer.seen.stream().filter(n -> n.getNotifier() instanceof Game).map(Notification::getNotifier)
                                .distinct().count() == 1, "fact " + i + ": only the game of the result changes");
                    }
                }
                model.eAdapters().remove(observer);
                model = updated;
            }
            // 4 pairings, 23 results (P12 withdrawn from round 3 leaves 5 boards and a bye) and the withdrawal;
            // the 11 registrations after the first, the undo and the correction are built whole
            assertEquals(42, facts.size());
            assertEquals(28, inPlace, "the facts applied in place");
        }
    }

    @Test
    void theExampleEventsAreTheWholeModelAfterEveryFactAndAfterABatch() throws Exception {
        for (String example : List.of("guardian-club", "fesa-swiss", "newport-evening", "g20-match")) {
            try (EventFolder folder = ExampleEvents.open(temp, example)) {
                List<Fact> facts = folder.facts();
                Event model = EventModels.build(example, EventState.fold(folder.state().format(), folder.state().scorer(),
                        facts.subList(0, 1)), facts.subList(0, 1));
                for (int i = 2; i <= facts.size(); i++) {
                    List<Fact> prefix = facts.subList(0, i);
                    EventState state = EventState.fold(folder.state().format(), folder.state().scorer(), prefix);
                    model = EventModels.update(model, example, state, prefix);
                    Event whole = EventModels.build(example, state, prefix);
                    assertTrue(EcoreUtil.equals(whole, model),
                            example + ": after fact " + i + " (" + facts.get(i - 1).body().type() + ")");
                    assertTrue(EcoreUtil.equals(whole.getCrosstable(), model.getCrosstable()),
                            example + ": the crosstable after fact " + i);
                }
                // several facts at once, as a batch of results is recorded
                int half = facts.size() / 2;
                Event early = EventModels.build(example, EventState.fold(folder.state().format(), folder.state().scorer(),
                        facts.subList(0, half)), facts.subList(0, half));
                Event all = EventModels.update(early, example, folder.state(), facts);
                assertTrue(EcoreUtil.equals(EventModels.of(folder), all), example + ": the second half at once");
            }
        }
    }

    private static FactBody.Result result(String game, int x) {
        FactBody.Outcome o = x == 0 ? FactBody.Outcome.WHITE_WINS : x == 1 ? FactBody.Outcome.DRAW : FactBody.Outcome.BLACK_WINS;
        return new FactBody.Result(game, o, o == FactBody.Outcome.DRAW ? Termination.AGREEMENT : Termination.RESIGNATION,
                List.of(), List.of(), OptionalLong.empty(), OptionalLong.empty());
    }
}
