// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.scoping;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.scoping.IScope;
import org.eclipse.xtext.scoping.Scopes;
import org.rookery.format.format.Format;
import org.rookery.format.format.FormatPackage;
import org.rookery.format.format.Stage;
import org.rookery.format.effective.EffectiveFormat;

/**
 * Scoping of the format language. A sennichite rule names a stage of its own format's event,
 * including stages the format inherits; point tables, grade tables and parent formats are found
 * in this file and in the files it imports (see {@code FormatRuntimeModule}).
 */
public class FormatScopeProvider extends AbstractFormatScopeProvider {

    @Override
    public IScope getScope(EObject context, EReference reference) {
        if (reference == FormatPackage.Literals.SENNICHITE_RULE__STAGE) {
            Format format = EcoreUtil2.getContainerOfType(context, Format.class);
            List<Stage> stages = format == null ? List.of() : EffectiveFormat.of(format).all(Stage.class);
            return Scopes.scopeFor(stages);
        }
        return super.getScope(context, reference);
    }
}
