// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.engines.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.rookery.engines.EngineConfig;
import org.rookery.engines.EngineEventFormat;
import org.rookery.engines.EngineSpec;
import org.rookery.engines.Match;
import org.rookery.engines.SearchLimits;
import org.rookery.engines.TimeControl;
import org.rookery.rules.Rules;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantRegistry;
import org.rookery.ui.event.EventUi;

/**
 * The engine tournament form. Each engine of the engines file is started once in the background
 * for its handshake; an engine that did not declare the chosen variant (or does not start) is
 * shown blocked, greyed, with the reason, and cannot be ticked. Every field is checked as it is
 * typed and Finish stays off while one is wrong, the page saying which and why.
 */
final class EngineTournamentPage extends WizardPage {

    /** What the form says, checked: the event's name, variant, system, engines and how games are played. */
    record Plan(String name, Variant variant, EngineEventFormat.PairingSystem system, int rounds, List<EngineSpec> engines,
            Match.Settings settings, Path openings) {
    }

    private final IContainer initialParent;
    private final VariantRegistry registry;
    private final List<Variant> variants = new ArrayList<>();
    private final List<EngineChoice> choices = new ArrayList<>();
    private final List<IProject> projectList = EngineTournamentWizard.projects();
    private final Path directory;
    private String startProblem;

    private Combo projects;
    private Text name;
    private Combo variant;
    private Table engines;
    private Button roundRobin;
    private Button gauntlet;
    private Button swiss;
    private Combo gamesPerPairing;
    private Spinner rounds;
    private Text clock;
    private Text depth;
    private Text nodes;
    private Text openings;
    private Spinner concurrency;
    private Text maxPlies;
    private Text grace;

    EngineTournamentPage(IContainer initialParent, VariantRegistry registry, EngineConfig config, Path directory) {
        super("engineTournament");
        this.initialParent = initialParent;
        this.registry = registry;
        this.directory = directory;
        setTitle("New Engine Tournament");
        setDescription("Engines of the engines file play a round robin, a gauntlet or a Swiss, refereed by the rules; the tournament is an event.");
        if (registry != null) {
            // engines play one board: a game on linked boards (Exchange) needs engines that play the pair together
            registry.all().stream().filter(v -> v.rules().twoBoards().isEmpty()).forEach(variants::add);
        }
        if (config != null) {
            config.engines().forEach(s -> choices.add(new EngineChoice(s)));
        }
    }

