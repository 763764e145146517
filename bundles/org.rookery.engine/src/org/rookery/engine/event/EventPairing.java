// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.rookery.engine.event.internal.Scheveningen;
import org.rookery.engine.event.internal.SetMatches;
import org.rookery.engine.event.internal.TeamMatches;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.internal.GauntletEngine;
import org.rookery.engine.pairing.internal.KnockoutEngine;
import org.rookery.engine.pairing.internal.MatchKnockoutEngine;
import org.rookery.engine.playoff.PlayOffs;
import org.rookery.engine.refusal.internal.ByeRequests;
import org.rookery.engine.stage.McMahonStart;
import org.rookery.engine.standings.Participant;
import org.rookery.engine.standings.PointRules;
import org.rookery.engine.team.TeamFormations;
import org.rookery.engine.team.TeamMatch;
import org.rookery.engine.team.TeamPlayer;

/**
 * Pairs the next round of an individual or team event with the engine its current stage names
 * (an individual event goes on to the format's next stage, with its qualifiers, once every round
 * of a stage is paired and played; a team event likewise, with the qualifying teams),
 * from the field and history the facts describe, and returns the pairing as a fact to record.
 * Games are named {@code ROUND.BOARD}; the games of a match of sets in a Swiss or round robin
 * ({@link SetMatches}) {@code ROUND.BOARD.GAME}.
 */
public final class EventPairing {

    private EventPairing() {
    }

    /**
     * The pairing fact for the next round and the engine's reasons.
     *
     * @param pairing the fact to record
     * @param explanations why each pair, float and bye, in the engine's words
     * @param plannedRounds the rounds the stage will have
     */
    public record Next(FactBody.Pairing pairing, List<RoundPairing.Explanation> explanations, int plannedRounds) {
    }

    /**
     * Pairs the round after the last one paired.
     *
     * @param rounds the number of rounds when the format's stage gives none (a Swiss)
     * @throws PairingException when the format has no pairing, the stage is complete, a round is
     *         still being played, or the engine finds no pairing
     */
    public static Next next(EventState state, PairingEngines engines, OptionalInt rounds) throws PairingException {
        EventRules event = state.format().event().filter(e -> e.kind() == EventRules.Kind.INDIVIDUAL
                || TeamMatches.applies(state)).orElseThrow(() -> new PairingException("format " + state.format().name()
                        + " has no rounds to pair"));
        boolean teams = TeamMatches.applies(state);
        int round = state.pairings().isEmpty() ? 1 : state.pairings().lastKey() + 1;
        for (GameRecord g : state.games().values()) {
            if (g.round() == round - 1 && awaitsResult(state, g)) {
                throw new PairingException("round " + (round - 1) + " is still being played: game " + g.id()
                        + " has no result");
            }
        }
        // the stage being played; once its rounds are all paired and played, the next one, whose
        // field is the previous stage's qualifiers (players, or in a team event teams)
        EventStages.Begun current = currentStage(state);
        int entrants = current.players().size();
        int planned = planned(state, current, entrants, rounds);
        if (current.roundsPaired() >= planned) {
            if (lastStage(event, current)) {
                throw new PairingException("all " + planned + " rounds of stage " + current.stage().name() + " are paired"
                        + (event.stages().size() > 1 ? "; it is the format's last stage" : "")
                        + (PlayOffs.next(state, rounds).isPresent() ? "; a play-off is due: rookery pair pairs its games"
                                : ""));
            }
            Stage next = event.stages().get(current.index() + 1);
            current = new EventStages.Begun(current.index() + 1, next, round, round - 1,
                    EventStages.qualifiers(state, current, next));
            entrants = current.players().size();
            if (entrants < 2) {
                throw new PairingException("stage " + next.name() + " needs at least 2 " + (teams ? "teams" : "players")
                        + "; " + entrants + " qualify");
            }
            planned = planned(state, current, entrants, rounds);
        }
        Stage stage = current.stage();
        String id = PairingEngines.idFor(stage, entrants);
        Optional<EventPlan.MatchFormat> matches = matches(event, stage, entrants);
        Optional<EventPlan.MatchFormat> setMatches = SetMatches.format(event, stage, entrants);
        if (event.plan().matchFormat().isPresent() && matches.isEmpty() && setMatches.isEmpty()) {
            throw new PairingException("stage " + stage.name() + " is a " + stage.systemFor(entrants).label()
                    + " of teams; the format's matches of sets are played in individual events only (a team match is"
                    + " one game a board), so this stage cannot be paired as the format says");
        }
        PairingEngine engine = matches.isPresent() ? new MatchKnockoutEngine(matches.get())
                : engines.find(id).orElseThrow(() -> new PairingException("stage " + stage.name()
                        + " is paired by the " + id + " system, and no installed pairing engine implements it; installed: "
                        + engines.all().stream().map(PairingEngine::id).toList()));
        EventField field = current.field(state);
        PairingRequest.Options options = new PairingRequest.Options(PointRules.of(event).pairingBye(),
                stage.rematchesAllowed(), stage.details().acceleratedRounds(), true);
        if (!teams) {
            // McMahon start scores from the stage's bar and floor (only the McMahon engine reads them)
            try {
                options = options.withStartScores(McMahonStart.scores(event, stage,
                        field.crosstable().participants().stream().map(Participant::rating).toList()));
            } catch (IllegalArgumentException e) {
                throw new PairingException(e.getMessage());
            }
        }
        int stageRound = current.roundsPaired() + 1;
        RoundPairing paired = engine.pair(field.request(state, stageRound, round, planned, options));
        List<FactBody.Board> boards = new ArrayList<>();
        // an odd entrant's rotating bye: who plays for which team this round
        Optional<TeamFormations.RoundSeats> seats = teams ? TeamFormations.rotation(state, round) : Optional.empty();
        int b = 1;
        for (RoundPairing.Board board : paired.boards()) {
            if (teams && id.equals("scheveningen")) {
                try {
                    boards.addAll(Scheveningen.boards(state, event, round + "." + b++, field, board, stageRound));
                } catch (IllegalArgumentException e) {
                    throw new PairingException("round " + round + " cannot be paired: " + e.getMessage());
                }
            } else if (teams) {
                boards.addAll(teamBoards(state, event, round + "." + b++, field.player(board.white()),
                        field.player(board.black()), seats));
            } else if (setMatches.isPresent()) {
                // a match of sets: every game it can take, colours alternating; games after its decision are not played
                String white = field.player(board.white());
                String black = field.player(board.black());
                int games = setMatches.get().bestOf() * setMatches.get().gamesPerSet();
                for (int g = 1; g <= games; g++) {
                    String game = round + "." + b + "." + g;
                    boards.add(g % 2 == 1 ? new FactBody.Board(game, white, black) : new FactBody.Board(game, black, white));
                }
                b++;
            } else {
                boards.add(new FactBody.Board(round + "." + b++, field.player(board.white()), field.player(board.black())));
            }
        }
        List<FactBody.Bye> byes = new ArrayList<>();
        for (RoundPairing.Bye bye : paired.byes()) {
            byes.add(new FactBody.Bye(field.player(bye.entrant()), switch (bye.kind()) {
                case PAIRING_ALLOCATED -> "pairing";
                case REQUESTED -> ByeRequests.KIND;
                case ABSENT -> "absent";
            }));
        }
        // a round of a later stage names it, so that a replay of the journal finds the stage's field again
        Optional<String> named = current.index() == 0 ? Optional.empty() : Optional.of(stage.name());
        List<RoundPairing.Explanation> explanations = new ArrayList<>(paired.explanations());
        seats.ifPresent(s -> explanations.add(new RoundPairing.Explanation(List.of(), "odd entrants bye rotating",
                s.explanation())));
        return new Next(new FactBody.Pairing(round, boards, byes, named,
                seats.map(TeamFormations.RoundSeats::seats).orElse(List.of())), explanations, planned);
    }

