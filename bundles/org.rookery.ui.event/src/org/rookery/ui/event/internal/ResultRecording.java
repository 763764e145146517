// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

import org.rookery.engine.fact.FactBody;
import org.rookery.engine.refusal.Refusal;

/**
 * Records a result entered in a dialog while the dialog is still open, so that a refusal is read
 * where the result was typed (the arbiter corrects it there, or cancels) instead of in a message
 * after the dialog has gone; or checks them, without writing, for a dialog whose caller records.
 */
final class ResultRecording {

    private ResultRecording() {
    }

    /**
     * Checks {@code facts} against the event without writing them, for a dialog whose caller
     * records them after it closes.
     *
     * @return empty when they would be recorded; otherwise the refusal with its rule, as
     *         {@link #record} says it
     */
    static Optional<String> check(EventSession session, List<FactBody> facts) {
        try {
            session.folder().check(facts.stream().map(f -> new org.rookery.engine.event.EventFolder.Draft(f,
                    EventSession.arbiter())).toList());
            return Optional.empty();
        } catch (Refusal r) {
            return Optional.of("Refused (" + r.rule() + "): " + r.getMessage() + ". Nothing was written.");
        } catch (RuntimeException e) {
            return Optional.of("Not recorded: " + e.getMessage() + ". Nothing was written.");
        }
    }

    /**
     * Records {@code facts} as the action {@code label}.
     *
     * @return empty when they were written; otherwise what the dialog shows: the refusal with its
     *         rule, or the write failure, and that nothing was written
     */
    static Optional<String> record(EventSession session, String label, List<FactBody> facts) {
        try {
            session.record(label, facts);
            return Optional.empty();
        } catch (Refusal r) {
            return Optional.of("Refused (" + r.rule() + "): " + r.getMessage() + ". Nothing was written.");
        } catch (IOException | RuntimeException e) {
            return Optional.of(label + " failed: " + e.getMessage() + ". Nothing was written.");
        }
    }
}
