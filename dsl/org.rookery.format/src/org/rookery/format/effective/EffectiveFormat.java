// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.effective;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.rookery.format.format.ConductSection;
import org.rookery.format.format.DeclarationSection;
import org.rookery.format.format.EventKind;
import org.rookery.format.format.EventSection;
import org.rookery.format.format.Format;
import org.rookery.format.format.GameSection;
import org.rookery.format.format.InningsSection;
import org.rookery.format.format.Removal;
import org.rookery.format.format.RemoveStage;
import org.rookery.format.format.ScoringSection;
import org.rookery.format.format.Section;
import org.rookery.format.format.SennichiteSection;
import org.rookery.format.format.TeamsSection;
import org.rookery.format.format.TimeSection;
import org.rookery.format.internal.Sections;
import org.rookery.format.internal.SettingKeys;

/**
 * A format together with everything it inherits through {@code extends}: the sections and the
 * settings that are in force, each setting being the one written last along the chain from the
 * oldest ancestor to the format itself.
 */
public final class EffectiveFormat {

    private final Format format;
    private final List<Format> chain;
    private final boolean cyclic;
    private final Map<EClass, Section> sections = new LinkedHashMap<>();
    private final Map<String, EObject> settings = new LinkedHashMap<>();
    private final Map<EObject, List<String>> removed = new java.util.HashMap<>();
    private String variant;
    private GameSection variantSection;
    private EventSection eventSection;

    private EffectiveFormat(Format format) {
        this.format = format;
        List<Format> ancestry = new ArrayList<>();
        Set<Format> seen = new LinkedHashSet<>();
        boolean loop = false;
        for (Format f = format; f != null && !f.eIsProxy(); f = f.getParent()) {
            if (!seen.add(f)) {
                loop = true;
                break;
            }
            ancestry.add(f);
        }
        Collections.reverse(ancestry);
        this.chain = List.copyOf(ancestry);
        this.cyclic = loop;
        for (Format f : chain) {
            for (Section section : f.getSections()) {
                merge(section);
            }
        }
    }

    /** The effective view of {@code format}. */
    public static EffectiveFormat of(Format format) {
        return new EffectiveFormat(format);
    }

    private void merge(Section section) {
        sections.put(section.eClass(), section);
        if (section instanceof GameSection game && game.getVariant() != null) {
            variant = game.getVariant();
            variantSection = game;
        }
        if (section instanceof EventSection event) {
            eventSection = event;
        }
        for (EObject setting : Sections.settings(section)) {
            if (setting instanceof Removal removal) {
                removed.put(removal, remove(section, removal.getWhat()));
                continue;
            }
            if (setting instanceof RemoveStage stage) {
                removed.put(stage, settings.remove("stage " + stage.getStage()) != null
                        ? List.of("stage " + stage.getStage()) : List.of());
                continue;
            }
            // A re-put keeps the first position: a child that overrides a parent's stage or setting
            // keeps it where the parent had it, so a final is never moved before the group stage.
            settings.put(SettingKeys.key(setting), setting);
        }
    }

    /** Takes away the settings of {@code section}'s kind in force whose text starts with {@code what}. */
    private List<String> remove(Section section, String what) {
        String words = what == null ? "" : what.trim().replaceAll("\\s+", " ");
        List<String> gone = new ArrayList<>();
        if (words.isEmpty()) {
            return gone;
        }
        settings.entrySet().removeIf(e -> {
            EObject s = e.getValue();
            if (!(s.eContainer() instanceof Section owner) || owner.eClass() != section.eClass()) {
                return false;
            }
            String text = SettingKeys.text(s).replaceAll("\\s+", " ");
            boolean match = text.equals(words) || text.startsWith(words + " ") || e.getKey().equals(words)
                    || e.getKey().equals("option " + words);
            if (match) {
                gone.add(e.getKey());
            }
            return match;
        });
        return gone;
    }

    /** The keys of the settings that this {@code remove} line took away (empty if none). */
    public List<String> removedBy(EObject removal) {
        return removed.getOrDefault(removal, List.of());
    }

    /** The format itself. */
    public Format format() {
        return format;
    }

    /** The formats from the oldest ancestor to this one (a loop in {@code extends} is cut). */
    public List<Format> chain() {
        return chain;
    }

    /** Whether the {@code extends} chain comes back to a format already in it. */
    public boolean cyclic() {
        return cyclic;
    }

    /** The variant id or alias as written, if any format in the chain names one. */
    public Optional<String> variant() {
        return Optional.ofNullable(variant);
    }

    /** The game section that names the variant. */
    public Optional<GameSection> variantSection() {
        return Optional.ofNullable(variantSection);
    }

    /** The kind of the event section in force. */
    public Optional<EventKind> eventKind() {
        return Optional.ofNullable(eventSection).map(EventSection::getKind);
    }

    /** Whether any format of the chain has a section of this kind. */
    public boolean has(EClass sectionClass) {
        return sections.containsKey(sectionClass);
    }

    /** The last-written section of this kind. */
    public Optional<Section> section(EClass sectionClass) {
        return Optional.ofNullable(sections.get(sectionClass));
    }

    /** The setting of this type in force (for settings that occur at most once). */
    public <T extends EObject> Optional<T> one(Class<T> type) {
        return settings.values().stream().filter(type::isInstance).map(type::cast).reduce((a, b) -> b);
    }

    /** All settings of this type in force (for families: options, stages, outcome scores, ...). */
    public <T extends EObject> List<T> all(Class<T> type) {
        return settings.values().stream().filter(type::isInstance).map(type::cast).toList();
    }

    /** Whether the chain has a section that makes this a team format. */
    public boolean isTeamFormat() {
        return has(org.rookery.format.format.FormatPackage.Literals.TEAMS_SECTION);
    }

    /** The section classes, for messages. */
    static final List<Class<? extends Section>> SECTION_TYPES = List.of(GameSection.class, TimeSection.class,
            TeamsSection.class, InningsSection.class, ScoringSection.class, EventSection.class,
            SennichiteSection.class, DeclarationSection.class, ConductSection.class);
}
