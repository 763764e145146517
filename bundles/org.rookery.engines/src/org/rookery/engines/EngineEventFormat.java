// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.FormatLoader;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantRegistry;

/**
 * The format of an engine tournament, written from what its organiser chose: a round robin (each
 * two engines meet once, or twice with colours reversed), a gauntlet (the first engine meets each
 * of the others, once or twice with colours reversed, and the others do not meet) or a Swiss of a
 * number of rounds paired by the Dutch engine, in one variant, with the engines' clock as its time. The command line's
 * {@code rookery engines tournament --variant ID --system S} and the workbench's Engine Tournament
 * form both write their event's format with it, so an engine event is a format like any other.
 */
public final class EngineEventFormat {

    /**
     * How the engines are paired: the format's pairing systems an engine tournament offers, each
     * with the word the command line takes for it and the words the format language writes its
     * stage with. What each system is (and its name in words) is the format's
     * {@link org.rookery.engine.format.PairingSystem}.
     */
    public enum PairingSystem {
        /** {@link org.rookery.engine.format.PairingSystem#ROUND_ROBIN}. */
        ROUND_ROBIN(org.rookery.engine.format.PairingSystem.ROUND_ROBIN, "round-robin", "single round robin"),
        /** {@link org.rookery.engine.format.PairingSystem#DOUBLE_ROUND_ROBIN}. */
        DOUBLE_ROUND_ROBIN(org.rookery.engine.format.PairingSystem.DOUBLE_ROUND_ROBIN, "double-round-robin", "double round robin"),
        /** {@link org.rookery.engine.format.PairingSystem#SWISS}, of a given number of rounds, paired by the Dutch engine (the language's {@code dutch}). */
        SWISS(org.rookery.engine.format.PairingSystem.SWISS, "swiss", "dutch"),
        /** {@link org.rookery.engine.format.PairingSystem#GAUNTLET}. */
        GAUNTLET(org.rookery.engine.format.PairingSystem.GAUNTLET, "gauntlet", "gauntlet"),
        /** {@link org.rookery.engine.format.PairingSystem#DOUBLE_GAUNTLET}. */
        DOUBLE_GAUNTLET(org.rookery.engine.format.PairingSystem.DOUBLE_GAUNTLET, "double-gauntlet", "double gauntlet");

        private final org.rookery.engine.format.PairingSystem system;
        private final String word;
        private final String stage;

        PairingSystem(org.rookery.engine.format.PairingSystem system, String word, String stage) {
            this.system = system;
            this.word = word;
            this.stage = stage;
        }

        /** The format's pairing system this is. */
        public org.rookery.engine.format.PairingSystem system() {
            return system;
        }

        /** The word the command line takes ({@code --system round-robin}). */
        public String word() {
            return word;
        }

        /** The choices, as the command line's usage shows them: {@code round-robin|double-round-robin|...}. */
        public static String words() {
            return String.join("|", Arrays.stream(values()).map(PairingSystem::word).toList());
        }

        /** The system a word names. */
        public static PairingSystem of(String word) {
            for (PairingSystem s : values()) {
                if (s.word.equals(word)) {
                    return s;
                }
            }
            List<String> words = Arrays.stream(values()).map(PairingSystem::word).toList();
            throw new IllegalArgumentException("unknown tournament system '" + word + "'; it is "
                    + String.join(", ", words.subList(0, words.size() - 1)) + " or " + words.getLast());
        }
    }

    /** The most rounds a Swiss may be given. */
    public static final int MAX_ROUNDS = 1000;

    private EngineEventFormat() {
    }

    /**
     * The games an engine tournament of {@code engines} engines plays in all.
     *
     * @param rounds the Swiss's rounds (ignored for a round robin or a gauntlet)
     */
    public static int games(PairingSystem system, int engines, int rounds) {
        return switch (system) {
            case ROUND_ROBIN -> engines * (engines - 1) / 2;
            case DOUBLE_ROUND_ROBIN -> engines * (engines - 1);
            case SWISS -> rounds * (engines / 2);
            case GAUNTLET -> engines - 1;
            case DOUBLE_GAUNTLET -> 2 * (engines - 1);
        };
    }

