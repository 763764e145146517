// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.ide.hover;

import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.xtext.Assignment;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.EnumLiteralDeclaration;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.RuleCall;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.DocumentExtensions;
import org.eclipse.xtext.ide.server.hover.HoverService;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.format.VariantCatalog;
import org.rookery.engine.format.VariantDescriptor;
import org.rookery.format.documentation.KeywordDocs;
import org.rookery.format.format.Format;
import org.rookery.format.format.FormatPackage;
import org.rookery.format.format.PointTable;
import org.rookery.format.format.VariantOption;
import org.rookery.format.effective.EffectiveFormat;

import com.google.inject.Inject;

/**
 * Hovers: every keyword says in one sentence what it means; variant ids, option names, piece
 * letters and tie-breaks say what the catalog knows about them.
 */
public class FormatHoverService extends HoverService {

    private static final FormatPackage P = FormatPackage.eINSTANCE;

    @Inject
    private VariantCatalog catalog;

    @Inject
    private DocumentExtensions documents;

    @Override
    public Hover hover(Document document, XtextResource resource, HoverParams params, CancelIndicator cancel) {
        int offset = document.getOffSet(params.getPosition());
        Optional<ILeafNode> leaf = leafAt(resource, offset);
        Optional<String> text = leaf.flatMap(this::text);
        if (text.isPresent()) {
            return new Hover(new MarkupContent("markdown", text.get()),
                    documents.newRange(resource, leaf.get().getTextRegion()));
        }
        return super.hover(document, resource, params, cancel);
    }

    /** The hover text at an offset, if the word there is one this service explains. */
    public Optional<String> hoverText(XtextResource resource, int offset) {
        return leafAt(resource, offset).flatMap(this::text);
    }

    private static Optional<ILeafNode> leafAt(XtextResource resource, int offset) {
        if (resource == null || resource.getParseResult() == null) {
            return Optional.empty();
        }
        INode root = resource.getParseResult().getRootNode();
        ILeafNode leaf = NodeModelUtils.findLeafNodeAtOffset(root, offset);
        if ((leaf == null || leaf.isHidden()) && offset > 0) {
            leaf = NodeModelUtils.findLeafNodeAtOffset(root, offset - 1);
        }
        return leaf == null || leaf.isHidden() ? Optional.empty() : Optional.of(leaf);
    }

    private Optional<String> text(ILeafNode leaf) {
        EObject grammar = leaf.getGrammarElement();
        String word = leaf.getText();
        if (grammar instanceof Keyword || grammar instanceof EnumLiteralDeclaration) {
            return KeywordDocs.forKeyword(word).map(s -> "**" + word + "**: " + s);
        }
        if (!(grammar instanceof RuleCall)) {
            return Optional.empty();
        }
        EStructuralFeature feature = feature(leaf);
        EObject owner = leaf.getSemanticElement();
        if (feature == P.getGameSection_Variant() || feature == P.getPointTable_Variant()) {
            return Optional.of(catalog.find(word).map(v -> "**" + word + "**: the variant " + v.displayName()
                    + " (pieces " + String.join(" ", v.pieces().stream().map(p -> p.letter()).toList()) + ").")
                    .orElseGet(() -> "**" + word + "**: no installed variant has this name; the installed variants are "
                            + String.join(", ", catalog.names()) + "."));
        }
        if (feature == P.getVariantOption_Name() && owner instanceof VariantOption option) {
            Optional<VariantDescriptor> v = variant(option);
            if (v.isEmpty()) {
                // While the variant is misspelt the option cannot be looked up: say so, not nothing.
                return Optional.of("**" + word + "**: an option of the format's variant; name an installed variant ("
                        + String.join(", ", catalog.names()) + ") to see what it means.");
            }
            return Optional.of(v.get().option(word).map(o -> "**" + word + "**: " + o.meaning() + " Default: "
                    + o.defaultValue().text() + (o.source().isEmpty() ? "." : " (" + o.source() + ")."))
                    .orElseGet(() -> "**" + word + "**: " + v.get().id() + " has no option of this name; its options are "
                            + String.join(", ", v.get().options().stream().map(o -> o.name()).toList()) + "."));
        }
        if (feature == P.getPointEntry_Piece()) {
            String letter = NodeModelUtils.getTokenText(leaf.getParent().getGrammarElement() instanceof RuleCall
                    ? leaf.getParent() : leaf);
            PointTable table = EcoreUtil2.getContainerOfType(owner, PointTable.class);
            Optional<VariantDescriptor> v = table != null ? catalog.find(table.getVariant()) : variant(owner);
            return v.flatMap(d -> d.piece(letter)).map(p -> "**" + letter + "**: the " + p.name() + " of "
                    + v.get().displayName() + " (" + p.startCount() + " per side at the start).");
        }
        if (feature == P.getTieBreaks_Names()) {
            return TieBreak.byId(word).map(t -> "**" + word + "**: ties are broken by " + t.meaning() + ".");
        }
        return Optional.empty();
    }

    private Optional<VariantDescriptor> variant(EObject model) {
        Format format = EcoreUtil2.getContainerOfType(model, Format.class);
        return format == null ? Optional.empty() : EffectiveFormat.of(format).variant().flatMap(catalog::find);
    }

    private static EStructuralFeature feature(ILeafNode leaf) {
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
