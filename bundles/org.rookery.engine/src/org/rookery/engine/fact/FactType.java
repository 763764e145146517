// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.fact;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The catalogue of fact types: each type's name as the journal writes it, kept here once. The
 * bodies ({@link FactBody#type()}), the codec ({@link FactCodec}) and the journal's documentation
 * (docs/event-journal.md, checked by a test) all take the names from here.
 */
public enum FactType {
    /** {@link FactBody.RegisterTeam}. */
    REGISTER_TEAM("register-team"),
    /** {@link FactBody.Register}. */
    REGISTER("register"),
    /** {@link FactBody.Withdraw}. */
    WITHDRAW("withdraw"),
    /** {@link FactBody.ByeRequest}. */
    BYE_REQUEST("bye-request"),
    /** {@link FactBody.StageRounds}. */
    STAGE_ROUNDS("stage-rounds"),
    /** {@link FactBody.Toss}. */
    TOSS("toss"),
    /** {@link FactBody.LineUp}. */
    LINE_UP("line-up"),
    /** {@link FactBody.Pairing}. */
    PAIRING("pairing"),
    /** {@link FactBody.PlayOffPairing}. */
    PLAYOFF("playoff"),
    /** {@link FactBody.GameStart}. */
    GAME_START("game-start"),
    /** {@link FactBody.Result}. */
    RESULT("result"),
    /** {@link FactBody.IllegalMove}. */
    ILLEGAL_MOVE("illegal-move"),
    /** {@link FactBody.FlagFall}. */
    FLAG_FALL("flag-fall"),
    /** {@link FactBody.Declaration}. */
    DECLARATION("declaration"),
    /** {@link FactBody.Sennichite}. */
    SENNICHITE("sennichite"),
    /** {@link FactBody.FollowOn}. */
    FOLLOW_ON("follow-on"),
    /** {@link FactBody.FormTeams}. */
    FORM_TEAMS("form-teams"),
    /** {@link FactBody.Correction}. */
    CORRECTION("correction"),
    /** {@link FactBody.Undo}. */
    UNDO("undo");

    private static final List<String> NAMES = Arrays.stream(values()).map(FactType::wireName).toList();

    private final String wireName;

    FactType(String wireName) {
        this.wireName = wireName;
    }

    /** The name the journal writes in a fact's {@code type} field. */
    public String wireName() {
        return wireName;
    }

    /** The type a journal name stands for. */
    public static Optional<FactType> of(String wireName) {
        for (FactType t : values()) {
            if (t.wireName.equals(wireName)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** Every type's journal name, in the catalogue's order. */
    public static List<String> wireNames() {
        return NAMES;
    }
}
