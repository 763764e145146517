// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.formatting2;

import java.util.Iterator;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.formatting2.AbstractJavaFormatter;
import org.eclipse.xtext.formatting2.FormatterPreferenceKeys;
import org.eclipse.xtext.formatting2.FormatterRequest;
import org.eclipse.xtext.formatting2.IFormattableDocument;
import org.eclipse.xtext.formatting2.regionaccess.IEObjectRegion;
import org.eclipse.xtext.formatting2.regionaccess.ISemanticRegion;
import org.eclipse.xtext.formatting2.regionaccess.ISemanticRegionsFinder;
import org.eclipse.xtext.preferences.MapBasedPreferenceValues;
import org.eclipse.xtext.xbase.lib.Pair;
import org.rookery.format.format.Definition;
import org.rookery.format.format.Format;
import org.rookery.format.format.GradeTable;
import org.rookery.format.format.InlinePoints;
import org.rookery.format.format.Model;
import org.rookery.format.format.PointTable;
import org.rookery.format.format.Section;
import org.rookery.format.format.Stage;

/**
 * The formatter: one setting per line, blocks indented by two spaces, one space between the words
 * of a setting, a comma right after the word before it, and at most one blank line kept between
 * settings. Numbers and piece letters keep their own spelling; comments stay where they are.
 */
public class FormatFormatter extends AbstractJavaFormatter {

    @Override
    protected void initialize(FormatterRequest request) {
        request.setPreferences(new MapBasedPreferenceValues(request.getPreferences(),
                Map.of(FormatterPreferenceKeys.indentation.getId(), "  ")));
        super.initialize(request);
    }

    protected void format(Model model, IFormattableDocument doc) {
        IEObjectRegion root = getTextRegionAccess().regionForEObject(model);
        if (root == null) {
            return;
        }
        ISemanticRegion last = null;
        for (ISemanticRegion region : root.getAllSemanticRegions()) {
            if (last != null) {
                doc.append(last, it -> {
                    it.oneSpace();
                    it.lowPriority();
                });
            }
            last = region;
            tightPunctuation(region, doc);
        }
        blocks(model, doc);
        for (Iterator<EObject> it = model.eAllContents(); it.hasNext();) {
            EObject o = it.next();
            blocks(o, doc);
            if (isStatement(o)) {
                ISemanticRegion first = firstRegion(o);
                if (first != null && first.getPreviousSemanticRegion() != null) {
                    boolean topLevel = o instanceof Definition;
                    doc.prepend(first, f -> f.setNewLines(1, topLevel ? 2 : 1, 2));
                }
            }
        }
    }

    /** The first token of {@code o}, found through its first visible leaf of the node model. */
    private ISemanticRegion firstRegion(EObject o) {
        if (!(o.eContainer() instanceof Stage)) {
            return getTextRegionAccess().regionForEObject(o) == null ? null
                    : getTextRegionAccess().regionForEObject(o).getPreviousHiddenRegion().getNextSemanticRegion();
        }
        // A stage is built by two rules (its head, then its block), so its settings are found by their first leaf.
        org.eclipse.xtext.nodemodel.INode node = org.eclipse.xtext.nodemodel.util.NodeModelUtils.findActualNodeFor(o);
        if (node == null) {
            return null;
        }
        for (org.eclipse.xtext.nodemodel.ILeafNode leaf : node.getLeafNodes()) {
            if (!leaf.isHidden() && leaf.getLength() > 0) {
                for (ISemanticRegion region : getTextRegionAccess().regionForRootEObject().getAllSemanticRegions()) {
                    if (region.getOffset() == leaf.getOffset()) {
                        return region;
                    }
                }
                return null;
            }
        }
        return null;
    }

    /** Braces: contents indented and on their own lines. */
    private void blocks(EObject o, IFormattableDocument doc) {
        ISemanticRegionsFinder finder = textRegionExtensions.regionFor(o);
        for (Pair<ISemanticRegion, ISemanticRegion> pair : finder.keywordPairs("{", "}")) {
            doc.interior(pair.getKey(), pair.getValue(), f -> f.indent());
            doc.prepend(pair.getKey(), f -> f.oneSpace());
            doc.append(pair.getKey(), f -> f.setNewLines(1, 1, 2));
            doc.prepend(pair.getValue(), f -> f.newLine());
        }
        ISemanticRegion others = finder.keyword("others");
        if (others != null) {
            doc.prepend(others, f -> f.newLine());
        }
    }

    private static void tightPunctuation(ISemanticRegion region, IFormattableDocument doc) {
        if (!(region.getGrammarElement() instanceof Keyword k)) {
            return;
        }
        if (k.getValue().equals(",")) {
            doc.prepend(region, f -> {
                f.noSpace();
                f.highPriority();
            });
        }
    }

    /** A statement is an element of a list written one per line: a setting, a section, a table entry. */
    private static boolean isStatement(EObject o) {
        EObject container = o.eContainer();
        if (o.eContainingFeature() == null || !o.eContainingFeature().isMany()) {
            return false;
        }
        return container instanceof Model || container instanceof Format || container instanceof Section
                || container instanceof PointTable || container instanceof InlinePoints
                || container instanceof GradeTable || container instanceof Stage;
    }
}
