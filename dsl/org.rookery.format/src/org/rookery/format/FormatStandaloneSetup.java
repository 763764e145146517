// SPDX-License-Identifier: EPL-2.0
package org.rookery.format;

/** Starts the language outside Equinox (plain Java, tests, the command line's FormatTool). */
public class FormatStandaloneSetup extends FormatStandaloneSetupGenerated {

    /** Registers the language and its EPackage globally. */
    public static void doSetup() {
        new FormatStandaloneSetup().createInjectorAndDoEMFRegistration();
    }
}