    /**
     * The format text ({@code .tfl}).
     *
     * @param title the event's title (its name), which also makes the format's name
     * @param variant the variant the engines play
     * @param system how they are paired
     * @param rounds the Swiss's rounds, 1 to {@link #MAX_ROUNDS} (ignored for a round robin)
     * @param clock the engines' clock; without one the format's own clock is nominal and says so
     * @param limits the bound of each search (depth, nodes), said in a comment
     * @throws IllegalArgumentException for an empty title or rounds out of range, naming them
     */
    public static String text(String title, Variant variant, PairingSystem system, int rounds, TimeControl clock, SearchLimits limits) {
        String t = title == null ? "" : title.strip();
        if (t.isEmpty()) {
            throw new IllegalArgumentException("the engine tournament needs a name");
        }
        if (system == PairingSystem.SWISS && (rounds < 1 || rounds > MAX_ROUNDS)) {
            throw new IllegalArgumentException("a Swiss needs 1 to " + MAX_ROUNDS + " rounds, not " + rounds);
        }
        StringBuilder out = new StringBuilder();
        out.append("// SPDX-License-Identifier: EPL-2.0\n");
        out.append("// An engine tournament, written by Rookery from its settings (docs/engines.md): ")
                .append(describe(variant, system, rounds)).append(".\n\n");
        out.append("format ").append(identifier(t)).append(" \"").append(t.replace("\\", "/").replace("\"", "'")).append("\" {\n\n");
        out.append("  game {\n    variant ").append(variant.id()).append("\n  }\n\n");
        out.append("  time {\n");
        List<String> lines = clock.formatLines();
        if (lines.isEmpty()) {
            out.append("    // The engines play without a clock, each move bounded by ").append(bound(limits))
                    .append(";\n    // a format needs a clock, so this one is nominal.\n");
            lines = List.of("main 60 min");
        } else if (!limits.isInfinite()) {
            out.append("    // The engines' clock; each move is also bounded by ").append(bound(limits)).append(".\n");
        }
        for (String l : lines) {
            out.append("    ").append(l).append('\n');
        }
        out.append("  }\n\n");
        out.append("  event individual {\n");
        out.append("    stage main ").append(system.stage);
        out.append(system == PairingSystem.SWISS ? " {\n      rounds " + rounds + "\n    }\n" : "\n");
        out.append("    game points win 1 draw 0.5 loss 0\n");
        out.append("    tie breaks ").append(system == PairingSystem.SWISS ? "buchholz, sonneborn-berger" : "sonneborn-berger, direct-encounter, wins")
                .append('\n');
        out.append("  }\n}\n");
        return out.toString();
    }

    /** The tournament in words: "a round robin of Chess", "a Swiss of 3 rounds by the Dutch system of Shogi". */
    public static String describe(Variant variant, PairingSystem system, int rounds) {
        String what = "a " + system.system().label();
        return switch (system) {
            case ROUND_ROBIN -> what;
            case DOUBLE_ROUND_ROBIN -> what + ", colours reversed in the second cycle,";
            case SWISS -> what + " of " + rounds + (rounds == 1 ? " round" : " rounds") + " by the Dutch system";
            case GAUNTLET -> what + ", the first engine against each of the others,";
            case DOUBLE_GAUNTLET -> what + ", the first engine against each of the others with each colour,";
        } + " of " + variant.displayName();
    }

    /**
     * Creates the event folder {@code dir} running {@code formatText} (from {@link #text}): the
     * format is compiled first, so a folder is made only for a format that compiles, and it holds
     * the format and an empty journal as {@code rookery event new} makes them.
     *
     * @throws IOException when the format does not compile or {@code dir} exists and is not empty
     */
    public static EventFolder createEvent(Path dir, String formatText, FormatLoader loader, VariantRegistry registry,
            InstantSource clock) throws IOException {
        Path staging = Files.createTempDirectory("rookery-engine-format");
        String name = formatText.lines().filter(l -> l.startsWith("format ")).map(l -> l.split(" ")[1]).findFirst().orElse("EngineTournament");
        Path file = staging.resolve(name + ".tfl");
        try {
            Files.writeString(file, formatText);
            return EventFolder.create(dir, file, loader, registry, clock);
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(staging);
        }
    }

    /** What bounds each search, in words ("20000 nodes", "depth 4"). */
    private static String bound(SearchLimits limits) {
        List<String> words = new ArrayList<>();
        if (limits.depth() > 0) {
            words.add("depth " + limits.depth());
        }
        if (limits.nodes() > 0) {
            words.add(limits.nodes() + " nodes");
        }
        return words.isEmpty() ? "nothing" : String.join(" and ", words);
    }

    /** The format's name: the title's letters and digits in camel case, starting with a letter. */
    static String identifier(String title) {
        StringBuilder id = new StringBuilder();
        boolean upper = true;
        for (char c : title.toCharArray()) {
            if (c < 128 && Character.isLetterOrDigit(c)) {
                id.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            } else {
                upper = true;
            }
        }
        if (id.isEmpty() || !Character.isLetter(id.charAt(0))) {
            id.insert(0, "Engines");
        }
        return id.toString();
    }
}
