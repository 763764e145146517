// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.internal;

import java.net.URL;

import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.ide.IDE;
import org.osgi.framework.Bundle;

/**
 * Declares the shared images that the IDE application would declare and the Project Explorer
 * uses for projects; without them a custom workbench shows projects with no icon.
 */
final class WorkbenchImages {

    private static final String IDE_BUNDLE = "org.eclipse.ui.ide";

    private WorkbenchImages() {
    }

    static void declare(IWorkbenchConfigurer configurer) {
        Bundle ide = Platform.getBundle(IDE_BUNDLE);
        if (ide == null) {
            return;
        }
        declare(configurer, ide, IDE.SharedImages.IMG_OBJ_PROJECT, "icons/full/obj16/prj_obj.svg");
        declare(configurer, ide, IDE.SharedImages.IMG_OBJ_PROJECT_CLOSED, "icons/full/obj16/cprj_obj.svg");
    }

    private static void declare(IWorkbenchConfigurer configurer, Bundle bundle, String key, String path) {
        URL url = FileLocator.find(bundle, new org.eclipse.core.runtime.Path(path));
        if (url == null) {
            url = FileLocator.find(bundle, new org.eclipse.core.runtime.Path(path.replace(".svg", ".png")));
        }
        if (url != null) {
            configurer.declareImage(key, ImageDescriptor.createFromURL(url), true);
        }
    }
}
