// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.rookery.format.api.FormatDiagnostic;
import org.rookery.ui.format.FormatUi;

/**
 * Checks every format of a project, open or not, and reports each problem as a marker in the
 * Problems view. A change to any format re-checks them all, since one may import another.
 */
public final class FormatBuilder extends IncrementalProjectBuilder {

    @Override
    protected IProject[] build(int kind, Map<String, String> args, IProgressMonitor monitor) throws CoreException {
        if (kind != FULL_BUILD && !touchesFormats(getDelta(getProject()))) {
            return null;
        }
        checkProject(getProject(), monitor);
        return null;
    }

    @Override
    protected void clean(IProgressMonitor monitor) throws CoreException {
        getProject().deleteMarkers(FormatUi.PROBLEM_MARKER, true, IResource.DEPTH_INFINITE);
    }

    /** Checks the project's formats and replaces their markers. */
    static void checkProject(IProject project, IProgressMonitor monitor) throws CoreException {
        List<IFile> files = new ArrayList<>();
        project.accept(r -> {
            if (r instanceof IFile f && isFormat(f) && f.getLocation() != null) {
                files.add(f);
            }
            return !(r.getName().startsWith(".") && r.getType() == IResource.FOLDER);
        });
        SubMonitor progress = SubMonitor.convert(monitor, "Checking formats", files.size() + 1);
        Map<Path, IFile> byPath = new LinkedHashMap<>();
        for (IFile f : files) {
            byPath.put(f.getLocation().toFile().toPath().toAbsolutePath().normalize(), f);
        }
        List<FormatDiagnostic> problems = files.isEmpty() ? List.of()
                : FormatUiPlugin.get().tool().check(new ArrayList<>(byPath.keySet()));
        progress.worked(1);
        for (IFile f : files) {
            f.deleteMarkers(FormatUi.PROBLEM_MARKER, false, IResource.DEPTH_ZERO);
        }
        for (FormatDiagnostic d : problems) {
            IFile f = byPath.get(d.file().toAbsolutePath().normalize());
            if (f != null) {
                mark(f, d);
            }
        }
        progress.done();
    }

    private static void mark(IFile file, FormatDiagnostic d) throws CoreException {
        Map<String, Object> attributes = new HashMap<>();
        attributes.put(IMarker.SEVERITY, d.isError() ? IMarker.SEVERITY_ERROR : IMarker.SEVERITY_WARNING);
        attributes.put(IMarker.MESSAGE, d.message());
        attributes.put(IMarker.LINE_NUMBER, d.line());
        attributes.put(IMarker.LOCATION, "line " + d.line() + ", column " + d.column());
        if (d.offset() >= 0) {
            attributes.put(IMarker.CHAR_START, d.offset());
            attributes.put(IMarker.CHAR_END, d.offset() + d.length());
        }
        if (!d.code().isEmpty()) {
            attributes.put("code", d.code());
        }
        // all attributes at once: the Problems view never sees a marker without its line
        file.createMarker(FormatUi.PROBLEM_MARKER, attributes);
    }

    private static boolean touchesFormats(IResourceDelta delta) throws CoreException {
        if (delta == null) {
            return true;
        }
        boolean[] found = { false };
        delta.accept(d -> {
            if (d.getResource() instanceof IFile f && isFormat(f)) {
                found[0] = true;
            }
            return !found[0];
        });
        return found[0];
    }

    static boolean isFormat(IFile file) {
        return "tfl".equals(file.getFileExtension());
    }
}
