// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.documentation;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One plain sentence for every keyword of the format language, as shown when hovering over it.
 * Words that only join a phrase ({@code per}, {@code by}) explain the phrase they belong to.
 */
public final class KeywordDocs {

    private static final Map<String, String> DOCS = new TreeMap<>();

    private static void doc(String keyword, String sentence) {
        if (DOCS.put(keyword, sentence) != null) {
            throw new IllegalStateException("keyword documented twice: " + keyword);
        }
    }

    static {
        // file level
        doc("import", "Makes the formats and tables of another .tfl file, named by its path relative to this file, usable here.");
        doc("format", "Starts a tournament format: a name, an optional title in quotes, and its sections in braces.");
        doc("extends", "Makes this format a copy of the named format in which every setting written here replaces the inherited one.");
        doc("points", "Starts a named point table (points NAME for VARIANT { P 1 ... }), or ends a phrase that gives points.");
        doc("for", "Names the variant whose piece letters a point table uses.");
        doc("others", "Gives the points of every piece the table does not list.");
        doc("grades", "Starts a named table of grades, each a quoted grade name and the rating it stands for.");
        doc("{", "Opens a section, a table or a stage's settings.");
        doc("}", "Closes the section, table or stage opened by the matching brace.");
        doc("+", "Marks a promoted shogi piece (+R dragon, +B horse, +P tokin), or a positive number.");
        doc("-", "Makes the number after it negative.");
        doc(".", "Separates the whole part of a number from its fraction, as in 0.5.");
        doc(",", "Separates the items of a list, such as tie-breaks.");
        // sections
        doc("game", "Starts the game section (the variant and its options), or means one game in a phrase.");
        doc("time", "Starts the time section with the clock and the breaks; in 'remaining time' it means the time left on a clock.");
        doc("teams", "Starts the teams section (size, players per match, reserves, captain, toss, line-up), or counts teams in a phrase.");
        doc("innings", "Starts the innings section of an innings match, or means one innings in a phrase.");
        doc("scoring", "Starts the scoring section (what each game result is worth, in an innings match or a match of sets scored by points), or means the batting side in an innings match.");
        doc("event", "Starts the event section: individual or team, its stages, points, ratings and tie-breaks.");
        doc("sennichite", "Starts the sennichite section: what happens when a shogi pairing ends in fourfold repetition.");
        doc("declaration", "Starts the impasse declaration section of shogi: the 27-point or 24-point rule by name, or its parts written out.");
        doc("conduct", "Starts the conduct section: draws by agreement or repetition, claims and touch-move.");
        // game
        doc("variant", "Names the variant every game is played as, by its registry id such as giraffe or shogi.");
        doc("on", "Turns a switch on; in 'follow on' and 'on board' it is part of the phrase.");
        doc("off", "Turns a switch off.");
        doc("true", "Read as on, with a warning: a switch is written on or off.");
        doc("false", "Read as off, with a warning: a switch is written on or off.");
        doc("remove", "Takes away a setting inherited with extends (remove \"touch move\"), or a stage (remove stage final).");
        // time: periods, colours, consequences
        doc("then", "Starts a later time control: then 30 min (for the rest of the game) or then 60 min for 20 moves.");
        doc("gives", "In 'illegal move gives opponent 2 min': the time the opponent of a player who moves illegally gets.");
        doc("costs", "In 'illegal move costs 1 min': the time a player who moves illegally loses.");
        // pairing systems and stage settings
        doc("dutch", "The FIDE Dutch Swiss system; the engine may refuse it until it implements it.");
        doc("burstein", "The FIDE Burstein Swiss system; the engine may refuse it until it implements it.");
        doc("dubov", "The FIDE Dubov Swiss system; the engine may refuse it until it implements it.");
        doc("lim", "The FIDE Lim Swiss system; the engine may refuse it until it implements it.");
        doc("mcmahon", "McMahon pairing: a Swiss in which entrants start with points by grade or rating, between a bar and a floor.");
        doc("scheveningen", "Scheveningen: each player of one team meets every player of the other team.");
        doc("single", "In 'single round robin': everyone meets everyone once.");
        doc("pair", "In 'pair on match points' or 'pair on game points': what a Swiss pairs by.");
        doc("bar", "McMahon's bar: entrants at or above this grade or rating all start level at the top.");
        doc("rating", "A rating number, as in 'bar at rating 2000' or 'teams formed by rating balance'.");
        doc("accelerated", "In 'accelerated rounds 2': the first rounds in which the upper half of the field gets a virtual point.");
        doc("requested", "In 'requested byes 2 in rounds 1 to 5 worth 0.5': the byes an entrant may ask for in advance.");
        doc("byes", "In 'requested byes': how many byes an entrant may ask for.");
        doc("worth", "The points a requested bye scores.");
        // matches and play-offs
        doc("best", "In 'match best of 3 sets of 2 games' or 'match best of 5 games': the longest a match can be.");
        doc("of", "Part of a phrase: best of, sets of, games of.");
        doc("sets", "In 'match best of 3 sets of 2 games': a match is played in sets of games.");
        doc("playoff", "A play-off for players level on points: playoff [for top N] armageddon|rapid|golden game ... before|after tie breaks.");
        doc("top", "In 'playoff for top 3': ties for any of the first N places are played off.");
        doc("armageddon", "One decisive game with unequal clocks: armageddon white 5 min black 4 min [draw odds to black].");
        doc("odds", "In 'draw odds to black': a drawn Armageddon counts as a win for Black.");
        doc("rapid", "In 'rapid 2 games of 10 min increment 5 s': a mini-match of rapid games.");
        // teams
        doc("fixed", "In 'fixed pairs': the same two players partner each other all event.");
        doc("pairs", "In 'fixed pairs': partners stay together for two-board games.");
        // innings
        doc("chases", "In 'second side chases target': the side that scores second must pass the first side's total.");
        doc("target", "The first side's total, which the second side must pass.");
        doc("within", "In 'within same moves': the chase must succeed within the number of moves the first side used.");
        doc("same", "In 'within same moves': as many moves as the first side used.");
        // declaration
        doc("rule", "In 'rule 27 point' or 'rule 24 point': the named impasse declaration rule as a whole.");
        doc("point", "In 'rule 27 point': names a declaration rule by its points.");
        doc("or", "In 'draw at or above 24 points': the draw band of the declaration.");
        doc("allowed", "Permits what the setting names.");
        doc("forbidden", "Forbids what the setting names.");
        doc("claim", "A player's request to the arbiter to record something, such as a repetition or stalling.");
        doc("repetition", "A repeated position: as an option it says how repetition draws, in 'repetition draws' whether it draws at all.");
        // time
        doc("main", "The main thinking time each player has for the game; a stage may also be called main.");
        doc("sudden", "With 'death': the main time is all a player has for the whole game.");
        doc("death", "With 'sudden': no increment, delay or byoyomi after the main time.");
        doc("increment", "Time added to a player's clock after each of his moves (Fischer).");
        doc("delay", "Time each move may take before the player's clock starts to run.");
        doc("byoyomi", "After the main time, each move must be made within this period, which restarts at every move.");
        doc("periods", "How many byoyomi periods a player has before running out loses.");
        doc("break", "A pause in the schedule, given with 'between games', 'between innings' or 'between rounds'.");
        doc("between", "Says which two things a break separates.");
        doc("games", "Games, counted or named: in breaks, in innings sizes and in a stopping player's limit.");
        doc("rounds", "Rounds of an event: how many a stage has, or the pause between them.");
        doc("ms", "Milliseconds.");
        doc("s", "Seconds.");
        doc("sec", "Seconds.");
        doc("second", "A second; as an ordinal, the second sennichite of a pairing.");
        doc("seconds", "Seconds.");
        doc("min", "Minutes.");
        doc("minute", "A minute.");
        doc("minutes", "Minutes.");
        doc("h", "Hours.");
        doc("hour", "An hour.");
        doc("hours", "Hours.");
        // teams
        doc("size", "The number of players on a team's list.");
        doc("players", "The players of a team: 'players per match' counts those who play, 'by players only' limits who may claim.");
        doc("per", "Joins a count to what it is counted in: per match, per side, per innings.");
        doc("match", "One meeting of two teams: its players, its line-up, its points and when it ends.");
        doc("reserves", "The players on a team's list who do not play unless they replace someone.");
        doc("captain", "Whether one of the playing members must be named team captain.");
        doc("required", "Makes the setting compulsory.");
        doc("optional", "Leaves the setting to the people concerned (for a follow-on: to the leading captain).");
        doc("toss", "The coin toss before a match.");
        doc("winner", "The winner of the toss, or the player who wins a game.");
        doc("chooses", "Says who decides something: the toss winner, or the stopping side for each game.");
        doc("side", "A team's role in an innings (scoring or stopping), or what the toss winner chooses.");
        doc("colour", "The colour of the pieces: what the toss winner may choose, or what pairing balances.");
        doc("lineup", "The order of play a team hands the arbiter; 'board order by lineup' seats players in that order.");
        doc("before", "Says when a line-up is due; in a playoff, that the play-off decides before tie-breaks.");
        doc("each", "Every one: each innings, each game, or the points each player gets.");
        doc("round", "One round of an event; 'golden round' is a tie-break where each team bats one game; 'round robin' everyone meets everyone.");
        // innings
        doc("order", "How the innings of the two teams follow each other, or how players are put on boards.");
        doc("alternate", "The teams take turns to bat: first team, second team, first team, second team.");
        doc("consecutive", "In a row: one team plays all its innings first, or a player plays several games in a row.");
        doc("plays", "Gives the colour a side or team plays.");
        doc("white", "The white pieces, which move first in chess variants.");
        doc("black", "The black pieces.");
        doc("stays", "With 'winner': a scoring player keeps playing while he does not lose.");
        doc("out", "A scoring player who is out plays no more games in the innings.");
        doc("after", "Gives the number of losses that put a scoring player out; in a playoff, that it is played when the tie-breaks leave players level; in 'byoyomi after replay', the byoyomi of a replayed game.");
        doc("loss", "A lost game, or the points a loss is worth.");
        doc("losses", "Lost games.");
        doc("stopping", "The side that does not bat in an innings and tries to get the scoring players out.");
        doc("player", "One player of a side, for the per-player limits of an innings; in 'illegal move by player -1', the player whose score it is.");
        doc("max", "The most games a player may play, per innings or in a row.");
        doc("no", "With 'consecutive games': a stopping player never plays two games in a row.");
        doc("unlimited", "No limit at all.");
        doc("good", "With 'game exception': a player not out may come back for the last game when all the others are out.");
        doc("exception", "With 'good game': the good game rule of G20.");
        doc("follow", "With 'on': the side that trails by too much after the first innings bats again at once.");
        doc("when", "Introduces the condition under which a rule applies.");
        doc("behind", "How far the side that batted second trails after both first innings.");
        doc("by", "Says who or what decides: by grade, by players, behind by a margin.");
        doc("more", "With 'than': strictly greater than the number that follows.");
        doc("than", "With 'more': strictly greater than the number that follows.");
        doc("compulsory", "The side must do it; nobody may choose otherwise.");
        doc("golden", "How a tie after all innings is broken: a golden game or a golden round.");
        doc("repeated", "Played again while the condition holds.");
        doc("while", "As long as the condition that follows holds.");
        doc("level", "The totals are equal.");
        doc("skip", "With 'decided innings': innings that cannot change the result are not played.");
        doc("decided", "Already certain, whatever happens next.");
        // scoring
        doc("capture", "With 'points': the points per captured enemy piece, by piece letter.");
        doc("win", "A won game, or the points a win is worth.");
        doc("draw", "A drawn game, or the points a draw is worth; in sennichite, the pairing is drawn.");
        doc("unplayed", "A game of an innings that is never played.");
        doc("scores", "Gives what a result is worth: a number or 'captured points'.");
        doc("captured", "The men taken: 'captured points' is the sum of their capture points, 'below 10 captured' counts them.");
        doc("early", "With 'win': a win with few captures, which scores a flat number instead.");
        doc("below", "Fewer than the number that follows.");
        doc("penalty", "With 'timeout': a win on time with a large clock margin, which scores a flat number.");
        doc("timeout", "A game lost because the player's time ran out.");
        doc("above", "More than the time that follows.");
        doc("illegal", "An illegal move: its points adjustment, or who may point it out.");
        doc("move", "A move; 'touch move' means a touched piece must be moved.");
        doc("resignation", "Whether a player may resign a game.");
        doc("score", "With 'floor', the lowest a game can score; with 'groups', Swiss pairing within equal scores.");
        doc("floor", "The lowest score a game can have ('none': scores may be negative); in a McMahon stage, the grade or rating below which all entrants start level.");
        doc("none", "Nothing: no floor, so a game score may go below zero.");
        // event
        doc("individual", "Players enter and score alone.");
        doc("team", "Players enter and score as teams.");
        doc("stage", "One stage of the event, named, with its pairing system and settings.");
        doc("up", "With 'to': the largest field the stage's own system is used for.");
        doc("to", "Up to a limit, or who gets the bye.");
        doc("entrants", "The players (or teams) taking part.");
        doc("otherwise", "The pairing system used when the field is larger than the limit.");
        doc("swiss", "Swiss pairing: each round pairs entrants with similar scores.");
        doc("robin", "With 'round': everyone meets everyone once.");
        doc("double", "With 'round robin': everyone meets everyone twice; with 'gauntlet': the first entrant meets each of the others twice, once with each colour.");
        doc("knockout", "A loser is eliminated.");
        doc("gauntlet", "The first entrant meets each of the others in turn, one a round; the others do not meet each other.");
        doc("groups", "With 'score': Swiss rounds pair entrants within their score group.");
        doc("rematches", "Whether two entrants may meet twice.");
        doc("balance", "With 'colour': pairing gives each entrant White and Black as evenly as it can; in 'teams formed by rating balance', teams are made as even as possible.");
        doc("furigoma", "Sente and gote are decided by the shogi piece toss (five pawns).");
        doc("qualifiers", "How many entrants reach this stage from the one before.");
        doc("tentative", "With 'ratings': ratings for players without a validated one, from their grade.");
        doc("ratings", "Playing strength numbers; tentative ratings come from a grade table.");
        doc("from", "Names the grade table tentative ratings are taken from; in 'increment 30 s from move 1', the first move after which the increment is added.");
        doc("default", "The grade given to a player who declares none.");
        doc("tie", "With 'breaks': the order of tie-breaks for entrants level on points.");
        doc("breaks", "With 'tie': the tie-breaks, in order of application.");
        doc("formed", "How teams are made up.");
        doc("entry", "Teams enter as teams.");
        doc("grade", "A player's grade on the rating list; 'by grade' sorts by it.");
        doc("highest", "With 'with lowest': the highest graded entrant teams up with the lowest.");
        doc("with", "With 'highest' and 'lowest': team formation by pairing opposite ends of the grade list.");
        doc("lowest", "The lowest graded entrant.");
        doc("board", "One board of a team match, numbered from 1.");
        doc("first", "The first of something: the first-named team, the first board, the first sennichite of a pairing.");
        doc("named", "With 'first': the team named first in the pairing.");
        doc("odd", "With 'entrants': what happens when the number of entrants is odd.");
        doc("bye", "Sitting out a round.");
        doc("middle", "With 'grade': the middle-graded entrant.");
        doc("organiser", "The organiser plays to make the numbers even; in 'teams formed by organiser', the organiser puts the teams together.");
        doc("rotating", "A different entrant takes the bye each round.");
        doc("ends", "With 'when first board is won': the match ends as soon as one board is won.");
        doc("is", "Part of the phrase 'match ends when first board is won'.");
        doc("won", "A board or game that has a winner (a draw does not count); in 'match won on game points', a match goes to the side with more game points.");
        // sennichite
        doc("recorded", "With 'on agreed claim': sennichite stands only when a player claims it and both agree.");
        doc("agreed", "Accepted by both players.");
        doc("in", "Limits a sennichite rule to one stage, or places pieces in the zone.");
        doc("third", "The third sennichite of a pairing.");
        doc("fourth", "The fourth sennichite of a pairing.");
        doc("replay", "A new game is played.");
        doc("colours", "With 'swapped': sente and gote exchange places in the new game.");
        doc("swapped", "Exchanged between the two players.");
        doc("remaining", "With 'time': each player keeps the main time he had left (none if already in byoyomi).");
        doc("new", "With 'clock': both players start the replay on a fresh clock.");
        doc("clock", "The clock the replay is played on.");
        doc("until", "With 'decisive': replays continue the same way until a game is won.");
        doc("decisive", "Won by one of the players.");
        // declaration
        doc("sente", "The first player in shogi (Black).");
        doc("gote", "The second player in shogi (White).");
        doc("needs", "The points a declarer needs.");
        doc("pieces", "With 'in zone at least': the men besides the king the declarer must have in the zone.");
        doc("zone", "The promotion zone: the three ranks farthest from the player.");
        doc("at", "With 'least': the number that follows or more.");
        doc("least", "With 'at': the number that follows or more.");
        doc("values", "The point value of each piece type for the declaration count.");
        doc("failed", "With 'declaration': what happens when a declaration does not meet the conditions.");
        doc("loses", "The player loses the game.");
        doc("continues", "Play goes on as if nothing was declared.");
        // conduct
        doc("agreement", "With 'draw': whether players may agree a draw.");
        doc("draws", "Whether repetition draws the game; in 'failed declaration draws', a failed declaration draws the game.");
        doc("stalling", "With 'claim': the time the partner board's opponent has to move after a stalling claim.");
        doc("moves", "Illegal moves, in 'illegal moves claimed by players only'; in 'main 90 min for 40 moves', the moves a time control is for.");
        doc("claimed", "Pointed out by a player.");
        doc("only", "No one else may.");
        doc("touch", "With 'move': a touched piece must be moved, and a touched enemy piece taken.");
        doc("flag", "With 'fall': a clock whose time has run out.");
        doc("fall", "With 'flag': the time on a clock has run out.");
        doc("opponent", "The other player of the game; in 'illegal move by opponent +1', the opponent of the player whose score it is.");
    }

    private KeywordDocs() {
    }

    /** The sentence for a keyword, if it has one. */
    public static Optional<String> forKeyword(String keyword) {
        return Optional.ofNullable(DOCS.get(keyword));
    }

    /** Every documented keyword with its sentence, sorted. */
    public static Map<String, String> all() {
        return java.util.Collections.unmodifiableMap(DOCS);
    }
}
