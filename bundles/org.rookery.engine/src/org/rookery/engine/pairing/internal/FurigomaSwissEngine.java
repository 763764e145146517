// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.internal;

/**
 * The Swiss engine for a stage that chooses furigoma (FESA): the pairing is the same, but who
 * is sente is tossed at the board, so the higher-ranked player is listed first only as the one
 * who throws the pawns, and the arbiter records the colours the toss gives.
 */
public class FurigomaSwissEngine extends SwissEngine {

    @Override
    public String id() {
        return "swiss-furigoma";
    }

    @Override
    public String description() {
        return "Swiss by score groups, sente decided by furigoma at each board";
    }

    @Override
    protected boolean furigoma() {
        return true;
    }
}