    /** Says why the form cannot be used (the engines file or the variants cannot be read). */
    void cannotStart(String problem) {
        startProblem = problem;
    }

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(3, false));

        label(c, "Project");
        projects = new Combo(c, SWT.READ_ONLY);
        span(projects);
        projectList.forEach(p -> projects.add(p.getName()));
        int initial = initialParent == null ? -1 : projectList.indexOf(initialParent.getProject());
        if (!projectList.isEmpty()) {
            projects.select(Math.max(0, initial));
        }

        label(c, "Event name");
        name = new Text(c, SWT.BORDER);
        span(name);

        label(c, "Variant");
        variant = new Combo(c, SWT.READ_ONLY);
        span(variant);
        variants.forEach(v -> variant.add(v.displayName()));
        if (!variants.isEmpty()) {
            variant.select(0);
        }

        Label enginesLabel = label(c, "Engines");
        GridDataFactory.swtDefaults().align(SWT.BEGINNING, SWT.BEGINNING).applyTo(enginesLabel);
        engines = new Table(c, SWT.CHECK | SWT.BORDER | SWT.FULL_SELECTION);
        engines.setHeaderVisible(true);
        engines.setLinesVisible(true);
        for (String h : List.of("Engine", "Protocol", "Variant")) {
            new TableColumn(engines, SWT.NONE).setText(h);
        }
        GridDataFactory.fillDefaults().span(2, 1).grab(true, true).hint(560, 150).applyTo(engines);
        for (EngineChoice e : choices) {
            TableItem item = new TableItem(engines, SWT.NONE);
            item.setData(e);
        }

        label(c, "System");
        Composite systems = new Composite(c, SWT.NONE);
        systems.setLayout(new GridLayout(7, false));
        GridDataFactory.fillDefaults().span(2, 1).applyTo(systems);
        roundRobin = new Button(systems, SWT.RADIO);
        roundRobin.setText("Round robin");
        roundRobin.setSelection(true);
        gauntlet = new Button(systems, SWT.RADIO);
        gauntlet.setText("Gauntlet");
        new Label(systems, SWT.NONE).setText("games per pairing");
        gamesPerPairing = new Combo(systems, SWT.READ_ONLY);
        gamesPerPairing.add("1");
        gamesPerPairing.add("2, colours reversed");
        gamesPerPairing.select(0);
        swiss = new Button(systems, SWT.RADIO);
        swiss.setText("Swiss (Dutch system)");
        new Label(systems, SWT.NONE).setText("rounds");
        rounds = new Spinner(systems, SWT.BORDER);
        rounds.setValues(3, 1, EngineEventFormat.MAX_ROUNDS, 0, 1, 5);
        Label gauntletNote = new Label(systems, SWT.NONE);
        gauntletNote.setText("Gauntlet: the first ticked engine in the list meets each of the others, who do not meet each other.");
        GridDataFactory.swtDefaults().span(7, 1).applyTo(gauntletNote);

        label(c, "Time control");
        clock = new Text(c, SWT.BORDER);
        clock.setText("none");
        GridDataFactory.fillDefaults().grab(true, false).applyTo(clock);
        new Label(c, SWT.NONE).setText("60+1, 40/300, 10+5byo (byoyomi), none");

        label(c, "Depth per move");
        depth = new Text(c, SWT.BORDER);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(depth);
        new Label(c, SWT.NONE).setText("plies; empty: none");

        label(c, "Nodes per move");
        nodes = new Text(c, SWT.BORDER);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(nodes);
        new Label(c, SWT.NONE).setText("empty: none");

        label(c, "Openings file");
        openings = new Text(c, SWT.BORDER);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(openings);
        Button browse = new Button(c, SWT.PUSH);
        browse.setText("Browse...");
        browse.addListener(SWT.Selection, e -> {
            FileDialog d = new FileDialog(getShell(), SWT.OPEN);
            d.setFilterExtensions(new String[] { "*.pgn;*.kif;*.kifu;*.csa;*.fen;*.sfen;*.txt", "*" });
            String chosen = d.open();
            if (chosen != null) {
                openings.setText(chosen);
            }
        });

        label(c, "Games at once");
        concurrency = new Spinner(c, SWT.BORDER);
        concurrency.setValues(1, 1, Match.Settings.MAX_CONCURRENCY, 0, 1, 4);
        new Label(c, SWT.NONE).setText("each game has its own two engine processes");

        label(c, "Adjudicate after");
        maxPlies = new Text(c, SWT.BORDER);
        maxPlies.setText(String.valueOf(Match.Settings.DEFAULT_PLIES));
        GridDataFactory.fillDefaults().grab(true, false).applyTo(maxPlies);
        new Label(c, SWT.NONE).setText("plies: a draw where the variant has draws");

        label(c, "Grace");
        grace = new Text(c, SWT.BORDER);
        grace.setText(String.valueOf(Match.Settings.DEFAULT_GRACE));
        GridDataFactory.fillDefaults().grab(true, false).applyTo(grace);
        new Label(c, SWT.NONE).setText("ms past its time before an engine counts as hung");

        variant.addListener(SWT.Selection, e -> showEngines());
        engines.addListener(SWT.Selection, e -> {
            if (e.detail == SWT.CHECK && e.item instanceof TableItem item && item.getChecked()) {
                Optional<String> why = blocked((EngineChoice) item.getData());
                if (why.isPresent()) {
                    item.setChecked(false);
                    setErrorMessage("Blocked: " + why.get());
                    return;
                }
            }
            check();
        });
        for (var w : List.of(projects, roundRobin, gauntlet, swiss, gamesPerPairing)) {
            w.addListener(SWT.Selection, e -> check());
        }
        for (Text t : List.of(name, clock, depth, nodes, openings, maxPlies, grace)) {
            t.addModifyListener(e -> check());
        }
        rounds.addModifyListener(e -> check());
        concurrency.addModifyListener(e -> check());
        setControl(c);
        showEngines();
        handshakes(c.getDisplay());
        check();
    }

    private static Label label(Composite c, String text) {
        Label l = new Label(c, SWT.NONE);
        l.setText(text);
        return l;
    }

    private static void span(org.eclipse.swt.widgets.Control control) {
        GridDataFactory.fillDefaults().span(2, 1).grab(true, false).applyTo(control);
    }

    /** Starts each engine once, one after another on a thread of their own, and shows what each said. */
    private void handshakes(Display display) {
        if (choices.isEmpty()) {
            return;
        }
        Thread t = Thread.ofPlatform().daemon().name("engine handshakes").start(() -> {
            for (EngineChoice e : choices) {
                e.handshake(directory);
                display.asyncExec(() -> {
                    if (!engines.isDisposed()) {
                        showEngines();
                        check();
                    }
                });
            }
        });
        t.setUncaughtExceptionHandler((th, x) -> { });
    }

    /** Whether every engine's handshake is done. */
    boolean handshakesDone() {
        return choices.stream().allMatch(EngineChoice::known);
    }

    private Rules rules() {
        int i = variant.getSelectionIndex();
        return i < 0 ? null : variants.get(i).rules();
    }

    private Optional<String> blocked(EngineChoice e) {
        Rules r = rules();
        return r == null ? Optional.of("choose a variant") : e.blocked(r);
    }

    /** Each engine's row for the chosen variant: blocked ones greyed and unticked, with the reason. */
    private void showEngines() {
        Display d = engines.getDisplay();
        Rules r = rules();
        for (TableItem item : engines.getItems()) {
            EngineChoice e = (EngineChoice) item.getData();
            Optional<String> why = blocked(e);
            String state = !e.known() ? "checking..."
                    : why.isEmpty() ? "plays " + r.name() + (e.engineName().isEmpty() ? "" : " (" + e.engineName() + ")")
                            : "blocked: " + why.get();
            item.setText(new String[] { e.spec().name(), e.spec().protocol().word(), state });
            item.setForeground(why.isPresent() ? d.getSystemColor(SWT.COLOR_WIDGET_DISABLED_FOREGROUND) : null);
            if (why.isPresent() && item.getChecked()) {
                item.setChecked(false);
            }
        }
        for (TableColumn col : engines.getColumns()) {
            col.pack();
        }
    }

    IProject project() {
        int i = projects.getSelectionIndex();
        return i < 0 ? null : projectList.get(i);
    }

    private void check() {
        String problem;
        try {
            plan();
            problem = null;
        } catch (IllegalArgumentException | IOException e) {
            problem = e.getMessage();
        }
        setErrorMessage(problem);
        setPageComplete(problem == null);
    }

    /**
     * The tournament the form describes.
     *
     * @throws IllegalArgumentException naming the field that is wrong and why
     */
    Plan plan() throws IOException {
        if (startProblem != null) {
            throw new IllegalArgumentException(startProblem);
        }
        if (choices.isEmpty()) {
            throw new IllegalArgumentException("No engines are configured in " + EnginesFile.path()
                    + ": add them in Preferences > Rookery > Engines.");
        }
        String problem = EventUi.folderNameProblem(project(), name.getText().strip());
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        Rules r = rules();
        if (r == null) {
            throw new IllegalArgumentException("Choose the variant.");
        }
        List<EngineSpec> chosen = new ArrayList<>();
        for (TableItem item : engines.getItems()) {
            if (item.getChecked()) {
                chosen.add(((EngineChoice) item.getData()).spec());
            }
        }
        if (chosen.size() < 2) {
            throw new IllegalArgumentException("Tick at least 2 engines that play " + r.name() + " (" + chosen.size() + " ticked).");
        }
        boolean twice = gamesPerPairing.getSelectionIndex() == 1;
        EngineEventFormat.PairingSystem system = swiss.getSelection() ? EngineEventFormat.PairingSystem.SWISS
                : gauntlet.getSelection() ? (twice ? EngineEventFormat.PairingSystem.DOUBLE_GAUNTLET : EngineEventFormat.PairingSystem.GAUNTLET)
                : twice ? EngineEventFormat.PairingSystem.DOUBLE_ROUND_ROBIN : EngineEventFormat.PairingSystem.ROUND_ROBIN;
        TimeControl tc;
        try {
            tc = TimeControl.parse(clock.getText().isBlank() ? "none" : clock.getText());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Time control: " + e.getMessage());
        }
        SearchLimits limits = SearchLimits.INFINITE;
        if (!depth.getText().isBlank()) {
            limits = limits.withDepth((int) number("Depth per move", depth, 1, 200));
        }
        if (!nodes.getText().isBlank()) {
            limits = limits.withNodes(number("Nodes per move", nodes, 1, Integer.MAX_VALUE));
        }
        int plies = (int) number("Adjudicate after", maxPlies, Match.Settings.MIN_PLIES, Match.Settings.MAX_PLIES);
        long graceMs = number("Grace", grace, Match.Settings.MIN_GRACE, Match.Settings.MAX_GRACE);
        Match.Settings settings = Match.Settings.checked(r, tc, limits, graceMs, plies, concurrency.getSelection(), directory);
        Path openingsFile = null;
        if (!openings.getText().isBlank()) {
            openingsFile = Path.of(openings.getText().strip());
            if (!Files.isRegularFile(openingsFile)) {
                throw new IllegalArgumentException("Openings file: there is no file " + openingsFile + ".");
            }
        }
        return new Plan(name.getText().strip(), variants.get(variant.getSelectionIndex()), system, rounds.getSelection(), chosen,
                settings, openingsFile);
    }

    private static long number(String field, Text text, long min, long max) {
        try {
            long v = Long.parseLong(text.getText().strip());
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException(field + ": give a whole number from " + min + " to " + max + ", not '" + text.getText() + "'.");
    }

    // The fields, for tests that type into them.

    Text nameField() {
        return name;
    }

    Combo variantField() {
        return variant;
    }

    Table enginesTable() {
        return engines;
    }

    Button swissButton() {
        return swiss;
    }

    Button gauntletButton() {
        return gauntlet;
    }

    Spinner roundsField() {
        return rounds;
    }

    Text clockField() {
        return clock;
    }

    Text nodesField() {
        return nodes;
    }

    Spinner concurrencyField() {
        return concurrency;
    }
}
