// SPDX-License-Identifier: EPL-2.0
/** The fold behind {@link org.rookery.engine.innings.InningsMatch}: not API. */
package org.rookery.engine.innings.internal;
