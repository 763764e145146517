// SPDX-License-Identifier: EPL-2.0
/**
 * The commands that run an event from its folder: {@code event new}, {@code event add},
 * {@code score}, {@code pair}, {@code replay} and {@code simulate}. Each prints problems as
 * {@code rookery COMMAND: what went wrong} and exits with 1 (refused or damaged input) or 2
 * (wrong arguments).
 */
package org.rookery.cli.internal.event;
