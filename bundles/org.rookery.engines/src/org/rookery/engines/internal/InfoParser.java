// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines.internal;

import java.util.ArrayList;
import java.util.List;

import org.rookery.engines.SearchInfo;

/**
 * Reads UCI and USI {@code info} lines and xboard thinking lines ({@code ply score time nodes pv}).
 * Unknown UCI tokens are skipped as the protocol asks; a number that is not a number is a
 * malformed line.
 */
public final class InfoParser {

    /** xboard scores at or beyond this are mates (the usual 100000 + moves convention). */
    private static final int XBOARD_MATE = 100_000 - 1000;

    private InfoParser() {
    }

    /**
     * The information of a UCI/USI {@code info} line, or {@code null} when it carries neither depth,
     * score nor variation ({@code info string ...}, {@code info currmove ...}).
     *
     * @throws NumberFormatException for a number field that is not a number
     */
    public static SearchInfo uci(String line) {
        String[] t = line.trim().split("\\s+");
        int depth = 0;
        int seldepth = 0;
        int multipv = 1;
        Integer cp = null;
        Integer mate = null;
        long nodes = 0;
        long nps = 0;
        long time = 0;
        List<String> pv = new ArrayList<>();
        boolean any = false;
        for (int i = 1; i < t.length; i++) {
            switch (t[i]) {
                case "string" -> {
                    return null;
                }
                case "depth" -> { depth = Integer.parseInt(next(t, ++i)); any = true; }
                case "seldepth" -> seldepth = Integer.parseInt(next(t, ++i));
                case "multipv" -> multipv = Integer.parseInt(next(t, ++i));
                case "nodes" -> nodes = Long.parseLong(next(t, ++i));
                case "nps" -> nps = Long.parseLong(next(t, ++i));
                case "time" -> time = Long.parseLong(next(t, ++i));
                case "score" -> {
                    String kind = next(t, ++i);
                    String value = next(t, ++i);
                    if (kind.equals("cp")) {
                        cp = Integer.parseInt(value);
                    } else if (kind.equals("mate")) {
                        // USI writes "mate +" / "mate -" when the distance is unknown
                        mate = value.equals("+") ? Integer.valueOf(1) : value.equals("-") ? Integer.valueOf(-1) : Integer.valueOf(Integer.parseInt(value));
                    } else {
                        throw new NumberFormatException("score kind '" + kind + "'");
                    }
                    any = true;
                    if (i + 1 < t.length && (t[i + 1].equals("lowerbound") || t[i + 1].equals("upperbound"))) {
                        i++;
                    }
                }
                case "pv" -> {
                    for (i = i + 1; i < t.length; i++) {
                        pv.add(t[i]);
                    }
                    any = true;
                }
                default -> {
                    // currmove, hashfull, tbhits, cpuload ... carry nothing Rookery shows
                }
            }
        }
        return any ? new SearchInfo(depth, seldepth, multipv, cp, mate, nodes, nps, time, pv) : null;
    }

    /**
     * The information of an xboard thinking line {@code ply score time(cs) nodes pv...}, or
     * {@code null} if the line is not one (does not start with a number).
     */
    public static SearchInfo xboard(String line) {
        String[] t = line.trim().split("\\s+");
        if (t.length < 4 || !t[0].matches("\\d+[&.]?")) {
            return null;
        }
        int depth = Integer.parseInt(t[0].replaceAll("[&.]", ""));
        int score = Integer.parseInt(t[1]);
        long time = Long.parseLong(t[2]) * 10;
        long nodes = Long.parseLong(t[3]);
        List<String> pv = new ArrayList<>();
        for (int i = 4; i < t.length; i++) {
            String m = t[i];
            if (m.matches("\\d+\\.+") || m.startsWith("{") || m.startsWith("(")) {
                continue;
            }
            pv.add(m);
        }
        Integer cp = score;
        Integer mate = null;
        if (Math.abs(score) >= XBOARD_MATE) {
            int plies = 100_000 - Math.abs(score);
            mate = (score > 0 ? 1 : -1) * Math.max(1, (plies + 1) / 2);
            cp = null;
        }
        long nps = time > 0 ? nodes * 1000 / time : 0;
        return new SearchInfo(depth, 0, 1, cp, mate, nodes, nps, time, pv);
    }

    private static String next(String[] t, int i) {
        if (i >= t.length) {
            throw new NumberFormatException("a field without its value");
        }
        return t[i];
    }
}
