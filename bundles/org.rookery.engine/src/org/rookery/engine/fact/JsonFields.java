// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.fact;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/**
 * Typed, strict access to one JSON object's fields that remembers which were read, so that a
 * field nobody reads (a typo, a field of another fact type) is reported rather than ignored.
 */
final class JsonFields {

    private final JsonObject o;
    private final Set<String> read = new HashSet<>();

    JsonFields(JsonObject o) {
        this.o = o;
    }

    boolean has(String name) {
        return o.has(name) && !o.get(name).isJsonNull();
    }

    private JsonElement get(String name) {
        read.add(name);
        JsonElement e = o.get(name);
        if (e == null || e.isJsonNull()) {
            throw new IllegalArgumentException("'" + name + "' is missing");
        }
        return e;
    }

    String string(String name) {
        JsonElement e = get(name);
        if (!(e instanceof JsonPrimitive p) || !p.isString()) {
            throw new IllegalArgumentException("'" + name + "' must be a text in quotes");
        }
        return p.getAsString();
    }

    Optional<String> optString(String name) {
        return has(name) ? Optional.of(string(name)) : mark(name, Optional.empty());
    }

    long longValue(String name) {
        JsonElement e = get(name);
        if (e instanceof JsonPrimitive p && p.isNumber()) {
            try {
                return Long.parseLong(p.getAsString());
            } catch (NumberFormatException x) {
                // reported below
            }
        }
        throw new IllegalArgumentException("'" + name + "' must be a whole number");
    }

    int intValue(String name) {
        long v = longValue(name);
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("'" + name + "' is out of range");
        }
        return (int) v;
    }

    OptionalLong optLong(String name) {
        return has(name) ? OptionalLong.of(longValue(name)) : mark(name, OptionalLong.empty());
    }

    boolean bool(String name) {
        JsonElement e = get(name);
        if (!(e instanceof JsonPrimitive p) || !p.isBoolean()) {
            throw new IllegalArgumentException("'" + name + "' must be true or false");
        }
        return p.getAsBoolean();
    }

    JsonObject object(String name) {
        JsonElement e = get(name);
        if (!e.isJsonObject()) {
            throw new IllegalArgumentException("'" + name + "' must be an object { ... }");
        }
        return e.getAsJsonObject();
    }

    private JsonArray array(String name) {
        JsonElement e = get(name);
        if (!e.isJsonArray()) {
            throw new IllegalArgumentException("'" + name + "' must be a list [ ... ]");
        }
        return e.getAsJsonArray();
    }

    List<String> strings(String name) {
        List<String> out = new ArrayList<>();
        for (JsonElement e : array(name)) {
            if (!(e instanceof JsonPrimitive p) || !p.isString()) {
                throw new IllegalArgumentException("'" + name + "' must list texts in quotes");
            }
            out.add(p.getAsString());
        }
        return out;
    }

    List<String> optStrings(String name) {
        return has(name) ? strings(name) : mark(name, List.of());
    }

    List<JsonObject> objects(String name) {
        List<JsonObject> out = new ArrayList<>();
        for (JsonElement e : array(name)) {
            if (!e.isJsonObject()) {
                throw new IllegalArgumentException("'" + name + "' must list objects { ... }");
            }
            out.add(e.getAsJsonObject());
        }
        return out;
    }

    List<JsonObject> optObjects(String name) {
        return has(name) ? objects(name) : mark(name, List.of());
    }

    <E extends Enum<E>> E enumValue(String name, Class<E> type) {
        String word = string(name);
        for (E c : type.getEnumConstants()) {
            if (FactCodec.word(c).equals(word)) {
                return c;
            }
        }
        throw new IllegalArgumentException("'" + name + "' is '" + word + "'; it must be one of "
                + String.join(", ", java.util.Arrays.stream(type.getEnumConstants()).map(FactCodec::word).toList()));
    }

    private <T> T mark(String name, T value) {
        read.add(name);
        return value;
    }

    void noOthers(Set<String> allowed) {
        for (Map.Entry<String, JsonElement> e : o.entrySet()) {
            if (!read.contains(e.getKey()) && !allowed.contains(e.getKey())) {
                throw new IllegalArgumentException("unknown field '" + e.getKey() + "'");
            }
        }
    }
}
