// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

import org.rookery.engines.BestMove;
import org.rookery.engines.EngineFault;
import org.rookery.engines.EngineInfo;
import org.rookery.engines.EngineSpec;
import org.rookery.engines.Protocol;
import org.rookery.engines.SearchInfo;
import org.rookery.engines.SearchLimits;
import org.rookery.rules.Move;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;

/**
 * The UCI and USI adapter. The two protocols differ in their words ({@code uci}/{@code usi},
 * {@code fen}/{@code sfen}), in who "black" is (USI's {@code btime} is sente's, the side that moves
 * first) and in USI's {@code byoyomi}, {@code bestmove resign} and {@code bestmove win}.
 */
public final class UciEngine extends AbstractEngine {

    private static final String VARIANT_OPTION = "UCI_Variant";

    private final boolean usi;
    private final Map<String, List<String>> optionVars = new LinkedHashMap<>();
    private String engineName = "";
    private String author = "";

    private UciEngine(EngineSpec spec, EngineProcess process) {
        super(spec, process);
        this.usi = spec.protocol() == Protocol.USI;
    }

    /** Starts the engine, reads its handshake and sets the configured options. */
    public static UciEngine start(EngineSpec spec, java.nio.file.Path directory) {
        EngineProcess p = EngineProcess.start(spec.name(), commandOf(spec), directory);
        UciEngine e = new UciEngine(spec, p);
        try {
            // the first answer waits for the program's start-up as well
            e.handshake(spec.startSeconds() * 1000L);
            if (!spec.options().isEmpty()) {
                e.setOptions(spec.options());
                if (e.optionVars.containsKey(VARIANT_OPTION)) {
                    // options such as a variant file change the variants on offer: ask again
                    e.handshake(HANDSHAKE_MILLIS);
                }
            }
            e.ready();
            return e;
        } catch (RuntimeException ex) {
            p.close("quit");
            throw ex;
        }
    }

    static List<String> commandOf(EngineSpec spec) {
        List<String> c = new ArrayList<>(spec.command());
        spec.program().ifPresent(path -> c.set(0, path.toString()));
        return c;
    }

    private void handshake(long millis) {
        optionVars.clear();
        process.send(usi ? "usi" : "uci");
        String ok = usi ? "usiok" : "uciok";
        long deadline = deadlineIn(millis);
        while (true) {
            String line = process.readLine(deadline, "'" + ok + "'");
            requirePrintable(line);
            String l = line.trim();
            if (l.equals(ok)) {
                break;
            }
            if (l.startsWith("id name ")) {
                engineName = l.substring(8).trim();
            } else if (l.startsWith("id author ")) {
                author = l.substring(10).trim();
            } else if (l.startsWith("option ")) {
                readOption(l);
            }
        }
        Set<String> variants = new LinkedHashSet<>();
        List<String> vars = optionVars.get(VARIANT_OPTION);
        if (vars != null && !vars.isEmpty()) {
            variants.addAll(vars);
        } else {
            variants.addAll(spec.protocol().implicitVariants());
        }
        info = new EngineInfo(engineName.isEmpty() ? spec.name() : engineName, author, new ArrayList<>(optionVars.keySet()), variants);
    }

    private void readOption(String line) {
        int name = line.indexOf(" name ");
        int type = line.indexOf(" type ");
        if (name < 0 || type < name) {
            throw process.fault(EngineFault.MALFORMED, "an option line without 'name ... type': '" + line + "'");
        }
        String optionName = line.substring(name + 6, type).trim();
        List<String> vars = new ArrayList<>();
        String[] t = line.substring(type).trim().split("\\s+");
        for (int i = 0; i < t.length - 1; i++) {
            if (t[i].equals("var")) {
                vars.add(t[i + 1]);
            }
        }
        optionVars.put(optionName, vars);
    }

    private void setOptions(Map<String, String> options) {
        for (Map.Entry<String, String> o : options.entrySet()) {
            if (!optionVars.containsKey(o.getKey())) {
                throw process.fault(EngineFault.CONFIGURATION, "it has no option '" + o.getKey() + "'; it has: "
                        + String.join(", ", optionVars.keySet()));
            }
            process.send("setoption name " + o.getKey() + (o.getValue().isEmpty() ? "" : " value " + o.getValue()));
        }
    }

    /** {@code isready} until {@code readyok}; returns the lines in between. */
    private List<String> ready() {
        process.send("isready");
        List<String> said = new ArrayList<>();
        long deadline = deadlineIn(HANDSHAKE_MILLIS);
        while (true) {
            String line = process.readLine(deadline, "'readyok'");
            requirePrintable(line);
            if (line.trim().equals("readyok")) {
                return said;
            }
            said.add(line.trim());
        }
    }

    @Override
    public void newGame(Rules r) {
        Map<String, String> variantOptions = spec.optionsFor(r.id());
        if (!variantOptions.isEmpty()) {
            setOptions(variantOptions);
            if (optionVars.containsKey(VARIANT_OPTION)) {
                handshake(HANDSHAKE_MILLIS);
            }
        }
        requireVariant(r);
        this.rules = r;
        this.codec = MoveCodec.of(spec.protocol(), r);
        if (optionVars.containsKey(VARIANT_OPTION)) {
            process.send("setoption name " + VARIANT_OPTION + " value " + spec.variantName(r.id()));
        }
        process.send(usi ? "usinewgame" : "ucinewgame");
        checkAnnouncedStart(ready(), r);
        remember(r.startPosition(), List.of());
    }

