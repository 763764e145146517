// SPDX-License-Identifier: EPL-2.0
/**
 * The command line started from the JVM's own class path, without the OSGi framework: the
 * product's {@code rookery} script runs the short local commands this way, since starting the
 * framework (its stored state, the configurator, Declarative Services, the extension registry)
 * cost more than most commands themselves. {@link org.rookery.cli.internal.launch.ClassPath}
 * makes the class path once from the installation's bundle list;
 * {@link org.rookery.cli.internal.launch.ClassPathMain} runs one command on it.
 */
package org.rookery.cli.internal.launch;
