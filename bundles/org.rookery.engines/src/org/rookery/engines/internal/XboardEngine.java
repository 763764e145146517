// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rookery.engines.BestMove;
import org.rookery.engines.EngineFault;
import org.rookery.engines.EngineInfo;
import org.rookery.engines.EngineSpec;
import org.rookery.engines.SearchInfo;
import org.rookery.engines.SearchLimits;
import org.rookery.rules.Move;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;

/**
 * The xboard (CECP version 2) adapter. The engine is kept in force mode while Rookery sends moves
 * and searches on {@code go}; only the moves since the last exchange are sent, and a new start
 * is a {@code new}, {@code variant} and {@code setboard}. Thinking output ({@code post}) is read
 * as search information; result claims are ignored, since the rules referee the game.
 */
public final class XboardEngine extends AbstractEngine {

    private static final Pattern FEATURE = Pattern.compile("(\\w+)=(\"[^\"]*\"|\\S+)");
    /** How long to wait for the first {@code feature} line before treating the engine as protocol version 1. */
    private static final long FIRST_FEATURE_MILLIS = 3_000;

    private final XboardDialect dialect;
    private final Map<String, String> features = new LinkedHashMap<>();
    private final List<String> engineOptions = new ArrayList<>();
    private String sentStart;
    private List<Move> sentMoves = List.of();
    private int pings;

    private XboardEngine(EngineSpec spec, EngineProcess process) {
        super(spec, process);
        this.dialect = XboardDialect.of(spec.protocol());
    }

    /** Starts the engine, reads its features and sets the configured options. */
    public static XboardEngine start(EngineSpec spec, java.nio.file.Path directory) {
        EngineProcess p = EngineProcess.start(spec.name(), UciEngine.commandOf(spec), directory);
        XboardEngine e = new XboardEngine(spec, p);
        try {
            e.handshake();
            for (Map.Entry<String, String> o : spec.options().entrySet()) {
                e.option(o.getKey(), o.getValue());
            }
            e.sync();
            return e;
        } catch (RuntimeException ex) {
            p.close("quit");
            throw ex;
        }
    }

    private void handshake() {
        if (!dialect.features()) {
            // no features: its first line, if it writes one at once, is its name
            String first = process.poll(FIRST_FEATURE_MILLIS);
            if (first != null) {
                requirePrintable(first);
            }
            String name = first == null || first.isBlank() ? spec.name() : first.trim();
            info = new EngineInfo(name, "", engineOptions, new LinkedHashSet<>(spec.protocol().implicitVariants()));
            return;
        }
        dialect.hello().forEach(process::send);
        long deadline = deadlineIn(FIRST_FEATURE_MILLIS);
        boolean done = false;
        while (!done) {
            String line = process.poll(Math.max(1, (deadline - System.nanoTime()) / 1_000_000L));
            if (line == null) {
                if (!features.containsKey("done")) {
                    break; // a version 1 engine: no features
                }
                throw process.fault(EngineFault.TIMEOUT, "no 'feature done=1' within " + HANDSHAKE_MILLIS + " ms");
            }
            requirePrintable(line);
            String l = line.trim();
            if (!l.startsWith("feature ")) {
                continue;
            }
            Matcher m = FEATURE.matcher(l.substring(8));
            while (m.find()) {
                String key = m.group(1);
                String value = m.group(2).replaceAll("^\"|\"$", "");
                if (key.equals("option")) {
                    engineOptions.add(value.split(" -")[0].trim());
                } else {
                    features.put(key, value);
                }
                process.send("accepted " + key);
                if (key.equals("done")) {
                    if (value.equals("1")) {
                        done = true;
                    } else {
                        deadline = deadlineIn(HANDSHAKE_MILLIS);
                    }
                }
            }
        }
        Set<String> variants = new LinkedHashSet<>();
        String v = features.get("variants");
        if (v != null && !v.isBlank()) {
            for (String name : v.split(",")) {
                variants.add(name.trim());
            }
        } else {
            variants.addAll(spec.protocol().implicitVariants());
        }
        String name = features.getOrDefault("myname", spec.name());
        info = new EngineInfo(name, "", engineOptions, variants);
    }

    private boolean feature(String key) {
        return "1".equals(features.get(key));
    }

    private void option(String key, String value) {
        if (!engineOptions.contains(key)) {
            throw process.fault(EngineFault.CONFIGURATION, "it has no option '" + key + "'; it has: " + String.join(", ", engineOptions));
        }
        process.send("option " + key + (value.isEmpty() ? "" : "=" + value));
    }

    /** With {@code ping}: waits for the matching {@code pong}, reporting refusals seen on the way. */
    private void sync() {
        if (!feature("ping")) {
            return;
        }
        int n = ++pings;
        process.send("ping " + n);
        long deadline = deadlineIn(HANDSHAKE_MILLIS);
        while (true) {
            String line = process.readLine(deadline, "'pong " + n + "'");
            requirePrintable(line);
            String l = line.trim();
            if (l.equals("pong " + n)) {
                return;
            }
            refusal(l);
        }
    }

    /** An engine that calls Rookery's legal move illegal plays other rules. */
    private void refusal(String l) {
        if (l.contains("Illegal move")) {
            throw process.fault(EngineFault.UNSUPPORTED_VARIANT, "it refused a move Rookery's rules allow (" + l + "): it plays other rules");
        }
    }

    @Override
    public void newGame(Rules r) {
        for (Map.Entry<String, String> o : spec.optionsFor(r.id()).entrySet()) {
            option(o.getKey(), o.getValue());
        }
        requireVariant(r);
        this.rules = r;
        this.codec = MoveCodec.of(spec.protocol(), r);
        remember(r.startPosition(), List.of());
        sentStart = null;
        sync();
    }

