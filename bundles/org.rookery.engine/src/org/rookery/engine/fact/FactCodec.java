// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.fact;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.rookery.engine.fact.FactBody.Board;
import org.rookery.engine.fact.FactBody.Bye;
import org.rookery.engine.fact.FactBody.Correction;
import org.rookery.engine.fact.FactBody.Declaration;
import org.rookery.engine.fact.FactBody.FlagFall;
import org.rookery.engine.fact.FactBody.GameStart;
import org.rookery.engine.fact.FactBody.IllegalMove;
import org.rookery.engine.fact.FactBody.LineUp;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.fact.FactBody.Pairing;
import org.rookery.engine.fact.FactBody.Register;
import org.rookery.engine.fact.FactBody.RegisterTeam;
import org.rookery.engine.fact.FactBody.Result;
import org.rookery.engine.fact.FactBody.Sennichite;
import org.rookery.engine.fact.FactBody.Toss;
import org.rookery.engine.fact.FactBody.Undo;
import org.rookery.engine.fact.FactBody.Withdraw;
import org.rookery.rules.Termination;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import org.rookery.rules.Color;

/**
 * Facts to and from the journal's JSON, field by field as {@code docs/event-journal.md} lists
 * them. Decoding is strict: an unknown type, an unknown or missing field or a value of the wrong
 * kind is an {@link IllegalArgumentException} whose message names the field, so that a journal
 * edited by hand or by another program is never half understood.
 */
public final class FactCodec {

    /** The version of the fact vocabulary; a journal records the version it was written with. */
    public static final int FACTS_VERSION = 1;

    /** Every fact type, as the journal writes it (from the {@link FactType} catalogue). */
    public static final List<String> TYPES = FactType.wireNames();

    private static final Set<String> ENVELOPE = Set.of("seq", "at", "by", "type", "batchEnd");

    private FactCodec() {
    }

    /** The fact as one line of JSON. */
    public static String encode(Fact fact) {
        return encode(fact, 0);
    }

    /**
     * The fact as one line of JSON, marked as one of a batch whose last fact is {@code batchEnd}
     * (0: not one of a batch), so that a batch cut short by a crash is recognised as a whole.
     */
    public static String encode(Fact fact, long batchEnd) {
        JsonObject o = new JsonObject();
        o.addProperty("seq", fact.seq());
        if (batchEnd > 0) {
            o.addProperty("batchEnd", batchEnd);
        }
        o.addProperty("at", fact.at().toString());
        o.addProperty("by", fact.by());
        body(fact.body(), o);
        return o.toString();
    }

    /** The body alone as a JSON object with its {@code type} (what {@code event add} reads). */
    public static JsonObject encodeBody(FactBody body) {
        JsonObject o = new JsonObject();
        body(body, o);
        return o;
    }

