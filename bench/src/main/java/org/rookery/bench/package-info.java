// SPDX-License-Identifier: EPL-2.0
/** JMH benchmarks: perft throughput per variant, format checking, standings of a large Swiss, the simulated FESA event. */
package org.rookery.bench;
