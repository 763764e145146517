// SPDX-License-Identifier: EPL-2.0
/**
 * The journal's vocabulary: what an event's facts say and how they are written. A
 * {@link org.rookery.engine.fact.Fact} is one arbiter action (who, when, what); its
 * {@link org.rookery.engine.fact.FactBody} is one of the fact types the
 * {@link org.rookery.engine.fact.FactType} catalogue names. {@link org.rookery.engine.fact.FactCodec}
 * reads and writes facts as the journal's JSON, refusing a field that is missing, unknown or of
 * the wrong kind with a message that names it, and {@link org.rookery.engine.fact.FactTexts} keeps
 * every text a fact holds plain and short. {@link org.rookery.engine.fact.FactWords} says a fact in
 * words, the one wording both shells print.
 *
 * <p>Nothing here knows an event's rules: what the facts add up to, and which facts the rules
 * refuse, is the fold's ({@code org.rookery.engine.event}). A new fact type starts here (its
 * record in {@code FactBody}, its name in {@code FactType}, its fields in {@code FactCodec}, its
 * words in {@code FactWords}).
 */
package org.rookery.engine.fact;