    private static void body(FactBody body, JsonObject o) {
        o.addProperty("type", body.type());
        switch (body) {
            case RegisterTeam t -> {
                o.addProperty("team", t.team());
                o.addProperty("name", t.name());
            }
            case Register r -> {
                o.addProperty("player", r.player());
                o.addProperty("name", r.name());
                r.team().ifPresent(t -> o.addProperty("team", t));
                if (r.rating() > 0) {
                    o.addProperty("rating", r.rating());
                }
                r.grade().ifPresent(g -> o.addProperty("grade", g));
            }
            case Withdraw w -> {
                o.addProperty("player", w.player());
                o.addProperty("fromRound", w.fromRound());
            }
            case FactBody.ByeRequest b -> {
                o.addProperty("player", b.player());
                o.addProperty("round", b.round());
            }
            case FactBody.StageRounds r -> {
                o.addProperty("stage", r.stage());
                o.addProperty("rounds", r.rounds());
            }
            case Toss t -> {
                o.addProperty("winner", t.winner());
                o.addProperty("choice", t.choice());
            }
            case LineUp l -> {
                o.addProperty("team", l.team());
                if (l.innings() > 0) {
                    o.addProperty("innings", l.innings());
                }
                if (l.round() > 0) {
                    o.addProperty("round", l.round());
                }
                o.add("players", strings(l.players()));
                l.captain().ifPresent(c -> o.addProperty("captain", c));
            }
            case Pairing p -> {
                o.addProperty("round", p.round());
                p.stage().ifPresent(st -> o.addProperty("stage", st));
                JsonArray boards = new JsonArray();
                for (Board b : p.boards()) {
                    JsonObject g = new JsonObject();
                    g.addProperty("game", b.game());
                    g.addProperty("white", b.white());
                    g.addProperty("black", b.black());
                    boards.add(g);
                }
                o.add("boards", boards);
                JsonArray byes = new JsonArray();
                for (Bye b : p.byes()) {
                    JsonObject y = new JsonObject();
                    y.addProperty("player", b.player());
                    y.addProperty("kind", b.kind());
                    byes.add(y);
                }
                o.add("byes", byes);
                if (!p.seats().isEmpty()) {
                    JsonArray seats = new JsonArray();
                    for (FactBody.Seat st : p.seats()) {
                        JsonObject y = new JsonObject();
                        y.addProperty("player", st.player());
                        y.addProperty("team", st.team());
                        seats.add(y);
                    }
                    o.add("seats", seats);
                }
            }
            case FactBody.PlayOffPairing p -> {
                o.addProperty("playoff", p.playoff());
                o.add("boards", boards(p.boards()));
            }
            case GameStart g -> {
                o.addProperty("game", g.game());
                o.addProperty("white", g.white());
                o.addProperty("black", g.black());
                if (g.innings() > 0) {
                    o.addProperty("innings", g.innings());
                }
                g.override().ifPresent(r -> o.addProperty("override", r));
            }
            case Result r -> {
                o.addProperty("game", r.game());
                o.addProperty("outcome", word(r.outcome()));
                o.addProperty("ending", word(r.ending()));
                captures(o, r.capturedByWhite(), r.capturedByBlack());
                r.whiteMs().ifPresent(ms -> o.addProperty("whiteMs", ms));
                r.blackMs().ifPresent(ms -> o.addProperty("blackMs", ms));
                r.moves().ifPresent(n -> o.addProperty("moves", n));
                if (r.forfeit()) {
                    o.addProperty("forfeit", true);
                }
            }
            case IllegalMove m -> {
                o.addProperty("game", m.game());
                o.addProperty("side", FactBody.sideName(m.side()));
                if (m.claimed()) {
                    o.addProperty("claimed", true);
                }
            }
            case FlagFall f -> {
                o.addProperty("game", f.game());
                o.addProperty("side", FactBody.sideName(f.side()));
                o.addProperty("whiteMs", f.whiteMs());
                o.addProperty("blackMs", f.blackMs());
                captures(o, f.capturedByWhite(), f.capturedByBlack());
                f.outcome().ifPresent(x -> o.addProperty("outcome", word(x)));
                f.moves().ifPresent(n -> o.addProperty("moves", n));
            }
            case Declaration d -> {
                o.addProperty("game", d.game());
                o.addProperty("side", FactBody.sideName(d.side()));
                o.addProperty("points", d.points());
                o.addProperty("valid", d.valid());
                d.position().ifPresent(x -> o.addProperty("position", x));
            }
            case Sennichite s -> {
                o.addProperty("game", s.game());
                s.replay().ifPresent(r -> o.addProperty("replay", r));
                s.whiteMs().ifPresent(ms -> o.addProperty("whiteMs", ms));
                s.blackMs().ifPresent(ms -> o.addProperty("blackMs", ms));
            }
            case FactBody.FollowOn f -> {
                o.addProperty("team", f.team());
                o.addProperty("enforce", f.enforce());
            }
            case FactBody.FormTeams t -> {
                JsonArray teams = new JsonArray();
                for (FactBody.FormedTeam team : t.teams()) {
                    JsonObject j = new JsonObject();
                    j.addProperty("team", team.team());
                    j.addProperty("name", team.name());
                    j.add("players", strings(team.players()));
                    teams.add(j);
                }
                o.add("teams", teams);
                if (!t.sittingOut().isEmpty()) {
                    o.add("sittingOut", strings(t.sittingOut()));
                }
                if (!t.explanation().isEmpty()) {
                    o.addProperty("explanation", t.explanation());
                }
            }
            case Correction c -> {
                o.addProperty("target", c.target());
                o.add("replacement", encodeBody(c.replacement()));
                o.addProperty("reason", c.reason());
            }
            case Undo u -> {
                o.addProperty("target", u.target());
                o.addProperty("reason", u.reason());
            }
        }
    }

