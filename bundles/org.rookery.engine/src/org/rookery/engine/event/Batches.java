// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.util.List;

import org.rookery.engine.fact.Fact;
import org.rookery.engine.journal.StoredFact;
import org.rookery.engine.journal.StrictJson;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;

import com.google.gson.JsonObject;

/** What the event layer checks about batches of facts beyond what the journal keeps whole. */
final class Batches {

    private Batches() {
    }

    /** The rule a batch recorded a second time is refused by. */
    static final String ONE_RUN_PER_BATCH = RuleNames.A_BATCH_IS_RECORDED_ONCE;

    /**
     * Refuses a batch whose facts are exactly the journal's last batch (the same bodies, by the
     * same arbiter): a run of {@code event add FILE} that was cut off after its batch was on disk
     * but before it was acknowledged, run again. A batch cut off before its last fact was on disk
     * does not count, so running it again records it.
     */
    static void refuseRepeated(List<Fact> facts, List<StoredFact> stored, List<EventFolder.Draft> drafts) {
        int n = drafts.size();
        if (n < 2 || facts.size() < n) {
            return;
        }
        long last = facts.get(facts.size() - 1).seq();
        if (batchEnd(stored.get(stored.size() - n)) != last
                || (stored.size() > n && batchEnd(stored.get(stored.size() - n - 1)) == last)) {
            return;
        }
        List<Fact> tail = facts.subList(facts.size() - n, facts.size());
        for (int i = 0; i < n; i++) {
            if (!tail.get(i).body().equals(drafts.get(i).body()) || !tail.get(i).by().equals(drafts.get(i).by())) {
                return;
            }
        }
        throw new Refusal(ONE_RUN_PER_BATCH, "these " + n + " facts are already recorded, as facts " + tail.get(0).seq()
                + "-" + last + " (a run of the same facts ended before it could say so)");
    }

    private static long batchEnd(StoredFact s) {
        JsonObject o = StrictJson.parseObject(s.json());
        return o.has("batchEnd") ? o.get("batchEnd").getAsLong() : 0;
    }
}
