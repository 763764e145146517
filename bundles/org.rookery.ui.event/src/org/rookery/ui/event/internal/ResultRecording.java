// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

import org.rookery.engine.event.FactBody;
import org.rookery.engine.refusal.Refusal;

/**
 * Records a result entered in a dialog while the dialog is still open, so that a refusal is read
 * where the result was typed (the arbiter corrects it there, or cancels) instead of in a message
 * after the dialog has gone.
 */
final class ResultRecording {

    private ResultRecording() {
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
