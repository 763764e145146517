// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format.internal;

import static org.rookery.engine.format.OptionDescriptor.choice;
import static org.rookery.engine.format.OptionDescriptor.integer;
import static org.rookery.engine.format.OptionDescriptor.integers;
import static org.rookery.engine.format.OptionDescriptor.onOff;

import java.util.ArrayList;
import java.util.List;

import org.rookery.engine.format.OptionDescriptor;
import org.rookery.engine.format.PieceDescriptor;
import org.rookery.engine.format.VariantCatalog;
import org.rookery.engine.format.VariantDescriptor;

/**
 * The five variants Rookery ships, as rules.md describes them (sections 1 to 4 and the binding
 * decisions of section 6). It stands in for the live variant registry until formats are checked
 * against it; option names and defaults here are the ones rules.md fixes.
 */
public final class BuiltinVariantCatalog implements VariantCatalog {

    /** The single instance. */
    public static final BuiltinVariantCatalog INSTANCE = new BuiltinVariantCatalog();

    private final List<VariantDescriptor> variants = List.of(chess(), giraffe(), guardian(), shogi(), exchange());

    private BuiltinVariantCatalog() {
    }

    @Override
    public List<VariantDescriptor> variants() {
        return variants;
    }

    private static List<PieceDescriptor> chessPieces(int pawns) {
        return List.of(new PieceDescriptor("P", "pawn", pawns, false), new PieceDescriptor("N", "knight", 2, false),
                new PieceDescriptor("B", "bishop", 2, false), new PieceDescriptor("R", "rook", 2, false),
                new PieceDescriptor("Q", "queen", 1, false), new PieceDescriptor("K", "king", 1, true));
    }

    private static List<PieceDescriptor> with(List<PieceDescriptor> base, PieceDescriptor extra) {
        List<PieceDescriptor> all = new ArrayList<>(base);
        all.add(all.size() - 1, extra);
        return all;
    }

    private static OptionDescriptor castling(String source) {
        return onOff("castling", true, "Whether castling is allowed.", source);
    }

    private static OptionDescriptor repetition(String source) {
        return choice("repetition", List.of("claim", "automatic", "off"),
                "How a repeated position draws: on a player's claim, automatically, or never.", source);
    }

    private static OptionDescriptor repetitionCount() {
        return integer("repetitionCount", 3, 2, 10, "How many times a position must occur for a repetition draw.",
                "rules.md 2.6");
    }

    private static OptionDescriptor fiftyMoveRule() {
        return integer("fiftyMoveRule", 50, 0, 500,
                "Moves by each side without a capture or pawn move after which the game is drawn (0 turns it off).",
                "rules.md 2.6");
    }

    private static OptionDescriptor illegalMoveLossAt(int dflt, String source) {
        return integer("illegalMoveLossAt", dflt, 0, 10,
                "The illegal move by the same player that loses the game (0: illegal moves never lose).", source);
    }

    private static VariantDescriptor chess() {
        return new VariantDescriptor("chess", List.of("standard", "orthodox"), "Chess", chessPieces(8),
                List.of(castling("FIDE Laws"), repetition("FIDE Laws"), repetitionCount(), fiftyMoveRule(),
                        illegalMoveLossAt(0, "FIDE Laws")));
    }

    private static VariantDescriptor giraffe() {
        return new VariantDescriptor("giraffe", List.of("giraffe-chess"), "Giraffe chess",
                with(chessPieces(8), new PieceDescriptor("G", "giraffe", 2, false)),
                List.of(integer("revengeRule", 50, 0, 500,
                        "A player whose man was captured loses if he captures nothing in his next this-many moves (0 turns it off).",
                        "rules.md 1.7, 6.1"),
                        castling("rules.md 1.5, 6.1"),
                        integer("whiteMoveLimit", 0, 0, 500,
                                "Black wins if White has not won by this move (0 turns it off).", "rules.md 1.7, 6.1"),
                        choice("giraffeSquarePromotion", List.of("optional-on-c-f", "never"),
                                "optional-on-c-f lets a pawn on files c to f stay a pawn on the 8th rank and promote on d9/e9, also to a giraffe; never makes 8th-rank promotion compulsory everywhere.",
                                "rules.md 1.6"),
                        illegalMoveLossAt(2, "rules.md 1.7")));
    }

