// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal;

import java.util.List;

/**
 * An append whose commit went unanswered (the connection to the server was lost at that moment)
 * turned out to be kept after all: its facts arrived in the writer's view, numbered
 * {@link #kept()}, and nothing more was written by the call that found out. A writer retrying the
 * very same facts takes them as recorded; a writer deciding something else decides again on the
 * view that now holds them.
 */
public class KeptAfterAllException extends JournalException {

    private static final long serialVersionUID = 1L;

    private final List<Long> kept;

    /**
     * @param location the store concerned
     * @param kept the sequence numbers of the facts that were kept, in order
     */
    public KeptAfterAllException(String location, List<Long> kept) {
        super(location, 0, (kept.size() == 1 ? "fact " + kept.get(0) : "facts " + kept.get(0) + "-" + kept.get(kept.size() - 1))
                + " whose commit went unanswered " + (kept.size() == 1 ? "was" : "were")
                + " kept after all and " + (kept.size() == 1 ? "is" : "are") + " now in the event; nothing more was written:"
                + " look at the event and decide again");
        this.kept = List.copyOf(kept);
    }

    /** The sequence numbers of the facts that were kept. */
    public List<Long> kept() {
        return kept;
    }
}
