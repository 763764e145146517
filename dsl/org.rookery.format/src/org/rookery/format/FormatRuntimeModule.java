// SPDX-License-Identifier: EPL-2.0
package org.rookery.format;

import org.eclipse.xtext.conversion.IValueConverterService;
import org.eclipse.xtext.linking.ILinkingDiagnosticMessageProvider;
import org.eclipse.xtext.parser.antlr.ISyntaxErrorMessageProvider;
import org.eclipse.xtext.scoping.IGlobalScopeProvider;
import org.eclipse.xtext.scoping.impl.ImportUriGlobalScopeProvider;
import org.rookery.engine.format.VariantCatalog;
import org.rookery.format.internal.InstalledVariants;
import org.rookery.format.services.FormatValueConverters;
import org.rookery.format.validation.FormatLinkingMessages;
import org.rookery.format.validation.FormatSyntaxErrorMessages;

/**
 * Guice bindings of the format language runtime. Formats see other files only through
 * {@code import "file.tfl"}; variants, options and piece letters come from the bound
 * {@link VariantCatalog}: the installed variants (see {@link InstalledVariants}).
 */
public class FormatRuntimeModule extends AbstractFormatRuntimeModule {

    @Override
    public Class<? extends IGlobalScopeProvider> bindIGlobalScopeProvider() {
        return ImportUriGlobalScopeProvider.class;
    }

    /** The variant catalog formats are checked and compiled against. */
    public VariantCatalog bindVariantCatalog() {
        return InstalledVariants.catalog();
    }

    @Override
    public Class<? extends IValueConverterService> bindIValueConverterService() {
        return FormatValueConverters.class;
    }

    public Class<? extends ILinkingDiagnosticMessageProvider.Extended> bindILinkingDiagnosticMessageProvider$Extended() {
        return FormatLinkingMessages.class;
    }

    public Class<? extends ISyntaxErrorMessageProvider> bindISyntaxErrorMessageProvider() {
        return FormatSyntaxErrorMessages.class;
    }
}
