// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.rookery.arbiter.claims.ShogiClaims;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.game.BoundGame;
import org.rookery.engine.game.GameBridge;
import org.rookery.rules.Color;

/**
 * The claims part of the result dialog for formats with a declaration rule or a sennichite
 * policy (shogi): which claim, the position for a declaration, and the judgement. Confirming is
 * two steps: the first shows what the rules make of the claim, the second (with nothing changed)
 * gives the facts to record.
 */
final class ClaimPanel {

    /** The claims offered, in the combo's order. */
    enum Claim {
        NONE("no claim: the result above"),
        DECLARATION_WHITE("declaration by White (sente)"),
        DECLARATION_BLACK("declaration by Black (gote)"),
        SENNICHITE("sennichite (the clocks above: main time left)");

        final String label;

        Claim(String label) {
            this.label = label;
        }
    }

    private final EventSession session;
    private final String game;
    private final Consumer<String> message;
    private final Combo claim;
    private final Text position;
    private final Text judgement;
    private String shownFor;
    private List<FactBody> judged;

    ClaimPanel(Composite parent, EventSession session, String game, Consumer<String> message) {
        this.session = session;
        this.game = game;
        this.message = message;
        Group g = new Group(parent, SWT.NONE);
        g.setText("Claim");
        g.setLayout(new GridLayout(2, false));
        GridDataFactory.fillDefaults().span(2, 1).grab(true, true).applyTo(g);
        new Label(g, SWT.NONE).setText("Claim");
        claim = new Combo(g, SWT.READ_ONLY);
        for (Claim c : Claim.values()) {
            claim.add(c.label);
        }
        claim.select(0);
        new Label(g, SWT.NONE).setText("Position (SFEN)");
        position = new Text(g, SWT.BORDER);
        position.setMessage("the position when the declarer stopped the clock, his turn");
        GridDataFactory.fillDefaults().grab(true, false).hint(360, SWT.DEFAULT).applyTo(position);
        judgement = new Text(g, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        GridDataFactory.fillDefaults().span(2, 1).grab(true, true).hint(420, 130).applyTo(judgement);
    }

    /** Whether the format has a claim to offer. */
    static boolean offered(CompiledFormat format) {
        return format.declaration().isPresent() || format.sennichite().isPresent();
    }

    /** Whether a claim is chosen (the result fields are then not used). */
    boolean active() {
        return claim.getSelectionIndex() > 0;
    }

    /** Chooses a claim and the declaration's position (for the arbiter's keyboard and for tests). */
    void choose(Claim c, String sfen) {
        claim.select(c.ordinal());
        position.setText(sfen == null ? "" : sfen);
    }

    /** The judgement shown, "" before one. */
    String judgement() {
        return judgement.getText();
    }

    /**
     * Judges the claim. The first time for these inputs the judgement is shown and null returned;
     * the second time the facts to record are returned.
     *
     * @throws IllegalArgumentException when the claim cannot be judged (what is wrong is said)
     */
    List<FactBody> confirm(String whiteClock, String blackClock) {
        Claim c = Claim.values()[claim.getSelectionIndex()];
        String key = c + "|" + position.getText().strip() + "|" + whiteClock.strip() + "|" + blackClock.strip();
        if (key.equals(shownFor) && judged != null) {
            return judged;
        }
        List<FactBody> facts = new ArrayList<>();
        String text;
        switch (c) {
            case DECLARATION_WHITE, DECLARATION_BLACK -> {
                Color side = c == Claim.DECLARATION_WHITE ? Color.WHITE : Color.BLACK;
                ShogiClaims.Declaration d = ShogiClaims.declaration(session.state(), bound(), game, side, position.getText());
                d.fact().ifPresent(facts::add);
                text = d.text();
            }
            case SENNICHITE -> {
                ShogiClaims.Sennichite s = ShogiClaims.sennichite(session.state(), game,
                        ResultFacts.millis(whiteClock, "White's clock"), ResultFacts.millis(blackClock, "Black's clock"));
                facts.add(s.fact());
                text = "Sennichite in game " + game + ".\n" + s.consequence();
            }
            default -> throw new IllegalStateException("no claim chosen");
        }
        judgement.setText(text);
        shownFor = key;
        judged = facts.isEmpty() ? null : List.copyOf(facts);
        message.accept(facts.isEmpty() ? "Nothing to record for this claim." : "Check the judgement, then press OK again to record it.");
        return null;
    }

    private BoundGame bound() {
        try {
            return GameBridge.bind(session.state().format(), Services.variants());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalArgumentException("interrupted while finding the installed variants", e);
        }
    }
}
