// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.game.tests;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.rookery.engine.format.Breaks;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ConductRules;
import org.rookery.engine.format.DeclarationRule;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.GameSpec;
import org.rookery.engine.format.InningsRules;
import org.rookery.engine.format.OptionValue;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.PointTable;
import org.rookery.engine.format.ScoringRules;
import org.rookery.engine.format.ScoringRules.GameOutcome;
import org.rookery.engine.format.SennichitePolicy;
import org.rookery.engine.format.SideRole;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantOption;
import org.rookery.rules.VariantRegistry;
import org.rookery.variant.chess.ChessVariant;
import org.rookery.variant.exchange.ExchangeVariant;
import org.rookery.variant.giraffe.GiraffeVariant;
import org.rookery.variant.guardian.GuardianVariant;
import org.rookery.variant.shogi.ShogiVariant;
import org.rookery.rules.Color;

/**
 * Compiled formats built by hand as the format language compiles examples/formats/g20.tfl and
 * fesa-shogi.tfl (the language itself does not run under plain JUnit). Every record the engine tests
 * construct is made here, so that a change to a record's shape is mended in one place.
 */
public final class TestFormats {

    /**
     * The five variants, in a fixed registry: under OSGi the test fragment's class loader finds no
     * ServiceLoader registrations, and the engine code under test sees only the registry interface.
     */
    public static final VariantRegistry REGISTRY = VariantRegistry.of(new ChessVariant(), new GiraffeVariant(),
            new GuardianVariant(), new ShogiVariant(), new ExchangeVariant());

    private TestFormats() {
    }

    /** g20.tfl's game section: giraffe with revengeRule 50, whiteMoveLimit 0, illegalMoveLossAt 0. */
    public static GameSpec g20Game() {
        return spec("giraffe", Map.of("revengeRule", "50", "whiteMoveLimit", "0", "illegalMoveLossAt", "0"));
    }

    /** A game spec holding every option of a registered variant, the given ones set explicitly. */
    public static GameSpec spec(String variantId, Map<String, String> explicit) {
        Variant v = REGISTRY.get(variantId);
        Map<String, OptionValue> values = new LinkedHashMap<>();
        for (VariantOption<?> o : v.options()) {
            String text = explicit.getOrDefault(o.name(), String.valueOf(o.defaultValue()));
            values.put(o.name(), value(o, text));
        }
        return new GameSpec(v.id(), values, Set.copyOf(explicit.keySet()));
    }

    private static OptionValue value(VariantOption<?> o, String text) {
        return switch (o.kind()) {
            case SWITCH -> new OptionValue.BoolValue(Boolean.parseBoolean(text) || text.equals("on"));
            case INTEGER -> new OptionValue.IntValue(Integer.parseInt(text));
            case CHOICE -> new OptionValue.ChoiceValue(text);
            case INTEGER_SET -> new OptionValue.IntListValue(text.isBlank() ? List.of()
                    : java.util.Arrays.stream(text.replaceAll("[\\[\\],]", " ").trim().split("\\s+"))
                            .filter(s -> !s.isEmpty()).map(Integer::valueOf).toList());
        };
    }

    /** GiraffeCapture: P 1, R 2, N 3, G 4, B 5, Q 6 (G20 rule 9). */
    public static PointTable giraffeCapture() {
        Map<String, BigDecimal> v = new LinkedHashMap<>();
        v.put("P", BigDecimal.valueOf(1));
        v.put("R", BigDecimal.valueOf(2));
        v.put("N", BigDecimal.valueOf(3));
        v.put("G", BigDecimal.valueOf(4));
        v.put("B", BigDecimal.valueOf(5));
        v.put("Q", BigDecimal.valueOf(6));
        return new PointTable("GiraffeCapture", v, Optional.empty());
    }

    /** g20.tfl's scoring section. */
    public static ScoringRules g20Scoring() {
        return new ScoringRules(Optional.of(giraffeCapture()),
                Map.of(GameOutcome.WIN, new ScoringRules.Score.Captured(),
                        GameOutcome.LOSS, new ScoringRules.Score.Flat(BigDecimal.ZERO),
                        GameOutcome.UNPLAYED, new ScoringRules.Score.Flat(BigDecimal.ZERO)),
                Optional.of(new ScoringRules.EarlyWin(10, BigDecimal.valueOf(42))),
                Optional.of(new ScoringRules.PenaltyTimeout(Duration.ofSeconds(15), BigDecimal.valueOf(42))),
                Map.of(SideRole.SCORING, BigDecimal.valueOf(-1), SideRole.STOPPING, BigDecimal.ONE), false,
                Optional.empty());
    }

    /** g20.tfl's innings section. */
    public static InningsRules g20Innings() {
        return g20Innings(OptionalInt.empty(), new InningsRules.FollowOn(200, true), false);
    }

