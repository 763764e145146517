// SPDX-License-Identifier: EPL-2.0
/** {@code rookery serve}: the live results server from the command line. */
package org.rookery.cli.internal.serve;
