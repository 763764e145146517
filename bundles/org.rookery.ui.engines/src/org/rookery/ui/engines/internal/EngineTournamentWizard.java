// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.engines.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.ide.IDE;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.game.BoundGame;
import org.rookery.engine.game.GameBridge;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engines.EngineEventFormat;
import org.rookery.engines.EngineTournament;
import org.rookery.engines.Match;
import org.rookery.engines.Opening;
import org.rookery.format.api.FormatTool;
import org.rookery.games.GameFiles;
import org.rookery.rules.ServiceLookup;
import org.rookery.rules.VariantRegistry;
import org.rookery.ui.event.EventUi;
import org.rookery.ui.event.HeldEvent;

/**
 * File > New > Engine Tournament: an engine tournament set up in one form (its name and project,
 * the variant, the engines of the engines file that can play it, round robin, gauntlet or Swiss, the clock
 * or a bound per move, openings, games at once, adjudication), made an event folder whose format
 * is written from the settings, opened in the event editor and views, and played in a background
 * job whose results are recorded as they come.
 */
public final class EngineTournamentWizard extends Wizard implements INewWizard {

    /** The wizard's id in the new-wizard registry. */
    public static final String ID = "org.rookery.ui.engines.newEngineTournament";

    private IWorkbench workbench;
    private IContainer initialParent;
    private EngineTournamentPage page;
    private EngineTournamentJob job;

    @Override
    public void init(IWorkbench wb, IStructuredSelection selection) {
        this.workbench = wb;
        setWindowTitle("New Engine Tournament");
        Object first = selection == null ? null : selection.getFirstElement();
        if (first instanceof IResource r && r.getType() != IResource.ROOT) {
            initialParent = r.getProject();
        }
        setNeedsProgressMonitor(false);
    }

    @Override
    public void addPages() {
        try {
            page = new EngineTournamentPage(initialParent, variants(), EnginesFile.read(), EnginesFile.path().getParent());
        } catch (IOException | IllegalArgumentException | InterruptedException e) {
            page = new EngineTournamentPage(initialParent, null, null, null);
            page.cannotStart("The engines file " + EnginesFile.path() + " cannot be read: " + e.getMessage());
        }
        addPage(page);
    }

    /** The page, for tests. */
    EngineTournamentPage page() {
        return page;
    }

    /** The job started by Finish, or null. */
    EngineTournamentJob job() {
        return job;
    }

    static VariantRegistry variants() throws InterruptedException {
        return ServiceLookup.get(EngineTournamentWizard.class, VariantRegistry.class, VariantRegistry::fromServiceLoader, "variant registry");
    }

    @Override
    public boolean performFinish() {
        EngineTournamentPage.Plan plan;
        try {
            plan = page.plan();
        } catch (IllegalArgumentException | IOException e) {
            page.setErrorMessage(e.getMessage());
            return false;
        }
        IProject project = page.project();
        IFolder folder = project.getFolder(plan.name());
        Path dir = folder.getLocation().toFile().toPath();
        HeldEvent held = null;
        try {
            VariantRegistry registry = variants();
            // the openings file is read first, so that one that cannot be read makes no event
            List<Opening> openings = plan.openings() == null ? List.of(Opening.start(plan.settings().rules()))
                    : Opening.read(plan.openings(), plan.settings().rules(), registry);
            if (openings.isEmpty()) {
                page.setErrorMessage("The openings file " + plan.openings() + " holds no opening.");
                return false;
            }
            String text = EngineEventFormat.text(plan.name(), plan.variant(), plan.system(), plan.rounds(), plan.settings().timeControl(),
                    plan.settings().limits());
            EngineEventFormat.createEvent(dir, text, new FormatTool().loader(), registry, InstantSource.system()).close();
            project.refreshLocal(IResource.DEPTH_INFINITE, null);
            IDE.openEditor(workbench.getActiveWorkbenchWindow().getActivePage(), folder.getFile(EventFolder.JOURNAL), EventUi.EDITOR_ID);
            held = HeldEvent.hold(folder);
            EventFolder event = held.folder();
            BoundGame bound = GameBridge.bind(event.format(), registry);
            PairingEngines pairing = ServiceLookup.get(EngineTournamentWizard.class, PairingEngines.class, PairingEngines::fromServiceLoader,
                    "pairing engines");
            Match.Settings settings = new Match.Settings(bound.rules(), plan.settings().timeControl(), plan.settings().limits(),
                    plan.settings().graceMillis(), plan.settings().maxPlies(), plan.settings().concurrency(), plan.settings().directory());
            // the openings again, now for the rules the games are refereed by (the format's, with its options)
            openings = plan.openings() == null ? List.of(Opening.start(bound.rules())) : Opening.read(plan.openings(), bound.rules(), registry);
            EngineTournament tournament = new EngineTournament(event, bound, pairing, plan.engines(), settings, new GameFiles(registry),
                    by()).recordingThrough(held::record);
            int total = EngineEventFormat.games(plan.system(), plan.engines().size(), plan.rounds());
            job = new EngineTournamentJob(plan.name(), held, tournament, openings.get(0), total, Display.getCurrent());
            job.schedule();
            return true;
        } catch (IOException | CoreException | IllegalArgumentException e) {
            page.setErrorMessage(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            page.setErrorMessage("interrupted");
        }
        if (held != null) {
            try {
                held.close();
            } catch (IOException e) {
                // the form already says what went wrong
            }
        }
        return false;
    }

    /** Who records the tournament's facts: the login name, as for the arbiter's own. */
    private static String by() {
        String user = System.getProperty("user.name");
        return (user == null || user.isBlank() ? "arbiter" : user) + " (engine tournament)";
    }

    /** The open projects, in the workspace's order. */
    static List<IProject> projects() {
        List<IProject> list = new ArrayList<>();
        for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
            if (p.isOpen()) {
                list.add(p);
            }
        }
        return list;
    }
}
