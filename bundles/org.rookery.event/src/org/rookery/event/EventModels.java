// SPDX-License-Identifier: EPL-2.0
package org.rookery.event;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventStages;
import org.rookery.engine.event.EventState;
import org.rookery.engine.event.TeamBoards;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactCodec;
import org.rookery.engine.fact.FactWords;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.playoff.PlayOffs;
import org.rookery.engine.event.ScheveningenMatch;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.game.GameReport;
import org.rookery.engine.innings.GameLine;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.standings.Standings;
import org.rookery.arbiter.claims.ShogiClaims;
import org.rookery.arbiter.report.EventReports;
import org.rookery.engine.event.RoundProgress;
import org.rookery.engine.game.PairingGame;
import org.rookery.event.model.Bye;
import org.eclipse.emf.common.util.ECollections;
import org.eclipse.emf.common.util.EList;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.rookery.event.model.Crosstable;
import org.rookery.event.model.CrosstableCell;
import org.rookery.event.model.CrosstableLine;
import org.rookery.event.model.Event;
import org.rookery.event.model.EventFactory;
import org.rookery.event.model.EventKind;
import org.rookery.event.model.EventPackage;
import org.rookery.event.model.Game;
import org.rookery.event.model.GameStatus;
import org.rookery.event.model.Innings;
import org.rookery.event.model.InningsLine;
import org.rookery.event.model.Player;
import org.rookery.event.model.Round;
import org.rookery.event.model.Ruling;
import org.rookery.event.model.StageStandings;
import org.rookery.event.model.Standing;
import org.rookery.event.model.Team;

import com.google.gson.JsonObject;

/**
 * Builds the event model from an event's facts as the engine derives them. Every number in the
 * model (points, tie-breaks, innings scores, running totals) is copied from the engine's own
 * results; nothing here scores, ranks or checks a rule, so the views can never disagree with
 * {@code ./rookery score}.
 */
public final class EventModels {

    private static final EventFactory F = EventFactory.eINSTANCE;
    private static final EventPackage L = EventPackage.eINSTANCE;

    private EventModels() {
    }

    /** The model of the event in {@code folder} as its journal stands now. */
    public static Event of(EventFolder folder) {
        return build(folder.dir().getFileName().toString(), folder.state(), folder.facts());
    }

    /** The rounds of {@code event}'s stages paired so far, its play-off games left out. */
    public static int roundsPaired(Event event) {
        return (int) event.getRounds().stream().filter(r -> r.getPlayOff() == 0).count();
    }

