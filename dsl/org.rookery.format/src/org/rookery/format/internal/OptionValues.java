// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.internal;

import org.rookery.engine.format.OptionDescriptor;
import org.rookery.engine.format.OptionValue;
import org.rookery.format.format.NumbersValue;
import org.rookery.format.format.WordValue;

/** Reads an option value as written into the engine's typed {@link OptionValue}. */
public final class OptionValues {

    private OptionValues() {
    }

    /**
     * The typed value, or {@code null} when what is written is not of the option's kind (a word
     * for a number, two numbers for one, ...).
     */
    public static OptionValue of(org.rookery.format.format.OptionValue written, OptionDescriptor.Type type) {
        if (written == null) {
            // A switch written alone means on; any other option needs its value.
            return type == OptionDescriptor.Type.SWITCH ? new OptionValue.BoolValue(true) : null;
        }
        if (written instanceof NumbersValue numbers && !numbers.getNumbers().isEmpty()) {
            if (type == OptionDescriptor.Type.INTEGER && numbers.getNumbers().size() == 1) {
                return new OptionValue.IntValue(numbers.getNumbers().get(0));
            }
            if (type == OptionDescriptor.Type.INTEGER_LIST) {
                return new OptionValue.IntListValue(numbers.getNumbers());
            }
            return null;
        }
        if (written instanceof WordValue word && word.getWord() != null) {
            String w = word.getWord();
            if (type == OptionDescriptor.Type.SWITCH && (w.equals("on") || w.equals("off") || w.equals("true")
                    || w.equals("false"))) {
                return new OptionValue.BoolValue(w.equals("on") || w.equals("true"));
            }
            if (type == OptionDescriptor.Type.CHOICE) {
                return new OptionValue.ChoiceValue(w);
            }
        }
        return null;
    }
}
