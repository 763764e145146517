// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.validation;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;
import org.rookery.engine.format.TieBreak;
import org.rookery.format.format.BoardOrder;
import org.rookery.format.format.ColourBalance;
import org.rookery.format.format.EventKind;
import org.rookery.format.format.EventSection;
import org.rookery.format.format.FirstTeamColour;
import org.rookery.format.format.Format;
import org.rookery.format.format.Furigoma;
import org.rookery.format.format.GamePoints;
import org.rookery.format.format.Grade;
import org.rookery.format.format.GradeTable;
import org.rookery.format.format.MatchEnds;
import org.rookery.format.format.MatchPoints;
import org.rookery.format.format.OddEntrants;
import org.rookery.format.format.OnOff;
import org.rookery.format.format.PlayersPerMatch;
import org.rookery.format.format.PointScale;
import org.rookery.format.format.Qualifiers;
import org.rookery.format.format.Rounds;
import org.rookery.format.format.Stage;
import org.rookery.format.format.TeamFormation;
import org.rookery.format.format.TentativeRatings;
import org.rookery.format.format.TieBreaks;
import org.rookery.format.effective.EffectiveFormat;
import org.rookery.format.internal.ScaleSanity;
import org.rookery.format.internal.SettingKeys;
import org.rookery.format.internal.Switches;
import org.rookery.format.internal.Suggestions;
import org.rookery.format.internal.Tables;

/** Checks of the event section: stages, points, tie-breaks, grades and team-event settings. */
public class EventChecks extends FormatChecks {

    @Check
    public void pointScale(PointScale scale) {
        if (scale.getWin() == null || scale.getDraw() == null || scale.getLoss() == null) {
            return;
        }
        org.rookery.engine.format.PointScale s = Tables.of(scale);
        ScaleSanity.problem(s.win(), s.draw(), s.loss())
                .ifPresent(p -> warning(p, scale, P.getPointScale_Draw(), IssueCodes.POINT_SCALE_SANITY));
    }

    @Check
    public void stage(Stage stage) {
        if (stage.eIsSet(P.getStage_Limit()) && stage.getLimit() < 2) {
            error("a system switch needs a limit of at least 2 entrants, not " + stage.getLimit() + ": write up to 8 "
                    + "entrants otherwise swiss", stage, P.getStage_Limit(), IssueCodes.NUMBER_OUT_OF_RANGE, "2");
        }
        if (stage.getFallback() != null && stage.getFallback().equals(stage.getSystem())) {
            error("the stage switches from " + stage.getSystem() + " to the same system: remove the 'up to ... "
                    + "otherwise' part", stage, P.getStage_Fallback(), IssueCodes.NO_EFFECT);
        }
        Optional<Furigoma> furigoma = stage.getSettings().stream().filter(Furigoma.class::isInstance)
                .map(Furigoma.class::cast).findFirst();
        Optional<ColourBalance> balance = stage.getSettings().stream().filter(ColourBalance.class::isInstance)
                .map(ColourBalance.class::cast).findFirst();
        if (furigoma.isPresent() && Switches.on(furigoma.get().getValue()) && balance.isPresent()
                && Switches.on(balance.get().getValue())) {
            error("with furigoma the piece toss decides colours, so colour balance does nothing: write colour "
                    + "balance off", balance.get(), P.getColourBalance_Value(), IssueCodes.FURIGOMA_OVERRIDES_BALANCE,
                    "off");
        }
        Map<String, EObject> seen = new HashMap<>();
        for (EObject s : stage.getSettings()) {
            EObject first = seen.putIfAbsent(SettingKeys.key(s), s);
            if (first != null) {
                error("'" + SettingKeys.text(first).split(" ")[0] + "' is already set on line "
                        + SettingKeys.line(first) + ": keep one of the two lines", s, null,
                        IssueCodes.DUPLICATE_SETTING, "");
            }
        }
    }

    @Check
    public void rounds(Rounds rounds) {
        if (rounds.getCount() < 1) {
            error("a stage needs at least 1 round, not " + rounds.getCount() + ": write rounds 1 or more", rounds,
                    P.getRounds_Count(), rounds.getCount() < 0 ? IssueCodes.NEGATIVE_NUMBER
                            : IssueCodes.NUMBER_OUT_OF_RANGE, Integer.toString(Math.max(1, -rounds.getCount())));
        }
    }

