// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.external;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;

/** Reads the pairs file of a pairing program and checks it against the request. */
final class PairsFile {

    private PairsFile() {
    }

    static RoundPairing parse(String text, PairingRequest request, String program) throws PairingException {
        String[] lines = text.strip().split("\r\n|\r|\n");
        if (lines.length == 0 || lines[0].isBlank()) {
            throw new PairingException(program + " wrote no pairs");
        }
        int count;
        try {
            count = Integer.parseInt(lines[0].trim());
        } catch (NumberFormatException e) {
            throw new PairingException(program + "'s pairs, line 1: expected the number of pairs, found '" + lines[0] + "'");
        }
        if (lines.length - 1 != count) {
            throw new PairingException(program + "'s pairs: line 1 announces " + count + " pairs but "
                    + (lines.length - 1) + " follow");
        }
        List<RoundPairing.Board> boards = new ArrayList<>();
        List<RoundPairing.Bye> byes = new ArrayList<>();
        Set<Integer> seen = new HashSet<>();
        int n = request.entrants().size();
        for (int i = 1; i < lines.length; i++) {
            String[] f = lines[i].trim().split("\\s+");
            int white;
            int black;
            try {
                if (f.length != 2) {
                    throw new NumberFormatException();
                }
                white = Integer.parseInt(f[0]);
                black = Integer.parseInt(f[1]);
            } catch (NumberFormatException e) {
                throw new PairingException(program + "'s pairs, line " + (i + 1) + ": expected 'white black', found '"
                        + lines[i] + "'");
            }
            if (white < 1 || white > n || black < 0 || black > n || white == black) {
                throw new PairingException(program + "'s pairs, line " + (i + 1) + ": " + lines[i].trim()
                        + " is not a pair of starting ranks 1.." + n);
            }
            if (!seen.add(white) || (black != 0 && !seen.add(black))) {
                throw new PairingException(program + "'s pairs, line " + (i + 1) + ": a player is paired twice");
            }
            if (black == 0) {
                byes.add(new RoundPairing.Bye(white, RoundPairing.ByeKind.PAIRING_ALLOCATED));
            } else {
                boards.add(new RoundPairing.Board(white, black));
            }
        }
        for (Entrant e : request.entrants()) {
            if (e.isPaired() && !seen.contains(e.id())) {
                throw new PairingException(program + " left player " + e.id() + " unpaired");
            }
            if (!e.isPaired() && seen.contains(e.id())) {
                throw new PairingException(program + " paired player " + e.id() + ", who is not playing this round");
            }
            switch (e.availability()) {
                case REQUESTED_BYE -> byes.add(new RoundPairing.Bye(e.id(), RoundPairing.ByeKind.REQUESTED));
                case ABSENT -> byes.add(new RoundPairing.Bye(e.id(), RoundPairing.ByeKind.ABSENT));
                default -> {
                }
            }
        }
        return new RoundPairing(request.round(), boards, byes, List.of());
    }
}
