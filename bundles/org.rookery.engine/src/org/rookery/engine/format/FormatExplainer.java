// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads a compiled format back as plain English that an organiser can read aloud to the players:
 * one paragraph per section, each setting a sentence.
 */
public final class FormatExplainer {

    private final VariantCatalog catalog;

    /** An explainer that names pieces and options as {@code catalog} describes them. */
    public FormatExplainer(VariantCatalog catalog) {
        this.catalog = catalog;
    }

    /** The whole format as English paragraphs separated by blank lines. */
    public String explain(CompiledFormat format) {
        List<String> paragraphs = new ArrayList<>();
        Optional<VariantDescriptor> variant = catalog.find(format.game().variantId());
        paragraphs.add(format.name() + (format.title().isEmpty() ? "" : ": " + format.title()));
        paragraphs.add(game(format.game(), variant));
        paragraphs.add(TimeText.time(format.time()));
        format.teams().ifPresent(t -> paragraphs.add(teams(t)));
        format.innings().ifPresent(i -> paragraphs.add(InningsText.innings(i)));
        format.scoring().ifPresent(s -> paragraphs.add(ScoringText.scoring(s, variant, format.innings().isPresent())));
        format.event().ifPresent(e -> paragraphs.add(EventText.event(e)));
        format.sennichite().ifPresent(s -> paragraphs.add(ShogiText.sennichite(s)));
        format.declaration().ifPresent(d -> paragraphs.add(ShogiText.declaration(d, variant)));
        String conduct = conduct(format.conduct());
        if (!conduct.isEmpty()) {
            paragraphs.add(conduct);
        }
        return String.join("\n\n", paragraphs) + "\n";
    }

    private static String game(GameSpec game, Optional<VariantDescriptor> variant) {
        StringBuilder text = new StringBuilder("Game: every game is ")
                .append(variant.map(VariantDescriptor::displayName).orElse(game.variantId())).append('.');
        for (String name : game.options().keySet()) {
            if (!game.explicitOptions().contains(name)) {
                continue;
            }
            String value = game.options().get(name).text();
            String meaning = variant.flatMap(v -> v.option(name)).map(OptionDescriptor::meaning).orElse("");
            text.append("\n- ").append(name).append(" is ").append(value).append(meaning.isEmpty() ? "." : ": " + meaning);
        }
        if (game.explicitOptions().size() < game.options().size()) {
            text.append(game.explicitOptions().isEmpty() ? " Every" : "\nEvery other")
                    .append(" rule of the variant is as the variant defines it.");
        }
        return text.toString();
    }

    private static String teams(TeamRules t) {
        StringBuilder text = new StringBuilder("Teams: a team has ").append(English.count(t.size(), "player"));
        if (t.size() == t.playersPerMatch()) {
            text.append(", all of whom play in a match.");
        } else {
            text.append(": ").append(t.playersPerMatch()).append(" play in a match and ")
                    .append(t.reserves() == 1 ? "1 is a reserve" : t.reserves() + " are reserves")
                    .append('.');
        }
        if (t.fixedPairs()) {
            text.append(" The same two players partner each other for the whole event.");
        }
        if (t.captainRequired()) {
            text.append(" One of the players is the team's captain.");
        }
        switch (t.toss()) {
            case SIDE -> text.append(" The captain who wins the toss chooses whether his team starts as the scoring"
                    + " (White) or the stopping (Black) side.");
            case COLOUR -> text.append(" The captain who wins the toss chooses his team's colour on board 1.");
            case NONE -> { }
        }
        switch (t.lineUp()) {
            case BEFORE_EACH_INNINGS -> text.append(" Before each innings the scoring side's captain hands the"
                    + " arbiter its order of play.");
            case BEFORE_EACH_MATCH -> text.append(" Before each match each captain hands the arbiter the team's"
                    + " line-up.");
            case BEFORE_EACH_ROUND -> text.append(" Before each round each captain hands the arbiter the team's"
                    + " line-up.");
            case NONE -> { }
        }
        return text.toString();
    }

    private static String conduct(ConductRules c) {
        List<String> sentences = new ArrayList<>();
        c.drawAgreementAllowed().ifPresent(a -> sentences.add(a ? "Players may agree a draw."
                : "Players may not agree a draw."));
        c.repetitionDrawsAllowed().ifPresent(a -> sentences.add(a ? "A game may be drawn by repetition."
                : "Repetition does not draw a game."));
        c.stallingClaim().ifPresent(d -> sentences.add("A player may claim that his opponent is stalling; the"
                + " opponent on the partner board must then move within " + English.duration(d)
                + ", and a player who goes on stalling loses the game on a claim."));
        if (c.illegalMovesClaimedByPlayersOnly()) {
            sentences.add("Only the players of a game, not spectators, may point out an illegal move.");
        }
        if (c.touchMove()) {
            sentences.add("Touch-move: a piece touched must be moved, an enemy piece touched must be taken.");
        }
        if (c.flagFallClaimedByOpponent()) {
            sentences.add("A flag fall counts only when the opponent claims it.");
        }
        return sentences.isEmpty() ? "" : "Conduct: " + String.join(" ", sentences);
    }
}
