// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.internal;

import org.eclipse.core.runtime.preferences.AbstractPreferenceInitializer;
import org.eclipse.jface.preference.IPreferenceStore;

/** Defaults of the Rookery preferences. */
public class RookeryPreferenceInitializer extends AbstractPreferenceInitializer {

    @Override
    public void initializeDefaultPreferences() {
        IPreferenceStore store = RookeryPreferences.store();
        store.setDefault(RookeryPreferences.CONFIRM_EXIT, true);
        store.setDefault(RookeryPreferences.SEED_EXAMPLES, true);
        store.setDefault(RookeryPreferences.EXAMPLES_SEEDED, false);
    }
}
