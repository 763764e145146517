// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.validation;

import java.util.Map;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.validation.Check;
import org.rookery.format.format.OnOff;
import org.rookery.format.format.Removal;
import org.rookery.format.format.RemoveStage;
import org.rookery.format.format.WordValue;
import org.rookery.format.effective.EffectiveFormat;

/**
 * How things are written: a switch is on or off (true and false are read, with a warning), and a
 * remove must take something away.
 */
public class SpellingChecks extends FormatChecks {

    private static final Map<String, String> SPELLING = Map.of("true", "on", "false", "off");

    @Check
    public void switchSpelling(EObject object) {
        for (EAttribute a : object.eClass().getEAllAttributes()) {
            if (a.getEType() == P.getOnOff() && object.eIsSet(a)) {
                OnOff value = (OnOff) object.eGet(a);
                if (value == OnOff.TRUE || value == OnOff.FALSE) {
                    String word = value == OnOff.TRUE ? "on" : "off";
                    warning("a switch is written on or off: write " + word + " instead of " + value.getLiteral(),
                            object, a, IssueCodes.BOOLEAN_SPELLING, word);
                }
            }
        }
    }

    @Check
    public void optionSpelling(WordValue value) {
        String word = SPELLING.get(value.getWord());
        if (word != null) {
            warning("a switch is written on or off: write " + word + " instead of " + value.getWord(), value,
                    P.getWordValue_Word(), IssueCodes.BOOLEAN_SPELLING, word);
        }
    }

    @Check
    public void unknownWord(org.rookery.format.format.UnknownSetting unknown) {
        String where = unknown.eContainer() instanceof org.rookery.format.format.Stage ? "stage"
                : unknown.eContainer() instanceof org.rookery.format.format.Section s
                        ? org.rookery.format.internal.Sections.keyword(s) : null;
        java.util.List<String> vocabulary = where == null ? java.util.List.of()
                : org.rookery.format.internal.Sections.VOCABULARY.getOrDefault(where, java.util.List.of());
        java.util.List<String> firstWords = vocabulary.stream().map(v -> v.split(" ")[0]).distinct().toList();
        String word = unknown.getWord();
        error("'" + word + "' does not start a " + where + " setting: write one of " + String.join(", ", vocabulary)
                + org.rookery.format.internal.Suggestions.didYouMean(word, firstWords), unknown, P.getUnknownSetting_Word(),
                IssueCodes.UNKNOWN_WORD, org.rookery.format.internal.Suggestions.closest(word, firstWords).orElse(""));
    }

    @Check
    public void removal(Removal removal) {
        org.rookery.format.format.Format format = org.eclipse.xtext.EcoreUtil2.getContainerOfType(removal,
                org.rookery.format.format.Format.class);
        if (format == null || format.getParent() == null) {
            error("remove takes away a setting inherited with extends, but '" + (format == null ? "" : format.getName())
                    + "' extends no format: delete this line", removal, null, IssueCodes.NOTHING_TO_REMOVE, "");
            return;
        }
        if (EffectiveFormat.of(format).removedBy(removal).isEmpty()) {
            error("nothing to remove: no inherited setting of this section starts with '" + removal.getWhat()
                    + "': write the setting's first words as the parent writes them", removal, P.getRemoval_What(),
                    IssueCodes.NOTHING_TO_REMOVE, "");
        }
    }

    @Check
    public void removeStage(RemoveStage removal) {
        org.rookery.format.format.Format format = org.eclipse.xtext.EcoreUtil2.getContainerOfType(removal,
                org.rookery.format.format.Format.class);
        if (format == null) {
            return;
        }
        if (EffectiveFormat.of(format).removedBy(removal).isEmpty()) {
            error("no inherited stage is called '" + removal.getStage() + "': write remove stage and the name of a "
                    + "stage of " + (format.getParent() == null ? "a parent format" : format.getParent().getName()),
                    removal, P.getRemoveStage_Stage(), IssueCodes.NOTHING_TO_REMOVE, "");
        }
    }
}
