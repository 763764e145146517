// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.validation;

/**
 * Every issue code of the format language. Codes marked "fix" carry quick-fix data: the issue's
 * first data element is the text that replaces the flagged region (or, for MISSING_*, the text
 * to insert), so any editor can offer the fix without knowing the language.
 */
public final class IssueCodes {

    private IssueCodes() {
    }

    private static final String P = "org.rookery.format.";

    /** A variant id or alias the catalog does not know. Fix: the closest known id. */
    public static final String UNKNOWN_VARIANT = P + "unknownVariant";
    /** An option the format's variant does not have. Fix: the closest option name. */
    public static final String UNKNOWN_OPTION = P + "unknownOption";
    /** An option value of the wrong kind or out of range. Fix: the option's default value. */
    public static final String BAD_OPTION_VALUE = P + "badOptionValue";
    /** A piece letter the variant does not have. Fix: the closest letter. */
    public static final String UNKNOWN_PIECE = P + "unknownPiece";
    /** A piece listed twice in one table. Fix: delete the line (empty replacement). */
    public static final String DUPLICATE_PIECE = P + "duplicatePiece";
    /** A point table made for another variant. Fix: the format's variant id. */
    public static final String TABLE_VARIANT_MISMATCH = P + "tableVariantMismatch";
    /** A format (with its parents) that names no variant. Fix: text to insert. */
    public static final String NO_VARIANT = P + "noVariant";
    /** A section the format needs is missing. Fix: the section to insert. */
    public static final String MISSING_SECTION = P + "missingSection";
    /** A setting the format needs is missing. Fix: the line to insert. */
    public static final String MISSING_SETTING = P + "missingSetting";
    /** A section written twice in one format. Fix: delete it (empty replacement). */
    public static final String DUPLICATE_SECTION = P + "duplicateSection";
    /** A setting written twice in one format. Fix: delete it (empty replacement). */
    public static final String DUPLICATE_SETTING = P + "duplicateSetting";
    /** A setting that does not belong in this kind of format or event. Fix: delete it. */
    public static final String MISPLACED_SETTING = P + "misplacedSetting";
    /** A negative number where only zero or more makes sense. Fix: the number without its sign. */
    public static final String NEGATIVE_NUMBER = P + "negativeNumber";
    /** A number too small or too large to work. Fix: the nearest number that works. */
    public static final String NUMBER_OUT_OF_RANGE = P + "numberOutOfRange";
    /** More players per match than the team has. Fix: the team size as players per match. */
    public static final String PLAYERS_EXCEED_TEAM = P + "playersExceedTeam";
    /** Players per match plus reserves differ from the team size. Fix: the reserves that fit. */
    public static final String TEAM_COUNT_MISMATCH = P + "teamCountMismatch";
    /** The stopping side cannot fill an innings within its per-player limit. Fix: the limit that fits. */
    public static final String STOPPING_SIDE_TOO_SMALL = P + "stoppingSideTooSmall";
    /** A rule that cannot be kept with the number of players available. */
    public static final String IMPOSSIBLE_ROTATION = P + "impossibleRotation";
    /** A setting that would have no effect with the other settings, so it is refused. Fix: delete it. */
    public static final String NO_EFFECT = P + "noEffect";
    /** A clock with no time at all. Fix: a main time to insert. */
    public static final String NO_CLOCK_TIME = P + "noClockTime";
    /** "sudden death" together with an increment, a delay or byoyomi. Fix: the word "main". */
    public static final String NOT_SUDDEN_DEATH = P + "notSuddenDeath";
    /** Increment and delay together (warning). */
    public static final String INCREMENT_AND_DELAY = P + "incrementAndDelay";
    /** A point scale where two draws are worth more than a win and a loss, or worse (warning). */
    public static final String POINT_SCALE_SANITY = P + "pointScaleSanity";
    /** A flat early-win score above what capturing everything is worth (warning). */
    public static final String EARLY_WIN_ABOVE_FULL = P + "earlyWinAboveFull";
    /** A king in a capture point table (warning): kings are never captured. Fix: delete the entry. */
    public static final String KING_CAPTURE_POINTS = P + "kingCapturePoints";
    /** "captured points" scored with no capture point table. Fix: the line to insert. */
    public static final String CAPTURED_WITHOUT_TABLE = P + "capturedWithoutTable";
    /** A cycle in extends. */
    public static final String EXTENDS_CYCLE = P + "extendsCycle";
    /** An imported file that cannot be found or read. */
    public static final String IMPORT_NOT_FOUND = P + "importNotFound";
    /** A tie-break name that is not known. Fix: the closest name. */
    public static final String UNKNOWN_TIE_BREAK = P + "unknownTieBreak";
    /** The same tie-break listed twice (warning). */
    public static final String DUPLICATE_TIE_BREAK = P + "duplicateTieBreak";
    /** A default grade not in the grade table. Fix: the closest grade. */
    public static final String UNKNOWN_GRADE = P + "unknownGrade";
    /** A grade listed twice. Fix: delete the line. */
    public static final String DUPLICATE_GRADE = P + "duplicateGrade";
    /** A section that only applies to another variant, so it would never be used. Fix: delete it. */
    public static final String SECTION_NOT_FOR_VARIANT = P + "sectionNotForVariant";
    /** A declaration threshold nobody can reach. Fix: the largest reachable number. */
    public static final String UNREACHABLE_THRESHOLD = P + "unreachableThreshold";
    /** A sennichite rule for a later occurrence with none for an earlier one (warning). */
    public static final String SENNICHITE_GAP = P + "sennichiteGap";
    /** A knockout stage whose qualifiers are not a power of two (warning). */
    public static final String KNOCKOUT_BYES = P + "knockoutByes";
    /** Furigoma and colour balance both on: furigoma decides, so colour balance is refused. Fix: "off". */
    public static final String FURIGOMA_OVERRIDES_BALANCE = P + "furigomaOverridesBalance";
    /** The same option set in the game section and by a declaration section with another value. */
    public static final String CONFLICTING_DECLARATION = P + "conflictingDeclaration";
    /** A switch written true or false (warning): the language says on and off. Fix: on or off. */
    public static final String BOOLEAN_SPELLING = P + "booleanSpelling";
    /** A remove that takes nothing away, so it is refused. Fix: delete the line. */
    public static final String NOTHING_TO_REMOVE = P + "nothingToRemove";
    /** A point table without a value for a piece of the variant and no others line. Fix: the line to insert. */
    public static final String UNLISTED_PIECE = P + "unlistedPiece";
    /** A clock period that cannot follow the main time as written. */
    public static final String BAD_PERIOD = P + "badPeriod";
    /** A pairing system or setting that does not fit the event (team or individual). */
    public static final String SYSTEM_NOT_FOR_EVENT = P + "systemNotForEvent";
    /** A play-off or match format that cannot be played as written. */
    public static final String BAD_PLAY_OFF = P + "badPlayOff";
    /** A line whose first word starts no setting of its section. Fix: the closest first word. */
    public static final String UNKNOWN_WORD = P + "unknownWord";
    /** A pairing system written on a line of its own, not as a stage ({@code swiss dutch}). */
    public static final String SYSTEM_WITHOUT_STAGE = P + "systemWithoutStage";
    /** A file that defines two things with the same name. */
    public static final String DUPLICATE_NAME = P + "duplicateName";
}
