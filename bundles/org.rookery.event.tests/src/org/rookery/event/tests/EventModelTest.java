// SPDX-License-Identifier: EPL-2.0
package org.rookery.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.FormatLoader;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.standings.Standings;
import org.rookery.event.EventModels;
import org.rookery.event.model.Event;
import org.rookery.event.model.EventKind;
import org.rookery.event.model.EventPackage;
import org.rookery.event.model.Game;
import org.rookery.event.model.GameStatus;
import org.rookery.event.model.Innings;
import org.rookery.event.model.Round;
import org.rookery.event.model.Standing;
import org.rookery.format.api.FormatTool;
import org.rookery.rules.VariantRegistry;

/** The event model of the example events, inside OSGi with the installed variants. */
class EventModelTest {

    @TempDir
    Path temp;

    @Test
    void theG20MatchShowsTheEnginesInningsScorecards() throws Exception {
        try (EventFolder folder = open("g20-match")) {
            Event event = EventModels.of(folder);
            assertEquals(EventKind.INNINGS, event.getKind());
            assertEquals("giraffe", event.getVariant());
            InningsMatch match = folder.state().innings().orElseThrow();
            assertEquals(match.innings().size(), event.getInnings().size());
            Map<String, BigDecimal> totals = match.totals();
            for (String team : totals.keySet()) {
                BigDecimal sum = event.getInnings().stream().filter(i -> i.getScoringTeam().equals(team))
                        .map(Innings::getTotal).reduce(BigDecimal.ZERO, BigDecimal::add);
                assertEquals(0, totals.get(team).compareTo(sum), "team " + team + ": " + totals.get(team) + " v " + sum);
            }
            Innings first = event.getInnings().get(0);
            assertEquals(first.getTotal(), first.getLines().stream().filter(l -> l.getScore() != null)
                    .map(l -> l.getScore()).reduce(BigDecimal.ZERO, BigDecimal::add), "the lines add up to the innings");
            assertTrue(event.getInnings().stream().anyMatch(Innings::isFollowOn), "the example has a follow-on");
            assertEquals(folder.facts().size(), event.getRulings().size(), "every fact is in the rulings log");
            assertTrue(event.getRulings().stream().anyMatch(r -> r.getType().equals("correction")),
                    "the example's correction is in the log");
        }
    }

    @Test
    void theFesaSwissShowsTheEnginesStandingsAndPairings() throws Exception {
        try (EventFolder folder = open("fesa-swiss")) {
            Event event = EventModels.of(folder);
            assertEquals(EventKind.INDIVIDUAL, event.getKind());
            assertEquals(16, event.getPlayers().size());
            Standings standings = EventField.of(folder.state()).standings(folder.state());
            assertEquals(standings.rows().size(), event.getStandings().size());
            for (int i = 0; i < standings.rows().size(); i++) {
                Standings.Row row = standings.rows().get(i);
                Standing s = event.getStandings().get(i);
                assertEquals(row.place(), s.getRank());
                assertEquals(0, row.points().compareTo(s.getPoints()), s.getEntrant());
                assertNotNull(s.getPlayer(), "a standing points to its player");
                assertEquals(standings.tieBreaks().size(), s.getTieBreaks().size());
            }
            assertEquals(standings.tieBreaks().stream().map(t -> t.id()).toList(), List.copyOf(event.getTieBreakNames()));
            assertFalse(event.getRounds().isEmpty());
            for (Round round : event.getRounds()) {
                for (Game g : round.getGames()) {
                    assertNotNull(g.getWhite(), g.getId());
                    assertNotNull(g.getBlack(), g.getId());
                    assertTrue(g.getBoard() >= 1, g.getId());
                }
            }
            assertTrue(event.getGames().stream().anyMatch(g -> "replayed".equals(g.getResult())),
                    "the sennichite game shows as replayed");
            assertTrue(event.getGames().stream().allMatch(g -> g.getStatus() == GameStatus.FINISHED));
        }
    }

    @Test
    void theModelIsRebuiltIdenticallyAndSavesAsXmi() throws Exception {
        try (EventFolder folder = open("guardian-club")) {
            Event once = EventModels.of(folder);
            Event again = EventModels.of(folder);
            assertTrue(EcoreUtil.equals(once, again), "the same facts give the same model");

            ResourceSetImpl set = new ResourceSetImpl();
            set.getResourceFactoryRegistry().getExtensionToFactoryMap().put("xmi", new XMIResourceFactoryImpl());
            set.getPackageRegistry().put(EventPackage.eNS_URI, EventPackage.eINSTANCE);
            Resource out = set.createResource(URI.createFileURI(temp.resolve("event.xmi").toString()));
            out.getContents().add(once);
            out.save(Map.of());
            Resource in = new ResourceSetImpl() {
                {
                    getResourceFactoryRegistry().getExtensionToFactoryMap().put("xmi", new XMIResourceFactoryImpl());
                    getPackageRegistry().put(EventPackage.eNS_URI, EventPackage.eINSTANCE);
                }
            }.getResource(URI.createFileURI(temp.resolve("event.xmi").toString()), true);
            assertTrue(EcoreUtil.equals(again, in.getContents().get(0)), "the model reads back from XMI unchanged");
        }
    }