    /** g20.tfl's innings section with a scoring-player limit, a follow-on rule and the skip setting changed. */
    public static InningsRules g20Innings(OptionalInt maxConsecutive, InningsRules.FollowOn followOn, boolean skip) {
        return innings(InningsRules.InningsOrder.ALTERNATE, maxConsecutive, true, followOn,
                new InningsRules.GoldenRule(true, true), skip);
    }

    /** G20's innings section with the settings the engine's tests vary. */
    public static InningsRules innings(InningsRules.InningsOrder order, OptionalInt maxConsecutive, boolean goodGame,
            InningsRules.FollowOn followOn, InningsRules.GoldenRule golden, boolean skip) {
        return new InningsRules(2, 10, order, Color.WHITE, true, 1, true, 2, true, maxConsecutive, goodGame,
                Optional.ofNullable(followOn), Optional.ofNullable(golden), skip);
    }

    /** g20.tfl's team section. */
    public static TeamRules g20Teams() {
        return new TeamRules(7, 5, 2, true, TeamRules.TossChoice.SIDE, TeamRules.LineUpTiming.BEFORE_EACH_INNINGS);
    }

    /** The whole G20 format as g20.tfl compiles. */
    public static CompiledFormat g20() {
        return g20(g20Innings());
    }

    /** G20 with other innings rules. */
    public static CompiledFormat g20(InningsRules innings) {
        return g20(innings, g20Teams());
    }

    /** G20 with other innings and team rules. */
    public static CompiledFormat g20(InningsRules innings, TeamRules teams) {
        return new CompiledFormat("G20", "G20 Giraffe chess team match", g20Game(),
                new TimeRules(TimeControl.suddenDeath(Duration.ofMinutes(5)),
                        new Breaks(Duration.ofMinutes(2), Duration.ofMinutes(10), Duration.ZERO)),
                Optional.of(teams), Optional.of(innings), Optional.of(g20Scoring()), Optional.empty(),
                Optional.empty(), Optional.empty(), ConductRules.UNSPECIFIED);
    }

    /** fesa-shogi.tfl's declaration section: 28 / 27 / 10, K 0, R B +R +B 5, others 1, failed loses. */
    public static DeclarationRule fesaDeclaration() {
        return declaration(28, 27, 10, 5, 1);
    }

    /** A declaration rule with these numbers (values: rook and bishop, promoted or not, and others). */
    public static DeclarationRule declaration(int sente, int gote, int men, int major, int minor) {
        Map<String, BigDecimal> v = new LinkedHashMap<>();
        v.put("K", BigDecimal.ZERO);
        for (String l : List.of("R", "B", "+R", "+B")) {
            v.put(l, BigDecimal.valueOf(major));
        }
        return new DeclarationRule(sente, gote, men, new PointTable("", v, Optional.of(BigDecimal.valueOf(minor))),
                DeclarationRule.Failure.LOSS);
    }

    /** fesa-shogi.tfl's sennichite section. */
    public static SennichitePolicy fesaSennichite() {
        return new SennichitePolicy(true, List.of(
                new SennichitePolicy.Rule(1, Optional.empty(), new SennichitePolicy.Replay(true,
                        new SennichitePolicy.RemainingTime(Optional.of(Duration.ofSeconds(20))), false)),
                new SennichitePolicy.Rule(2, Optional.of("group"), new SennichitePolicy.Draw(new BigDecimal("0.5"))),
                new SennichitePolicy.Rule(2, Optional.of("final"), new SennichitePolicy.Replay(true,
                        new SennichitePolicy.FreshClock(TimeControl.suddenDeath(Duration.ofMinutes(8))), true))));
    }

    /** fesa-shogi.tfl as it compiles (grades and tie-breaks left out: the game layer does not read them). */
    public static CompiledFormat fesa() {
        return fesa(spec("shogi", Map.of("repetitionCount", "4", "perpetualCheckLoses", "on", "declarationSentePoints",
                "28", "declarationGotePoints", "27", "declarationMinPieces", "10")));
    }

    /** fesa-shogi.tfl's event, clock, sennichite, declaration and conduct around another game. */
    public static CompiledFormat fesa(GameSpec game) {
        return new CompiledFormat("FesaShogi", "FESA shogi tournament", game,
                new TimeRules(new TimeControl(Duration.ofMinutes(20), Duration.ZERO, Duration.ZERO,
                        Duration.ofSeconds(40), 1), Breaks.NONE),
                Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.of(new EventRules(EventRules.Kind.INDIVIDUAL, List.of(
                        new Stage("group", PairingSystem.SWISS, Optional.empty(), OptionalInt.empty(), true, false, true,
                                false, OptionalInt.empty()),
                        new Stage("final", PairingSystem.KNOCKOUT, Optional.empty(), OptionalInt.empty(), false, false,
                                false, false, OptionalInt.of(2))),
                        Optional.of(PointScale.STANDARD), Optional.empty(), Optional.empty(), List.of(), Optional.empty())),
                Optional.of(fesaSennichite()), Optional.of(fesaDeclaration()),
                new ConductRules(Optional.empty(), Optional.empty(), Optional.empty(), true, false, false));
    }
}