    /**
     * The model of an event.
     *
     * @param name the event's name (its folder's name)
     * @param state the state the engine folded from {@code facts}
     * @param facts the facts in journal order, for the rulings log
     */
    public static Event build(String name, EventState state, List<Fact> facts) {
        CompiledFormat format = state.format();
        Event event = F.createEvent();
        event.setName(name);
        event.setFormatName(format.name());
        event.setTitle(format.title());
        event.setVariant(format.game().variantId());
        event.setKind(kind(format, state));
        event.setFactCount(state.factCount());

        Map<String, Team> teams = new HashMap<>();
        state.teams().values().forEach(t -> {
            Team team = F.createTeam();
            team.setId(t.team());
            team.setName(t.name());
            team.setWithdrawnFromRound(state.withdrawnFrom(t.team()).orElse(0));
            teams.put(t.team(), team);
            event.getTeams().add(team);
        });
        Map<String, Player> players = new HashMap<>();
        state.players().values().forEach(r -> {
            Player p = F.createPlayer();
            p.setId(r.player());
            p.setName(r.name());
            p.setRating(r.rating());
            p.setGrade(r.grade().orElse(""));
            p.setWithdrawnFromRound(state.withdrawnFrom(r.player()).orElse(0));
            r.team().map(teams::get).ifPresent(p::setTeam);
            players.put(r.player(), p);
            event.getPlayers().add(p);
        });
        // the formation in force: the last form-teams fact that is not undone
        FactBody.FormTeams formation = null;
        for (long seq = 1; seq <= state.factCount(); seq++) {
            Optional<FactBody> body = state.recorded(seq);
            if (body.isPresent() && body.get() instanceof FactBody.FormTeams t && !state.isUndone(seq)) {
                formation = t;
            }
        }
        event.setTeamFormation(formation == null ? "" : formation.explanation());
        for (FactBody.LineUp lineUp : state.lineUps()) {
            Team team = teams.get(lineUp.team());
            if (team != null) {
                lineUp.captain().map(players::get).ifPresent(team::setCaptain);
            }
        }

        Map<String, Game> games = new HashMap<>();
        for (GameRecord g : state.games().values()) {
            Game game = game(g, players);
            if (g.end().isEmpty() && org.rookery.engine.event.TeamBoards.stopped(state, g.id())) {
                game.setResult("stopped");
                game.setEnding("match over");
            }
            games.put(g.id(), game);
            event.getGames().add(game);
        }
        for (GameRecord g : state.games().values()) {
            replays(games.get(g.id()), g, state, games);
        }
        state.pairings().values().forEach(p -> event.getRounds().add(round(p, games, players, teams)));
        // The games of each play-off, in the order they were paired, after the rounds.
        int playOff = 0;
        for (FactBody.PlayOffPairing p : state.playOffs()) {
            Round round = F.createRound();
            round.setPlayOff(++playOff);
            int board = 1;
            for (FactBody.Board b : p.boards()) {
                Game game = games.get(b.game());
                if (game != null) {
                    game.setBoard(board++);
                    round.getGames().add(game);
                }
            }
            event.getRounds().add(round);
        }

        // A team event's standings rank its teams by match points (the engine's team field).
        if (event.getKind() != EventKind.INNINGS && format.event().isPresent()) {
            standings(event, state, players, null);
            stages(event, state, players);
            event.setPlayOffReport(playOffReport(state));
        }
        state.innings().ifPresent(match -> {
            match.innings().forEach(card -> event.getInnings().add(innings(card, state)));
            inningsMatch(event, state, match);
        });
        event.setRoundProgress(RoundProgress.of(state).map(RoundProgress::text).orElse(null));
        for (Fact f : facts) {
            event.getRulings().add(ruling(f, state));
        }
        state.problems().forEach(p -> event.getProblems().add(p.toString()));
        return event;
    }

