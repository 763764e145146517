// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.validation;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.xtext.diagnostics.DiagnosticMessage;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.linking.impl.LinkingDiagnosticMessageProvider;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.scoping.IScopeProvider;
import org.rookery.format.format.FormatPackage;
import org.rookery.format.internal.Suggestions;

import com.google.inject.Inject;

/** Messages for names that do not resolve: what kind of thing was expected and which names exist. */
public class FormatLinkingMessages extends LinkingDiagnosticMessageProvider {

    /** Issue code of an unresolved name (the Xtext linking code, so generic tools recognise it). */
    public static final String CODE = org.eclipse.xtext.diagnostics.Diagnostic.LINKING_DIAGNOSTIC;

    @Inject
    private IScopeProvider scopes;

    @Override
    public DiagnosticMessage getUnresolvedProxyMessage(ILinkingDiagnosticContext context) {
        EClass type = context.getReference().getEReferenceType();
        String what = what(type);
        List<String> names = new ArrayList<>();
        try {
            for (IEObjectDescription d : scopes.getScope(context.getContext(), context.getReference()).getAllElements()) {
                names.add(d.getName().toString());
            }
        } catch (RuntimeException e) {
            // A broken model may not give a scope; the message then lists no names.
            names.clear();
        }
        String link = context.getLinkText();
        String known = names.isEmpty() ? "there is none here; " + hint(type)
                : "write one of " + String.join(", ", names) + Suggestions.didYouMean(link, names);
        String data = Suggestions.closest(link, names).orElse(names.isEmpty() ? "" : names.get(0));
        return new DiagnosticMessage("unknown " + what + " '" + link + "': " + known, Severity.ERROR, CODE, data);
    }

    private static String what(EClass type) {
        if (type == FormatPackage.Literals.FORMAT) {
            return "format";
        }
        if (type == FormatPackage.Literals.POINT_TABLE) {
            return "point table";
        }
        if (type == FormatPackage.Literals.GRADE_TABLE) {
            return "grade table";
        }
        if (type == FormatPackage.Literals.STAGE) {
            return "stage";
        }
        return type.getName();
    }

    private static String hint(EClass type) {
        if (type == FormatPackage.Literals.STAGE) {
            return "add a stage to the event section, e.g. stage group swiss";
        }
        return "define it in this file or import the file that defines it with import \"file.tfl\"";
    }
}
