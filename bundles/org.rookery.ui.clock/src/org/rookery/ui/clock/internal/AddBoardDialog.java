// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.clock.internal;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.rookery.arbiter.clock.Presets;
import org.rookery.engine.clock.FormatClocks;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.format.api.FormatException;
import org.rookery.format.api.FormatTool;

/**
 * Adds a board to the Clocks view: its name and its time control, typed as a preset or taken from
 * a format file ({@code .tfl}), compiled and mapped onto the clock. A control that does not parse
 * or compile keeps the dialog open with the error.
 */
public final class AddBoardDialog extends TitleAreaDialog {

    /** What the dialog gives: the board's name and its control. */
    public record Choice(String name, Presets.Preset preset) {
    }

    private final String suggestedName;
    private Text name;
    private Button fromPreset;
    private Combo preset;
    private Button fromFormat;
    private Text format;
    private Choice choice;

    /** A dialog that proposes {@code suggestedName} for the board. */
    public AddBoardDialog(Shell parent, String suggestedName) {
        super(parent);
        this.suggestedName = suggestedName;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("Add a board clock");
        setMessage("Type a control (5, 3+2, 25 d5, 10 byo 5x30) or take the clock of a format file.");
        Composite c = new Composite(area, SWT.NONE);
        c.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        c.setLayout(new GridLayout(3, false));
        new Label(c, SWT.NONE).setText("Board:");
        name = new Text(c, SWT.BORDER);
        name.setText(suggestedName);
        name.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        fromPreset = new Button(c, SWT.RADIO);
        fromPreset.setText("Control:");
        fromPreset.setSelection(true);
        preset = new Combo(c, SWT.DROP_DOWN);
        preset.setItems(Presets.OFFERED.toArray(String[]::new));
        preset.select(0);
        preset.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        fromFormat = new Button(c, SWT.RADIO);
        fromFormat.setText("Format:");
        format = new Text(c, SWT.BORDER);
        format.setMessage("a .tfl file");
        format.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button browse = new Button(c, SWT.PUSH);
        browse.setText("Browse...");
        browse.addListener(SWT.Selection, e -> {
            FileDialog d = new FileDialog(getShell(), SWT.OPEN);
            d.setFilterExtensions(new String[] { "*.tfl", "*" });
            String f = d.open();
            if (f != null) {
                format.setText(f);
                fromFormat.setSelection(true);
                fromPreset.setSelection(false);
            }
        });
        return area;
    }

    @Override
    protected void okPressed() {
        try {
            if (name.getText().isBlank()) {
                throw new IllegalArgumentException("give the board a name");
            }
            Presets.Preset p = fromFormat.getSelection() ? fromFormat(format.getText()) : Presets.parse(preset.getText());
            choice = new Choice(name.getText().strip(), p);
        } catch (IllegalArgumentException e) {
            setErrorMessage(e.getMessage());
            return;
        }
        super.okPressed();
    }

    /** The board chosen, empty when cancelled. */
    public Optional<Choice> choice() {
        return Optional.ofNullable(choice);
    }

    /** Fills the fields and presses OK; {@code formatFile} null means the typed control. */
    public void submit(String boardName, String control, String formatFile) {
        name.setText(boardName);
        fromFormat.setSelection(formatFile != null);
        fromPreset.setSelection(formatFile == null);
        if (formatFile != null) {
            format.setText(formatFile);
        } else {
            preset.setText(control);
        }
        buttonPressed(IDialogConstants.OK_ID);
    }

    /** The error shown, empty when none. */
    public String error() {
        String m = getErrorMessage();
        return m == null ? "" : m;
    }

    /** The clock of the format in {@code file}. */
    public static Presets.Preset fromFormat(String file) {
        if (file == null || file.isBlank()) {
            throw new IllegalArgumentException("choose a format file (.tfl)");
        }
        Path path = Path.of(file.strip());
        if (!Files.isRegularFile(path)) {
            throw new IllegalArgumentException(path + ": no such format file");
        }
        CompiledFormat f;
        try {
            f = new FormatTool().compile(path);
        } catch (FormatException e) {
            throw new IllegalArgumentException(path.getFileName() + " does not compile: " + e.getMessage(), e);
        }
        return new Presets.Preset(FormatClocks.clockSpec(f.time()), f.name() + "'s clock");
    }
}
