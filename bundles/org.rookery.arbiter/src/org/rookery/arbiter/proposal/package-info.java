// SPDX-License-Identifier: EPL-2.0
/**
 * Results reported from the board, for every shell: the short code of each pairing that proves a
 * report comes from the board ({@link org.rookery.arbiter.proposal.ReportCodes}), and the
 * proposals the reports become, which the arbiter confirms (recording the fact) or rejects
 * ({@link org.rookery.arbiter.proposal.Proposals}). The results server takes reports and the
 * workbench judges them through this package; a report is never a fact.
 */
package org.rookery.arbiter.proposal;
