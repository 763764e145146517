// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.function.Consumer;
import java.util.function.Function;

import org.rookery.rules.internal.EnginePosition;
import org.rookery.rules.internal.OutcomeJudge;
import org.rookery.rules.internal.PositionValidator;
import org.rookery.rules.internal.Tables;

/**
 * A variant configured with its options: everything the engine needs to play it, as data. A
 * {@link Variant} builds one per option set with {@link #builder(String, String)}; positions are
 * made with {@link #startPosition()}, {@link #position(String)} or {@link #newPosition(Setup)}.
 * Immutable and thread-safe; the compiled move tables are shared by all its positions.
 */
public final class Rules {

    private final String id;
    private final String name;
    private final VariantOptions options;
    private final BoardShape shape;
    private final List<PieceType> pieceTypes;
    private final Map<PieceType, PieceType> unpromoted;
    private final List<CastlingRule> castling;
    private final PromotionRule promotion;
    private final Set<Integer> doubleStepRanks;
    private final DropRule drops;
    private final CapturedPieces captured;
    private final Map<Color, Set<Square>> crowning;
    private final int revengeLimit;
    private final EndRules endRules;
    private final PositionFormat positionFormat;
    private final List<MoveFormat> moveFormats;
    private final String startPosition;
    private final Tables tables;
    private final Consumer<Setup> setupCheck;
    private final Function<PositionView, Optional<Outcome>> claims;
    private final BiPredicate<PositionView, Color> mateMaterial;
    private final Set<Termination> agreements;
    private final DeclarationJudge declaration;
    private final Endings endings;

    private Rules(Builder b) {
        this.id = b.id;
        this.name = b.name;
        this.options = b.options;
        this.shape = Objects.requireNonNull(b.shape, "shape");
        this.pieceTypes = List.copyOf(b.pieceTypes);
        this.unpromoted = Map.copyOf(b.unpromoted);
        this.castling = List.copyOf(b.castling);
        this.promotion = b.promotion;
        this.doubleStepRanks = Set.copyOf(b.doubleStepRanks);
        this.drops = b.drops;
        this.captured = b.captured;
        Map<Color, Set<Square>> crown = new EnumMap<>(Color.class);
        b.crowning.forEach((c, s) -> crown.put(c, Set.copyOf(s)));
        this.crowning = crown;
        this.revengeLimit = b.revengeLimit;
        this.endRules = b.endRules;
        this.positionFormat = Objects.requireNonNull(b.positionFormat, "positionFormat");
        this.moveFormats = List.copyOf(b.moveFormats);
        this.startPosition = Objects.requireNonNull(b.startPosition, "startPosition");
        this.setupCheck = b.setupCheck;
        this.claims = b.claims;
        this.mateMaterial = b.mateMaterial;
        this.agreements = Set.copyOf(b.agreements);
        this.declaration = b.declaration;
        this.tables = new Tables(this);
        this.endings = OutcomeJudge.endings(this, mateMaterial != null).with(b.moreDecisive, b.moreDrawn);
    }

    /** A builder for the variant with this id and display name. */
    public static Builder builder(String id, String name) {
        return new Builder(id, name);
    }

    /** The variant id ("giraffe"). */
    public String id() {
        return id;
    }

    /** The display name ("Giraffe chess"). */
    public String name() {
        return name;
    }

    /** The options these rules were configured with. */
    public VariantOptions options() {
        return options;
    }

    /** The board. */
    public BoardShape shape() {
        return shape;
    }

    /** The piece types, in a fixed order (notation and hands list them in this order). */
    public List<PieceType> pieceTypes() {
        return pieceTypes;
    }

    /** The type with a letter and promoted flag, or {@code null}. */
    public PieceType pieceType(char letter, boolean promoted) {
        char upper = Character.toUpperCase(letter);
        for (PieceType t : pieceTypes) {
            if (t.letter() == upper && t.promoted() == promoted) {
                return t;
            }
        }
        return null;
    }

    /** The royal type (the king). */
    public PieceType royalType() {
        for (PieceType t : pieceTypes) {
            if (t.is(PieceType.Trait.ROYAL)) {
                return t;
            }
        }
        throw new IllegalStateException(name + " has no royal piece type");
    }

    /** The type a piece reverts to when captured into a hand (itself unless promoted). */
    public PieceType unpromoted(PieceType type) {
        return unpromoted.getOrDefault(type, type);
    }

