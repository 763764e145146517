// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;

import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.rookery.arbiter.report.EventExports;

/** Asks what to export and where: the kind, the file, and for FESA the city, country and last day. */
final class ExportDialog extends TitleAreaDialog {

    private final EventSession session;
    private Combo kind;
    private Text file;
    private Text city;
    private Text country;
    private Text lastDay;
    private ExportJob job;

    ExportDialog(Shell shell, EventSession session) {
        super(shell);
        this.session = session;
    }

    /** The export to run, after OK. */
    ExportJob job() {
        return job;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("Export " + session.container().getName());
        setMessage("Standings, crosstable and results as HTML, PDF or CSV; the TRF file; the FESA results file.");
        Composite c = new Composite(area, SWT.NONE);
        c.setLayout(new GridLayout(3, false));
        GridDataFactory.fillDefaults().grab(true, true).applyTo(c);
        new Label(c, SWT.NONE).setText("Export as");
        kind = new Combo(c, SWT.READ_ONLY);
        for (EventExports.Kind k : EventExports.Kind.values()) {
            kind.add(k.name());
        }
        kind.select(0);
        new Label(c, SWT.NONE);
        new Label(c, SWT.NONE).setText("File");
        file = new Text(c, SWT.BORDER);
        GridDataFactory.fillDefaults().grab(true, false).hint(300, SWT.DEFAULT).applyTo(file);
        file.setText(defaultFile(EventExports.Kind.HTML));
        Button browse = new Button(c, SWT.PUSH);
        browse.setText("Browse...");
        browse.addListener(SWT.Selection, e -> {
            FileDialog d = new FileDialog(getShell(), SWT.SAVE);
            d.setFileName(Path.of(file.getText()).getFileName().toString());
            String chosen = d.open();
            if (chosen != null) {
                file.setText(chosen);
            }
        });
        kind.addListener(SWT.Selection, e -> file.setText(defaultFile(kind())));
        city = field(c, "City (FESA)");
        country = field(c, "Country (FESA)");
        lastDay = field(c, "Last day (FESA, YYYY-MM-DD)");
        lastDay.setText(LocalDate.now().toString());
        return area;
    }

    private EventExports.Kind kind() {
        return EventExports.Kind.values()[kind.getSelectionIndex()];
    }

    private String defaultFile(EventExports.Kind k) {
        Path dir = session.folder().dir();
        return dir.resolve(dir.getFileName() + "." + k.extension()).toString();
    }

    private static Text field(Composite c, String label) {
        new Label(c, SWT.NONE).setText(label);
        Text t = new Text(c, SWT.BORDER);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(t);
        new Label(c, SWT.NONE);
        return t;
    }

    @Override
    protected void okPressed() {
        if (file.getText().isBlank()) {
            setErrorMessage("Choose the file to write.");
            return;
        }
        EventExports.Venue venue = null;
        if (kind() == EventExports.Kind.FESA) {
            if (city.getText().isBlank() || country.getText().isBlank()) {
                setErrorMessage("The FESA results file names the city and country where the event was held.");
                return;
            }
            try {
                LocalDate last = LocalDate.parse(lastDay.getText().strip());
                venue = new EventExports.Venue(city.getText().strip(), country.getText().strip(), last.toString(), last);
            } catch (DateTimeParseException e) {
                setErrorMessage("The last day must be a date like 2026-12-01, not '" + lastDay.getText().strip() + "'.");
                return;
            }
        }
        job = new ExportJob(session, kind(), Path.of(file.getText().strip()), venue);
        super.okPressed();
    }
}