    private static JsonArray boards(List<Board> list) {
        JsonArray boards = new JsonArray();
        for (Board b : list) {
            JsonObject g = new JsonObject();
            g.addProperty("game", b.game());
            g.addProperty("white", b.white());
            g.addProperty("black", b.black());
            boards.add(g);
        }
        return boards;
    }

    private static void captures(JsonObject o, List<String> white, List<String> black) {
        if (!white.isEmpty()) {
            o.add("capturedByWhite", strings(white));
        }
        if (!black.isEmpty()) {
            o.add("capturedByBlack", strings(black));
        }
    }

    private static JsonArray strings(List<String> list) {
        JsonArray a = new JsonArray();
        list.forEach(a::add);
        return a;
    }

    /** An enum constant as the journal writes it: lower case with hyphens. */
    public static String word(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * Reads a whole fact (envelope and body) as stored in the journal.
     *
     * @throws IllegalArgumentException naming the field that is wrong
     */
    public static Fact decode(JsonObject o) {
        FactTexts.check(o);
        JsonFields f = new JsonFields(o);
        long seq = f.longValue("seq");
        Instant at;
        try {
            at = Instant.parse(f.string("at"));
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("'at' is not a UTC time such as 2026-05-01T09:30:00Z");
        }
        String by = f.string("by");
        return new Fact(seq, at, by, decodeBody(o, true));
    }

    /**
     * Reads a fact's body: {@code type} and its fields. With {@code envelope} false (facts typed
     * by an arbiter) the fields {@code seq} and {@code at} are not allowed, since the event assigns
     * them, but {@code by} is.
     */
    public static FactBody decodeBody(JsonObject o, boolean envelope) {
        FactTexts.check(o);
        JsonFields f = new JsonFields(o);
        if (!envelope) {
            for (String assigned : List.of("seq", "at", "batchEnd")) {
                if (o.has(assigned)) {
                    throw new IllegalArgumentException("'" + assigned + "' is assigned when the fact is recorded; leave it out");
                }
            }
        }
        String type = f.string("type");
        FactType kind = FactType.of(type).orElseThrow(() -> new IllegalArgumentException("unknown fact type '" + type
                + "'; the types are " + String.join(", ", TYPES)));
        FactBody body = switch (kind) {
            case REGISTER_TEAM -> new RegisterTeam(f.string("team"), f.optString("name").orElse(null));
            case REGISTER -> new Register(f.string("player"), f.optString("name").orElse(null), f.optString("team"),
                    (int) f.optLong("rating").orElse(0), f.optString("grade"));
            case WITHDRAW -> new Withdraw(f.string("player"), f.intValue("fromRound"));
            case BYE_REQUEST -> new FactBody.ByeRequest(f.string("player"), f.intValue("round"));
            case STAGE_ROUNDS -> new FactBody.StageRounds(f.string("stage"), f.intValue("rounds"));
            case TOSS -> new Toss(f.string("winner"), f.string("choice"));
            case LINE_UP -> new LineUp(f.string("team"), (int) f.optLong("innings").orElse(0),
                    (int) f.optLong("round").orElse(0), f.strings("players"), f.optString("captain"));
            case PAIRING -> new Pairing(f.intValue("round"), f.objects("boards").stream().map(FactCodec::board).toList(),
                    f.optObjects("byes").stream().map(FactCodec::bye).toList(), f.optString("stage"),
                    f.optObjects("seats").stream().map(FactCodec::seat).toList());
            case PLAYOFF -> new FactBody.PlayOffPairing(f.intValue("playoff"),
                    f.objects("boards").stream().map(FactCodec::board).toList());
            case GAME_START -> new GameStart(f.string("game"), f.string("white"), f.string("black"),
                    (int) f.optLong("innings").orElse(0), f.optString("override"));
            case RESULT -> new Result(f.string("game"), f.enumValue("outcome", Outcome.class),
                    f.enumValue("ending", Termination.class), f.optStrings("capturedByWhite"),
                    f.optStrings("capturedByBlack"), f.optLong("whiteMs"), f.optLong("blackMs"), moves(f),
                    f.has("forfeit") && f.bool("forfeit"));
            case ILLEGAL_MOVE -> new IllegalMove(f.string("game"), f.enumValue("side", Color.class),
                    f.has("claimed") && f.bool("claimed"));
            case FLAG_FALL -> new FlagFall(f.string("game"), f.enumValue("side", Color.class), f.longValue("whiteMs"),
                    f.longValue("blackMs"), f.optStrings("capturedByWhite"), f.optStrings("capturedByBlack"),
                    f.has("outcome") ? Optional.of(f.enumValue("outcome", Outcome.class)) : Optional.empty(), moves(f));
            case DECLARATION -> new Declaration(f.string("game"), f.enumValue("side", Color.class), f.intValue("points"),
                    f.bool("valid"), f.optString("position"));
            case SENNICHITE -> new Sennichite(f.string("game"), f.optString("replay"), f.optLong("whiteMs"),
                    f.optLong("blackMs"));
            case FOLLOW_ON -> new FactBody.FollowOn(f.string("team"), f.bool("enforce"));
            case FORM_TEAMS -> new FactBody.FormTeams(f.objects("teams").stream().map(FactCodec::formedTeam).toList(),
                    f.optStrings("sittingOut"), f.optString("explanation").orElse(""));
            case CORRECTION -> new Correction(f.longValue("target"), decodeBody(f.object("replacement"), false),
                    f.string("reason"));
            case UNDO -> new Undo(f.longValue("target"), f.string("reason"));
        };
        f.noOthers(ENVELOPE);
        return body;
    }

    private static Board board(JsonObject o) {
        JsonFields f = new JsonFields(o);
        Board b = new Board(f.string("game"), f.string("white"), f.string("black"));
        f.noOthers(Set.of());
        return b;
    }

    private static FactBody.FormedTeam formedTeam(JsonObject o) {
        JsonFields f = new JsonFields(o);
        FactBody.FormedTeam t = new FactBody.FormedTeam(f.string("team"), f.optString("name").orElse(null), f.strings("players"));
        f.noOthers(Set.of());
        return t;
    }

    private static FactBody.Seat seat(JsonObject o) {
        JsonFields f = new JsonFields(o);
        FactBody.Seat s = new FactBody.Seat(f.string("player"), f.string("team"));
        f.noOthers(Set.of());
        return s;
    }

    private static Bye bye(JsonObject o) {
        JsonFields f = new JsonFields(o);
        Bye b = new Bye(f.string("player"), f.string("kind"));
        f.noOthers(Set.of());
        return b;
    }

    /** The optional {@code moves} field of a result or flag fall: a whole number of moves played. */
    private static OptionalInt moves(JsonFields f) {
        java.util.OptionalLong n = f.optLong("moves");
        if (n.isPresent() && (n.getAsLong() < 0 || n.getAsLong() > Integer.MAX_VALUE)) {
            throw new IllegalArgumentException("'moves' must be a number of moves from 0 to " + Integer.MAX_VALUE
                    + ", not " + n.getAsLong());
        }
        return n.isPresent() ? OptionalInt.of((int) n.getAsLong()) : OptionalInt.empty();
    }
}
