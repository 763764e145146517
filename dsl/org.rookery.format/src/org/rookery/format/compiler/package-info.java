// SPDX-License-Identifier: EPL-2.0
/** Compiles a checked format into the engine's {@link org.rookery.engine.format.CompiledFormat}. */
package org.rookery.format.compiler;