    @Test
    void theStandingsAreTheFinalRankingOnceAPlayOffHasDecidedATie() throws Exception {
        Path format = examples().getParent().resolve("formats/round-robin-armageddon.tfl");
        try (EventFolder folder = EventFolder.create(temp.resolve("playoff"), format, new FormatTool().loader(), registry(),
                InstantSource.system())) {
            List<org.rookery.engine.event.EventFolder.Draft> drafts = new java.util.ArrayList<>();
            for (String[] p : new String[][] { { "Ann", "2100" }, { "Bob", "2000" } }) {
                drafts.add(new EventFolder.Draft(new org.rookery.engine.event.FactBody.Register(p[0], p[0],
                        java.util.Optional.empty(), Integer.parseInt(p[1]), java.util.Optional.empty()), "Maria"));
            }
            drafts.add(new EventFolder.Draft(new org.rookery.engine.event.FactBody.Pairing(1, List.of(
                    new org.rookery.engine.event.FactBody.Board("1.1", "Ann", "Bob")), List.of()), "Maria"));
            drafts.add(new EventFolder.Draft(draw("1.1"), "Maria"));
            folder.record(drafts);
            assertEquals(List.of("Ann", "Bob"), names(EventModels.of(folder)), "level: Ann first on rating order");
            // two rapid games 1-1, then Armageddon drawn: Black (Bob) has the draw odds
            var rapid = org.rookery.engine.event.PlayOffs.next(folder.state(), java.util.OptionalInt.empty()).orElseThrow();
            folder.record(rapid, "Maria");
            folder.record(List.of(new EventFolder.Draft(draw("PO1.1"), "Maria"), new EventFolder.Draft(draw("PO1.2"), "Maria")));
            var armageddon = org.rookery.engine.event.PlayOffs.next(folder.state(), java.util.OptionalInt.empty()).orElseThrow();
            assertEquals("Ann", armageddon.boards().get(0).white());
            folder.record(armageddon, "Maria");
            folder.record(draw("PO2.1"), "Maria");
            Event event = EventModels.of(folder);
            assertEquals(List.of("Bob", "Ann"), names(event));
            assertEquals(1, event.getStandings().get(0).getRank());
        }
    }

    @Test
    void aMatchOfSetsShowsItsUnplayedGamesAsStoppedAndCountsAsOneResult() throws Exception {
        Path format = examples().getParent().resolve("formats/blitz-match-league.tfl");
        try (EventFolder folder = EventFolder.create(temp.resolve("sets"), format, new FormatTool().loader(), registry(),
                InstantSource.system())) {
            List<org.rookery.engine.event.EventFolder.Draft> drafts = new java.util.ArrayList<>();
            for (String[] p : new String[][] { { "Ann", "2100" }, { "Bob", "2000" } }) {
                drafts.add(new EventFolder.Draft(new org.rookery.engine.event.FactBody.Register(p[0], p[0],
                        java.util.Optional.empty(), Integer.parseInt(p[1]), java.util.Optional.empty()), "Maria"));
            }
            folder.record(drafts);
            var pairing = org.rookery.engine.event.EventPairing.next(folder.state(),
                    org.rookery.engine.pairing.PairingEngines.builtIn(), java.util.OptionalInt.empty()).pairing();
            assertEquals(6, pairing.boards().size(), "best of 3 sets of 2 games: six games at most");
            folder.record(pairing, "Maria");
            // Ann wins games 1 to 4, whichever colour she has: sets 2-0
            for (var b : pairing.boards().subList(0, 4)) {
                folder.record(new org.rookery.engine.event.FactBody.Result(b.game(), b.white().equals("Ann")
                        ? org.rookery.engine.event.FactBody.Outcome.WHITE_WINS
                        : org.rookery.engine.event.FactBody.Outcome.BLACK_WINS, org.rookery.rules.Termination.CHECKMATE,
                        List.of(), List.of(), java.util.OptionalLong.empty(), java.util.OptionalLong.empty()), "Maria");
            }
            Event event = EventModels.of(folder);
            List<String> stopped = event.getGames().stream().filter(g -> "stopped".equals(g.getResult()))
                    .map(Game::getId).sorted().toList();
            assertEquals(List.of("1.1.5", "1.1.6"), stopped);
            assertEquals(List.of("Ann", "Bob"), names(event));
            assertEquals(0, BigDecimal.ONE.compareTo(event.getStandings().get(0).getPoints()), "one match won: 1 point");
        }
    }

    private static org.rookery.engine.event.FactBody draw(String game) {
        return new org.rookery.engine.event.FactBody.Result(game, org.rookery.engine.event.FactBody.Outcome.DRAW,
                org.rookery.rules.Termination.REPETITION, List.of(), List.of(), java.util.OptionalLong.empty(),
                java.util.OptionalLong.empty());
    }

    private static List<String> names(Event event) {
        return event.getStandings().stream().map(Standing::getEntrant).toList();
    }

    private EventFolder open(String example) throws Exception {
        Path source = examples().resolve(example);
        Path copy = temp.resolve(example);
        try (Stream<Path> files = Files.walk(source)) {
            for (Path p : files.toList()) {
                Path target = copy.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        FormatLoader loader = new FormatTool().loader();
        return EventFolder.open(copy, loader, registry(), InstantSource.system());
    }

    private static Path examples() {
        for (Path p : List.of(Path.of("../../examples/events"), Path.of("examples/events"))) {
            if (Files.isDirectory(p)) {
                return p;
            }
        }
        throw new IllegalStateException("examples/events not found from " + Path.of("").toAbsolutePath());
    }

    private static VariantRegistry registry() throws InterruptedException {
        BundleContext context = FrameworkUtil.getBundle(EventModelTest.class).getBundleContext();
        ServiceTracker<VariantRegistry, VariantRegistry> tracker = new ServiceTracker<>(context, VariantRegistry.class,
                null);
        tracker.open();
        VariantRegistry registry = tracker.waitForService(10_000);
        assertNotNull(registry, "no variant registry service");
        return registry;
    }
}
