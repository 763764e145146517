// SPDX-License-Identifier: EPL-2.0
/**
 * The PostgreSQL fact store, its schema (Flyway scripts in {@code migration/}, versioned with the
 * journal's facts version) and the transfers between folders and the database.
 */
package org.rookery.store.postgresql.internal;
