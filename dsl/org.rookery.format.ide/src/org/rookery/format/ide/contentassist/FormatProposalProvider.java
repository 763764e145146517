// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.ide.contentassist;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.Assignment;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.ParserRule;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IIdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.rookery.engine.format.PieceDescriptor;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.format.VariantCatalog;
import org.rookery.engine.format.VariantDescriptor;
import org.rookery.format.documentation.KeywordDocs;
import org.rookery.format.format.Format;
import org.rookery.format.format.PointTable;
import org.rookery.format.format.VariantOption;
import org.rookery.format.effective.EffectiveFormat;

import com.google.inject.Inject;

/**
 * Content assist: besides keywords and names, proposes what the catalog knows (variant ids, the
 * variant's option names and values, its piece letters) and the tie-break names.
 */
public class FormatProposalProvider extends IdeContentProposalProvider {

    @Inject
    private VariantCatalog catalog;

    @Override
    protected void _createProposals(Assignment assignment, ContentAssistContext context,
            IIdeContentProposalAcceptor acceptor) {
        ParserRule rule = GrammarUtil.containingParserRule(assignment);
        String where = (rule == null ? "" : rule.getName()) + "." + assignment.getFeature();
        switch (where) {
            case "GameSection.variant", "PointTable.variant" -> {
                for (VariantDescriptor v : catalog.variants()) {
                    propose(v.id(), v.displayName(), ContentAssistEntry.KIND_VALUE, context, acceptor);
                }
                return;
            }
            case "VariantOption.name" -> {
                variant(context.getCurrentModel()).ifPresent(v -> v.options()
                        .forEach(o -> propose(o.name(), o.meaning(), ContentAssistEntry.KIND_PROPERTY, context,
                                acceptor)));
                return;
            }
            case "OptionValue.word", "OptionValue.numbers" -> {
                optionValues(context, acceptor);
                return;
            }
            case "PointEntry.piece" -> {
                pieces(context.getCurrentModel()).forEach(p -> propose(p.letter(), p.name(),
                        ContentAssistEntry.KIND_VALUE, context, acceptor));
                return;
            }
            case "McMahonBound.grade" -> {
                // The grades of the event's tentative-rating table, quoted as they are written.
                Format format = EcoreUtil2.getContainerOfType(context.getCurrentModel(), Format.class);
                if (format != null) {
                    EffectiveFormat.of(format).one(org.rookery.format.format.TentativeRatings.class)
                            .map(org.rookery.format.format.TentativeRatings::getGrades).filter(g -> !g.eIsProxy())
                            .ifPresent(g -> g.getGrades().forEach(grade -> propose("\"" + grade.getName() + "\"",
                                    grade.getName() + " (" + grade.getRating() + ")", ContentAssistEntry.KIND_VALUE,
                                    context, acceptor)));
                }
                return;
            }
            case "RemoveStage.stage" -> {
                // The stages the format inherits.
                Format format = EcoreUtil2.getContainerOfType(context.getCurrentModel(), Format.class);
                if (format != null && format.getParent() != null && !format.getParent().eIsProxy()) {
                    EffectiveFormat.of(format.getParent()).all(org.rookery.format.format.Stage.class)
                            .forEach(st -> propose(st.getName(), "the inherited stage " + st.getName(),
                                    ContentAssistEntry.KIND_VALUE, context, acceptor));
                }
                return;
            }
            case "TieBreaks.names" -> {
                Arrays.stream(TieBreak.values()).forEach(t -> propose(t.id(), t.meaning(),
                        ContentAssistEntry.KIND_VALUE, context, acceptor));
                return;
            }
            default -> super._createProposals(assignment, context, acceptor);
        }
    }

    @Override
    protected void _createProposals(Keyword keyword, ContentAssistContext context,
            IIdeContentProposalAcceptor acceptor) {
        if (!Character.isLetter(keyword.getValue().charAt(0)) && !keyword.getValue().equals("{")
                && !keyword.getValue().equals("}")) {
            return;
        }
        ContentAssistEntry entry = getProposalCreator().createProposal(keyword.getValue(), context,
                ContentAssistEntry.KIND_KEYWORD, e -> e.setDescription(KeywordDocs.forKeyword(keyword.getValue())
                        .orElse(null)));
        if (entry != null) {
            acceptor.accept(entry, getProposalPriorities().getKeywordPriority(keyword.getValue(), entry));
        }
    }

    private void optionValues(ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        if (context.getLastCompleteNode() != null && context.getLastCompleteNode().getEndOffset() <= context.getOffset()
                && context.getRootNode().getText().substring(context.getLastCompleteNode().getEndOffset(),
                        context.getOffset()).contains("\n")) {
            // A value is written on the option's line: on a new line a value (such as the option's
            // default) would be read as the name of the next option.
            return;
        }
        VariantOption option = EcoreUtil2.getContainerOfType(context.getCurrentModel(), VariantOption.class);
        if (option == null && context.getPreviousModel() instanceof VariantOption previous) {
            option = previous;
        }
        String name;
        if (option != null) {
            name = option.getName();
        } else if (context.getLastCompleteNode() != null) {
            // the option is not complete yet, so the model has no VariantOption: take the word before
            name = context.getLastCompleteNode().getText().trim();
        } else {
            return;
        }
        variant(context.getCurrentModel()).flatMap(v -> v.option(name)).ifPresent(d -> {
            List<String> values = switch (d.type()) {
                case SWITCH -> List.of("on", "off");
                case CHOICE -> d.choices();
                case INTEGER, INTEGER_LIST -> List.of(d.defaultValue().text());
            };
            for (String value : values) {
                propose(value, d.name() + ": " + d.meaning(), ContentAssistEntry.KIND_VALUE, context, acceptor);
            }
        });
    }

    private List<PieceDescriptor> pieces(EObject model) {
        PointTable table = EcoreUtil2.getContainerOfType(model, PointTable.class);
        Optional<VariantDescriptor> v = table != null ? catalog.find(table.getVariant()) : variant(model);
        return v.map(VariantDescriptor::pieces).orElse(List.of());
    }

    private Optional<VariantDescriptor> variant(EObject model) {
        Format format = EcoreUtil2.getContainerOfType(model, Format.class);
        return format == null ? Optional.empty() : EffectiveFormat.of(format).variant().flatMap(catalog::find);
    }

    private void propose(String text, String description, String kind, ContentAssistContext context,
            IIdeContentProposalAcceptor acceptor) {
        ContentAssistEntry entry = getProposalCreator().createProposal(text, context, kind,
                e -> e.setDescription(description));
        if (entry != null) {
            acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry));
        }
    }
}