    /**
     * Whether game {@code g} still waits for its result before the next round can be paired: it
     * has none, and it is not a board left unplayed because its team match ended on another
     * board or its match of sets was decided before it (a result for such a game is refused).
     */
    public static boolean awaitsResult(EventState state, GameRecord g) {
        return !g.finished() && !TeamMatches.stopped(state, g) && !SetMatches.stopped(state, g);
    }

    /** The stage being played: the last one begun. */
    private static EventStages.Begun currentStage(EventState state) throws PairingException {
        try {
            List<EventStages.Begun> begun = EventStages.of(state);
            return begun.get(begun.size() - 1);
        } catch (IllegalArgumentException e) {
            throw new PairingException(e.getMessage());
        }
    }

    /**
     * Whether every round of the format is paired: the last stage has all the rounds it plays, so
     * {@link #next} has nothing more to pair (a play-off the final standings call for is paired
     * by {@link PlayOffs#next}, not here). A round paired but not yet played counts as paired.
     *
     * @param rounds the number of rounds when the format's stage gives none (a Swiss), as for {@link #next}
     * @throws RoundsNeeded when the stage being played gives no number of rounds and {@code rounds} is empty
     * @throws PairingException when the format has no rounds to pair, or its stages cannot be told from the facts
     */
    public static boolean allPaired(EventState state, OptionalInt rounds) throws PairingException {
        EventRules event = state.format().event().filter(e -> e.kind() == EventRules.Kind.INDIVIDUAL
                || TeamMatches.applies(state)).orElseThrow(() -> new PairingException("format " + state.format().name()
                        + " has no rounds to pair"));
        EventStages.Begun current = currentStage(state);
        return lastStage(event, current) && current.roundsPaired() >= planned(state, current, current.players().size(), rounds);
    }

    /** Whether {@code current} is the format's last stage, after which nothing more is paired. */
    private static boolean lastStage(EventRules event, EventStages.Begun current) {
        return current.index() + 1 >= event.stages().size();
    }

