// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.internal;

import java.util.regex.Pattern;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.ICompositeNode;
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
        ICompositeNode root = node.getRootNode();
        for (ILeafNode leaf : root.getLeafNodes()) {
            if (!leaf.isHidden() || !leaf.getText().startsWith("//")) {
                continue;
            }
            int line = leaf.getStartLine();
            if (line > last) {
                break;
            }
            boolean above = line == first - 1 && NodeModelUtils.getLineAndColumn(root, leaf.getOffset()).getColumn()
                    <= firstColumnOfLine(root, leaf);
            if ((line == last || above) && INTENDED.matcher(leaf.getText()).matches()) {
                return true;
            }
        }
        return false;
    }

    /** The column of the first visible token on the leaf's line, so a comment above must stand alone. */
    private static int firstColumnOfLine(ICompositeNode root, ILeafNode comment) {
        for (ILeafNode leaf : root.getLeafNodes()) {
            if (leaf.getStartLine() == comment.getStartLine() && !leaf.getText().isBlank()) {
                return NodeModelUtils.getLineAndColumn(root, leaf.getOffset()).getColumn();
            }
        }
        return Integer.MAX_VALUE;
    }
}