    @Check
    public void qualifiers(Qualifiers q) {
        if (q.getCount() < 2) {
            error("a stage needs at least 2 qualifiers, not " + q.getCount() + ": write qualifiers 2 or more", q,
                    P.getQualifiers_Count(), q.getCount() < 0 ? IssueCodes.NEGATIVE_NUMBER
                            : IssueCodes.NUMBER_OUT_OF_RANGE, "2");
            return;
        }
        Stage stage = EcoreUtil2.getContainerOfType(q, Stage.class);
        if (stage != null && "knockout".equals(stage.getSystem()) && Integer.bitCount(q.getCount()) != 1) {
            int up = Integer.highestOneBit(q.getCount()) << 1;
            warning("a knockout of " + q.getCount() + " needs byes in its first round: write qualifiers "
                    + Integer.highestOneBit(q.getCount()) + " or " + up, q, P.getQualifiers_Count(),
                    IssueCodes.KNOCKOUT_BYES, Integer.toString(Integer.highestOneBit(q.getCount())));
        }
    }

    /** The play-offs by the word that names them, each with a line that plays it. */
    private static final java.util.Map<String, String> PLAY_OFFS = java.util.Map.of(
            "armageddon", "playoff armageddon white 5 min black 4 min draw odds to black before tie breaks",
            "rapid", "playoff rapid 2 games of 10 min increment 5 s before tie breaks",
            "golden", "playoff golden game of 5 min before tie breaks",
            "playoff", "playoff armageddon white 5 min black 4 min draw odds to black before tie breaks");

    /** A pairing system written without its stage: it is named by a stage, with the stage's own name. */
    @Check
    public void misplacedSystem(org.rookery.format.format.MisplacedSystem line) {
        List<String> systems = List.of("swiss", "dutch", "burstein", "dubov", "lim", "mcmahon", "scheveningen",
                "knockout", "gauntlet");
        String written = org.eclipse.xtext.nodemodel.util.NodeModelUtils.getTokenText(
                org.eclipse.xtext.nodemodel.util.NodeModelUtils.findActualNodeFor(line)).trim();
        // the most precise system on the line: "swiss dutch" means the Dutch system
        String system = "swiss";
        for (String word : written.split("\\s+")) {
            if (systems.contains(word)) {
                system = word;
            }
        }
        for (String robin : List.of("double round robin", "single round robin", "round robin", "double gauntlet")) {
            if (written.replaceAll("\\s+", " ").contains(robin)) {
                system = robin;
                break;
            }
        }
        error("a pairing system is played in a stage: write stage NAME " + system + " { rounds 5 }, e.g. stage main "
                + system, line, P.getMisplacedSystem_System(), IssueCodes.SYSTEM_WITHOUT_STAGE);
    }

