// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.services;

import java.math.BigDecimal;

import org.eclipse.xtext.common.services.DefaultTerminalConverters;
import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.nodemodel.INode;

/**
 * Value converters of the datatype rules: signed whole numbers, decimal numbers, and the words
 * that may be written with a leading {@code ^} to use a keyword as a name.
 */
public class FormatValueConverters extends DefaultTerminalConverters {

    /** {@code -3}, {@code 50}: a whole number that fits an int. */
    @ValueConverter(rule = "SignedInt")
    public IValueConverter<Integer> signedInt() {
        return new IValueConverter<>() {
            @Override
            public Integer toValue(String string, INode node) {
                String text = compact(string);
                try {
                    return Integer.valueOf(text);
                } catch (NumberFormatException e) {
                    // No cause: the parser would show the cause's message ("For input string") instead of this one.
                    throw new ValueConverterException("'" + text + "' is too large for a whole number here (at most "
                            + Integer.MAX_VALUE + "): write a smaller number", node, null);
                }
            }

            @Override
            public String toString(Integer value) {
                return value.toString();
            }
        };
    }

    /** {@code 0.5}, {@code +1}, {@code -1}: a decimal number. */
    @ValueConverter(rule = "Number")
    public IValueConverter<BigDecimal> number() {
        return new IValueConverter<>() {
            @Override
            public BigDecimal toValue(String string, INode node) {
                String text = compact(string);
                if (text.isEmpty() || text.equals("-") || text.equals("+")) {
                    // the parser found no number here and has said so; a second error would only repeat it
                    return null;
                }
                try {
                    BigDecimal value = new BigDecimal(text);
                    if (value.precision() > 18 || value.scale() > 6) {
                        throw new ValueConverterException("'" + text
                                + "' has too many digits: write at most 12 digits before and 6 after the point", node, null);
                    }
                    return value;
                } catch (NumberFormatException e) {
                    throw new ValueConverterException("'" + text + "' is not a number: write e.g. 1, -1 or 0.5", node, null);
                }
            }

            @Override
            public String toString(BigDecimal value) {
                return value.toPlainString();
            }
        };
    }

    @ValueConverter(rule = "Name")
    public IValueConverter<String> name() {
        return word();
    }

    @ValueConverter(rule = "TieBreakName")
    public IValueConverter<String> tieBreakName() {
        return word();
    }

    @ValueConverter(rule = "OptionName")
    public IValueConverter<String> optionName() {
        return word();
    }

    @ValueConverter(rule = "Word")
    public IValueConverter<String> wordRule() {
        return word();
    }

    /** {@code +R}: a piece letter, the promotion sign joined to the letter. */
    @ValueConverter(rule = "PieceLetter")
    public IValueConverter<String> pieceLetter() {
        return word();
    }

    /** Multi-word names such as {@code round robin} become one lower-case word: {@code roundrobin}. */
    @ValueConverter(rule = "PairingName")
    public IValueConverter<String> pairingName() {
        return word();
    }

    @ValueConverter(rule = "FormationName")
    public IValueConverter<String> formationName() {
        return word();
    }

    @ValueConverter(rule = "ByeName")
    public IValueConverter<String> byeName() {
        return word();
    }

    private static IValueConverter<String> word() {
        return new IValueConverter<>() {
            @Override
            public String toValue(String string, INode node) {
                String text = compact(string);
                return text.startsWith("^") ? text.substring(1) : text;
            }

            @Override
            public String toString(String value) {
                return value;
            }
        };
    }

    private static String compact(String string) {
        return string == null ? "" : string.replaceAll("\\s+", "");
    }
}
