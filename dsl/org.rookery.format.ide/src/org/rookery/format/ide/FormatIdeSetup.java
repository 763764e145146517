// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.ide;

import org.eclipse.xtext.util.Modules2;
import org.rookery.format.FormatRuntimeModule;
import org.rookery.format.FormatStandaloneSetup;

import com.google.inject.Guice;
import com.google.inject.Injector;

/** Creates the injector of the language with its ide services (content assist, hover, ...). */
public class FormatIdeSetup extends FormatStandaloneSetup {

    @Override
    public Injector createInjector() {
        return Guice.createInjector(Modules2.mixin(new FormatRuntimeModule(), new FormatIdeModule()));
    }
}