    /**
     * Brings {@code event}, the model of an earlier prefix of {@code facts}, up to date with the
     * facts recorded since, in place: each new fact changes only what it changes, and the model's
     * adapters are told of exactly that (EMF notifications). A result, an illegal move, a flag
     * fall, a declaration or a game's start sets its game's features; a pairing adds its games
     * and its round; a withdrawal sets the player's (or team's) round; a bye request or a stage's
     * number of rounds changes nothing shown but the log. After them the standings (and each
     * stage's) are ranked again by the engine, once, and copied row by row with the crosstable
     * from the same ranking, setting only the values that changed (a cell whose text is the same
     * is left as it is); the play-offs' report, the fact count and problems are set, and each new
     * fact's ruling is added.
     *
     * <p>Where a new fact rewrites what was shown before, the model is built whole instead
     * ({@link #build}) and the new model is returned: a correction or an undo (the earlier facts
     * fold again, and rulings are marked undone), a registration, a team's registration, line-up,
     * toss, follow-on or team formation, a sennichite (its replay is a new game inside a round), a
     * play-off pairing or a pairing of a round that is not after the last one, a team event or a
     * match format (one result can stop other games), an innings match, and a model that is not a
     * prefix of {@code facts} (its last ruling is not the fact at that place, or it has more).
     *
     * @param event the model to bring up to date; {@code name} is its name
     * @param state the state the engine folded from {@code facts}
     * @param facts the facts in journal order, those {@code event} shows first
     * @return {@code event}, updated in place; or a new model built whole where the new facts call for it
     */
    public static Event update(Event event, String name, EventState state, List<Fact> facts) {
        if (!inPlace(event, name, state, facts)) {
            return build(name, state, facts);
        }
        List<Fact> fresh = facts.subList(event.getRulings().size(), facts.size());
        if (fresh.isEmpty()) {
            return event;
        }
        Map<String, Player> players = new HashMap<>();
        event.getPlayers().forEach(p -> players.put(p.getId(), p));
        Map<String, Game> games = new HashMap<>();
        for (Fact f : fresh) {
            switch (f.body()) {
                case FactBody.Result r -> refresh(event, games, r.game(), state, players);
                case FactBody.IllegalMove m -> refresh(event, games, m.game(), state, players);
                case FactBody.FlagFall x -> refresh(event, games, x.game(), state, players);
                case FactBody.Declaration d -> refresh(event, games, d.game(), state, players);
                case FactBody.GameStart g -> refresh(event, games, g.game(), state, players);
                case FactBody.Withdraw w -> {
                    Player p = players.get(w.player());
                    if (p != null) {
                        set(p, L.getPlayer_WithdrawnFromRound(), state.withdrawnFrom(w.player()).orElse(0));
                    }
                    event.getTeams().stream().filter(t -> t.getId().equals(w.player())).forEach(
                            t -> set(t, L.getTeam_WithdrawnFromRound(), state.withdrawnFrom(w.player()).orElse(0)));
                }
                case FactBody.Pairing p -> {
                    Map<String, Game> added = new HashMap<>();
                    for (FactBody.Board b : p.boards()) {
                        GameRecord g = state.games().get(b.game());
                        if (g != null) {
                            Game game = game(g, players);
                            added.put(g.id(), game);
                            event.getGames().add(game);
                        }
                    }
                    // a new round's games replay none of the earlier ones (a sennichite builds the model whole)
                    added.values().forEach(game -> replays(game, state.games().get(game.getId()), state, added));
                    Map<String, Team> teams = new HashMap<>();
                    event.getTeams().forEach(t -> teams.put(t.getId(), t));
                    event.getRounds().add(round(state.pairings().get(p.round()), added, players, teams));
                }
                default -> {
                    // a bye request, a stage's rounds: nothing but the rulings log shows them
                }
            }
        }
        set(event, L.getEvent_FactCount(), state.factCount());
        set(event, L.getEvent_RoundProgress(), RoundProgress.of(state).map(RoundProgress::text).orElse(null));
        if (state.format().event().isPresent()) {
            Event ranked = F.createEvent();
            // the crosstable is brought up to date in place, from the same ranking as the standings
            standings(ranked, state, players, event.getCrosstable());
            stages(ranked, state, players);
            sync(event.getTieBreakNames(), ranked.getTieBreakNames());
            syncContents(event.getStandings(), ranked.getStandings());
            syncContents(event.getStages(), ranked.getStages());
            if (event.getCrosstable() == null) {
                event.setCrosstable(ranked.getCrosstable());
            }
            set(event, L.getEvent_MatchResult(), ranked.getMatchResult());
            set(event, L.getEvent_PlayOffReport(), playOffReport(state));
            List<String> problems = new java.util.ArrayList<>(ranked.getProblems());
            state.problems().forEach(x -> problems.add(x.toString()));
            sync(event.getProblems(), problems);
        } else {
            sync(event.getProblems(), state.problems().stream().map(Object::toString).toList());
        }
        for (Fact f : fresh) {
            event.getRulings().add(ruling(f, state));
        }
        return event;
    }

    /** Whether {@link #update} can bring {@code event} up to {@code facts} in place. */
    private static boolean inPlace(Event event, String name, EventState state, List<Fact> facts) {
        int known = event.getRulings().size();
        if (known > facts.size() || !Objects.equals(name, event.getName())
                || known > 0 && event.getRulings().get(known - 1).getSeq() != facts.get(known - 1).seq()) {
            return false;
        }
        CompiledFormat format = state.format();
        if (event.getKind() != EventKind.INDIVIDUAL || kind(format, state) != EventKind.INDIVIDUAL
                || !Objects.equals(format.name(), event.getFormatName())
                || format.event().flatMap(e -> e.plan().matchFormat()).isPresent()) {
            return false;
        }
        boolean playOffs = event.getRounds().stream().anyMatch(r -> r.getPlayOff() > 0);
        int lastRound = event.getRounds().stream().mapToInt(Round::getNumber).max().orElse(0);
        java.util.Set<String> paired = new java.util.HashSet<>();
        for (Fact f : facts.subList(known, facts.size())) {
            if (state.isUndone(f.seq())) {
                return false;
            }
            boolean simple = switch (f.body()) {
                case FactBody.Result r -> true;
                case FactBody.IllegalMove m -> true;
                case FactBody.FlagFall x -> true;
                case FactBody.Declaration d -> true;
                // a game started that was never paired (an innings game) is a new game
                case FactBody.GameStart g -> paired.contains(g.game()) || event.getGames().stream()
                        .anyMatch(x -> x.getId().equals(g.game()));
                case FactBody.Withdraw w -> true;
                case FactBody.ByeRequest b -> true;
                case FactBody.StageRounds r -> true;
                case FactBody.Pairing p -> {
                    boolean after = !playOffs && p.round() > lastRound && p.seats().isEmpty()
                            && p.equals(state.pairings().get(p.round()));
                    lastRound = Math.max(lastRound, p.round());
                    p.boards().forEach(b -> paired.add(b.game()));
                    yield after;
                }
                default -> false;
            };
            if (!simple) {
                return false;
            }
        }
        return true;
    }

