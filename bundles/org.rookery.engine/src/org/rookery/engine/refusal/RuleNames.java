// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.refusal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The catalogue of rule names: every name a {@link Refusal} (or an innings warning) gives, kept
 * here once, as the format language keeps its issue codes in one class. Refusal sites, the
 * journal's documentation (docs/event-journal.md, checked by a test) and tests take the names from
 * here. A name with {@code N} in it is a template: the format's number takes its place (see
 * {@link #withNumber}).
 */
public final class RuleNames {

    private RuleNames() {
    }

    // registration: a registration, withdrawal or seat that names the wrong team or player, or comes twice

    /** Rule {@code team registered once}. */
    public static final String TEAM_REGISTERED_ONCE = "team registered once";

    /** Rule {@code player registered once}. */
    public static final String PLAYER_REGISTERED_ONCE = "player registered once";

    /** Rule {@code team registered before its players}. */
    public static final String TEAM_REGISTERED_BEFORE_ITS_PLAYERS = "team registered before its players";

    /** Rule {@code a seat in a registered team}. */
    public static final String A_SEAT_IN_A_REGISTERED_TEAM = "a seat in a registered team";

    /** Rule {@code a seat for a registered player}. */
    public static final String A_SEAT_FOR_A_REGISTERED_PLAYER = "a seat for a registered player";

    /** Rule {@code withdrawal of a registered player}. */
    public static final String WITHDRAWAL_OF_A_REGISTERED_PLAYER = "withdrawal of a registered player";

    /** Rule {@code registration before the squads}. */
    public static final String REGISTRATION_BEFORE_THE_SQUADS = "registration before the squads";

    // teams: a form-teams fact that cannot form the event's teams

    /** Rule {@code teams formed before play begins}. */
    public static final String TEAMS_FORMED_BEFORE_PLAY_BEGINS = "teams formed before play begins";

    /** Rule {@code teams of a team format}. */
    public static final String TEAMS_OF_A_TEAM_FORMAT = "teams of a team format";

    /** Rule {@code team ids are unique}. */
    public static final String TEAM_IDS_ARE_UNIQUE = "team ids are unique";

    /** Rule {@code a player in one team}. */
    public static final String A_PLAYER_IN_ONE_TEAM = "a player in one team";

    /** Rule {@code team of registered players}. */
    public static final String TEAM_OF_REGISTERED_PLAYERS = "team of registered players";

    /** Rule {@code team size}. */
    public static final String TEAM_SIZE = "team size";

    // byes: a bye request or a pairing's requested bye beyond what the format's stage allows

    /** Rule {@code bye request of a registered player}. */
    public static final String BYE_REQUEST_OF_A_REGISTERED_PLAYER = "bye request of a registered player";

    /** Rule {@code bye request of a registered team}. */
    public static final String BYE_REQUEST_OF_A_REGISTERED_TEAM = "bye request of a registered team";

    /** Rule {@code a bye is requested before its round is paired}. */
    public static final String A_BYE_IS_REQUESTED_BEFORE_ITS_ROUND_IS_PAIRED = "a bye is requested before its round is paired";

    /** Rule {@code one bye request a round}. */
    public static final String ONE_BYE_REQUEST_A_ROUND = "one bye request a round";

    /** Rule {@code requested byes}. */
    public static final String REQUESTED_BYES = "requested byes";

    /** Rule {@code requested byes in their rounds}. */
    public static final String REQUESTED_BYES_IN_THEIR_ROUNDS = "requested byes in their rounds";

    /** Rule {@code requested byes per player}. */
    public static final String REQUESTED_BYES_PER_PLAYER = "requested byes per player";

    // pairing: a pairing out of turn, for the wrong stage, or naming the wrong players

    /** Rule {@code rounds in order}. */
    public static final String ROUNDS_IN_ORDER = "rounds in order";

    /** Rule {@code a round ends before the next is paired}. */
    public static final String A_ROUND_ENDS_BEFORE_THE_NEXT_IS_PAIRED = "a round ends before the next is paired";

    /** Rule {@code rounds of a stage of the format}. */
    public static final String ROUNDS_OF_A_STAGE_OF_THE_FORMAT = "rounds of a stage of the format";

    /** Rule {@code pairing of a stage of the format}. */
    public static final String PAIRING_OF_A_STAGE_OF_THE_FORMAT = "pairing of a stage of the format";

    /** Rule {@code pairing of registered players}. */
    public static final String PAIRING_OF_REGISTERED_PLAYERS = "pairing of registered players";

    /** Rule {@code one game a round}. */
    public static final String ONE_GAME_A_ROUND = "one game a round";

    /** Rule {@code one match a round}. */
    public static final String ONE_MATCH_A_ROUND = "one match a round";

    /** Rule {@code withdrawn players are not paired}. */
    public static final String WITHDRAWN_PLAYERS_ARE_NOT_PAIRED = "withdrawn players are not paired";

    /** Rule {@code fixed pairs}. */
    public static final String FIXED_PAIRS = "fixed pairs";

    /** Rule {@code game ids are unique}. */
    public static final String GAME_IDS_ARE_UNIQUE = "game ids are unique";

    /** Rule {@code team matches are paired as matches}. */
    public static final String TEAM_MATCHES_ARE_PAIRED_AS_MATCHES = "team matches are paired as matches";

    // pairing changes: a manual pairing change to a board already begun, or without a reason

    /** Rule {@code pairing change of a paired round}. */
    public static final String PAIRING_CHANGE_OF_A_PAIRED_ROUND = "pairing change of a paired round";

    /** Rule {@code pairings change before their games begin}. */
    public static final String PAIRINGS_CHANGE_BEFORE_THEIR_GAMES_BEGIN = "pairings change before their games begin";

    /** Rule {@code a reason for every pairing change}. */
    public static final String A_REASON_FOR_EVERY_PAIRING_CHANGE = "a reason for every pairing change";

    // play-offs: a play-off the format does not have, or between the wrong players

    /** Rule {@code play-off of the format}. */
    public static final String PLAY_OFF_OF_THE_FORMAT = "play-off of the format";

    /** Rule {@code a play-off follows the last round}. */
    public static final String A_PLAY_OFF_FOLLOWS_THE_LAST_ROUND = "a play-off follows the last round";

    /** Rule {@code play-off between the players level}. */
    public static final String PLAY_OFF_BETWEEN_THE_PLAYERS_LEVEL = "play-off between the players level";

    /** Rule {@code play-off of registered players}. */
    public static final String PLAY_OFF_OF_REGISTERED_PLAYERS = "play-off of registered players";

    // games and results: a game start, result, illegal move or flag fall that does not fit the game

    /** Rule {@code games between registered players}. */
    public static final String GAMES_BETWEEN_REGISTERED_PLAYERS = "games between registered players";

    /** Rule {@code games are played as paired}. */
    public static final String GAMES_ARE_PLAYED_AS_PAIRED = "games are played as paired";

    /** Rule {@code a game starts once}. */
    public static final String A_GAME_STARTS_ONCE = "a game starts once";

    /** Rule {@code result for a known game}. */
    public static final String RESULT_FOR_A_KNOWN_GAME = "result for a known game";

    /** Rule {@code results are for the game in play}. */
    public static final String RESULTS_ARE_FOR_THE_GAME_IN_PLAY = "results are for the game in play";

    /** Rule {@code one result per game}. */
    public static final String ONE_RESULT_PER_GAME = "one result per game";

    /** Rule {@code one result per board}. */
    public static final String ONE_RESULT_PER_BOARD = "one result per board";

    /** Rule {@code a decided match is not played on}. */
    public static final String A_DECIDED_MATCH_IS_NOT_PLAYED_ON = "a decided match is not played on";

    /** Rule {@code a result the format can score}. */
    public static final String A_RESULT_THE_FORMAT_CAN_SCORE = "a result the format can score";

    /** Rule {@code a forfeit the format can score}. */
    public static final String A_FORFEIT_THE_FORMAT_CAN_SCORE = "a forfeit the format can score";

    /** Rule {@code results the variant can produce}. */
    public static final String RESULTS_THE_VARIANT_CAN_PRODUCE = "results the variant can produce";

    /** Rule {@code checkmate has a winner}. */
    public static final String CHECKMATE_HAS_A_WINNER = "checkmate has a winner";

    /** Rule {@code an agreement is a draw}. */
    public static final String AN_AGREEMENT_IS_A_DRAW = "an agreement is a draw";

    /** Rule {@code a flag fall loses or draws}. */
    public static final String A_FLAG_FALL_LOSES_OR_DRAWS = "a flag fall loses or draws";

    /** Rule {@code timeout margin needs both clocks}. */
    public static final String TIMEOUT_MARGIN_NEEDS_BOTH_CLOCKS = "timeout margin needs both clocks";

    /** Rule {@code resignation forbidden}. */
    public static final String RESIGNATION_FORBIDDEN = "resignation forbidden";

    /** Rule {@code draw by agreement forbidden}. */
    public static final String DRAW_BY_AGREEMENT_FORBIDDEN = "draw by agreement forbidden";

    /** Rule {@code match ends when first board is won}. */
    public static final String MATCH_ENDS_WHEN_FIRST_BOARD_IS_WON = "match ends when first board is won";

    // shogi: a shogi result, declaration, sennichite or illegal move the format or the rules do not allow

    /** Rule {@code a shogi game is decisive}. */
    public static final String A_SHOGI_GAME_IS_DECISIVE = "a shogi game is decisive";

    /** Rule {@code declaration rule}. */
    public static final String DECLARATION_RULE = "declaration rule";

    /** Rule {@code declaration}. */
    public static final String DECLARATION = "declaration";

    /** Rule {@code declaration on the declarer's turn}. */
    public static final String DECLARATION_ON_THE_DECLARERS_TURN = "declaration on the declarer's turn";

    /** Rule {@code declaration judged by the rules}. */
    public static final String DECLARATION_JUDGED_BY_THE_RULES = "declaration judged by the rules";

    /** Rule {@code sennichite}. */
    public static final String SENNICHITE = "sennichite";

    /** Rule {@code sennichite policy}. */
    public static final String SENNICHITE_POLICY = "sennichite policy";

    /** Rule {@code agreed sennichite}. */
    public static final String AGREED_SENNICHITE = "agreed sennichite";

    /** Rule {@code recorded on agreed claim}. */
    public static final String RECORDED_ON_AGREED_CLAIM = "recorded on agreed claim";

    /** Rule {@code illegal moves claimed by players only}. */
    public static final String ILLEGAL_MOVES_CLAIMED_BY_PLAYERS_ONLY = "illegal moves claimed by players only";

    // innings: in an innings match, every squad, toss, batting order, game start and result goes through the innings state machine

    /** Rule {@code two teams}. */
    public static final String TWO_TEAMS = "two teams";

    /** Rule {@code one toss}. */
    public static final String ONE_TOSS = "one toss";

    /** Rule {@code toss between registered teams}. */
    public static final String TOSS_BETWEEN_REGISTERED_TEAMS = "toss between registered teams";

    /** Rule {@code toss choice}. */
    public static final String TOSS_CHOICE = "toss choice";

    /** Rule {@code toss winner chooses side}. */
    public static final String TOSS_WINNER_CHOOSES_SIDE = "toss winner chooses side";

    /** Rule {@code captain required}. */
    public static final String CAPTAIN_REQUIRED = "captain required";

    /** Rule {@code size N}. */
    public static final String SIZE_N = "size N";

    /** Rule {@code players per match}. */
    public static final String PLAYERS_PER_MATCH = "players per match";

    /** Rule {@code players per match N}. */
    public static final String PLAYERS_PER_MATCH_N = "players per match N";

    /** Rule {@code line-up of a registered team}. */
    public static final String LINE_UP_OF_A_REGISTERED_TEAM = "line-up of a registered team";

    /** Rule {@code line-up of registered players}. */
    public static final String LINE_UP_OF_REGISTERED_PLAYERS = "line-up of registered players";

    /** Rule {@code line-up of the team's own players}. */
    public static final String LINE_UP_OF_THE_TEAMS_OWN_PLAYERS = "line-up of the team's own players";

    /** Rule {@code line-up names each player once}. */
    public static final String LINE_UP_NAMES_EACH_PLAYER_ONCE = "line-up names each player once";

    /** Rule {@code line-up names registered players}. */
    public static final String LINE_UP_NAMES_REGISTERED_PLAYERS = "line-up names registered players";

    /** Rule {@code lineup before each innings}. */
    public static final String LINEUP_BEFORE_EACH_INNINGS = "lineup before each innings";

    /** Rule {@code golden round}. */
    public static final String GOLDEN_ROUND = "golden round";

    /** Rule {@code innings in order}. */
    public static final String INNINGS_IN_ORDER = "innings in order";

    /** Rule {@code innings games name their innings}. */
    public static final String INNINGS_GAMES_NAME_THEIR_INNINGS = "innings games name their innings";

    /** Rule {@code match over}. */
    public static final String MATCH_OVER = "match over";

    /** Rule {@code order of play}. */
    public static final String ORDER_OF_PLAY = "order of play";

    /** Rule {@code winner stays}. */
    public static final String WINNER_STAYS = "winner stays";

    /** Rule {@code batting order}. */
    public static final String BATTING_ORDER = "batting order";

    /** Rule {@code stopping player no consecutive games}. */
    public static final String STOPPING_PLAYER_NO_CONSECUTIVE_GAMES = "stopping player no consecutive games";

    /** Rule {@code stopping player max N games per innings}. */
    public static final String STOPPING_PLAYER_MAX_N_GAMES_PER_INNINGS = "stopping player max N games per innings";

    /** Rule {@code stopping rotation can complete the innings}. */
    public static final String STOPPING_ROTATION_CAN_COMPLETE_THE_INNINGS = "stopping rotation can complete the innings";

    /** Rule {@code good game exception}. */
    public static final String GOOD_GAME_EXCEPTION = "good game exception";

    /** Rule {@code follow on}. */
    public static final String FOLLOW_ON = "follow on";

    /** Rule {@code second side chases target within same moves}. */
    public static final String SECOND_SIDE_CHASES_TARGET_WITHIN_SAME_MOVES = "second side chases target within same moves";

    // the journal: a fact that cannot be written as it stands, a correction or undo that cannot apply, a batch sent twice

    /** Rule {@code plain-text names and ids}. */
    public static final String PLAIN_TEXT_NAMES_AND_IDS = "plain-text names and ids";

    /** Rule {@code a batch is recorded once}. */
    public static final String A_BATCH_IS_RECORDED_ONCE = "a batch is recorded once";

    /** Rule {@code correct or undo a recorded fact}. */
    public static final String CORRECT_OR_UNDO_A_RECORDED_FACT = "correct or undo a recorded fact";

    /** Rule {@code a correction keeps the fact's type}. */
    public static final String A_CORRECTION_KEEPS_THE_FACTS_TYPE = "a correction keeps the fact's type";

    /** Rule {@code an undo is not undone}. */
    public static final String AN_UNDO_IS_NOT_UNDONE = "an undo is not undone";

    /** Rule {@code a dry run records nothing}: a format's dry run, opened in the event views, is there to be read. */
    public static final String A_DRY_RUN_RECORDS_NOTHING = "a dry run records nothing";

    private static final List<String> ALL = List.of(TEAM_REGISTERED_ONCE,
            PLAYER_REGISTERED_ONCE,
            TEAM_REGISTERED_BEFORE_ITS_PLAYERS,
            A_SEAT_IN_A_REGISTERED_TEAM,
            A_SEAT_FOR_A_REGISTERED_PLAYER,
            WITHDRAWAL_OF_A_REGISTERED_PLAYER,
            REGISTRATION_BEFORE_THE_SQUADS,
            TEAMS_FORMED_BEFORE_PLAY_BEGINS,
            TEAMS_OF_A_TEAM_FORMAT,
            TEAM_IDS_ARE_UNIQUE,
            A_PLAYER_IN_ONE_TEAM,
            TEAM_OF_REGISTERED_PLAYERS,
            TEAM_SIZE,
            BYE_REQUEST_OF_A_REGISTERED_PLAYER,
            BYE_REQUEST_OF_A_REGISTERED_TEAM,
            A_BYE_IS_REQUESTED_BEFORE_ITS_ROUND_IS_PAIRED,
            ONE_BYE_REQUEST_A_ROUND,
            REQUESTED_BYES,
            REQUESTED_BYES_IN_THEIR_ROUNDS,
            REQUESTED_BYES_PER_PLAYER,
            ROUNDS_IN_ORDER,
            A_ROUND_ENDS_BEFORE_THE_NEXT_IS_PAIRED,
            ROUNDS_OF_A_STAGE_OF_THE_FORMAT,
            PAIRING_OF_A_STAGE_OF_THE_FORMAT,
            PAIRING_OF_REGISTERED_PLAYERS,
            ONE_GAME_A_ROUND,
            ONE_MATCH_A_ROUND,
            WITHDRAWN_PLAYERS_ARE_NOT_PAIRED,
            FIXED_PAIRS,
            GAME_IDS_ARE_UNIQUE,
            TEAM_MATCHES_ARE_PAIRED_AS_MATCHES,
            PAIRING_CHANGE_OF_A_PAIRED_ROUND,
            PAIRINGS_CHANGE_BEFORE_THEIR_GAMES_BEGIN,
            A_REASON_FOR_EVERY_PAIRING_CHANGE,
            PLAY_OFF_OF_THE_FORMAT,
            A_PLAY_OFF_FOLLOWS_THE_LAST_ROUND,
            PLAY_OFF_BETWEEN_THE_PLAYERS_LEVEL,
            PLAY_OFF_OF_REGISTERED_PLAYERS,
            GAMES_BETWEEN_REGISTERED_PLAYERS,
            GAMES_ARE_PLAYED_AS_PAIRED,
            A_GAME_STARTS_ONCE,
            RESULT_FOR_A_KNOWN_GAME,
            RESULTS_ARE_FOR_THE_GAME_IN_PLAY,
            ONE_RESULT_PER_GAME,
            ONE_RESULT_PER_BOARD,
            A_DECIDED_MATCH_IS_NOT_PLAYED_ON,
            A_RESULT_THE_FORMAT_CAN_SCORE,
            A_FORFEIT_THE_FORMAT_CAN_SCORE,
            RESULTS_THE_VARIANT_CAN_PRODUCE,
            CHECKMATE_HAS_A_WINNER,
            AN_AGREEMENT_IS_A_DRAW,
            A_FLAG_FALL_LOSES_OR_DRAWS,
            TIMEOUT_MARGIN_NEEDS_BOTH_CLOCKS,
            RESIGNATION_FORBIDDEN,
            DRAW_BY_AGREEMENT_FORBIDDEN,
            MATCH_ENDS_WHEN_FIRST_BOARD_IS_WON,
            A_SHOGI_GAME_IS_DECISIVE,
            DECLARATION_RULE,
            DECLARATION,
            DECLARATION_ON_THE_DECLARERS_TURN,
            DECLARATION_JUDGED_BY_THE_RULES,
            SENNICHITE,
            SENNICHITE_POLICY,
            AGREED_SENNICHITE,
            RECORDED_ON_AGREED_CLAIM,
            ILLEGAL_MOVES_CLAIMED_BY_PLAYERS_ONLY,
            TWO_TEAMS,
            ONE_TOSS,
            TOSS_BETWEEN_REGISTERED_TEAMS,
            TOSS_CHOICE,
            TOSS_WINNER_CHOOSES_SIDE,
            CAPTAIN_REQUIRED,
            SIZE_N,
            PLAYERS_PER_MATCH,
            PLAYERS_PER_MATCH_N,
            LINE_UP_OF_A_REGISTERED_TEAM,
            LINE_UP_OF_REGISTERED_PLAYERS,
            LINE_UP_OF_THE_TEAMS_OWN_PLAYERS,
            LINE_UP_NAMES_EACH_PLAYER_ONCE,
            LINE_UP_NAMES_REGISTERED_PLAYERS,
            LINEUP_BEFORE_EACH_INNINGS,
            GOLDEN_ROUND,
            INNINGS_IN_ORDER,
            INNINGS_GAMES_NAME_THEIR_INNINGS,
            MATCH_OVER,
            ORDER_OF_PLAY,
            WINNER_STAYS,
            BATTING_ORDER,
            STOPPING_PLAYER_NO_CONSECUTIVE_GAMES,
            STOPPING_PLAYER_MAX_N_GAMES_PER_INNINGS,
            STOPPING_ROTATION_CAN_COMPLETE_THE_INNINGS,
            GOOD_GAME_EXCEPTION,
            FOLLOW_ON,
            SECOND_SIDE_CHASES_TARGET_WITHIN_SAME_MOVES,
            PLAIN_TEXT_NAMES_AND_IDS,
            A_BATCH_IS_RECORDED_ONCE,
            CORRECT_OR_UNDO_A_RECORDED_FACT,
            A_CORRECTION_KEEPS_THE_FACTS_TYPE,
            AN_UNDO_IS_NOT_UNDONE,
            A_DRY_RUN_RECORDS_NOTHING);

    /** Every rule name, templates with their {@code N}, in the catalogue's order. */
    public static List<String> all() {
        return ALL;
    }

    /** A template's name for the format's number: {@code withNumber(PLAYERS_PER_MATCH_N, 5)} is "players per match 5". */
    public static String withNumber(String template, int n) {
        if (!template.contains(" N")) {
            throw new IllegalArgumentException("rule '" + template + "' takes no number");
        }
        return template.replaceFirst("\\bN\\b", Integer.toString(n));
    }

    /** Whether {@code name} is in the catalogue, a template's name with a number included. */
    public static boolean known(String name) {
        for (String r : ALL) {
            if (r.equals(name) || r.contains(" N") && Pattern.matches(Pattern.quote(r).replace(" N", "\\E \\d+\\Q"), name)) {
                return true;
            }
        }
        return false;
    }
}