    /** The castling rules (empty if castling is off). */
    public List<CastlingRule> castling() {
        return castling;
    }

    /** The promotion law. */
    public PromotionRule promotion() {
        return promotion;
    }

    /** Relative ranks from which initial atoms (the pawn's double step) may be used. */
    public Set<Integer> doubleStepRanks() {
        return doubleStepRanks;
    }

    /** Drop rules, or {@code null} if the variant has no drops. */
    public DropRule drops() {
        return drops;
    }

    /** Where captured pieces go. */
    public CapturedPieces captured() {
        return captured;
    }

    /**
     * The game on two linked boards these rules are played on, when captures go to the partner
     * ({@link CapturedPieces#TO_PARTNER}); empty for a game on one board. The one place where
     * game files, the board editor and the command line learn that a variant has two boards.
     */
    public Optional<TwoBoards> twoBoards() {
        return captured == CapturedPieces.TO_PARTNER ? Optional.of(new TwoBoards(this)) : Optional.empty();
    }

    /** The squares on which a side's king wins by arriving (empty if none). */
    public Set<Square> crowningSquares(Color side) {
        return crowning.getOrDefault(side, Set.of());
    }

    /** Moves a side has to avenge a capture of one of its men (0: off; Giraffe §1.7). */
    public int revengeLimit() {
        return revengeLimit;
    }

    /** How games end. */
    public EndRules endRules() {
        return endRules;
    }

    /** The position notation (FEN for the chess family). */
    public PositionFormat positionFormat() {
        return positionFormat;
    }

    /** The move notations, the preferred one first (SAN, then coordinates for the chess family). */
    public List<MoveFormat> moveFormats() {
        return moveFormats;
    }

    /** The move notation with a name, case-insensitive. */
    public MoveFormat moveFormat(String formatName) {
        for (MoveFormat f : moveFormats) {
            if (f.name().equalsIgnoreCase(formatName)) {
                return f;
            }
        }
        throw new IllegalArgumentException("no move notation '" + formatName + "' for " + name);
    }

    /** The start position in {@link #positionFormat()}. */
    public String startPositionText() {
        return startPosition;
    }

    /** A fresh start position. */
    public Position startPosition() {
        return position(startPosition);
    }

    /** A position read from {@link #positionFormat()} text and validated. */
    public Position position(String text) {
        return newPosition(positionFormat.parse(text, this));
    }

    /**
     * A position from a set-up.
     *
     * @throws InvalidPositionException saying why the set-up is impossible
     */
    public Position newPosition(Setup setup) {
        if (setup.rules() != this) {
            throw new IllegalArgumentException("the set-up belongs to other rules (" + setup.rules().name() + ")");
        }
        setupCheck.accept(setup);
        PositionValidator.validate(this, setup);
        EnginePosition position = new EnginePosition(this, tables, setup);
        PositionValidator.validateBuilt(position);
        return position;
    }

    /** The result if the game is over by rule, for a position under these rules. */
    public Optional<Outcome> outcome(PositionView position) {
        return OutcomeJudge.outcome(this, position);
    }

    /** A draw the side to move could claim now, if any (repetition or fifty moves in claim mode). */
    public Optional<Termination> claimableDraw(PositionView position) {
        if (claims != null) {
            // The variant's claim judge may find that a repetition is a win (shogi's perpetual check), not a draw.
            return claims.apply(position).filter(Outcome::isDraw).map(Outcome::termination);
        }
        return OutcomeJudge.claimableDraw(this, position);
    }

    /**
     * The result a claim would record now, if any: the variant's claim judge when it has one
     * (shogi's sennichite, which may be a loss by perpetual check), else the claimable draw.
     * Advisory: nothing ends until a player claims and the claim is accepted (rules.md §6.5).
     */
    public Optional<Outcome> claimableResult(PositionView position) {
        return claims != null ? claims.apply(position) : OutcomeJudge.claimableDraw(this, position).map(Outcome::draw);
    }

    /**
     * Whether {@code side} could still checkmate its opponent by some series of legal moves,
     * with the opponent's help if need be (the FIDE wording). Variants without a material test
     * answer {@code true}: their flag falls always lose. The chess family's test is
     * {@code ChessMaterial.canMate}: a lone king, a king with one knight against a king with
     * nothing but queens, and kings with bishops all on one colour and no pawn or knight on the
     * board cannot mate (rules.md §2.6).
     */
    public boolean canMate(PositionView position, Color side) {
        return mateMaterial == null || mateMaterial.test(position, side);
    }

