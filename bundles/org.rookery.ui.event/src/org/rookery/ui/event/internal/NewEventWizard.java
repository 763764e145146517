// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;
import org.rookery.ui.event.EventUi;

/** File > New > Event: a new event folder from a format ({@code .tfl}) in the workspace, opened in the event editor. */
public final class NewEventWizard extends Wizard implements INewWizard {

    private IWorkbench workbench;
    private IContainer initialParent;
    private IFile initialFormat;
    private Page page;

    @Override
    public void init(IWorkbench wb, IStructuredSelection selection) {
        this.workbench = wb;
        setWindowTitle("New Event");
        Object first = selection == null ? null : selection.getFirstElement();
        if (first instanceof IFile f && "tfl".equals(f.getFileExtension())) {
            initialFormat = f;
            initialParent = f.getProject();
        } else if (first instanceof IContainer c && c.getType() != IResource.ROOT) {
            initialParent = c;
        }
    }

    @Override
    public void addPages() {
        page = new Page();
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        try {
            IFile journal = NewEvent.create(page.parent(), page.name.getText().strip(), page.format());
            IDE.openEditor(workbench.getActiveWorkbenchWindow().getActivePage(), journal, EventUi.EDITOR_ID);
            return true;
        } catch (IllegalArgumentException | java.io.IOException | CoreException e) {
            page.setErrorMessage(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            page.setErrorMessage("interrupted");
        }
        return false;
    }

    /** Every format file in the open projects of the workspace. */
    static List<IFile> formats() {
        List<IFile> found = new ArrayList<>();
        try {
            ResourcesPlugin.getWorkspace().getRoot().accept(r -> {
                if (r instanceof IFile f && "tfl".equals(f.getFileExtension())) {
                    found.add(f);
                }
                return !(r instanceof IProject p) || p.isOpen();
            });
        } catch (CoreException e) {
            // An unreadable project simply offers no formats.
        }
        return found;
    }

    private final class Page extends WizardPage {

        private Combo projects;
        private Combo formatCombo;
        private Text name;
        private final List<IProject> projectList = new ArrayList<>();
        private final List<IFile> formatList = formats();

        Page() {
            super("event");
            setTitle("New Event");
            setDescription("An event folder holds its format and its journal of facts.");
        }

        @Override
        public void createControl(Composite parent) {
            Composite c = new Composite(parent, SWT.NONE);
            c.setLayout(new GridLayout(2, false));
            new Label(c, SWT.NONE).setText("Project");
            projects = new Combo(c, SWT.READ_ONLY);
            GridDataFactory.fillDefaults().grab(true, false).applyTo(projects);
            for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
                if (p.isOpen()) {
                    projectList.add(p);
                    projects.add(p.getName());
                }
            }
            new Label(c, SWT.NONE).setText("Format");
            formatCombo = new Combo(c, SWT.READ_ONLY);
            GridDataFactory.fillDefaults().grab(true, false).applyTo(formatCombo);
            formatList.forEach(f -> formatCombo.add(f.getFullPath().toString()));
            new Label(c, SWT.NONE).setText("Event name");
            name = new Text(c, SWT.BORDER);
            GridDataFactory.fillDefaults().grab(true, false).applyTo(name);
            if (initialParent != null && projectList.contains(initialParent.getProject())) {
                projects.select(projectList.indexOf(initialParent.getProject()));
            } else if (!projectList.isEmpty()) {
                projects.select(0);
            }
            if (initialFormat != null && formatList.contains(initialFormat)) {
                formatCombo.select(formatList.indexOf(initialFormat));
            } else if (!formatList.isEmpty()) {
                formatCombo.select(0);
            }
            projects.addListener(SWT.Selection, e -> check());
            formatCombo.addListener(SWT.Selection, e -> check());
            name.addModifyListener(e -> check());
            setControl(c);
            check();
        }

        IContainer parent() {
            int i = projects.getSelectionIndex();
            return i < 0 ? null : projectList.get(i);
        }

        IFile format() {
            int i = formatCombo.getSelectionIndex();
            return i < 0 ? null : formatList.get(i);
        }

        private void check() {
            String problem = formatList.isEmpty() ? "There is no format (.tfl) in the workspace; create one first."
                    : format() == null ? "Choose the event's format." : NewEvent.nameProblem(parent(), name.getText().strip());
            setErrorMessage(problem);
            setPageComplete(problem == null);
        }
    }
}
