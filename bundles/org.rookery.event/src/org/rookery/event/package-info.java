// SPDX-License-Identifier: EPL-2.0
/**
 * The event model the workbench's views bind to: an EMF projection of an event's derived state
 * ({@link org.rookery.event.model.Event}, generated from {@code model/event.ecore} into
 * {@code emf-gen/}), rebuilt from the event's facts by {@link org.rookery.event.EventModels}.
 * The model holds no rule: every number in it was computed by the tournament engine.
 */
package org.rookery.event;
