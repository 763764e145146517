// SPDX-License-Identifier: EPL-2.0
/** The {@code db} command: a PostgreSQL database set up for events that several arbiters share. */
package org.rookery.cli.internal.db;
