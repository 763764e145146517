// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.internal;

import java.util.regex.Pattern;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

/**
 * A warning the organiser has weighed is acknowledged in the file by a comment that starts with
 * {@code intended}, at the end of the line that draws the warning or on the line just above it:
 * {@code early win below 10 captured scores 50 // intended: a bonus for a quick win}.
 */
public final class Acknowledgements {

    private static final Pattern INTENDED = Pattern.compile("//\\s*intended\\b.*", Pattern.CASE_INSENSITIVE);

    private Acknowledgements() {
    }

    /** Whether the setting {@code source} carries (or sits under) an {@code // intended} comment. */
    public static boolean acknowledged(EObject source) {
        INode node = source == null ? null : NodeModelUtils.findActualNodeFor(source);
        if (node == null) {
            return false;
        }
        int first = node.getStartLine();
        int last = node.getEndLine();
        int lastVisibleLine = 0;
        for (ILeafNode leaf : node.getRootNode().getLeafNodes()) {
            int line = leaf.getStartLine();
            if (line > last) {
                break;
            }
            String text = leaf.getText();
            if (text.startsWith("//")) {
                // A comment at the end of the setting's last line, or alone on the line above it.
                boolean above = line == first - 1 && lastVisibleLine < line;
                if ((line == last || above) && INTENDED.matcher(text).matches()) {
                    return true;
                }
            } else if (!text.isBlank() && !text.startsWith("/*")) {
                lastVisibleLine = leaf.getEndLine();
            }
        }
        return false;
    }
}