    @Check
    public void tieBreaks(TieBreaks breaks) {
        List<String> known = Arrays.stream(TieBreak.values()).map(TieBreak::id).toList();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < breaks.getNames().size(); i++) {
            String name = breaks.getNames().get(i);
            Optional<String> playOff = PLAY_OFFS.entrySet().stream().filter(e -> e.getKey().equals(name))
                    .map(java.util.Map.Entry::getValue).findFirst();
            if (playOff.isPresent()) {
                // a play-off is played, not computed: it has its own line, which says when it is played
                error("'" + name + "' is a play-off, not a tie-break: a play-off has a line of its own in the event "
                        + "section, e.g. " + playOff.get() + " (or after tie breaks); take '" + name
                        + "' out of the tie breaks", breaks, P.getTieBreaks_Names(), i, IssueCodes.UNKNOWN_TIE_BREAK);
            } else if (TieBreak.byId(name).isEmpty()) {
                error("unknown tie-break '" + name + "': write one of " + oneOf(known)
                        + Suggestions.didYouMean(name, known), breaks, P.getTieBreaks_Names(), i,
                        IssueCodes.UNKNOWN_TIE_BREAK, Suggestions.closest(name, known).orElse(known.get(0)));
            } else if (!seen.add(name)) {
                warning("tie-break '" + name + "' is listed twice; the second never decides anything: remove it",
                        breaks, P.getTieBreaks_Names(), i, IssueCodes.DUPLICATE_TIE_BREAK, "");
            }
        }
    }

    @Check
    public void grades(GradeTable table) {
        Map<String, Grade> seen = new HashMap<>();
        for (Grade g : table.getGrades()) {
            Grade first = g.getName() == null ? null : seen.putIfAbsent(g.getName(), g);
            if (first != null) {
                error("grade \"" + g.getName() + "\" is already rated " + first.getRating() + " on line "
                        + SettingKeys.line(first) + ": keep one of the two", g, P.getGrade_Name(),
                        IssueCodes.DUPLICATE_GRADE, "");
            }
            if (g.getRating() < 0) {
                error("a rating cannot be negative (" + g.getRating() + "): write " + -g.getRating(), g,
                        P.getGrade_Rating(), IssueCodes.NEGATIVE_NUMBER, Integer.toString(-g.getRating()));
            }
        }
        if (table.getGrades().isEmpty()) {
            error("grade table " + table.getName() + " lists no grades: add lines like \"1 dan\" 1740", table,
                    P.getDefinition_Name(), IssueCodes.MISSING_SETTING, "\"1 dan\" 1740");
        }
    }

    @Check
    public void tentativeRatings(TentativeRatings ratings) {
        GradeTable table = ratings.getGrades();
        if (table == null || table.eIsProxy() || ratings.getDefaultGrade() == null) {
            return;
        }
        List<String> names = table.getGrades().stream().map(Grade::getName).toList();
        if (!names.contains(ratings.getDefaultGrade())) {
            String best = Suggestions.closest(ratings.getDefaultGrade(), names)
                    .orElse(names.isEmpty() ? "" : names.get(names.size() - 1));
            error("grade \"" + ratings.getDefaultGrade() + "\" is not in " + table.getName() + ": write one of "
                    + oneOf(names.stream().map(n -> "\"" + n + "\"").toList()), ratings,
                    P.getTentativeRatings_DefaultGrade(), IssueCodes.UNKNOWN_GRADE, "\"" + best + "\"");
        }
    }

    private static final List<Class<? extends EObject>> TEAM_ONLY = List.of(MatchPoints.class, TeamFormation.class,
            BoardOrder.class, FirstTeamColour.class, MatchEnds.class);

    @Check
    public void eventKind(EventSection event) {
        if (event.getKind() == EventKind.INDIVIDUAL) {
            for (EObject s : event.getSettings()) {
                if (TEAM_ONLY.stream().anyMatch(c -> c.isInstance(s))) {
                    error("'" + SettingKeys.text(s) + "' only applies to a team event: write event team, or remove "
                            + "this line", s, null, IssueCodes.MISPLACED_SETTING, "");
                }
            }
        }
        if (event.getSettings().stream().noneMatch(Stage.class::isInstance)) {
            Format format = EcoreUtil2.getContainerOfType(event, Format.class);
            boolean inherited = format != null && EffectiveFormat.of(format).all(Stage.class).size() > 0;
            if (!inherited) {
                error("the event has no stage: add stage main swiss { rounds 5 }", event, null,
                        IssueCodes.MISSING_SETTING, "stage main swiss { rounds 5 }");
            }
        }
    }

    @Check
    public void eventPoints(Format format) {
        EffectiveFormat eff = EffectiveFormat.of(format);
        if (eff.cyclic() || eff.eventKind().isEmpty()) {
            return;
        }
        EventSection event = (EventSection) eff.section(P.getEventSection()).get();
        boolean team = eff.eventKind().get() == EventKind.TEAM;
        if (team && eff.one(MatchPoints.class).isEmpty()) {
            errorOn(format, event, null, "a team event needs match points: add match points win 1 draw 0.5 loss 0",
                    IssueCodes.MISSING_SETTING, "match points win 1 draw 0.5 loss 0");
        }
        if (!team && eff.one(GamePoints.class).isEmpty()) {
            errorOn(format, event, null, "an individual event needs game points: add game points win 1 draw 0.5 "
                    + "loss 0", IssueCodes.MISSING_SETTING, "game points win 1 draw 0.5 loss 0");
        }
        Optional<FirstTeamColour> first = eff.one(FirstTeamColour.class);
        Optional<PlayersPerMatch> players = eff.one(PlayersPerMatch.class);
        if (first.isPresent() && players.isPresent() && players.get().getCount() >= 1
                && (first.get().getBoard() < 1 || first.get().getBoard() > players.get().getCount())) {
            errorOn(format, first.get(), P.getFirstTeamColour_Board(), "board " + first.get().getBoard()
                    + " does not exist in a match of " + players.get().getCount() + " boards: write a board from 1 to "
                    + players.get().getCount(), IssueCodes.NUMBER_OUT_OF_RANGE, "1");
        }
        if (team && eff.one(OddEntrants.class).isPresent() && eff.one(TeamFormation.class).isEmpty()) {
            errorOn(format, eff.one(OddEntrants.class).get(), null, "an odd number of entrants only matters when "
                    + "teams are formed from entrants: add teams formed by grade highest with lowest",
                    IssueCodes.NO_EFFECT);
        }
    }
}
