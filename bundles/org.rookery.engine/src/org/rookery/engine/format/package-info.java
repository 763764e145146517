// SPDX-License-Identifier: EPL-2.0
/**
 * The compiled tournament format: the immutable object graph that the Rookery Format Language
 * compiles to and that the tournament engine runs. Nothing here knows the language or Xtext;
 * a format can also be built by hand from these records.
 *
 * <p>{@link org.rookery.engine.format.CompiledFormat} is the root. {@link
 * org.rookery.engine.format.VariantCatalog} describes the variants, their options and piece
 * letters that a format may name, and {@link org.rookery.engine.format.FormatExplainer} reads
 * a compiled format back as plain English.
 */
package org.rookery.engine.format;
