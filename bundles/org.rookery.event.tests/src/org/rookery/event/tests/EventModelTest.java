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

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.export.Section;
import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.standings.Standings;
import org.rookery.arbiter.report.EventExports;
import org.rookery.event.EventModels;
import org.rookery.event.model.CrosstableCell;
import org.rookery.event.model.CrosstableLine;
import org.rookery.event.model.Event;
import org.rookery.event.model.EventKind;
import org.rookery.event.model.EventPackage;
import org.rookery.event.model.Game;
import org.rookery.event.model.GameStatus;
import org.rookery.event.model.Innings;
import org.rookery.event.model.Round;
import org.rookery.event.model.StageStandings;
import org.rookery.event.model.Standing;
import org.rookery.format.api.FormatTool;

/** The event model of the example events, inside OSGi with the installed variants. */
class EventModelTest {

    @TempDir
    Path temp;

    @Test
    void theG20MatchShowsTheEnginesInningsScorecards() throws Exception {
        try (EventFolder folder = ExampleEvents.open(temp, "g20-match")) {
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
            // the teams as the standings show them, the result and what comes next as the scorecard says them
            assertEquals(match.teams(), event.getInningsTeams().stream().map(org.rookery.event.model.InningsTeam::getId).toList());
            for (org.rookery.event.model.InningsTeam t : event.getInningsTeams()) {
                assertEquals(0, totals.get(t.getId()).compareTo(t.getTotal()), "team " + t.getId());
                assertEquals(folder.state().teams().get(t.getId()).name(), t.getName());
                assertEquals("", t.getNow(), "the match is over: no team bats");
                assertTrue(t.getInnings().startsWith("innings "), t.getInnings());
            }
            assertEquals("The match is over.", event.getInningsNext());
            assertTrue(event.getInningsTotals().startsWith("totals ") && event.getInningsTotals()
                    .endsWith("; " + match.result().orElseThrow().reason()), event.getInningsTotals());
            assertEquals(org.rookery.arbiter.report.EventReports.of(folder.state()).subtitle(), event.getInningsResult());
            FactBody.LineUp lineUp = folder.state().lineUps().stream().filter(l -> l.innings() == 1
                    && l.team().equals(first.getScoringTeam())).reduce((a, b) -> b).orElseThrow();
            assertEquals(String.join(" ", lineUp.players()), first.getBattingOrder(), "the batting order of innings 1");
            assertFalse(event.isMovesCounted(), "G20 does not chase within the same moves");
            // half-way through: the team batting, the next game's players
            List<org.rookery.engine.fact.Fact> facts = folder.facts();
            List<org.rookery.engine.fact.Fact> half = facts.subList(0, facts.size() / 2);
            org.rookery.engine.event.EventState state = org.rookery.engine.event.EventState.fold(folder.state().format(),
                    folder.state().scorer(), half);
            Event midway = EventModels.build("g20-match", state, half);
            InningsMatch now = state.innings().orElseThrow();
            assertTrue(now.result().isEmpty(), "half-way the match runs");
            assertTrue(midway.getInningsNext().startsWith("Next: " + now.due()), midway.getInningsNext());
            String batting = now.currentInnings().orElseThrow().battingTeam();
            assertTrue(midway.getInningsTeams().stream().filter(t -> t.getId().equals(batting)).findFirst().orElseThrow()
                    .getNow().startsWith("batting"), "the team batting says so");
            assertEquals(folder.facts().size(), event.getRulings().size(), "every fact is in the rulings log");
            assertTrue(event.getRulings().stream().anyMatch(r -> r.getType().equals("correction")),
                    "the example's correction is in the log");
            // the log says the correction in words, the arbiter's reason first, and keeps its JSON beside them
            org.rookery.event.model.Ruling correction = event.getRulings().stream().filter(r -> r.getSeq() == 35).findFirst()
                    .orElseThrow();
            assertEquals("fact 34 corrected: clock misread: White had 12 s, not 21 s; now game i1.6: black's flag falls"
                    + " (white 12000 ms, black 0 ms)", correction.getSummary());
            assertTrue(correction.getJson().contains("\"whiteMs\":12000"), correction.getJson());
        }
    }