    /**
     * The result when {@code flagged}'s time runs out in this position: a loss by
     * {@link Termination#TIME_FORFEIT}, or a draw by the same termination when the opponent
     * could not have mated ({@link #canMate} is false; Guardian rules.md §2.6, FIDE 6.9). Shogi's
     * byoyomi and the other variants always lose on time, since their material test is absent.
     */
    public Outcome flagFallOutcome(PositionView position, Color flagged) {
        return canMate(position, flagged.opponent()) ? Outcome.win(Termination.TIME_FORFEIT, flagged.opponent())
                : Outcome.draw(Termination.TIME_FORFEIT);
    }

    /**
     * The result recorded when both players agree on {@code termination} (or the arbiter rules
     * so) without the engine having detected it: a draw by that termination when the variant
     * allows the agreement, else empty. Shogi allows an agreed sennichite
     * ({@link Termination#REPETITION}) even without four detected occurrences (rules.md §4.2,
     * §6.5); the chess family allows {@link Termination#AGREEMENT}; Exchange and Giraffe allow
     * none (no agreed draws, §3.2; no draws at all, §1.7).
     */
    public Optional<Outcome> agreedResult(PositionView position, Termination termination) {
        return agreements.contains(termination) ? Optional.of(Outcome.draw(termination)) : Optional.empty();
    }

    /** The terminations players may agree on (see {@link #agreedResult}). */
    public Set<Termination> agreements() {
        return agreements;
    }

    /**
     * The ways a game under these rules can end, drawn or won: derived from the end rules,
     * agreements, crowning, revenge limit and mate-material test, plus the variant's own endings
     * ({@link Builder#alsoEnds}). A result outside it is one the game cannot produce.
     */
    public Endings endings() {
        return endings;
    }

    /**
     * The variant's judge of an impasse declaration, configured by these options, or empty when
     * the variant has no such rule. It is the only judge: formats reach it through the options.
     */
    public Optional<DeclarationJudge> declaration() {
        return Optional.ofNullable(declaration);
    }

    @Override
    public String toString() {
        return name + " " + options;
    }

    /** Collects the parts of a {@link Rules}; every part has a chess-like default. */
    public static final class Builder {
        private final String id;
        private final String name;
        private VariantOptions options = VariantOptions.NONE;
        private BoardShape shape = BoardShape.rectangle(8, 8);
        private final List<PieceType> pieceTypes = new ArrayList<>();
        private final Map<PieceType, PieceType> unpromoted = new HashMap<>();
        private final List<CastlingRule> castling = new ArrayList<>();
        private PromotionRule promotion = PromotionRule.NONE;
        private Set<Integer> doubleStepRanks = Set.of(2);
        private DropRule drops;
        private CapturedPieces captured = CapturedPieces.REMOVED;
        private final Map<Color, Set<Square>> crowning = new EnumMap<>(Color.class);
        private int revengeLimit;
        private EndRules endRules = EndRules.chess();
        private PositionFormat positionFormat;
        private final List<MoveFormat> moveFormats = new ArrayList<>();
        private Consumer<Setup> setupCheck = setup -> { };
        private Function<PositionView, Optional<Outcome>> claims;
        private BiPredicate<PositionView, Color> mateMaterial;
        private Set<Termination> agreements = Set.of(Termination.AGREEMENT);
        private DeclarationJudge declaration;
        private final Set<Termination> moreDecisive = new java.util.HashSet<>();
        private final Set<Termination> moreDrawn = new java.util.HashSet<>();
        private String startPosition;

        private Builder(String id, String name) {
            this.id = Objects.requireNonNull(id, "id");
            this.name = Objects.requireNonNull(name, "name");
        }

        /** The options the rules are built for (shown by {@link Rules#options()}). */
        public Builder options(VariantOptions value) {
            this.options = Objects.requireNonNull(value);
            return this;
        }

        /** The board. */
        public Builder shape(BoardShape value) {
            this.shape = value;
            return this;
        }

