// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.internal;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.rookery.format.format.BreakSetting;
import org.rookery.format.format.DeclarationPoints;
import org.rookery.format.format.FormatPackage;
import org.rookery.format.format.IllegalMove;
import org.rookery.format.format.OutcomeScore;
import org.rookery.format.format.SennichiteRule;
import org.rookery.format.format.Stage;
import org.rookery.format.format.VariantOption;

/**
 * The identity of a setting for overriding: a format that extends another replaces the parent's
 * setting with the same key. Most settings are keyed by their kind; the ones that come in
 * families (options, outcome scores, stages, ...) also by what they are about.
 */
public final class SettingKeys {

    private SettingKeys() {
    }

    /** The key of a setting; two settings with the same key in one format are duplicates. */
    public static String key(EObject setting) {
        if (setting instanceof VariantOption o) {
            return "option " + o.getName();
        }
        if (setting instanceof BreakSetting b) {
            return "break between " + b.getBetween().getLiteral();
        }
        if (setting instanceof OutcomeScore o) {
            return o.getOutcome().getLiteral() + " scores";
        }
        if (setting instanceof IllegalMove i) {
            // "by opponent" is "by stopping side" and "by player" is "by scoring side": one setting each
            return "illegal move by " + Switches.illegalMoveRole(i).getLiteral() + " side";
        }
        if (setting instanceof Stage s) {
            return "stage " + s.getName();
        }
        if (setting instanceof SennichiteRule r) {
            String stage = linkText(r, FormatPackage.Literals.SENNICHITE_RULE__STAGE);
            return r.getOccurrence().getLiteral() + (stage.isEmpty() ? "" : " in " + stage);
        }
        if (setting instanceof org.rookery.format.format.UnknownSetting
                || setting instanceof org.rookery.format.format.MisplacedSystem) {
            // Every unreadable line is its own problem, never a duplicate of another.
            return "unknown " + System.identityHashCode(setting);
        }
        if (setting instanceof org.rookery.format.format.Removal r) {
            return "remove " + r.getWhat();
        }
        if (setting instanceof org.rookery.format.format.RemoveStage r) {
            return "remove stage " + r.getStage();
        }
        if (setting instanceof org.rookery.format.format.ColourTime c) {
            return c.getColour().getLiteral() + " main";
        }
        if (setting instanceof org.rookery.format.format.ClockConsequence c) {
            return c.isBonus() ? "illegal move gives opponent" : "illegal move costs";
        }
        if (setting instanceof org.rookery.format.format.Period p) {
            return "then " + text(p);
        }
        if (setting instanceof org.rookery.format.format.PlayOff p) {
            return "playoff " + text(p).replaceAll("\\s+", " ");
        }
        if (setting instanceof org.rookery.format.format.McMahonBound b) {
            return b.getBound().getLiteral();
        }
        if (setting instanceof DeclarationPoints d) {
            return d.getMover().getLiteral() + " needs";
        }
        return setting.eClass().getName();
    }

    /** The text written for a cross-reference, without resolving it; empty when absent. */
    public static String linkText(EObject owner, EStructuralFeature feature) {
        List<INode> nodes = NodeModelUtils.findNodesForFeature(owner, feature);
        if (nodes.isEmpty()) {
            return "";
        }
        return NodeModelUtils.getTokenText(nodes.get(0));
    }

    /** The first line of a setting, 1-based, or 0 when it has no text. */
    public static int line(EObject setting) {
        INode node = NodeModelUtils.findActualNodeFor(setting);
        return node == null ? 0 : node.getStartLine();
    }

    /** The setting's text as written, on one line. */
    public static String text(EObject setting) {
        INode node = NodeModelUtils.findActualNodeFor(setting);
        return node == null ? "" : NodeModelUtils.getTokenText(node);
    }
}