    @Test
    void aSennichiteReplayFollowsItsGameWithItsClocksAndTheRoundInProgressInWords() throws Exception {
        try (EventFolder folder = ExampleEvents.open(temp, "fesa-swiss")) {
            Event event = EventModels.of(folder);
            Game replayed = event.getGames().stream().filter(g -> g.getId().equals("2.3")).findFirst().orElseThrow();
            Game replay = event.getGames().stream().filter(g -> g.getId().equals("2.3r")).findFirst().orElseThrow();
            assertEquals(replay, replayed.getReplayedBy(), "the game knows its replay");
            assertEquals(replayed, replay.getReplayOf(), "the replay knows its game");
            assertEquals("sennichite: replayed as 2.3r", replayed.getNote());
            assertTrue(replay.getNote().contains("replay of 2.3") && replay.getNote().contains("(sente)")
                    && replay.getNote().contains("(gote)"), replay.getNote());
            assertEquals("", event.getGames().stream().filter(g -> g.getId().equals("1.1")).findFirst().orElseThrow().getNote(),
                    "a game neither replayed nor a replay has no note");
            assertEquals(org.rookery.engine.event.RoundProgress.of(folder.state()).orElseThrow().text(), event.getRoundProgress(),
                    "the round in progress in the command line's words");
        }
        try (EventFolder folder = ExampleEvents.open(temp, "g20-match")) {
            assertEquals(null, EventModels.of(folder).getRoundProgress(), "an innings match has no rounds to count");
        }
    }

    @Test
    void theCrosstableIsTheOneTheExportsPrintInTheOrderOfTheStandings() throws Exception {
        for (String example : List.of("guardian-club", "fesa-swiss", "newport-evening")) {
            try (EventFolder folder = ExampleEvents.open(temp, example)) {
                Event event = EventModels.of(folder);
                Section printed = EventExports.report(folder.state()).sections().stream()
                        .filter(s -> s.heading().startsWith("Crosstable")).findFirst().orElseThrow();
                assertNotNull(event.getCrosstable(), example + ": the model has the crosstable");
                assertEquals(printed.heading(), event.getCrosstable().getHeading());
                assertEquals(printed.columns().size() - 3, event.getCrosstable().getRounds(), example + ": a column per round");
                assertEquals(printed.rows().size(), event.getCrosstable().getLines().size(), example + ": a line per entrant");
                for (int i = 0; i < printed.rows().size(); i++) {
                    CrosstableLine line = event.getCrosstable().getLines().get(i);
                    List<String> shown = new java.util.ArrayList<>(List.of(Integer.toString(line.getLine()), line.getEntrant()));
                    line.getCells().forEach(c -> shown.add(c.getText()));
                    shown.add(line.getPoints().stripTrailingZeros().toPlainString());
                    assertEquals(printed.rows().get(i), shown, example + ": line " + (i + 1) + " as printed");
                    assertEquals(event.getStandings().get(i).getEntrant(), line.getEntrant(),
                            example + ": line " + (i + 1) + " is the standings' place " + (i + 1));
                    for (CrosstableCell cell : line.getCells()) {
                        if (cell.getOpponent() != null) {
                            // the cell names the opponent by the line the opponent stands on
                            CrosstableLine met = event.getCrosstable().getLines().stream()
                                    .filter(l -> l.getPlayer() == cell.getOpponent()).findFirst().orElseThrow();
                            assertTrue(cell.getText().startsWith(Integer.toString(met.getLine())), example + ": " + cell.getText()
                                    + " names line " + met.getLine() + " (" + met.getEntrant() + ")");
                        }
                    }
                }
                if (event.getKind() == EventKind.INDIVIDUAL) {
                    assertTrue(event.getCrosstable().getLines().stream().flatMap(l -> l.getCells().stream())
                            .anyMatch(c -> c.getOpponent() != null), example + ": the cells refer to the players met");
                }
            }
        }
        try (EventFolder folder = ExampleEvents.open(temp, "g20-match")) {
            assertEquals(null, EventModels.of(folder).getCrosstable(), "an innings match has no crosstable");
        }
    }

