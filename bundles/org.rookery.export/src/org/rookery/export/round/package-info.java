// SPDX-License-Identifier: EPL-2.0
/**
 * The printouts of an arbiter's round, made from the engine's state of an event: the pairing
 * list by board and the alphabetical list ({@link org.rookery.export.round.RoundSheet}, printed by
 * {@link org.rookery.export.round.RoundPrintouts#pairings}), one result slip per board whose boxes
 * are what the format scores ({@link org.rookery.export.round.SlipForm}), the wall chart of a
 * Swiss or round robin ({@link org.rookery.export.round.WallChart}), and an innings match's game
 * sheet and blank innings score sheet ({@link org.rookery.export.round.InningsSheets}). Each is a
 * neutral {@link org.rookery.export.Report}, so the PDF and HTML writers print it;
 * {@link org.rookery.export.round.PrintFonts} finds a font on the machine for names the built-in
 * PDF font cannot show (kanji in a shogi event).
 */
package org.rookery.export.round;