    /**
     * The boards of a team match, named {@code MATCH.BOARD}: each team's players by grade, highest
     * on board 1, colours as the team-match rules give them (the first-named team is {@code first}).
     */
    private static List<FactBody.Board> teamBoards(EventState state, EventRules event, String match, String first,
            String second, Optional<TeamFormations.RoundSeats> seats) {
        TeamMatch m = new TeamMatch(members(state, first, seats), members(state, second, seats),
                event.teamMatches().orElseThrow(), event.gamePoints().orElse(PointScale.STANDARD));
        List<FactBody.Board> boards = new ArrayList<>();
        for (TeamMatch.Board b : m.boards()) {
            boards.add(new FactBody.Board(match + "." + b.number(), b.white().name(), b.black().name()));
        }
        return boards;
    }

    /** A team's players this round (its seats under a rotating bye), highest graded first. */
    private static List<TeamPlayer> members(EventState state, String team, Optional<TeamFormations.RoundSeats> seats) {
        if (seats.isPresent() && seats.get().members().containsKey(team)) {
            List<TeamPlayer> list = new ArrayList<>(seats.get().members().get(team));
            list.sort(Comparator.comparingInt(TeamPlayer::grade).reversed());
            return list;
        }
        return members(state, team);
    }

    /** A team's players, highest graded first. */
    public static List<TeamPlayer> members(EventState state, String team) {
        List<TeamPlayer> list = new ArrayList<>();
        for (FactBody.Register r : state.teamPlayers(team)) {
            list.add(new TeamPlayer(r.player(), r.rating()));
        }
        list.sort(Comparator.comparingInt(TeamPlayer::grade).reversed());
        return list;
    }

    /**
     * The rounds {@code current} plays: the format's number, a round robin's cycle, a knockout's
     * bracket plus one round for each of its rounds so far with a drawn game (the engine pairs
     * the two again, colours swapped, until the game is decisive), or {@code rounds} for a Swiss
     * whose format gives none.
     */
    public static int planned(EventState state, EventStages.Begun current, int entrants, OptionalInt rounds)
            throws PairingException {
        Stage stage = current.stage();
        PairingSystem system = stage.systemFor(entrants);
        if (stage.rounds().isPresent()) {
            return stage.rounds().getAsInt();
        }
        if (PairingEngines.idFor(stage, entrants).equals("scheveningen")) {
            // each player meets every player of the other team: one round for each board
            return Scheveningen.rounds(state);
        }
        int even = entrants % 2 == 0 ? entrants : entrants + 1;
        return switch (system) {
            case ROUND_ROBIN -> even - 1;
            case DOUBLE_ROUND_ROBIN -> 2 * (even - 1);
            case GAUNTLET, DOUBLE_GAUNTLET -> GauntletEngine.rounds(entrants, system == PairingSystem.DOUBLE_GAUNTLET);
            case KNOCKOUT -> matches(state.format().event().orElseThrow(), stage, entrants).isPresent()
                    ? matchRounds(state, current, matches(state.format().event().orElseThrow(), stage, entrants).get())
                    : KnockoutEngine.rounds(entrants) + drawnRounds(state, current);
            default -> {
                // the arbiter's stage-rounds fact, else the number asked for now (pair --rounds)
                OptionalInt set = state.stageRounds(stage.name());
                if (set.isPresent()) {
                    yield set.getAsInt();
                }
                if (rounds.isEmpty()) {
                    throw new RoundsNeeded(stage.name(), "stage " + stage.name() + " of format "
                            + state.format().name() + " gives no number of rounds; say how many (e.g. --rounds 7, or"
                            + " record {\"type\":\"stage-rounds\",\"stage\":\"" + stage.name() + "\",\"rounds\":7})");
                }
                yield rounds.getAsInt();
            }
        };
    }

    /** The match format of a knockout stage's pairings, where the event plays matches ({@code match best of ...}). */
    static Optional<EventPlan.MatchFormat> matches(EventRules event, Stage stage, int entrants) {
        return event.plan().matchFormat().filter(m -> event.kind() == EventRules.Kind.INDIVIDUAL
                && stage.systemFor(entrants) == PairingSystem.KNOCKOUT);
    }

    /**
     * The rounds of a knockout of matches so far: one more than paired while a match is still
     * being played, the rounds paired once the knockout has its winner.
     */
    private static int matchRounds(EventState state, EventStages.Begun current, EventPlan.MatchFormat format) {
        int paired = current.roundsPaired();
        EventField field = current.field(state);
        PairingRequest request = field.request(state, paired + 1, current.firstRound() + paired, paired + 1,
                PairingRequest.Options.STANDARD);
        return new MatchKnockoutEngine(format).champion(request).isPresent() ? paired : paired + 1;
    }

    /** The stage's rounds in which a game was drawn for good (not replayed within the round). */
    private static int drawnRounds(EventState state, EventStages.Begun current) {
        java.util.Set<Integer> drawn = new java.util.TreeSet<>();
        for (GameRecord g : state.games().values()) {
            if (g.round() >= current.firstRound() && g.round() <= current.lastRound() && g.replayedBy().isEmpty()
                    && g.end().filter(e -> e.outcome() == FactBody.Outcome.DRAW).isPresent()) {
                drawn.add(g.round());
            }
        }
        return drawn.size();
    }
}
