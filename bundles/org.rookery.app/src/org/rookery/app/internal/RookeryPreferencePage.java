// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.internal;

import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

/** The root of the Rookery preferences; variant, format and event pages are added below it. */
public class RookeryPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    public RookeryPreferencePage() {
        super(GRID);
        setDescription("General settings of the Rookery workbench for this workspace.");
    }

    @Override
    public void init(IWorkbench workbench) {
        setPreferenceStore(RookeryPreferences.store());
    }

    @Override
    protected void createFieldEditors() {
        addField(new BooleanFieldEditor(RookeryPreferences.CONFIRM_EXIT,
                "&Ask before closing the workbench", getFieldEditorParent()));
        addField(new BooleanFieldEditor(RookeryPreferences.SEED_EXAMPLES,
                "Add the &examples project to a new workspace", getFieldEditorParent()));
    }
}
