// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

/** English for the sennichite policy and the impasse declaration. */
final class ShogiText {

    private ShogiText() {
    }

    static String sennichite(SennichitePolicy p) {
        StringBuilder text = new StringBuilder("Sennichite (fourfold repetition):");
        if (p.recordedOnAgreedClaim()) {
            text.append(" it stands only when a player points it out and both players agree.");
        } else {
            text.append(" it ends the game as soon as it occurs.");
        }
        for (SennichitePolicy.Rule r : p.rules()) {
            text.append("\n- The ").append(English.ordinal(r.occurrence())).append(" sennichite in a pairing")
                    .append(r.stage().map(s -> " in stage " + s).orElse("")).append(": ").append(action(r.action()))
                    .append('.');
        }
        return text.toString();
    }

    private static String action(SennichitePolicy.Action action) {
        if (action instanceof SennichitePolicy.Draw draw) {
            return "the pairing is drawn and each player gets " + English.points(draw.pointsEach());
        }
        SennichitePolicy.Replay replay = (SennichitePolicy.Replay) action;
        StringBuilder text = new StringBuilder("a new game is played");
        if (replay.swapColours()) {
            text.append(" with sente and gote exchanged");
        }
        if (replay.clock() instanceof SennichitePolicy.RemainingTime remaining) {
            text.append("; each player keeps the main time he had left (none if he was already in byoyomi)");
            remaining.byoyomi().ifPresent(b -> text.append(", with byoyomi of ").append(English.duration(b)));
        } else {
            SennichitePolicy.FreshClock fresh = (SennichitePolicy.FreshClock) replay.clock();
            text.append(" on a new clock, whatever time was left: ").append(TimeText.clock(fresh.control()));
        }
        if (replay.untilDecisive()) {
            text.append("; if it too ends in sennichite, it is played again the same way until a game is decisive");
        }
        return text.toString();
    }

    static String declaration(DeclarationRule d, java.util.Optional<VariantDescriptor> variant) {
        StringBuilder text = new StringBuilder("Impasse declaration: on his turn, before moving, a player may declare"
                + " and stop the clock. He wins if his king is in the promotion zone and not in check, he still has"
                + " time, at least ").append(d.minPiecesInZone())
                .append(" of his other men are in the zone, and his men in the zone plus those in hand are worth at"
                        + " least ").append(d.sentePoints()).append(" points as sente or ").append(d.gotePoints())
                .append(" as gote, counting ").append(d.values().map(v -> ScoringText.table(v, variant))
                        .orElse("the men as the variant values them"))
                .append('.');
        d.drawAtOrAbove().ifPresent(band -> text.append(" A declarer whose men are worth at least ").append(band)
                .append(" points but fewer than he needs to win draws the game."));
        text.append(switch (d.failure()) {
            case LOSS -> " Otherwise the declarer loses.";
            case DRAW -> " Otherwise the game is drawn.";
            case PLAY_ON -> " Otherwise the declaration is void and play goes on.";
        });
        return text.toString();
    }
}
