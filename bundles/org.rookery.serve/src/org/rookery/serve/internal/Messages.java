// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.Locale;
import java.util.Properties;

/**
 * The server's words, from {@code messages.properties} beside this class (UTF-8): one place for
 * every string a page shows, so that a translation is one more file.
 */
public final class Messages {

    private final Properties strings;
    private final Locale locale;

    private Messages(Properties strings, Locale locale) {
        this.strings = strings;
        this.locale = locale;
    }

    /** The English strings. */
    public static Messages english() {
        return forLanguage("");
    }

    /** The strings of {@code language} ("ja"), English where that file lacks one or is absent. */
    public static Messages forLanguage(String language) {
        Properties english = load("messages.properties", null);
        Properties own = language.isEmpty() ? english : load("messages_" + language + ".properties", english);
        return new Messages(own == null ? english : own, language.isEmpty() ? Locale.ENGLISH : Locale.of(language));
    }

    private static Properties load(String name, Properties defaults) {
        try (InputStream in = Messages.class.getResourceAsStream(name)) {
            if (in == null) {
                if (defaults == null) {
                    throw new IllegalStateException(name + " is missing from the server bundle");
                }
                return null;
            }
            Properties p = defaults == null ? new Properties() : new Properties(defaults);
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The language of the pages ("en"). */
    public String language() {
        return locale.getLanguage();
    }

    /** The string {@code key} with {@code args} put in its {0}, {1} ... (not yet escaped). */
    public String get(String key, Object... args) {
        String s = strings.getProperty(key);
        if (s == null) {
            throw new IllegalArgumentException("no string '" + key + "' in messages.properties");
        }
        return args.length == 0 ? s : new MessageFormat(s.replace("'", "''"), locale).format(args);
    }
}
