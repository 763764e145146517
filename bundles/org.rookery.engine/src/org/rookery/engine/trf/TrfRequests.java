// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.trf;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import org.rookery.engine.pairing.BakuAcceleration;
import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.pairing.Side;

/**
 * Converts between a TRF file and a {@link PairingRequest}: the request to pair a round from
 * the rounds before it, and a file with a round's pairing (and results) added.
 */
public final class TrfRequests {

    private TrfRequests() {
    }

    /** The request to pair the round after the last round with results. */
    public static PairingRequest nextRound(TrfDocument doc) throws TrfParseException {
        return request(doc, doc.playedRounds() + 1);
    }

    /**
     * The request to pair {@code round} from the rounds before it. Entries the file has for
     * {@code round} itself that are byes ({@code H}, {@code F}, {@code Z}, or {@code -} without
     * an opponent) make the entrant unavailable, as do the file's {@code 240} lines for that
     * round; everything later is ignored. The extension lines ({@link TrfExtensions}) give the
     * planned rounds, the initial colour, the bye's points and the virtual points (XXA, 250, or
     * Baku acceleration named by the 092 line).
     */
    public static PairingRequest request(TrfDocument doc, int round) throws TrfParseException {
        List<TrfPlayer> players = new ArrayList<>(doc.players());
        players.sort((a, b) -> Integer.compare(a.rank(), b.rank()));
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i).rank() != i + 1) {
                throw new TrfParseException(lineOf(doc, players.get(i)), 5,
                        "starting ranks 1.." + players.size() + " without gaps or repeats", Integer.toString(players.get(i).rank()));
            }
        }
        TrfExtensions ext = TrfExtensions.of(doc, players.size());
        int planned = Math.max(round, ext.plannedRounds());
        BigDecimal byePoints = ext.pairingByePoints();
        java.util.Map<Integer, Boolean> announced = ext.byes(round);
        List<Entrant> entrants = new ArrayList<>();
        for (TrfPlayer p : players) {
            List<RoundRecord> history = new ArrayList<>();
            BigDecimal score = BigDecimal.ZERO;
            for (int r = 1; r < round; r++) {
                TrfGame g = r <= p.games().size() ? p.games().get(r - 1) : TrfGame.EMPTY;
                RoundRecord rec = record(doc, p, r, g, players.size());
                history.add(rec);
                score = score.add(points(rec.result(), byePoints));
            }
            Entrant.Availability availability = Entrant.Availability.PLAYING;
            if (round <= p.games().size()) {
                TrfGame g = p.games().get(round - 1);
                if (g.opponent() == 0 && !g.isEmpty()) {
                    availability = switch (g.result()) {
                        case 'H', 'F' -> Entrant.Availability.REQUESTED_BYE;
                        case 'Z', '-', '0' -> Entrant.Availability.ABSENT;
                        default -> Entrant.Availability.PLAYING;
                    };
                }
            }
            if (availability == Entrant.Availability.PLAYING && announced.containsKey(p.rank())) {
                // A 240 line takes the player out of the round the file has no entry for yet.
                availability = announced.get(p.rank()) ? Entrant.Availability.REQUESTED_BYE : Entrant.Availability.ABSENT;
            }
            entrants.add(new Entrant(p.rank(), p.name(), p.rating(), score, history, availability));
        }
        boolean white = ext.initialWhite().orElseGet(() -> initialColourWhite(players));
        // Explicit virtual points (XXA, 250) replace the Baku rule, as in the other engines.
        boolean explicit = !ext.virtualPoints().isEmpty();
        int accelerated = ext.baku() && !explicit ? TrfExtensions.bakuRounds(planned) : 0;
        PairingRequest.Options options = new PairingRequest.Options(byePoints, false, accelerated, white);
        if (explicit) {
            options = options.withVirtualPoints(ext.virtualPoints());
        }
        if (!ext.forbiddenPairs().isEmpty()) {
            options = options.withForbiddenPairs(ext.forbiddenPairs());
        }
        return new PairingRequest(round, planned, entrants, options);
    }

    /** What a result is worth (wins 1, draws ½, the pairing bye as the format says). */
    public static BigDecimal points(RoundResult r, BigDecimal byePoints) {
        return switch (r) {
            case WIN, FORFEIT_WIN, UNRATED_WIN, FULL_POINT_BYE -> BigDecimal.ONE;
            case DRAW, UNRATED_DRAW, HALF_POINT_BYE -> new BigDecimal("0.5");
            case PAIRING_BYE -> byePoints;
            default -> BigDecimal.ZERO;
        };
    }

    private static RoundRecord record(TrfDocument doc, TrfPlayer p, int round, TrfGame g, int n)
            throws TrfParseException {
        int line = lineOf(doc, p);
        int column = TrfReader.FIRST_ROUND_COLUMN + (round - 1) * TrfReader.ROUND_WIDTH;
        if (g.isEmpty() || g.result() == ' ') {
            return new RoundRecord(round, 0, Side.NONE, RoundResult.ZERO_POINT_BYE);
        }
        if (g.opponent() > n || g.opponent() == p.rank()) {
            throw new TrfParseException(line, column, "an opponent rank between 1 and " + n + " other than the player's own",
                    Integer.toString(g.opponent()));
        }
        if (g.opponent() == 0) {
            RoundResult r = switch (g.result()) {
                case 'U', '+' -> RoundResult.PAIRING_BYE;
                case 'H', '=' -> RoundResult.HALF_POINT_BYE;
                case 'F', '1', 'W' -> RoundResult.FULL_POINT_BYE;
                default -> RoundResult.ZERO_POINT_BYE;
            };
            if (g.result() == '+') {
                // An old-style forfeit win without opponent: unplayed, a full point, and like the
                // pairing bye it rules out another pairing bye.
                r = RoundResult.FORFEIT_WIN;
            }
            return new RoundRecord(round, 0, Side.NONE, r);
        }
        RoundResult r = RoundResult.fromTrf(g.result())
                .orElseThrow(() -> new TrfParseException(line, column + 7, "a result code", String.valueOf(g.result())));
        if (r == RoundResult.HALF_POINT_BYE || r == RoundResult.FULL_POINT_BYE || r == RoundResult.PAIRING_BYE
                || r == RoundResult.ZERO_POINT_BYE) {
            throw new TrfParseException(line, column + 7, "a game result (1 0 = + - W D L) for a round with an opponent",
                    String.valueOf(g.result()));
        }
        Side side = g.colour() == 'w' ? Side.WHITE : g.colour() == 'b' ? Side.BLACK : Side.NONE;
        return new RoundRecord(round, g.opponent(), side, r);
    }

    private static boolean initialColourWhite(List<TrfPlayer> players) {
        // The file does not say: the first round's colours show it (the higher-ranked player of
        // each first-round pair got the initial colour when its rank is odd).
        int white = 0;
        int black = 0;
        for (TrfPlayer p : players) {
            if (p.games().isEmpty()) {
                continue;
            }
            TrfGame g = p.games().get(0);
            if (g.opponent() > p.rank() && (g.colour() == 'w' || g.colour() == 'b')) {
                boolean hasWhite = g.colour() == 'w';
                boolean initial = (p.rank() % 2 == 1) == hasWhite;
                if (initial) {
                    white++;
                } else {
                    black++;
                }
            }
        }
        return white >= black;
    }

    /**
     * A TRF file holding the request: the players with their rounds so far, the round to pair
     * announced for those who do not play it ({@code H} requested bye, {@code Z} absent), the
     * planned rounds ({@code XXR}), the initial colour ({@code XXC}), the forbidden pairs
     * ({@code XXP}) and the virtual points ({@code XXA}): the explicit ones, or else those of the
     * accelerated rounds (Baku, {@link BakuAcceleration}) when the options give a count.
     */
    public static TrfDocument document(PairingRequest request, String tournamentName) {
        List<TrfDocument.Line> lines = new ArrayList<>();
        lines.add(new TrfDocument.TagLine("012", " " + tournamentName));
        for (Entrant e : request.entrants()) {
            List<TrfGame> games = new ArrayList<>();
            for (RoundRecord r : e.history()) {
                char colour = r.side() == Side.WHITE ? 'w' : r.side() == Side.BLACK ? 'b' : '-';
                games.add(new TrfGame(r.opponent(), colour, r.result().trfCode()));
            }
            while (games.size() < request.round() - 1) {
                games.add(new TrfGame(0, '-', 'Z'));
            }
            switch (e.availability()) {
                case REQUESTED_BYE -> games.add(new TrfGame(0, '-', 'H'));
                case ABSENT, WITHDRAWN -> games.add(new TrfGame(0, '-', 'Z'));
                default -> {
                }
            }
            lines.add(new TrfDocument.PlayerLine(new TrfPlayer(e.id(), "", "", e.name(), e.rating(), "", "", "",
                    e.score().stripTrailingZeros().scale() <= 0 ? e.score().setScale(1).toPlainString()
                            : e.score().toPlainString(), 0, games)));
        }
        lines.add(new TrfDocument.TagLine("XXR", " " + request.plannedRounds()));
        lines.add(new TrfDocument.TagLine("XXC", request.options().firstColourWhite() ? " white1" : " black1"));
        for (PairingRequest.ForbiddenPair p : request.options().forbiddenPairs()) {
            lines.add(new TrfDocument.TagLine("XXP", " " + right(p.first()) + " " + right(p.second())));
        }
        TrfDocument doc = new TrfDocument(lines, "\n");
        if (request.options().hasVirtualPoints()) {
            return TrfExtensions.withVirtualPoints(doc, request.options().virtualPoints());
        }
        if (request.options().acceleration() > 0) {
            // Accelerated rounds given as a count: the file spells out the virtual points they
            // give, as XXA lines, which every usual pairing program reads (a count alone has no
            // line of its own in the format).
            return TrfExtensions.withVirtualPoints(doc,
                    BakuAcceleration.virtualPoints(request.entrants().size(), request.options().acceleration()));
        }
        return doc;
    }

    /** The file with the round's boards and byes entered (results blank for the boards). */
    public static TrfDocument withPairing(TrfDocument doc, RoundPairing pairing) {
        List<TrfPlayer> out = new ArrayList<>();
        int round = pairing.round();
        for (TrfPlayer p : doc.players()) {
            TrfGame g = null;
            for (RoundPairing.Board b : pairing.boards()) {
                if (b.white() == p.rank()) {
                    g = new TrfGame(b.black(), 'w', ' ');
                } else if (b.black() == p.rank()) {
                    g = new TrfGame(b.white(), 'b', ' ');
                }
            }
            for (RoundPairing.Bye b : pairing.byes()) {
                if (b.entrant() == p.rank()) {
                    g = new TrfGame(0, '-', switch (b.kind()) {
                        case PAIRING_ALLOCATED -> 'U';
                        case REQUESTED -> 'H';
                        case ABSENT -> 'Z';
                    });
                }
            }
            List<TrfGame> games = new ArrayList<>(p.games());
            while (games.size() < round) {
                games.add(TrfGame.EMPTY);
            }
            games.set(round - 1, g == null ? TrfGame.EMPTY : g);
            out.add(p.withGames(games));
        }
        return doc.withPlayers(out);
    }

    private static String right(int n) {
        String s = Integer.toString(n);
        return " ".repeat(Math.max(0, 4 - s.length())) + s;
    }

    private static int lineOf(TrfDocument doc, TrfPlayer p) {
        for (int i = 0; i < doc.lines().size(); i++) {
            if (doc.lines().get(i) instanceof TrfDocument.PlayerLine pl && pl.player() == p) {
                return i + 1;
            }
        }
        return 0;
    }
}