    /** Sets the features of game {@code id} to its record's, the model's games looked up once into {@code games}. */
    private static void refresh(Event event, Map<String, Game> games, String id, EventState state,
            Map<String, Player> players) {
        if (games.isEmpty()) {
            event.getGames().forEach(g -> games.put(g.getId(), g));
        }
        Game game = games.get(id);
        GameRecord g = state.games().get(id);
        if (game != null && g != null) {
            fill(game, g, players);
            replays(game, g, state, games);
            if (g.end().isEmpty() && TeamBoards.stopped(state, g.id())) {
                set(game, L.getGame_Result(), "stopped");
                set(game, L.getGame_Ending(), "match over");
            }
        }
    }

    /** Makes {@code into} hold {@code values}, in order, changing it only where it differs. */
    private static <T> void sync(EList<T> into, List<T> values) {
        if (!into.equals(values)) {
            ECollections.setEList(into, List.copyOf(values));
        }
    }

    /**
     * Makes the contained objects of {@code into} equal to those of {@code from}, place by place:
     * an object at the same place keeps its identity and has only its changed features set; those
     * beyond are moved over from {@code from} or removed. References are copied as they are, so
     * {@code from}'s objects refer to {@code into}'s model (its players).
     */
    private static <T extends EObject> void syncContents(EList<T> into, EList<T> from) {
        int common = Math.min(into.size(), from.size());
        for (int i = 0; i < common; i++) {
            syncObject(into.get(i), from.get(i));
        }
        while (into.size() > from.size()) {
            into.remove(into.size() - 1);
        }
        List<T> extra = List.copyOf(from.subList(common, from.size()));
        into.addAll(extra);
    }

    @SuppressWarnings("unchecked")
    private static void syncObject(EObject into, EObject from) {
        for (EStructuralFeature f : into.eClass().getEAllStructuralFeatures()) {
            if (f instanceof EReference r && r.isContainment()) {
                syncContents((EList<EObject>) into.eGet(f), (EList<EObject>) from.eGet(f));
            } else if (f.isMany()) {
                sync((EList<Object>) into.eGet(f), (EList<Object>) from.eGet(f));
            } else if (f instanceof EAttribute || f instanceof EReference) {
                set(into, f, from.eGet(f));
            }
        }
    }

    private static EventKind kind(CompiledFormat format, EventState state) {
        if (format.innings().isPresent()) {
            return EventKind.INNINGS;
        }
        return format.event().map(EventRules::kind).filter(k -> k == EventRules.Kind.TEAM).isPresent() ? EventKind.TEAM
                : EventKind.INDIVIDUAL;
    }

    private static Game game(GameRecord g, Map<String, Player> players) {
        Game game = F.createGame();
        fill(game, g, players);
        return game;
    }

    /**
     * Sets {@code game}'s features to what the engine's record of it says, each one only where it
     * differs, so that an observer is told of what changed and of nothing else. The board is the
     * round's to set.
     */
    private static void fill(Game game, GameRecord g, Map<String, Player> players) {
        set(game, L.getGame_Id(), g.id());
        set(game, L.getGame_Round(), g.round());
        set(game, L.getGame_White(), players.get(g.white()));
        set(game, L.getGame_Black(), players.get(g.black()));
        set(game, L.getGame_IllegalMovesWhite(), g.whiteIllegalMoves());
        set(game, L.getGame_IllegalMovesBlack(), g.blackIllegalMoves());
        set(game, L.getGame_Status(),
                g.finished() ? GameStatus.FINISHED : g.started() ? GameStatus.PLAYING : GameStatus.PAIRED);
        String result = null;
        String ending = null;
        if (g.end().isPresent()) {
            result = result(g.end().get().outcome());
            ending = words(g.end().get().ending().name());
        } else if (g.replayedBy().isPresent()) {
            result = "replayed";
            ending = "sennichite";
        }
        set(game, L.getGame_Result(), result);
        set(game, L.getGame_Ending(), ending);
    }