        /** Piece types, added in notation order; letters must be unique per promoted flag. */
        public Builder pieceTypes(List<PieceType> types) {
            Set<String> keys = new LinkedHashSet<>();
            for (PieceType t : pieceTypes) {
                keys.add(t.toString());
            }
            for (PieceType t : types) {
                if (!keys.add(t.toString())) {
                    throw new IllegalArgumentException("two piece types are written " + t);
                }
                pieceTypes.add(t);
            }
            return this;
        }

        /** A promoted type and the type it reverts to when captured. */
        public Builder demotes(PieceType promotedType, PieceType base) {
            unpromoted.put(promotedType, base);
            return this;
        }

        /** Replaces the castling rules. */
        public Builder castling(List<CastlingRule> rules) {
            castling.clear();
            castling.addAll(rules);
            return this;
        }

        /** The promotion law. */
        public Builder promotion(PromotionRule value) {
            this.promotion = Objects.requireNonNull(value);
            return this;
        }

        /** Relative ranks on which initial atoms apply (default {2}). */
        public Builder doubleStepRanks(Set<Integer> ranks) {
            this.doubleStepRanks = Set.copyOf(ranks);
            return this;
        }

        /** Enables drops under these restrictions ({@code null}: no drops). */
        public Builder drops(DropRule value) {
            this.drops = value;
            return this;
        }

        /** Where captured pieces go. */
        public Builder captured(CapturedPieces value) {
            this.captured = Objects.requireNonNull(value);
            return this;
        }

        /** Squares on which a side's king wins by arriving, legal even into check (Giraffe §1.7). */
        public Builder crowning(Color side, Set<Square> squares) {
            crowning.put(side, Set.copyOf(squares));
            return this;
        }

        /** The revenge limit (0: off). */
        public Builder revengeLimit(int value) {
            if (value < 0) {
                throw new IllegalArgumentException("revenge limit must not be negative: " + value);
            }
            this.revengeLimit = value;
            return this;
        }

        /** How games end. */
        public Builder endRules(EndRules value) {
            this.endRules = Objects.requireNonNull(value);
            return this;
        }

        /** The position notation and the start position written in it. */
        public Builder positionFormat(PositionFormat format, String start) {
            this.positionFormat = format;
            this.startPosition = start;
            return this;
        }

        /** Replaces the move notations, preferred first. */
        public Builder moveFormats(List<MoveFormat> formats) {
            moveFormats.clear();
            moveFormats.addAll(formats);
            return this;
        }

        /**
         * A variant's own check of set-ups, run before the generic one so that it can word common
         * problems in the variant's terms; it throws {@link InvalidPositionException} with the reason.
         */
        public Builder setupCheck(Consumer<Setup> value) {
            this.setupCheck = Objects.requireNonNull(value);
            return this;
        }

        /** A variant's claim judge, replacing the generic claimable draws (see {@link Rules#claimableResult}). */
        public Builder claims(Function<PositionView, Optional<Outcome>> value) {
            this.claims = Objects.requireNonNull(value);
            return this;
        }

        /**
         * The test whether a side could still mate by any series of legal moves (see
         * {@link Rules#canMate}); {@code null} (the default): always.
         */
        public Builder mateMaterial(BiPredicate<PositionView, Color> value) {
            this.mateMaterial = value;
            return this;
        }

        /** The terminations players may agree on (see {@link Rules#agreedResult}); default {AGREEMENT}. */
        public Builder agreements(Set<Termination> value) {
            this.agreements = Set.copyOf(value);
            return this;
        }

        /** The variant's judge of an impasse declaration (see {@link Rules#declaration()}); none by default. */
        public Builder declaration(DeclarationJudge value) {
            this.declaration = Objects.requireNonNull(value);
            return this;
        }

        /**
         * Endings of the variant's own that the shared rules data cannot show: those its claim judge
         * decides (shogi's perpetual check and declaration) or its match decides (Exchange's
         * partner board). Added to the derived {@link Rules#endings()}.
         */
        public Builder alsoEnds(Set<Termination> decisive, Set<Termination> drawn) {
            moreDecisive.addAll(decisive);
            moreDrawn.addAll(drawn);
            return this;
        }

        /** The rules; compiles the move tables. */
        public Rules build() {
            if (pieceTypes.isEmpty()) {
                throw new IllegalStateException(name + ": no piece types");
            }
            return new Rules(this);
        }
    }
}
