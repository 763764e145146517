// SPDX-License-Identifier: EPL-2.0
/** The headless application behind {@code ./rookery COMMAND} and the commands it dispatches to. */
package org.rookery.cli.internal;