    private void restart() {
        List<String> newGame = dialect.newGame();
        process.send(newGame.get(0));
        dialect.variant(spec.variantName(rules.id())).forEach(process::send);
        newGame.subList(1, newGame.size()).forEach(process::send);
        if (!isStandardStart()) {
            if (!feature("setboard")) {
                throw process.fault(EngineFault.CONFIGURATION, "it cannot be given a position (no 'feature setboard=1'), and this game starts from "
                        + rules.positionFormat().format(start));
            }
            process.send("setboard " + rules.positionFormat().format(start));
        }
        sentStart = rules.positionFormat().format(start);
        sentMoves = List.of();
    }

    @Override
    public void position(PositionView startPosition, List<Move> played) {
        remember(startPosition, played);
        String startText = rules.positionFormat().format(start);
        boolean extends_ = startText.equals(sentStart) && played.size() >= sentMoves.size()
                && played.subList(0, sentMoves.size()).equals(sentMoves);
        if (!extends_) {
            restart();
        } else {
            process.send("force");
        }
        List<String> texts = moveTexts();
        for (int i = sentMoves.size(); i < texts.size(); i++) {
            process.send((feature("usermove") ? "usermove " : "") + texts.get(i));
        }
        sentMoves = List.copyOf(played);
        sync();
    }

    @Override
    public void setMultiPv(int lines) {
        // CECP has no multi-PV; the engine sends its one main line
    }

    @Override
    public BestMove search(SearchLimits l, long graceMillis, Consumer<SearchInfo> listener) {
        boolean firstToMove = current.sideToMove() == org.rookery.rules.Color.WHITE;
        if (l.hasClock()) {
            long own = firstToMove ? l.firstMillis() : l.secondMillis();
            long other = firstToMove ? l.secondMillis() : l.firstMillis();
            long inc = (firstToMove ? l.firstIncrementMillis() : l.secondIncrementMillis()) + l.byoyomiMillis();
            long base = Math.max(1, (own + 999) / 1000);
            dialect.level(l.movesToGo(), base, inc / 1000).forEach(process::send);
            dialect.clocks(Math.max(0, own / 10), Math.max(0, other / 10)).forEach(process::send);
        } else if (l.moveTimeMillis() > 0) {
            List<String> st = dialect.moveTime(Math.max(1, l.moveTimeMillis() / 1000));
            if (st == null) {
                throw process.fault(EngineFault.CONFIGURATION, "its protocol (" + spec.protocol().word()
                        + ") has no fixed time per move: give a depth or a clock");
            }
            st.forEach(process::send);
        } else {
            dialect.unbounded().forEach(process::send);
        }
        if (l.depth() > 0) {
            dialect.depth(l.depth()).forEach(process::send);
        }
        if (l.nodes() > 0 && l.depth() <= 0 && l.moveTimeMillis() <= 0 && !l.hasClock()) {
            throw process.fault(EngineFault.CONFIGURATION, "xboard has no node limit: give a depth or a time");
        }
        dialect.side(firstToMove).forEach(process::send);
        process.send("go");
        long deadline = deadline(l, graceMillis);
        SearchInfo last = null;
        while (true) {
            String line = process.readLine(deadline, "'move'");
            requirePrintable(line);
            String t = line.trim();
            String moveText = dialect.move(t);
            if (moveText != null) {
                BestMove best = checkedMove(moveText, last);
                List<Move> now = new ArrayList<>(sentMoves);
                now.add(best.move());
                sentMoves = List.copyOf(now);
                return best;
            }
            if (dialect.resigns(t)) {
                return new BestMove(null, "resign", BestMove.Kind.RESIGN, last);
            }
            refusal(t);
            SearchInfo i = dialect.thinking() ? thinking(t) : null;
            if (i != null) {
                listener.accept(i);
                last = i;
            }
        }
    }

    private SearchInfo thinking(String t) {
        try {
            return InfoParser.xboard(t);
        } catch (NumberFormatException e) {
            throw process.fault(EngineFault.MALFORMED, "a thinking line with a bad number: '" + t + "'");
        }
    }

    @Override
    public Analysis analyse(Consumer<SearchInfo> listener) {
        if (!dialect.features()) {
            throw process.fault(EngineFault.CONFIGURATION, "its protocol (" + spec.protocol().word() + ") has no analysis mode");
        }
        process.send("post");
        process.send("analyze");
        int n = ++pings;
        return new ReaderAnalysis(li -> analysisLoop(li, n), listener, () -> {
            process.send("exit");
            if (feature("ping")) {
                process.send("ping " + n);
            } else {
                stopAnalysis = true;
            }
        }, name());
    }

    private volatile boolean stopAnalysis;

    private BestMove analysisLoop(Consumer<SearchInfo> listener, int ping) {
        SearchInfo last = null;
        stopAnalysis = false;
        while (true) {
            String line = process.poll(100);
            if (line == null) {
                if (stopAnalysis) {
                    break;
                }
                continue;
            }
            requirePrintable(line);
            String t = line.trim();
            if (t.equals("pong " + ping)) {
                break;
            }
            SearchInfo i = thinking(t);
            if (i != null) {
                listener.accept(i);
                last = i;
            }
        }
        if (last == null || last.pv().isEmpty()) {
            throw process.fault(EngineFault.MALFORMED, "it analysed without sending a line of play");
        }
        return checkedMove(last.pv().get(0), last);
    }

    @Override
    public void close() {
        process.close("quit");
    }
}
