// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.validation;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;
import org.rookery.format.format.Definition;
import org.rookery.format.format.Format;
import org.rookery.format.format.Import;
import org.rookery.format.format.Model;
import org.rookery.format.format.Section;
import org.rookery.format.effective.EffectiveFormat;
import org.rookery.format.internal.SettingKeys;
import org.rookery.format.internal.Sections;

/** Checks of a format's shape: imports, extends, names, and missing or repeated sections and settings. */
public class StructureChecks extends FormatChecks {

    @Check
    public void importExists(Import imp) {
        String written = imp.getImportURI();
        if (written == null || written.isBlank()) {
            error("an import needs a file: write import \"shared/points.tfl\"", imp, P.getImport_ImportURI(),
                    IssueCodes.IMPORT_NOT_FOUND);
            return;
        }
        Resource here = imp.eResource();
        URI uri;
        try {
            uri = URI.createURI(written);
        } catch (IllegalArgumentException e) {
            error("'" + written + "' is not a file path: write a path relative to this file, e.g. \"shared/points.tfl\"",
                    imp, P.getImport_ImportURI(), IssueCodes.IMPORT_NOT_FOUND);
            return;
        }
        if (here != null && here.getURI() != null && uri.isRelative()) {
            uri = uri.resolve(here.getURI());
        }
        if (!written.endsWith(".tfl")) {
            error("'" + written + "' is not a format file: import a file ending in .tfl", imp,
                    P.getImport_ImportURI(), IssueCodes.IMPORT_NOT_FOUND);
        } else if (here == null || here.getResourceSet() == null || !EcoreUtil2.isValidUri(here, uri)) {
            error("cannot find '" + written + "' (looked for " + uri.toFileString()
                    + "): write a path relative to this file", imp, P.getImport_ImportURI(), IssueCodes.IMPORT_NOT_FOUND);
        }
    }

    @Check
    public void uniqueNames(Model model) {
        Map<String, Definition> seen = new HashMap<>();
        for (Definition d : model.getDefinitions()) {
            if (d.getName() == null) {
                continue;
            }
            Definition first = seen.putIfAbsent(d.getName(), d);
            if (first != null) {
                error("'" + d.getName() + "' is already defined on line " + SettingKeys.line(first)
                        + ": give this one another name", d, P.getDefinition_Name(), IssueCodes.DUPLICATE_NAME);
            }
        }
    }

    @Check
    public void noExtendsCycle(Format format) {
        if (format.getParent() != null && !format.getParent().eIsProxy() && EffectiveFormat.of(format).cyclic()) {
            error("'" + format.getName() + "' extends itself through " + format.getParent().getName()
                    + ": extend a format that does not extend this one", format, P.getFormat_Parent(),
                    IssueCodes.EXTENDS_CYCLE);
        }
    }

    @Check
    public void sectionsOnce(Format format) {
        Map<Object, Section> seen = new HashMap<>();
        for (Section s : format.getSections()) {
            Section first = seen.putIfAbsent(s.eClass(), s);
            if (first != null) {
                error("a second " + Sections.keyword(s) + " section: the first is on line " + SettingKeys.line(first)
                        + "; move these settings into it", s, null, IssueCodes.DUPLICATE_SECTION, "");
            }
        }
    }

    @Check
    public void settingsOnce(Section section) {
        Map<String, EObject> seen = new HashMap<>();
        for (EObject setting : Sections.settings(section)) {
            String key = SettingKeys.key(setting);
            EObject first = seen.putIfAbsent(key, setting);
            if (first != null) {
                String shown = key.startsWith("option ") ? key.substring(7) : SettingKeys.text(first).split(" ")[0];
                error("'" + shown + "' is already set on line " + SettingKeys.line(first)
                        + ": keep one of the two lines", setting, null, IssueCodes.DUPLICATE_SETTING, "");
            }
        }
    }

    @Check
    public void requiredSections(Format format) {
        EffectiveFormat eff = EffectiveFormat.of(format);
        if (eff.cyclic()) {
            return;
        }
        require(format, eff.has(P.getGameSection()), "game", "every format needs a game section");
        require(format, eff.has(P.getTimeSection()), "time", "every format needs a time section");
        if (eff.has(P.getInningsSection())) {
            require(format, eff.has(P.getTeamsSection()), "teams", "an innings format needs a teams section");
            require(format, eff.has(P.getScoringSection()), "scoring", "an innings format needs a scoring section");
        }
        eff.eventKind().ifPresent(kind -> {
            if (kind == org.rookery.format.format.EventKind.TEAM) {
                require(format, eff.has(P.getTeamsSection()), "teams", "a team event needs a teams section");
            }
        });
        // a section the engine would never read is an error, never a clean check of a rule not kept
        if (eff.has(P.getScoringSection()) && !eff.has(P.getInningsSection()) && !ScoredMatches.scoresByPoints(eff)) {
            errorOn(format, eff.section(P.getScoringSection()).get(), null, ScoredMatches.whyNot(eff),
                    IssueCodes.NO_EFFECT, "");
        }
        if (eff.has(P.getInningsSection()) && eff.has(P.getEventSection())) {
            errorOn(format, eff.section(P.getEventSection()).get(), null, "an innings match is one match of innings "
                    + "between two teams, played as the innings section says, so an event section (stages, match "
                    + "format, points, tie-breaks) would never be used: remove the event section, or the innings "
                    + "section to pair an event", IssueCodes.MISPLACED_SETTING, "");
        }
        if (!eff.has(P.getInningsSection()) && !eff.has(P.getEventSection())) {
            require(format, false, "event", "a format without innings needs an event section");
        }
        if (eff.has(P.getGameSection()) && eff.variant().isEmpty()) {
            error("'" + format.getName() + "' names no variant: write variant " + oneOf(catalog.variants().stream()
                    .map(v -> v.id()).toList()) + " in its game section", format, P.getDefinition_Name(),
                    IssueCodes.NO_VARIANT, "variant chess");
        }
    }

    private void require(Format format, boolean present, String section, String why) {
        if (!present) {
            String template = Sections.TEMPLATES.getOrDefault(section, section + " { }");
            error("'" + format.getName() + "' has no " + section + " section (" + why + "): add " + template,
                    format, P.getDefinition_Name(), IssueCodes.MISSING_SECTION, template);
        }
    }
}