    @Test
    void theFesaSwissShowsTheEnginesStandingsAndPairings() throws Exception {
        try (EventFolder folder = ExampleEvents.open(temp, "fesa-swiss")) {
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
            assertEquals(standings.tieBreaks().stream().map(t -> t.title()).toList(), List.copyOf(event.getTieBreakNames()));
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
        try (EventFolder folder = ExampleEvents.open(temp, "guardian-club")) {
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
    void theTeamsShowHowTheyWereFormedAndFromWhichRoundATeamIsWithdrawn() throws Exception {
        try (EventFolder example = ExampleEvents.open(temp, "newport-evening");
                EventFolder folder = EventFolder.create(temp.resolve("teams"), ExampleEvents.format("newport-exchange.tfl"),
                        new FormatTool().loader(), ExampleEvents.registry(), InstantSource.system())) {
            // the example's twelve entrants, without their teams: the format forms them
            List<EventFolder.Draft> drafts = new java.util.ArrayList<>();
            for (org.rookery.engine.fact.Fact f : example.facts()) {
                if (f.body() instanceof FactBody.Register r) {
                    drafts.add(new EventFolder.Draft(new FactBody.Register(r.player(), r.name(), java.util.Optional.empty(),
                            r.rating(), r.grade()), "Sam"));
                }
            }
            folder.record(drafts);
            assertEquals("", EventModels.of(folder).getTeamFormation(), "no teams formed yet");
            FactBody.FormTeams formation = org.rookery.engine.team.TeamFormations.propose(folder.state());
            folder.record(formation, "Sam");
            folder.record(new FactBody.Withdraw("T6", 1), "Sam");
            Event event = EventModels.of(folder);
            assertFalse(formation.explanation().isBlank());
            assertEquals(formation.explanation(), event.getTeamFormation(), "the engine's explanation of the teams");
            assertEquals(1, event.getTeams().stream().filter(t -> t.getId().equals("T6")).findFirst().orElseThrow()
                    .getWithdrawnFromRound(), "T6 is withdrawn from round 1");
            assertEquals(List.of(), event.getTeams().stream().filter(t -> !t.getId().equals("T6"))
                    .filter(t -> t.getWithdrawnFromRound() != 0).toList(), "the other teams play");
        }
    }

    @Test
    void theStandingsAreTheFinalRankingOnceAPlayOffHasDecidedATie() throws Exception {
        Path format = ExampleEvents.format("round-robin-armageddon.tfl");
        try (EventFolder folder = EventFolder.create(temp.resolve("playoff"), format, new FormatTool().loader(), ExampleEvents.registry(),
                InstantSource.system())) {
            List<org.rookery.engine.event.EventFolder.Draft> drafts = new java.util.ArrayList<>();
            for (String[] p : new String[][] { { "Ann", "2100" }, { "Bob", "2000" } }) {
                drafts.add(new EventFolder.Draft(new org.rookery.engine.fact.FactBody.Register(p[0], p[0],
                        java.util.Optional.empty(), Integer.parseInt(p[1]), java.util.Optional.empty()), "Maria"));
            }
            drafts.add(new EventFolder.Draft(new org.rookery.engine.fact.FactBody.Pairing(1, List.of(
                    new org.rookery.engine.fact.FactBody.Board("1.1", "Ann", "Bob")), List.of()), "Maria"));
            drafts.add(new EventFolder.Draft(draw("1.1"), "Maria"));
            folder.record(drafts);
            assertEquals(List.of("Ann", "Bob"), names(EventModels.of(folder)), "level: Ann first on rating order");
            assertTrue(EventModels.of(folder).getPlayOffReport().endsWith("rookery pair pairs the play-off games\n"),
                    "the tie's play-off is due: " + EventModels.of(folder).getPlayOffReport());
            // two rapid games 1-1, then Armageddon drawn: Black (Bob) has the draw odds
            var rapid = org.rookery.engine.playoff.PlayOffs.next(folder.state(), java.util.OptionalInt.empty()).orElseThrow();
            folder.record(rapid, "Maria");
            folder.record(List.of(new EventFolder.Draft(draw("PO1.1"), "Maria"), new EventFolder.Draft(draw("PO1.2"), "Maria")));
            var armageddon = org.rookery.engine.playoff.PlayOffs.next(folder.state(), java.util.OptionalInt.empty()).orElseThrow();
            assertEquals("Ann", armageddon.boards().get(0).white());
            folder.record(armageddon, "Maria");
            Event shown = EventModels.of(folder);
            assertFalse(shown.getPlayOffReport().contains("Final ranking"), shown.getPlayOffReport());
            folder.record(draw("PO2.1"), "Maria");
            Event event = EventModels.of(folder);
            assertEquals(List.of("Bob", "Ann"), names(event));
            assertEquals(1, event.getStandings().get(0).getRank());
            // the play-offs in the engine's words, under the play-off games: decided, with the final ranking
            assertEquals(org.rookery.engine.playoff.PlayOffs.report(folder.state(), java.util.OptionalInt.empty()),
                    event.getPlayOffReport());
            assertTrue(event.getPlayOffReport().contains("Final ranking after the play-offs\n"), event.getPlayOffReport());
            // the Armageddon's result is applied in place, and its report with it
            List<org.eclipse.emf.common.notify.Notification> told = new java.util.ArrayList<>();
            shown.eAdapters().add(new org.eclipse.emf.common.notify.impl.AdapterImpl() {
                @Override
                public void notifyChanged(org.eclipse.emf.common.notify.Notification n) {
                    told.add(n);
                }
            });
            assertTrue(shown == EventModels.update(shown, "playoff", folder.state(), folder.facts()), "a result: in place");
            assertTrue(EcoreUtil.equals(event, shown), "in place is the whole model");
            assertTrue(told.stream().anyMatch(n -> n.getFeature() == EventPackage.eINSTANCE.getEvent_PlayOffReport()),
                    "the view under the play-off games is told the report changed");
        }
    }

    @Test
    void aMatchOfSetsShowsItsUnplayedGamesAsStoppedAndCountsAsOneResult() throws Exception {
        Path format = ExampleEvents.format("blitz-match-league.tfl");
        try (EventFolder folder = EventFolder.create(temp.resolve("sets"), format, new FormatTool().loader(), ExampleEvents.registry(),
                InstantSource.system())) {
            List<org.rookery.engine.event.EventFolder.Draft> drafts = new java.util.ArrayList<>();
            for (String[] p : new String[][] { { "Ann", "2100" }, { "Bob", "2000" } }) {
                drafts.add(new EventFolder.Draft(new org.rookery.engine.fact.FactBody.Register(p[0], p[0],
                        java.util.Optional.empty(), Integer.parseInt(p[1]), java.util.Optional.empty()), "Maria"));
            }
            folder.record(drafts);
            var pairing = org.rookery.engine.event.EventPairing.next(folder.state(),
                    org.rookery.engine.pairing.PairingEngines.builtIn(), java.util.OptionalInt.empty()).pairing();
            assertEquals(6, pairing.boards().size(), "best of 3 sets of 2 games: six games at most");
            folder.record(pairing, "Maria");
            // Ann wins games 1 to 4, whichever colour she has: sets 2-0
            for (var b : pairing.boards().subList(0, 4)) {
                folder.record(new org.rookery.engine.fact.FactBody.Result(b.game(), b.white().equals("Ann")
                        ? org.rookery.engine.fact.FactBody.Outcome.WHITE_WINS
                        : org.rookery.engine.fact.FactBody.Outcome.BLACK_WINS, org.rookery.rules.Termination.CHECKMATE,
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

    /** A team event of two stages: a round robin of four teams of two, then a knockout final of the top two. */
    private static final String TEAM_CUP = """
            format TeamCup "Team group and final" {
              game {
                variant chess
              }
              time {
                main 30 min
              }
              teams {
                size 2
                players per match 2
              }
              event team {
                stage group round robin
                stage final knockout {
                  qualifiers 2
                }
                match points win 2 draw 1 loss 0
                game points win 1 draw 0.5 loss 0
                teams formed by entry
                board order by grade
                first named team plays white on board 1
                tie breaks game-points
              }
            }
            """;

    @Test
    void aTeamEventOfTwoStagesShowsEachStagesTeamsOverItsOwnRounds() throws Exception {
        Path format = temp.resolve("team-cup.tfl");
        Files.writeString(format, TEAM_CUP);
        try (EventFolder folder = EventFolder.create(temp.resolve("cup"), format, new FormatTool().loader(), ExampleEvents.registry(),
                InstantSource.system())) {
            List<EventFolder.Draft> drafts = new java.util.ArrayList<>();
            List<String> strength = List.of("A", "B", "C", "D");
            for (String t : strength) {
                drafts.add(new EventFolder.Draft(new org.rookery.engine.fact.FactBody.RegisterTeam(t, "Team " + t), "Maria"));
                for (int i = 1; i <= 2; i++) {
                    drafts.add(new EventFolder.Draft(new org.rookery.engine.fact.FactBody.Register(t + i, t + i,
                            java.util.Optional.of(t), 2000 - 10 * i, java.util.Optional.empty()), "Maria"));
                }
            }
            folder.record(drafts);
            assertEquals(List.of("group"), EventModels.of(folder).getStages().stream().map(StageStandings::getName).toList(),
                    "the first stage is there before its first round");
            // every board goes to the stronger team, except in the final, which B wins against A
            for (int round = 1; round <= 4; round++) {
                var pairing = org.rookery.engine.event.EventPairing.next(folder.state(),
                        org.rookery.engine.pairing.PairingEngines.builtIn(), java.util.OptionalInt.empty()).pairing();
                folder.record(pairing, "Maria");
                for (var b : pairing.boards()) {
                    String white = b.white().substring(0, 1);
                    String black = b.black().substring(0, 1);
                    boolean whiteWins = round == 4 ? white.equals("B") : strength.indexOf(white) < strength.indexOf(black);
                    folder.record(new org.rookery.engine.fact.FactBody.Result(b.game(), whiteWins
                            ? org.rookery.engine.fact.FactBody.Outcome.WHITE_WINS
                            : org.rookery.engine.fact.FactBody.Outcome.BLACK_WINS, org.rookery.rules.Termination.CHECKMATE,
                            List.of(), List.of(), java.util.OptionalLong.empty(), java.util.OptionalLong.empty()), "Maria");
                }
            }
            Event event = EventModels.of(folder);
            assertEquals(2, event.getStages().size());
            StageStandings group = event.getStages().get(0);
            assertEquals("round robin", group.getSystem());
            assertEquals(List.of(1, 3, 3), List.of(group.getFirstRound(), group.getLastRound(), group.getRoundsPaired()));
            assertEquals(List.of("Team A", "Team B", "Team C", "Team D"), entrants(group.getStandings()));
            assertEquals(List.of("6", "4", "2", "0"), points(group.getStandings()),
                    "match points over the group's three rounds, B's final not counted");
            assertTrue(group.getStandings().stream().allMatch(s -> s.getPlayer() == null), "the rows are teams");
            assertEquals(List.of("Game Points"), group.getTieBreakNames());
            StageStandings last = event.getStages().get(1);
            assertEquals(List.of("final", "knockout", 4, 4), List.of(last.getName(), last.getSystem(), last.getFirstRound(),
                    last.getLastRound()));
            assertEquals(List.of("Team B", "Team A"), entrants(last.getStandings()), "B won the final");
            assertEquals(List.of("2", "0"), points(last.getStandings()));
            assertEquals(0, new BigDecimal("2").compareTo(last.getStandings().get(0).getTieBreaks().get(0)),
                    "two game points from the final's two boards");
            assertEquals(4, event.getStandings().size(), "the overall standings still rank every team");
        }
    }

    @Test
    void onlyAFormatOfSeveralStagesHasStageStandings() throws Exception {
        try (EventFolder folder = ExampleEvents.open(temp, "guardian-club")) {
            assertTrue(EventModels.of(folder).getStages().isEmpty(), "one stage: the overall standings say it all");
        }
        try (EventFolder folder = ExampleEvents.open(temp, "fesa-swiss")) {
            Event event = EventModels.of(folder);
            assertEquals(List.of("group"), event.getStages().stream().map(StageStandings::getName).toList(),
                    "the FESA example is still in its group stage");
            StageStandings group = event.getStages().get(0);
            assertEquals(EventModels.roundsPaired(event), group.getRoundsPaired());
            assertEquals(entrants(event.getStandings()), entrants(group.getStandings()),
                    "before the final the group's standings are the event's");
        }
    }

    private static List<String> entrants(List<Standing> standings) {
        return standings.stream().map(Standing::getEntrant).toList();
    }

    private static List<String> points(List<Standing> standings) {
        return standings.stream().map(s -> s.getPoints().stripTrailingZeros().toPlainString()).toList();
    }

    private static org.rookery.engine.fact.FactBody draw(String game) {
        return new org.rookery.engine.fact.FactBody.Result(game, org.rookery.engine.fact.FactBody.Outcome.DRAW,
                org.rookery.rules.Termination.REPETITION, List.of(), List.of(), java.util.OptionalLong.empty(),
                java.util.OptionalLong.empty());
    }

    private static List<String> names(Event event) {
        return event.getStandings().stream().map(Standing::getEntrant).toList();
    }
}
