// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve;

import java.util.Objects;

import org.rookery.arbiter.proposal.Proposals;
import org.rookery.arbiter.proposal.ReportCodes;

/**
 * Where an event takes results reported from the board: the codes that prove a report comes
 * from the board, and the store the reports go to as proposals.
 *
 * @param codes the event's report codes
 * @param proposals the event's proposals
 */
public record ReportDesk(ReportCodes codes, Proposals proposals) {
    public ReportDesk {
        Objects.requireNonNull(codes, "codes");
        Objects.requireNonNull(proposals, "proposals");
    }
}
