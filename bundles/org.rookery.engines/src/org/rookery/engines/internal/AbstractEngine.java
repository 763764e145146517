// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines.internal;

import java.util.ArrayList;
import java.util.List;

import org.rookery.engines.BestMove;
import org.rookery.engines.Engine;
import org.rookery.engines.EngineException;
import org.rookery.engines.EngineFault;
import org.rookery.engines.EngineInfo;
import org.rookery.engines.EngineSpec;
import org.rookery.engines.Protocol;
import org.rookery.engines.SearchInfo;
import org.rookery.engines.SearchLimits;
import org.rookery.rules.Move;
import org.rookery.rules.MoveException;
import org.rookery.rules.Position;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;

/**
 * What the three protocol adapters share: the process, the handshake's findings, the game's rules
 * and move notation, and the position last sent, against which every engine move is checked.
 */
abstract class AbstractEngine implements Engine {

    /** How long a handshake or a {@code isready}/{@code ping} may take. */
    static final long HANDSHAKE_MILLIS = 10_000;

    final EngineSpec spec;
    final EngineProcess process;
    EngineInfo info;
    Rules rules;
    MoveCodec codec;
    /** The position the engine was last given, with its moves played. */
    Position current;
    PositionView start;
    List<Move> moves = List.of();

    AbstractEngine(EngineSpec spec, EngineProcess process) {
        this.spec = spec;
        this.process = process;
    }

    @Override
    public String name() {
        return spec.name();
    }

    @Override
    public Protocol protocol() {
        return spec.protocol();
    }

    @Override
    public EngineInfo info() {
        return info;
    }

    @Override
    public boolean plays(Rules r) {
        return info.plays(spec, r);
    }

    /** Refuses a variant the engine did not declare, before anything is sent. */
    void requireVariant(Rules r) {
        java.util.Optional<String> why = info.whyNot(spec, r);
        if (why.isPresent()) {
            throw new EngineException(name(), EngineFault.UNSUPPORTED_VARIANT, why.get());
        }
    }

    /** Remembers the position and checks that the moves are legal from the start. */
    void remember(PositionView startPosition, List<Move> played) {
        if (rules == null) {
            throw new IllegalStateException("newGame comes before position");
        }
        Position p = rules.newPosition(startPosition.toSetup());
        for (Move m : played) {
            p.doMove(m);
        }
        this.start = startPosition;
        this.moves = List.copyOf(played);
        this.current = p;
    }

    /** The move texts of the remembered moves, each written in the position before it. */
    List<String> moveTexts() {
        Position p = rules.newPosition(start.toSetup());
        List<String> texts = new ArrayList<>();
        for (Move m : moves) {
            texts.add(codec.format(m, p));
            p.doMove(m);
        }
        return texts;
    }

    /** Whether the start is the variant's own start position (sent as {@code startpos}). */
    boolean isStandardStart() {
        String fmt = rules.positionFormat().format(start);
        return fmt.equals(rules.positionFormat().format(rules.startPosition()));
    }

    /**
     * The engine's move text as a legal move of the current position.
     *
     * @throws EngineException MALFORMED for text that is no move, ILLEGAL_MOVE for one the rules refuse
     */
    BestMove checkedMove(String text, SearchInfo last) {
        try {
            Move m = codec.parse(text, current);
            return new BestMove(m, text, BestMove.Kind.MOVE, last);
        } catch (MoveException e) {
            String where = rules.positionFormat().format(current);
            if (e.kind() == MoveException.Kind.INVALID) {
                throw process.fault(EngineFault.MALFORMED, "'" + text + "' is not a move (" + e.getMessage() + ") in " + where);
            }
            throw process.fault(EngineFault.ILLEGAL_MOVE, "'" + text + "' in " + where + ": " + e.getMessage());
        }
    }

    /** The deadline of a search: its time, or {@code graceMillis} past it; none for infinite analysis. */
    long deadline(SearchLimits limits, long graceMillis) {
        long budget;
        if (limits.moveTimeMillis() > 0) {
            budget = limits.moveTimeMillis();
        } else if (limits.hasClock()) {
            boolean first = current.sideToMove() == org.rookery.rules.Color.WHITE;
            budget = (first ? limits.firstMillis() : limits.secondMillis()) + limits.byoyomiMillis();
        } else {
            budget = 0;
        }
        return System.nanoTime() + (budget + graceMillis) * 1_000_000L;
    }

    /** A line with control characters is no protocol line. */
    void requirePrintable(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c < 0x20 && c != '\t' || c == 0x7f) {
                throw process.fault(EngineFault.MALFORMED, "a line with control character " + (int) c + ": '"
                        + line.replaceAll("\\p{Cntrl}", "?") + "'");
            }
        }
    }

    static long deadlineIn(long millis) {
        return System.nanoTime() + millis * 1_000_000L;
    }
}
