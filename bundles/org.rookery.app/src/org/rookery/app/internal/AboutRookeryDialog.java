// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.internal;

import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.osgi.framework.FrameworkUtil;

import java.util.List;

/** Help &gt; About Rookery: what this installation is made of, with a button to copy it into a bug report. */
final class AboutRookeryDialog extends Dialog {

    private static final int COPY_ID = IDialogConstants.CLIENT_ID + 1;
    private final List<InstalledVersions.Entry> entries;

    AboutRookeryDialog(Shell parent) {
        super(parent);
        entries = InstalledVersions.read(FrameworkUtil.getBundle(getClass()).getBundleContext());
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("About Rookery");
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(1, false));
        Label title = new Label(area, SWT.NONE);
        title.setText("Rookery " + FrameworkUtil.getBundle(getClass()).getVersion());
        title.setFont(org.eclipse.jface.resource.JFaceResources.getHeaderFont());
        Label text = new Label(area, SWT.WRAP);
        text.setText("The workbench for running chess-variant tournaments.\nWorkspace: "
                + Platform.getInstanceLocation().getURL().getFile());
        Composite tableArea = new Composite(area, SWT.NONE);
        GridDataFactory.fillDefaults().grab(true, true).hint(520, 300).applyTo(tableArea);
        TableColumnLayout layout = new TableColumnLayout();
        tableArea.setLayout(layout);
        TableViewer viewer = new TableViewer(tableArea, SWT.BORDER | SWT.FULL_SELECTION);
        viewer.getTable().setHeaderVisible(true);
        TableViewerColumn component = new TableViewerColumn(viewer, SWT.NONE);
        component.getColumn().setText("Component");
        component.setLabelProvider(ColumnLabelProvider.createTextProvider(e -> ((InstalledVersions.Entry) e).component()));
        layout.setColumnData(component.getColumn(), new ColumnWeightData(60));
        TableViewerColumn version = new TableViewerColumn(viewer, SWT.NONE);
        version.getColumn().setText("Version");
        version.setLabelProvider(ColumnLabelProvider.createTextProvider(e -> ((InstalledVersions.Entry) e).version()));
        layout.setColumnData(version.getColumn(), new ColumnWeightData(40));
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.setInput(entries);
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, COPY_ID, "&Copy to Clipboard", false);
        createButton(parent, IDialogConstants.OK_ID, IDialogConstants.CLOSE_LABEL, true);
    }

    @Override
    protected void buttonPressed(int buttonId) {
        if (buttonId == COPY_ID) {
            StringBuilder text = new StringBuilder();
            for (InstalledVersions.Entry e : entries) {
                text.append(e.component()).append('\t').append(e.version()).append('\n');
            }
            Clipboard clipboard = new Clipboard(getShell().getDisplay());
            try {
                clipboard.setContents(new Object[] {text.toString()}, new Transfer[] {TextTransfer.getInstance()});
            } finally {
                clipboard.dispose();
            }
            return;
        }
        super.buttonPressed(buttonId);
    }
}
