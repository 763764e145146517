// SPDX-License-Identifier: EPL-2.0
/** JMH benchmarks of the rules engine (perft throughput per variant). */
package org.rookery.bench;
