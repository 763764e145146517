// SPDX-License-Identifier: EPL-2.0
package org.rookery.event;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventStages;
import org.rookery.engine.event.EventState;
import org.rookery.engine.event.Fact;
import org.rookery.engine.event.FactBody.Outcome;
import org.rookery.engine.event.FactBody;
import org.rookery.engine.event.FactCodec;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.event.PlayOffs;
import org.rookery.engine.event.ScheveningenMatch;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.game.GameReport;
import org.rookery.engine.innings.GameLine;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.standings.Standings;
import org.rookery.event.model.Bye;
import org.rookery.event.model.Event;
import org.rookery.event.model.EventFactory;
import org.rookery.event.model.EventKind;
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
            standings(event, state, players);
            stages(event, state, players);
        }
        state.innings().ifPresent(match -> match.innings().forEach(card -> event.getInnings().add(innings(card))));
        for (Fact f : facts) {
            event.getRulings().add(ruling(f, state));
        }
        state.problems().forEach(p -> event.getProblems().add(p.toString()));
        return event;
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
        game.setId(g.id());
        game.setRound(g.round());
        game.setWhite(players.get(g.white()));
        game.setBlack(players.get(g.black()));
        game.setIllegalMovesWhite(g.whiteIllegalMoves());
        game.setIllegalMovesBlack(g.blackIllegalMoves());
        game.setStatus(g.finished() ? GameStatus.FINISHED : g.started() ? GameStatus.PLAYING : GameStatus.PAIRED);
        g.end().ifPresent(end -> {
            game.setResult(result(end.outcome()));
            game.setEnding(words(end.ending().name()));
        });
        if (g.end().isEmpty() && g.replayedBy().isPresent()) {
            game.setResult("replayed");
            game.setEnding("sennichite");
        }
        return game;
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

    private static void standings(Event event, EventState state, Map<String, Player> players) {
        EventField field = EventField.of(state);
        // the play-offs the format calls for decide the final ranking
        Standings standings = PlayOffs.finalStandings(state, field);
        standings.tieBreaks().forEach(t -> event.getTieBreakNames().add(t.title()));
        rows(standings, field, players, event.getStandings());
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

    private static Innings innings(InningsCard card) {
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
        for (GameLine line : card.games()) {
            InningsLine l = F.createInningsLine();
            l.setGame(line.game());
            l.setScorer(line.scoringPlayer());
            l.setStopper(line.stoppingPlayer());
            l.setOut(line.out());
            l.setRunningTotal(line.inningsRunning());
            line.score().ifPresent(s -> l.setScore(s.total()));
            line.report().ifPresent(r -> describe(l, r));
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
        // A correction or undo leads with the arbiter's reason: that is what the audit trail is read for.
        r.setSummary(switch (f.body()) {
            case FactBody.Correction c -> "fact " + c.target() + " corrected: " + c.reason() + "; now "
                    + FactCodec.encodeBody(c.replacement());
            case FactBody.Undo u -> "fact " + u.target() + " undone: " + u.reason();
            default -> body.toString();
        });
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