    private static VariantDescriptor guardian() {
        return new VariantDescriptor("guardian", List.of("guardian-chess"), "Guardian chess",
                with(chessPieces(10), new PieceDescriptor("G", "guardian", 2, false)),
                List.of(castling("rules.md 2.4, 6.3"),
                        choice("emptyPoolPromotion", List.of("forbid", "stay-pawn"),
                                "What a pawn may do when none of its side's captured pieces is there to promote to: forbid keeps it off the last rank, stay-pawn lets it arrive and stay a pawn.",
                                "rules.md 2.5, 6.3"),
                        repetition("rules.md 2.6"), repetitionCount(), fiftyMoveRule(),
                        illegalMoveLossAt(0, "rules.md 2.6")));
    }

    private static VariantDescriptor shogi() {
        List<PieceDescriptor> pieces = List.of(new PieceDescriptor("P", "pawn", 9, false),
                new PieceDescriptor("L", "lance", 2, false), new PieceDescriptor("N", "knight", 2, false),
                new PieceDescriptor("S", "silver general", 2, false), new PieceDescriptor("G", "gold general", 2, false),
                new PieceDescriptor("B", "bishop", 1, false), new PieceDescriptor("R", "rook", 1, false),
                new PieceDescriptor("K", "king", 1, true), new PieceDescriptor("+P", "tokin", 0, false),
                new PieceDescriptor("+L", "promoted lance", 0, false),
                new PieceDescriptor("+N", "promoted knight", 0, false),
                new PieceDescriptor("+S", "promoted silver", 0, false), new PieceDescriptor("+B", "horse", 0, false),
                new PieceDescriptor("+R", "dragon", 0, false));
        return new VariantDescriptor("shogi", List.of("fesa-shogi"), "Shogi", pieces,
                List.of(integer("sennichiteCount", 4, 2, 10,
                        "How many times the same position (board, hands, side to move) must occur for sennichite.",
                        "rules.md 4.1"),
                        onOff("perpetualCheckLoses", true,
                                "Whether the side that gave check on every move of a sennichite cycle loses.",
                                "rules.md 4.1"),
                        choice("sennichiteDetection", List.of("advisory", "automatic"),
                                "advisory: the repetition detector only advises and sennichite is recorded on an agreed claim; automatic: it ends the game itself.",
                                "rules.md 4.2, 6.5"),
                        integer("declarationSentePoints", 28, 1, 54, "Points sente needs for an impasse declaration.",
                                "rules.md 4.2"),
                        integer("declarationGotePoints", 27, 1, 54, "Points gote needs for an impasse declaration.",
                                "rules.md 4.2"),
                        integer("declarationMinPieces", 10, 0, 38,
                                "Men besides the king the declarer needs in the promotion zone.", "rules.md 4.2"),
                        illegalMoveLossAt(1, "rules.md 4.1")));
    }

    private static VariantDescriptor exchange() {
        return new VariantDescriptor("exchange", List.of("bughouse"), "Exchange chess", chessPieces(8),
                List.of(integers("pawnDropBannedRanks", List.of(1, 7, 8), 1, 8,
                        "The dropping player's own ranks on which a pawn may not be dropped.", "rules.md 3.2, 6.4"),
                        choice("dropMate", List.of("forbidden", "allowed"),
                                "Whether a drop may give checkmate (a drop may always give check).",
                                "rules.md 3.2, 6.4"),
                        castling("rules.md 3.1"), repetition("rules.md 3.2"), repetitionCount()));
    }
}
