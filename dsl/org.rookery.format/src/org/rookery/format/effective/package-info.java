// SPDX-License-Identifier: EPL-2.0
/**
 * A parsed format as it is in force: {@link org.rookery.format.effective.EffectiveFormat} merges
 * what a format inherits through {@code extends}. The validator, the compiler and the editor
 * services (content assist, hover) all read a format through it, so that inheritance is
 * resolved in one place.
 */
package org.rookery.format.effective;