    /**
     * Sets which game {@code game} replays and which replays it (a sennichite), and the note the
     * pairings show beside it: a replay's clocks and reason, or the game that replays it.
     */
    private static void replays(Game game, GameRecord g, EventState state, Map<String, Game> games) {
        set(game, L.getGame_ReplayOf(), g.replayOf().map(games::get).orElse(null));
        set(game, L.getGame_ReplayedBy(), g.replayedBy().map(games::get).orElse(null));
        String note;
        if (g.replayOf().isPresent()) {
            int n = state.shogiGameNumber(g.id()).orElse(0);
            Optional<PairingGame> pg = state.shogiPairing(g.id()).filter(p -> n >= 1 && n <= p.games().size())
                    .map(p -> p.games().get(n - 1));
            String of = "replay of " + g.replayOf().get();
            // the clocks first: they are what the arbiter sets the replay's clock to
            note = pg.map(p -> p.sente() + " (sente) " + ShogiClaims.clockText(p.senteClock()) + ", " + p.gote() + " (gote) "
                    + ShogiClaims.clockText(p.goteClock()) + "; " + of + ": " + p.why().replaceFirst("^replay after ", ""))
                    .orElse(of);
        } else {
            note = g.replayedBy().map(r -> "sennichite: replayed as " + r).orElse("");
        }
        set(game, L.getGame_Note(), note);
    }

    /** Sets {@code feature} of {@code object} to {@code value} unless it already holds it (no notification then). */
    private static void set(EObject object, EStructuralFeature feature, Object value) {
        if (!Objects.equals(object.eGet(feature), value)) {
            object.eSet(feature, value);
        }
    }

    private static Round round(FactBody.Pairing pairing, Map<String, Game> games, Map<String, Player> players,
            Map<String, Team> teams) {
        Round round = F.createRound();
        round.setNumber(pairing.round());
        int board = 1;
        for (FactBody.Board b : pairing.boards()) {
            Game game = games.get(b.game());
            if (game != null) {
                game.setBoard(board);
                round.getGames().add(game);
            }
            board++;
        }
        for (FactBody.Bye b : pairing.byes()) {
            Bye bye = F.createBye();
            bye.setPlayer(players.get(b.player()));
            // a team event's bye goes to a team
            bye.setTeam(teams.get(b.player()));
            bye.setKind(b.kind());
            round.getByes().add(bye);
        }
        return round;
    }

    /**
     * Ranks the field once and sets {@code event}'s standings and crosstable from that ranking; the
     * crosstable goes into {@code crosstable} in place when there is one (the shown model's).
     */
    private static void standings(Event event, EventState state, Map<String, Player> players, Crosstable crosstable) {
        EventField field = EventField.of(state);
        // the play-offs the format calls for decide the final ranking
        Standings standings = PlayOffs.finalStandings(state, field);
        standings.tieBreaks().forEach(t -> event.getTieBreakNames().add(t.title()));
        rows(standings, field, players, event.getStandings());
        // the crosstable from the same ranking: its lines are the standings' order
        Crosstable into = crosstable == null ? F.createCrosstable() : crosstable;
        crosstable(standings, field, players, into);
        if (crosstable == null) {
            event.setCrosstable(into);
        }
        // a Scheveningen match won on game points: the match's result and the match points it gives
        ScheveningenMatch.of(state).ifPresent(m -> {
            event.setMatchResult(m.text());
            for (Standing s : event.getStandings()) {
                s.setMatchPoints(m.matchPoints().get(field.player(s.getNumber())));
            }
        });
    }