    /**
     * Fairy-Stockfish announces a selected variant's start position ({@code info string variant NAME
     * ... startpos FEN}); one that is not Rookery's means the engine would play another game.
     */
    private void checkAnnouncedStart(List<String> said, Rules r) {
        for (String l : said) {
            int at = l.indexOf(" startpos ");
            if (l.startsWith("info string variant ") && at > 0) {
                String theirs = l.substring(at + 10).trim();
                String ours = r.positionFormat().format(r.startPosition());
                if (!samePlacement(theirs, ours)) {
                    throw process.fault(EngineFault.UNSUPPORTED_VARIANT, "its '" + spec.variantName(r.id()) + "' starts from '" + theirs
                            + "', not from " + r.name() + "'s '" + ours + "'");
                }
            }
        }
    }

    private static boolean samePlacement(String a, String b) {
        String[] x = a.split("\\s+");
        String[] y = b.split("\\s+");
        return x.length >= 2 && y.length >= 2 && x[0].equals(y[0]) && x[1].equals(y[1]);
    }

    @Override
    public void position(PositionView startPosition, List<Move> played) {
        remember(startPosition, played);
        StringBuilder b = new StringBuilder("position ");
        if (isStandardStart()) {
            b.append("startpos");
        } else {
            b.append(usi ? "sfen " : "fen ").append(rules.positionFormat().format(start));
        }
        List<String> texts = moveTexts();
        if (!texts.isEmpty()) {
            b.append(" moves ").append(String.join(" ", texts));
        }
        process.send(b.toString());
    }

    @Override
    public void setMultiPv(int lines) {
        if (optionVars.containsKey("MultiPV")) {
            process.send("setoption name MultiPV value " + lines);
        }
    }

    @Override
    public BestMove search(SearchLimits limits, long graceMillis, Consumer<SearchInfo> listener) {
        process.send(goCommand(limits));
        return awaitBestMove(deadline(limits, graceMillis), listener);
    }

    private BestMove awaitBestMove(long deadline, Consumer<SearchInfo> listener) {
        SearchInfo last = null;
        while (true) {
            String line = process.readLine(deadline, "'bestmove'");
            requirePrintable(line);
            String l = line.trim();
            if (l.startsWith("info ")) {
                SearchInfo i;
                try {
                    i = InfoParser.uci(l);
                } catch (NumberFormatException e) {
                    throw process.fault(EngineFault.MALFORMED, "'" + l + "': " + e.getMessage());
                }
                if (i != null) {
                    listener.accept(i);
                    if (i.multiPv() <= 1) {
                        last = i;
                    }
                }
            } else if (l.equals("bestmove") || l.startsWith("bestmove ")) {
                String[] t = l.split("\\s+");
                if (t.length < 2) {
                    throw process.fault(EngineFault.MALFORMED, "'bestmove' without a move");
                }
                if (t[1].equals("resign")) {
                    return new BestMove(null, t[1], BestMove.Kind.RESIGN, last);
                }
                if (usi && t[1].equals("win")) {
                    return new BestMove(null, t[1], BestMove.Kind.CLAIM_WIN, last);
                }
                return checkedMove(t[1], last);
            }
        }
    }

    private String goCommand(SearchLimits l) {
        StringBuilder b = new StringBuilder("go");
        if (l.isInfinite()) {
            return "go infinite";
        }
        if (l.hasClock()) {
            long byo = l.byoyomiMillis();
            if (usi) {
                b.append(" btime ").append(l.firstMillis()).append(" wtime ").append(l.secondMillis());
                if (byo > 0) {
                    b.append(" byoyomi ").append(byo);
                } else {
                    b.append(" binc ").append(l.firstIncrementMillis()).append(" winc ").append(l.secondIncrementMillis());
                }
            } else {
                // UCI has no byoyomi: the period counts as time left, of which engines spend a fraction
                b.append(" wtime ").append(l.firstMillis() + byo).append(" btime ").append(l.secondMillis() + byo)
                        .append(" winc ").append(l.firstIncrementMillis()).append(" binc ").append(l.secondIncrementMillis());
            }
            if (l.movesToGo() > 0) {
                b.append(" movestogo ").append(l.movesToGo());
            }
        }
        if (l.depth() > 0) {
            b.append(" depth ").append(l.depth());
        }
        if (l.nodes() > 0) {
            b.append(" nodes ").append(l.nodes());
        }
        if (l.moveTimeMillis() > 0) {
            b.append(" movetime ").append(l.moveTimeMillis());
        }
        return b.toString();
    }

    @Override
    public Analysis analyse(Consumer<SearchInfo> listener) {
        process.send("go infinite");
        return new ReaderAnalysis(this::awaitForever, listener, () -> process.send("stop"), name());
    }

    private BestMove awaitForever(Consumer<SearchInfo> listener) {
        return awaitBestMove(System.nanoTime() + Long.MAX_VALUE / 4, listener);
    }

    @Override
    public void close() {
        process.close("quit");
    }
}
