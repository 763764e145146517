// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.ide.highlighting;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.Assignment;
import org.eclipse.xtext.CrossReference;
import org.eclipse.xtext.EnumLiteralDeclaration;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.RuleCall;
import org.eclipse.xtext.TerminalRule;
import org.eclipse.xtext.ide.editor.syntaxcoloring.IHighlightedPositionAcceptor;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.rookery.format.format.FormatPackage;

/**
 * Semantic highlighting, in LSP semantic-token names: keywords, numbers, strings and comments;
 * variant ids as types, option names as properties, piece letters and enum words as enum members,
 * the names a file defines as declared classes and names it refers to as classes.
 */
public class FormatHighlighting implements ISemanticHighlightingCalculator {

    /** Style ids: LSP semantic token types and modifiers. */
    public static final String KEYWORD = "keyword";
    public static final String NUMBER = "number";
    public static final String STRING = "string";
    public static final String COMMENT = "comment";
    public static final String TYPE = "type";
    public static final String PROPERTY = "property";
    public static final String ENUM_MEMBER = "enumMember";
    public static final String CLASS = "class";
    public static final String DECLARATION = "declaration";

    private static final FormatPackage P = FormatPackage.eINSTANCE;

    @Override
    public void provideHighlightingFor(XtextResource resource, IHighlightedPositionAcceptor acceptor,
            CancelIndicator cancelIndicator) {
        if (resource == null || resource.getParseResult() == null) {
            return;
        }
        for (ILeafNode leaf : resource.getParseResult().getRootNode().getLeafNodes()) {
            if (cancelIndicator.isCanceled()) {
                return;
            }
            if (leaf.getLength() == 0) {
                continue;
            }
            String[] style = style(leaf);
            if (style != null) {
                acceptor.addPosition(leaf.getOffset(), leaf.getLength(), style);
            }
        }
    }

    private static String[] style(ILeafNode leaf) {
        EObject grammar = leaf.getGrammarElement();
        if (leaf.isHidden()) {
            return grammar instanceof TerminalRule rule && rule.getName().endsWith("COMMENT") ? new String[] { COMMENT }
                    : null;
        }
        if (grammar instanceof Keyword keyword) {
            if (GrammarUtil.containingCrossReference(keyword) != null) {
                return new String[] { CLASS };
            }
            return Character.isLetter(keyword.getValue().charAt(0)) ? new String[] { KEYWORD } : null;
        }
        if (grammar instanceof EnumLiteralDeclaration) {
            return new String[] { KEYWORD };
        }
        if (grammar instanceof CrossReference) {
            return new String[] { CLASS };
        }
        if (grammar instanceof RuleCall call) {
            String rule = call.getRule().getName();
            if (GrammarUtil.containingCrossReference(call) != null) {
                return new String[] { CLASS };
            }
            if (rule.equals("INT")) {
                return new String[] { NUMBER };
            }
            if (rule.equals("STRING")) {
                return new String[] { STRING };
            }
            return byFeature(leaf);
        }
        return null;
    }

    private static String[] byFeature(ILeafNode leaf) {
        EStructuralFeature feature = featureOf(leaf);
        if (feature == null) {
            return null;
        }
        if (feature == P.getGameSection_Variant() || feature == P.getPointTable_Variant()) {
            return new String[] { TYPE };
        }
        if (feature == P.getVariantOption_Name()) {
            return new String[] { PROPERTY };
        }
        if (feature == P.getPointEntry_Piece() || feature == P.getWordValue_Word()
                || feature == P.getTieBreaks_Names()) {
            return new String[] { ENUM_MEMBER };
        }
        if (feature == P.getDefinition_Name() || feature == P.getStage_Name()) {
            return new String[] { CLASS, DECLARATION };
        }
        if (feature.getEType().getInstanceClass() == Integer.class || feature.getEType().getInstanceClass() == int.class
                || feature.getEType().getInstanceClass() == java.math.BigDecimal.class) {
            return new String[] { NUMBER };
        }
        return null;
    }

    /** The feature a leaf's text is assigned to, through datatype rules such as PieceLetter. */
    private static EStructuralFeature featureOf(ILeafNode leaf) {
        for (INode node = leaf; node != null; node = node.getParent()) {
            if (node.getGrammarElement() instanceof RuleCall call) {
                Assignment a = GrammarUtil.containingAssignment(call);
                if (a != null && node.getSemanticElement() != null) {
                    return node.getSemanticElement().eClass().getEStructuralFeature(a.getFeature());
                }
            }
        }
        return null;
    }
}
