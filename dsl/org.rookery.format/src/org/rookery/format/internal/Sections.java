// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.internal;

import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.rookery.format.format.ConductSection;
import org.rookery.format.format.DeclarationSection;
import org.rookery.format.format.EventSection;
import org.rookery.format.format.FormatPackage;
import org.rookery.format.format.GameSection;
import org.rookery.format.format.InningsSection;
import org.rookery.format.format.ScoringSection;
import org.rookery.format.format.Section;
import org.rookery.format.format.SennichiteSection;
import org.rookery.format.format.TeamsSection;
import org.rookery.format.format.TimeSection;

/**
 * The sections of a format: their keywords, the settings inside them, and the words that start
 * each setting (for messages that say what may be written instead).
 */
public final class Sections {

    private static final FormatPackage P = FormatPackage.eINSTANCE;

    /** Section class to the keyword that opens it. */
    public static final Map<EClass, String> KEYWORDS = Map.of(P.getGameSection(), "game", P.getTimeSection(), "time",
            P.getTeamsSection(), "teams", P.getInningsSection(), "innings", P.getScoringSection(), "scoring",
            P.getEventSection(), "event", P.getSennichiteSection(), "sennichite", P.getDeclarationSection(),
            "declaration", P.getConductSection(), "conduct");

    /** The settings each section (and a stage) accepts, as their opening words. */
    public static final Map<String, List<String>> VOCABULARY = Map.ofEntries(
            Map.entry("format", List.of("game", "time", "teams", "innings", "scoring", "event", "sennichite",
                    "declaration", "conduct")),
            Map.entry("file", List.of("import", "format", "points", "grades")),
            Map.entry("game", List.of("variant", "<option name> <value>", "remove")),
            Map.entry("time", List.of("main", "sudden death", "then", "white main", "black main", "increment", "delay",
                    "byoyomi", "illegal move", "break between", "remove")),
            Map.entry("teams", List.of("size", "players per match", "reserves", "captain", "toss winner chooses",
                    "lineup before each", "fixed pairs", "remove")),
            Map.entry("innings", List.of("innings per side", "games per innings", "order", "scoring side plays",
                    "winner stays", "out after", "stopping side chooses each game", "stopping player max",
                    "stopping player no consecutive games", "scoring player max consecutive", "good game exception",
                    "follow on when behind by more than", "golden", "skip decided innings", "second side chases target",
                    "remove")),
            Map.entry("scoring", List.of("capture points", "win scores", "draw scores", "loss scores",
                    "unplayed scores", "early win below", "penalty timeout above", "illegal move by", "resignation",
                    "score floor", "remove")),
            Map.entry("event", List.of("stage", "game points", "match points", "tentative ratings from", "tie breaks",
                    "teams formed by", "board order by", "first named team plays", "odd entrants bye to",
                    "match ends when first board is won", "match best of", "match won on game points", "playoff",
                    "remove stage", "remove")),
            Map.entry("stage", List.of("rounds", "score groups", "rematches", "colour balance", "furigoma",
                    "qualifiers", "pair on", "bar at", "floor at", "accelerated rounds", "requested byes")),
            Map.entry("sennichite", List.of("recorded on agreed claim", "first", "second", "third", "fourth", "remove")),
            Map.entry("declaration", List.of("sente needs", "gote needs", "pieces in zone at least", "values",
                    "failed declaration", "rule", "draw at or above", "remove")),
            Map.entry("conduct", List.of("draw agreement", "repetition draws", "stalling claim",
                    "illegal moves claimed by players only", "touch move", "flag fall claimed by opponent", "remove")));

    /** A line to add for each section, for messages and quick fixes. */
    public static final Map<String, String> TEMPLATES = Map.of("game", "game { variant chess }", "time",
            "time { main 10 min }", "teams", "teams { size 5 players per match 4 }", "scoring",
            "scoring { win scores 1 loss scores 0 }", "event",
            "event individual { stage main swiss { rounds 5 } game points win 1 draw 0.5 loss 0 }");

    private Sections() {
    }

    /** The keyword that opens this section. */
    public static String keyword(Section section) {
        return KEYWORDS.get(section.eClass());
    }

    /** The settings inside a section, in the order written. */
    public static List<? extends EObject> settings(Section section) {
        if (section instanceof GameSection s) {
            return s.getOptions();
        }
        if (section instanceof TimeSection s) {
            return s.getSettings();
        }
        if (section instanceof TeamsSection s) {
            return s.getSettings();
        }
        if (section instanceof InningsSection s) {
            return s.getSettings();
        }
        if (section instanceof ScoringSection s) {
            return s.getSettings();
        }
        if (section instanceof EventSection s) {
            return s.getSettings();
        }
        if (section instanceof SennichiteSection s) {
            return s.getSettings();
        }
        if (section instanceof DeclarationSection s) {
            return s.getSettings();
        }
        if (section instanceof ConductSection s) {
            return s.getSettings();
        }
        return List.of();
    }
}