    /**
     * Each stage begun with the standings of its own field over its own rounds, as
     * {@code rookery score} prints them, when the format has more than one stage.
     */
    private static void stages(Event event, EventState state, Map<String, Player> players) {
        if (state.format().event().filter(e -> e.stages().size() > 1).isEmpty()) {
            return;
        }
        List<EventStages.Begun> begun;
        try {
            begun = EventStages.of(state);
        } catch (IllegalArgumentException e) {
            // the journal's stages do not follow the format's order: the overall standings still stand
            event.getProblems().add("the stages cannot be told apart: " + e.getMessage());
            return;
        }
        for (EventStages.Begun b : begun) {
            StageStandings stage = F.createStageStandings();
            stage.setName(b.stage().name());
            stage.setSystem(b.stage().system().label());
            stage.setFirstRound(b.firstRound());
            stage.setLastRound(b.lastRound());
            stage.setRoundsPaired(b.roundsPaired());
            EventField field = b.ownRounds(state);
            Standings standings = field.standings(state);
            standings.tieBreaks().forEach(t -> stage.getTieBreakNames().add(t.title()));
            rows(standings, field, players, stage.getStandings());
            event.getStages().add(stage);
        }
    }

    /**
     * Makes {@code into} the crosstable of {@code field} with its lines in the order of
     * {@code standings}: each cell names the opponent by line number, as the exports print it
     * ({@link EventReports#cell}). Only what differs is set (a line or cell whose text is the
     * same is left alone, and its observers are told nothing), lines and cells missing are added
     * whole and those beyond are removed.
     */
    private static void crosstable(Standings standings, EventField field, Map<String, Player> players, Crosstable into) {
        org.rookery.engine.standings.Crosstable table = field.crosstable();
        int rounds = table.lastRound();
        List<Standings.Row> rows = standings.rows();
        Map<Integer, Integer> lines = new HashMap<>();
        for (int i = 0; i < rows.size(); i++) {
            lines.put(rows.get(i).participant().id(), i + 1);
        }
        set(into, L.getCrosstable_Heading(), EventReports.CROSSTABLE);
        set(into, L.getCrosstable_Rounds(), rounds);
        EList<CrosstableLine> shown = into.getLines();
        while (shown.size() > rows.size()) {
            shown.remove(shown.size() - 1);
        }
        List<CrosstableLine> added = new java.util.ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            Standings.Row row = rows.get(i);
            int id = row.participant().id();
            CrosstableLine line = i < shown.size() ? shown.get(i) : F.createCrosstableLine();
            set(line, L.getCrosstableLine_Line(), i + 1);
            set(line, L.getCrosstableLine_Entrant(), row.participant().name());
            // a team event's lines are teams: no player
            set(line, L.getCrosstableLine_Player(), players.get(field.player(id)));
            set(line, L.getCrosstableLine_Points(), row.points());
            EList<CrosstableCell> cells = line.getCells();
            while (cells.size() > rounds) {
                cells.remove(cells.size() - 1);
            }
            List<CrosstableCell> more = new java.util.ArrayList<>();
            for (int round = 1; round <= rounds; round++) {
                RoundRecord record = table.record(round, id);
                CrosstableCell cell = round <= cells.size() ? cells.get(round - 1) : F.createCrosstableCell();
                // the 11,000 cells of a large open are compared on every result: typed, not reflective
                if (cell.getRound() != round) {
                    cell.setRound(round);
                }
                Player opponent = record != null && record.hadOpponent() ? players.get(field.player(record.opponent())) : null;
                if (cell.getOpponent() != opponent) {
                    cell.setOpponent(opponent);
                }
                String text = EventReports.cell(record, lines);
                if (!text.equals(cell.getText())) {
                    cell.setText(text);
                }
                if (round > cells.size()) {
                    more.add(cell);
                }
            }
            cells.addAll(more);
            if (i >= shown.size()) {
                added.add(line);
            }
        }
        shown.addAll(added);
    }

    /** The rows of {@code standings} of {@code field} as model standings, added to {@code into}. */
    private static void rows(Standings standings, EventField field, Map<String, Player> players, List<Standing> into) {
        for (Standings.Row row : standings.rows()) {
            Standing s = F.createStanding();
            s.setRank(row.place());
            s.setShared(row.shared());
            s.setNumber(row.participant().id());
            s.setEntrant(row.participant().name());
            // a team event's rows are teams: no player
            s.setPlayer(players.get(field.player(row.participant().id())));
            s.setPoints(row.points());
            for (TieBreak t : standings.tieBreaks()) {
                s.getTieBreaks().add(row.values().getOrDefault(t, BigDecimal.ZERO));
            }
            into.add(s);
        }
    }

    /**
     * The play-offs in the engine's words ({@link PlayOffs#report}); where the journal's stages
     * cannot be told apart, that is said instead (the problems say it too).
     */
    private static String playOffReport(EventState state) {
        try {
            return PlayOffs.report(state, java.util.OptionalInt.empty());
        } catch (IllegalArgumentException e) {
            return "the play-offs cannot be told: " + e.getMessage();
        }
    }

    /**
     * An innings match's teams, totals, result and next step, in the innings engine's words, as
     * the scorecard and the standings show them.
     */
    private static void inningsMatch(Event event, EventState state, org.rookery.engine.innings.InningsMatch match) {
        Optional<InningsCard> current = match.currentInnings();
        for (String id : match.teams()) {
            org.rookery.event.model.InningsTeam team = F.createInningsTeam();
            team.setId(id);
            FactBody.RegisterTeam registered = state.teams().get(id);
            team.setName(registered == null || registered.name().isBlank() ? id : registered.name());
            List<String> innings = new java.util.ArrayList<>();
            for (InningsCard c : match.innings()) {
                if (c.battingTeam().equals(id)) {
                    innings.add((c.golden() ? "golden " + c.goldenRound() : "innings " + c.number()) + ": " + plain(c.total())
                            + (c.complete() ? "" : " (batting)"));
                }
            }
            team.setInnings(String.join("; ", innings));
            team.setTotal(match.totals().getOrDefault(id, BigDecimal.ZERO));
            team.setNow(current.filter(c -> c.battingTeam().equals(id) && !c.complete()).map(c -> "batting"
                    + c.target().filter(t -> t.signum() > 0).map(t -> ", target " + plain(t)).orElse("")
                    + (c.movesLeft().isPresent() ? ", " + c.movesLeft().getAsInt() + " moves left" : ""))
                    .orElse(current.filter(c -> c.stoppingTeam().equals(id) && !c.complete()).isPresent() ? "stopping" : ""));
            event.getInningsTeams().add(team);
        }
        event.setInningsTotals("totals " + match.totals().entrySet().stream().map(e -> e.getKey() + " " + plain(e.getValue()))
                .collect(java.util.stream.Collectors.joining(", "))
                + match.result().map(r -> "; " + r.reason()).orElse("")
                + match.innings().stream().filter(c -> !c.golden() && c.moveLimit().isPresent()).reduce((a, b) -> b)
                        .map(c -> "; the chase: " + c.moves() + " of " + c.moveLimit().getAsInt() + " moves used, "
                                + c.movesLeft().getAsInt() + " left")
                        .orElse(""));
        // the match's result or where it stands, as the reports' subtitle says it
        org.rookery.export.Report report = EventReports.of(state);
        event.setInningsResult(report.subtitle());
        // teams formed but no squad yet: the engine takes the teams with the first squad
        boolean teamsIn = match.phase() == org.rookery.engine.innings.Phase.REGISTRATION && state.teams().size() >= 2;
        event.setInningsNext(teamsIn ? "Next: the squads of " + String.join(" and ", state.teams().keySet()) : next(match));
        event.setMovesCounted(state.format().innings().map(org.rookery.engine.format.InningsRules::chasesWithinSameMoves)
                .orElse(false));
    }

    /** What an innings match needs next, in the innings engine's words. */
    private static String next(org.rookery.engine.innings.InningsMatch match) {
        if (match.result().isPresent()) {
            return "The match is over.";
        }
        StringBuilder b = new StringBuilder("Next: ").append(match.due());
        match.scoringPlayer().ifPresent(p -> b.append("\nScoring player due: ").append(p));
        List<String> dead = match.deadEndStoppingPlayers();
        if (!match.eligibleStoppingPlayers().isEmpty()) {
            b.append("\nThe stopping side may choose: ").append(String.join(", ", match.eligibleStoppingPlayers().stream()
                    .filter(p -> !dead.contains(p)).toList()));
        }
        // rules.md 1.10.4: a choice after which the innings cannot be filled is named before it is made.
        dead.forEach(p -> b.append("\nNot ").append(p).append(" without an override: ").append(match.deadEndReason(p)));
        match.warnings().forEach(w -> b.append("\nWarning: ").append(w.message()).append(" (rule: ").append(w.rule()).append(")"));
        return b.toString();
    }

    private static String plain(BigDecimal d) {
        return d.stripTrailingZeros().toPlainString();
    }

    private static Innings innings(InningsCard card, EventState state) {
        Innings innings = F.createInnings();
        innings.setNumber(card.number());
        innings.setScoringTeam(card.battingTeam());
        innings.setStoppingTeam(card.stoppingTeam());
        innings.setLabel(card.golden() ? "Golden round " + card.goldenRound() + ", " + card.battingTeam()
                : "Innings " + card.number() + ", " + card.battingTeam() + (card.followOn() ? " (follow-on)" : ""));
        innings.setFollowOn(card.followOn());
        card.target().ifPresent(innings::setTarget);
        innings.setTotal(card.total());
        innings.setFinished(card.complete());
        innings.setEndReason(card.endReason());
        // the line-up of this innings' batting team, the last one given
        innings.setBattingOrder(state.lineUps().stream()
                .filter(l -> l.innings() == card.number() && l.team().equals(card.battingTeam())).reduce((a, b) -> b)
                .map(l -> String.join(" ", l.players())).orElse(""));
        innings.setMoves(card.moveLimit().isPresent() ? card.moves() + " of " + card.moveLimit().getAsInt() + ", "
                + card.movesLeft().getAsInt() + " left" : card.moves() > 0 ? Integer.toString(card.moves()) : "");
        for (GameLine line : card.games()) {
            InningsLine l = F.createInningsLine();
            l.setGame(line.game());
            l.setScorer(line.scoringPlayer());
            l.setStopper(line.stoppingPlayer());
            l.setOut(line.out());
            l.setRunningTotal(line.inningsRunning());
            line.score().ifPresent(s -> l.setScore(s.total()));
            line.report().ifPresent(r -> describe(l, r));
            line.report().map(GameReport::movesPlayed).filter(java.util.OptionalInt::isPresent)
                    .ifPresent(n -> l.setMoves(n.getAsInt()));
            l.setOverride(line.override() == null || line.override().isBlank() ? "" : line.override());
            innings.getLines().add(l);
        }
        return innings;
    }

    private static void describe(InningsLine line, GameReport r) {
        line.setOutcome(words(r.result().name()) + (r.ending() == null ? "" : ", " + words(r.ending().name())));
        line.setCaptured(String.join(" ", r.captured()));
        line.setIllegalMoves(r.scoringIllegalMoves() + " / " + r.stoppingIllegalMoves());
        line.setClock(seconds(r.scoringClockMs()) + " / " + seconds(r.stoppingClockMs()));
    }

    private static Ruling ruling(Fact f, EventState state) {
        Ruling r = F.createRuling();
        r.setSeq(f.seq());
        r.setAt(f.at().toString());
        r.setBy(f.by());
        JsonObject body = FactCodec.encodeBody(f.body());
        Optional<String> type = Optional.ofNullable(body.remove("type")).map(t -> t.getAsString());
        r.setType(type.orElse(f.body().getClass().getSimpleName()));
        // In words, as the command line says it (a correction or undo leads with the arbiter's reason);
        // the fact's JSON stays beside it, the full record for an arbiter who wants it.
        // Players are named where the fold knows them (the fact itself holds ids).
        Map<String, FactBody.Register> players = state.players();
        r.setSummary(FactWords.withNames(f.body(), id -> {
            FactBody.Register p = players.get(id);
            return p == null ? null : p.name();
        }));
        r.setJson(body.toString());
        r.setUndone(state.isUndone(f.seq()));
        return r;
    }

    private static String result(Outcome outcome) {
        return switch (outcome) {
            case WHITE_WINS -> "1-0";
            case BLACK_WINS -> "0-1";
            case DRAW -> "½-½";
            default -> words(outcome.name());
        };
    }

    private static String words(String constant) {
        return constant.toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }

    private static String seconds(long ms) {
        return String.format(java.util.Locale.ROOT, "%d.%03d s", ms / 1000, ms % 1000);
    }
}
