// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.OptionalInt;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.rookery.export.ExportFiles;
import org.rookery.export.Report;
import org.rookery.export.ReportWriter;
import org.rookery.export.round.PrintFonts;
import org.rookery.export.round.Printout;

/**
 * The printouts of the round the pairings (view or editor page) show: the pairing list (by board and
 * alphabetical) and the result slips, as PDF or printable HTML, the same as
 * {@code rookery export --pairings|--slips} writes.
 */
final class RoundPrinting {

    private final PairingsPanel pairings;

    RoundPrinting(PairingsPanel pairings) {
        this.pairings = pairings;
    }

    void install(IToolBarManager bar) {
        bar.add(new Action("Print pairings...") {
            @Override
            public void run() {
                ask(Printout.PAIRINGS, "pairings");
            }
        });
        bar.add(new Action("Print slips...") {
            @Override
            public void run() {
                ask(Printout.SLIPS, "slips");
            }
        });
    }

    private void ask(Printout printout, String what) {
        EventSession s = pairings.sessionShown();
        int round = pairings.round() == null ? 0 : pairings.round().getNumber();
        if (s == null || round < 1) {
            MessageDialog.openInformation(pairings.shell(), "Print " + what, "Show a paired round first.");
            return;
        }
        FileDialog dialog = new FileDialog(pairings.shell(), SWT.SAVE);
        dialog.setFilterExtensions(new String[] { "*.pdf", "*.html" });
        dialog.setFileName("round-" + round + "-" + what + ".pdf");
        dialog.setOverwrite(true);
        String file = dialog.open();
        if (file == null) {
            return;
        }
        try {
            write(s, printout, round, Path.of(file));
        } catch (IOException | IllegalArgumentException e) {
            MessageDialog.openError(pairings.shell(), "Print " + what, "Nothing was written: " + e.getMessage());
        }
    }

    /** Writes the {@code printout} of {@code round} to {@code target}: HTML for a {@code .html} file, else PDF. */
    static void write(EventSession session, Printout printout, int round, Path target) throws IOException {
        Report report = printout.of(session.state(), OptionalInt.of(round));
        ReportWriter writer = target.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".html")
                ? ReportWriter.html() : PrintFonts.pdfFor(report);
        ExportFiles.write(target, writer, report);
    }
}
