// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.internal;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

/** Keys and the store of the workbench-wide Rookery preferences (kept per workspace). */
public final class RookeryPreferences {

    /** Ask before the last window closes. */
    public static final String CONFIRM_EXIT = "confirmExit";
    /** Copy the bundled examples into a new workspace as the project {@code examples}. */
    public static final String SEED_EXAMPLES = "seedExamples";
    /** Set once the examples were seeded, so a deleted examples project is not forced back. */
    public static final String EXAMPLES_SEEDED = "examplesSeeded";

    private static final String QUALIFIER = "org.rookery.app";
    private static IPreferenceStore store;

    private RookeryPreferences() {
    }

    /** The preference store of the current workspace. */
    public static synchronized IPreferenceStore store() {
        if (store == null) {
            store = new ScopedPreferenceStore(InstanceScope.INSTANCE, QUALIFIER);
        }
        return store;
    }
}
