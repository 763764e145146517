// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.validation;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.AbstractDeclarativeValidator;
import org.eclipse.xtext.validation.EValidatorRegistrar;
import org.rookery.engine.format.VariantCatalog;
import org.rookery.format.format.Format;
import org.rookery.format.format.FormatPackage;
import org.rookery.format.internal.SettingKeys;

import com.google.inject.Inject;

/**
 * Base of the format language's check classes, which {@link FormatValidator} composes. Adds the
 * catalog and a way to report a problem on a setting that may be inherited from a parent format.
 */
abstract class FormatChecks extends AbstractDeclarativeValidator {

    protected static final FormatPackage P = FormatPackage.eINSTANCE;

    @Inject
    protected VariantCatalog catalog;

    @Override
    protected List<EPackage> getEPackages() {
        return List.of(FormatPackage.eINSTANCE);
    }

    @Override
    public void register(EValidatorRegistrar registrar) {
        // composed into FormatValidator, which registers for all of them
    }

    /**
     * Reports an error about {@code culprit}, a setting in force in {@code format}: on the setting
     * itself when the format wrote it, else on the format's {@code extends} with the origin named.
     */
    protected void errorOn(Format format, EObject culprit, EStructuralFeature feature, String message, String code,
            String... data) {
        report(true, format, culprit, feature, message, code, data);
    }

    /** As {@link #errorOn}, for a warning. */
    protected void warningOn(Format format, EObject culprit, EStructuralFeature feature, String message, String code,
            String... data) {
        report(false, format, culprit, feature, message, code, data);
    }

    private void report(boolean error, Format format, EObject culprit, EStructuralFeature feature, String message,
            String code, String[] data) {
        Format owner = EcoreUtil2.getContainerOfType(culprit, Format.class);
        EObject target = culprit;
        EStructuralFeature targetFeature = feature;
        String text = message;
        if (owner != format) {
            if (format.getParent() != null) {
                target = format;
                targetFeature = P.getFormat_Parent();
            } else {
                target = format;
                targetFeature = P.getDefinition_Name();
            }
            String origin = owner == null ? "a parent format" : owner.getName();
            text = message + " (inherited from " + origin + ", line " + SettingKeys.line(culprit) + ")";
            data = new String[0];
        }
        if (error) {
            error(text, target, targetFeature, code, data);
        } else {
            warning(text, target, targetFeature, code, data);
        }
    }

    /**
     * An error on something whose text already has a syntax error (a number too large, a word the
     * parser could not read) is not given: the syntax error says what is wrong, once.
     */
    @Override
    protected void error(String message, EObject source, EStructuralFeature feature, int index, String code,
            String... issueData) {
        if (!hasSyntaxError(source)) {
            super.error(message, source, feature, index, code, issueData);
        }
    }

    @Override
    protected void error(String message, EObject source, EStructuralFeature feature, String code,
            String... issueData) {
        if (!hasSyntaxError(source)) {
            super.error(message, source, feature, code, issueData);
        }
    }

    private static boolean hasSyntaxError(EObject source) {
        org.eclipse.xtext.nodemodel.ICompositeNode node = source == null ? null
                : org.eclipse.xtext.nodemodel.util.NodeModelUtils.findActualNodeFor(source);
        if (node == null || source.eResource() == null) {
            return false;
        }
        if (!(source instanceof org.rookery.format.format.UnknownSetting) && !EcoreUtil2.getAllContentsOfType(source,
                org.rookery.format.format.UnknownSetting.class).isEmpty()) {
            return true;
        }
        if (!(source instanceof org.rookery.format.format.MisplacedSystem) && !EcoreUtil2.getAllContentsOfType(source,
                org.rookery.format.format.MisplacedSystem.class).isEmpty()) {
            return true;
        }
        if (source.eResource().getErrors().isEmpty()) {
            return false;
        }
        for (org.eclipse.xtext.nodemodel.INode n : node.getAsTreeIterable()) {
            if (n.getSyntaxErrorMessage() != null) {
                return true;
            }
        }
        return false;
    }

    /** A warning on a setting acknowledged with an {@code // intended} comment is not given. */
    @Override
    protected void warning(String message, EObject source, EStructuralFeature feature, int index, String code,
            String... issueData) {
        if (!org.rookery.format.internal.Acknowledgements.acknowledged(source)) {
            super.warning(message, source, feature, index, code, issueData);
        }
    }

    @Override
    protected void warning(String message, EObject source, EStructuralFeature feature, String code,
            String... issueData) {
        if (!org.rookery.format.internal.Acknowledgements.acknowledged(source)) {
            super.warning(message, source, feature, code, issueData);
        }
    }

    /** Lower-case English list: "a, b or c". */
    protected static String oneOf(List<String> words) {
        if (words.isEmpty()) {
            return "(none are defined)";
        }
        if (words.size() == 1) {
            return words.get(0);
        }
        return String.join(", ", words.subList(0, words.size() - 1)) + " or " + words.get(words.size() - 1);
    }
}
