// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.engines.internal;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.preference.PreferencePage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.rookery.engines.EngineConfig;
import org.rookery.engines.EngineSpec;
import org.rookery.engines.Protocol;

/**
 * Preferences > Rookery > Engines: add, edit and remove engines (name, command, protocol,
 * options, per-variant settings). OK and Apply write the engines file the command line reads
 * ({@link EnginesFile}), atomically; a field that cannot be read keeps the page open with the
 * field and line named, and the file untouched.
 */
public final class EnginesPreferencePage extends PreferencePage implements IWorkbenchPreferencePage {

    /** The page's id in plugin.xml. */
    public static final String ID = "org.rookery.ui.engines.preferences";

    private final List<EngineForm> forms = new ArrayList<>();
    private org.eclipse.swt.widgets.List list;
    private Text name;
    private Text command;
    private Combo protocol;
    private Text start;
    private Text options;
    private Text variants;
    private int editing = -1;

    @Override
    public void init(IWorkbench workbench) {
        setDescription("Engines for analysis and engine events, kept in " + EnginesFile.path()
                + " (the file 'rookery engines --engines FILE' reads).");
        noDefaultAndApplyButton();
    }

    @Override
    protected Control createContents(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(2, false));
        try {
            for (EngineSpec s : EnginesFile.read().engines()) {
                forms.add(EngineForm.of(s));
            }
        } catch (IOException | IllegalArgumentException e) {
            setErrorMessage("Cannot read the engines file: " + e.getMessage());
        }
        Composite left = new Composite(page, SWT.NONE);
        left.setLayout(new GridLayout(2, true));
        left.setLayoutData(new GridData(SWT.FILL, SWT.FILL, false, true));
        list = new org.eclipse.swt.widgets.List(left, SWT.BORDER | SWT.SINGLE | SWT.V_SCROLL);
        GridData ld = new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1);
        ld.widthHint = 140;
        ld.heightHint = 220;
        list.setLayoutData(ld);
        list.addListener(SWT.Selection, e -> select(list.getSelectionIndex()));
        button(left, "Add", this::add);
        button(left, "Remove", this::remove);

        Composite right = new Composite(page, SWT.NONE);
        right.setLayout(new GridLayout(2, false));
        right.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        name = field(right, "Name", SWT.SINGLE);
        command = field(right, "Command", SWT.SINGLE);
        command.setToolTipText("The program (a path, or a name looked up on PATH and in /usr/games) and its arguments");
        new Label(right, SWT.NONE).setText("Protocol");
        protocol = new Combo(right, SWT.READ_ONLY);
        for (Protocol p : Protocol.values()) {
            protocol.add(p.word());
        }
        start = field(right, "Start-up (s)", SWT.SINGLE);
        start.setToolTipText("Seconds the engine may take to start and finish its handshake (default "
                + EngineSpec.DEFAULT_START_SECONDS + "); more for an engine that runs in Node's WebAssembly");
        options = field(right, "Options", SWT.MULTI | SWT.V_SCROLL);
        options.setToolTipText("One 'NAME = VALUE' a line, set at every start, e.g. Hash = 16");
        variants = field(right, "Per-variant", SWT.MULTI | SWT.V_SCROLL);
        variants.setToolTipText("'VARIANT = ENGINE-NAME' (e.g. chess = normal) or 'VARIANT option NAME = VALUE' (e.g. guardian option VariantPath = guardian.ini)");
        refreshList();
        select(forms.isEmpty() ? -1 : 0);
        return page;
    }

    private static Button button(Composite parent, String text, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        b.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        b.addListener(SWT.Selection, e -> action.run());
        return b;
    }

    private static Text field(Composite parent, String label, int style) {
        Label l = new Label(parent, SWT.NONE);
        l.setText(label);
        l.setLayoutData(new GridData(SWT.LEFT, (style & SWT.MULTI) != 0 ? SWT.TOP : SWT.CENTER, false, false));
        Text t = new Text(parent, SWT.BORDER | style);
        GridData d = new GridData(SWT.FILL, (style & SWT.MULTI) != 0 ? SWT.FILL : SWT.CENTER, true, (style & SWT.MULTI) != 0);
        d.widthHint = 300;
        if ((style & SWT.MULTI) != 0) {
            d.heightHint = 70;
        }
        t.setLayoutData(d);
        return t;
    }

    private void refreshList() {
        list.setItems(forms.stream().map(EngineForm::name).toArray(String[]::new));
        if (editing >= 0) {
            list.select(editing);
        }
    }

    /** Keeps the shown fields; false (with the message shown) when they cannot be read. */
    private boolean keep() {
        if (editing < 0) {
            return true;
        }
        EngineForm f = new EngineForm(name.getText(), command.getText(), Protocol.values()[Math.max(0, protocol.getSelectionIndex())],
                start.getText(), options.getText(), variants.getText());
        try {
            f.toSpec();
        } catch (IllegalArgumentException e) {
            setErrorMessage(f.name().strip() + ": " + e.getMessage());
            return false;
        }
        forms.set(editing, f);
        list.setItem(editing, f.name().strip());
        setErrorMessage(null);
        return true;
    }

    private void select(int index) {
        if (!keep()) {
            list.select(editing);
            return;
        }
        editing = index;
        boolean on = index >= 0;
        for (Control c : new Control[] { name, command, protocol, start, options, variants }) {
            c.setEnabled(on);
        }
        EngineForm f = on ? forms.get(index) : new EngineForm("", "", Protocol.UCI, "", "", "");
        name.setText(f.name());
        command.setText(f.command());
        protocol.select(f.protocol().ordinal());
        start.setText(f.start());
        options.setText(f.options());
        variants.setText(f.variants());
        refreshList();
    }

    /** Adds an engine with a free name and shows it for editing. */
    void add() {
        if (!keep()) {
            return;
        }
        String n = "engine";
        for (int i = 2; names().contains(n); i++) {
            n = "engine-" + i;
        }
        forms.add(new EngineForm(n, "fairy-stockfish", Protocol.UCI, Integer.toString(EngineSpec.DEFAULT_START_SECONDS), "", ""));
        editing = -1;
        refreshList();
        select(forms.size() - 1);
    }

    /** Removes the engine shown. */
    void remove() {
        if (editing < 0) {
            return;
        }
        forms.remove(editing);
        editing = -1;
        setErrorMessage(null);
        refreshList();
        select(forms.isEmpty() ? -1 : 0);
    }

    private List<String> names() {
        return forms.stream().map(f -> f.name().strip()).toList();
    }

    @Override
    public boolean performOk() {
        if (!keep()) {
            return false;
        }
        try {
            List<EngineSpec> specs = new ArrayList<>();
            for (EngineForm f : forms) {
                specs.add(f.toSpec());
            }
            EngineConfig.format(specs); // refuses duplicates before the file is touched
            EnginesFile.write(specs);
            setErrorMessage(null);
            return true;
        } catch (IOException | IllegalArgumentException e) {
            setErrorMessage("Not saved: " + e.getMessage());
            return false;
        }
    }

    // ---- for the tests: the fields as a user fills them ----

    Text nameField() {
        return name;
    }

    Text commandField() {
        return command;
    }

    Combo protocolField() {
        return protocol;
    }

    Text startField() {
        return start;
    }

    Text optionsField() {
        return options;
    }

    Text variantsField() {
        return variants;
    }
}
