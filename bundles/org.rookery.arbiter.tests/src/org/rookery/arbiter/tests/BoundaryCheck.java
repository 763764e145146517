// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The bundle boundaries of a Rookery checkout: reads every {@code bundles/*}{@code /} and
 * {@code dsl/*}{@code /} folder that has a {@code META-INF/MANIFEST.MF}, and lists what breaks
 * the rules of the house:
 * <ul>
 * <li>a source file that uses another bundle's {@code *.internal} package, and a manifest that
 * imports one (a test fragment may use its host's, and a test bundle the packages whose export
 * names it in {@code x-friends});</li>
 * <li>a manifest {@code Import-Package} entry that no source file of the bundle uses (except the
 * few in {@link #INDIRECT}, which the compiler needs for the signatures of what a bundle calls or
 * implements);</li>
 * <li>an exported package that has neither a version nor {@code x-internal}/{@code x-friends}.</li>
 * </ul>
 * Each finding names the bundle, the file and the package.
 */
final class BoundaryCheck {

    /** One broken rule. */
    record Finding(String bundle, String file, String pkg, String problem) {
        @Override
        public String toString() {
            return bundle + ": " + file + ": " + pkg + ": " + problem;
        }
    }

    /** A bundle folder as the check sees it. */
    record Bundle(String name, Optional<String> host, Path folder, Path manifest, Map<String, String> exports,
            Map<String, String> imports, List<Path> sources, List<String> packages) {
    }

    private static final Pattern DOTTED = Pattern.compile("\\b[a-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)+");
    private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;?", Pattern.MULTILINE);

    /**
     * Imports no source names but the compiler needs: bundle (or "*" for any) to package to why.
     * JUnit's {@code assertThrows} and its kin take lambdas typed by
     * {@code org.junit.jupiter.api.function}, and its assumptions throw opentest4j's
     * {@code TestAbortedException}; a rules implementation inherits signatures that
     * use {@code org.rookery.rules.notation}; the format language's generated parser (in
     * {@code src-gen}, absent from a fresh checkout) logs through log4j.
     */
    static final Map<String, Map<String, Pattern>> INDIRECT = Map.ofEntries(
            Map.entry("*", Map.of("org.junit.jupiter.api.function", Pattern.compile(
                    "\\bassert(Throws|ThrowsExactly|DoesNotThrow|Timeout|TimeoutPreemptively|All)\\s*\\("),
                    "org.opentest4j", Pattern.compile("\\bassum(eTrue|eFalse|ingThat)\\s*\\(|\\babort\\s*\\("))),
            Map.entry("org.rookery.games", notation()),
            Map.entry("org.rookery.variant.capablanca", notation()),
            Map.entry("org.rookery.variant.exchange", notation()),
            Map.entry("org.rookery.variant.guardian", notation()),
            Map.entry("org.rookery.variants.extension.tests", notation()),
            Map.entry("org.rookery.event", Map.of("org.rookery.rules", Pattern.compile("org\\.rookery\\.engine\\."))),
            Map.entry("org.rookery.engine", Map.of("com.google.gson.stream", Pattern.compile("com\\.google\\.gson\\."))),
            // not yet proven stale: removing it needs the whole workbench built to prove
            Map.entry("org.rookery.app.tests", Map.of("org.eclipse.jface.text", Pattern.compile("org\\.eclipse\\."))),
            Map.entry("org.rookery.format", Map.of("org.apache.log4j", Pattern.compile("org\\.eclipse\\.xtext\\."))),
            // Flyway's PostgreSQL support is a fragment of Flyway's core found by ServiceLoader: nothing
            // names it, and without the import it is not resolved into the store's runtime at all
            Map.entry("org.rookery.store.postgresql", Map.of("org.flywaydb.database.postgresql",
                    Pattern.compile("org\\.flywaydb\\."),
                    "org.rookery.rules", Pattern.compile("org\\.rookery\\.engine\\."))),
            // the compiler needs the package of a type that a called method returns even when no
            // source names it: proven for the export bundle (state.bound() gives a BoundGame, and a
            // clean build fails without engine.game); the others are kept until a clean build of
            // each proves them stale
            Map.entry("org.rookery.export", Map.of("org.apache.pdfbox.pdmodel.font.encoding",
                    Pattern.compile("org\\.apache\\.pdfbox\\.pdmodel\\.font\\."),
                    "org.rookery.engine.game", Pattern.compile("org\\.rookery\\.engine\\.event\\."))),
            Map.entry("org.rookery.serve", Map.of("org.eclipse.jetty.io", Pattern.compile("org\\.eclipse\\.jetty\\."),
                    "org.eclipse.jetty.util.component", Pattern.compile("org\\.eclipse\\.jetty\\."),
                    "org.rookery.engine.game", Pattern.compile("org\\.rookery\\.engine\\.event\\."))),
            Map.entry("org.rookery.engines", Map.of("org.rookery.engine.format", Pattern.compile("org\\.rookery\\.engine\\."),
                    "org.rookery.rules.notation", Pattern.compile("org\\.rookery\\.rules\\."))),
            Map.entry("org.rookery.cli.tests", Map.of("org.apache.pdfbox.cos", Pattern.compile("org\\.apache\\.pdfbox\\."))));

    private static Map<String, Pattern> notation() {
        return Map.of("org.rookery.rules.notation", Pattern.compile("org\\.rookery\\.rules\\."));
    }

    private BoundaryCheck() {
    }

    /** Every finding in the checkout at {@code root}, in a stable order. */
    static List<Finding> check(Path root) {
        List<Bundle> bundles = new ArrayList<>();
        for (String area : List.of("bundles", "dsl")) {
            Path dir = root.resolve(area);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> children = Files.list(dir)) {
                for (Path folder : children.sorted().toList()) {
                    Path manifest = folder.resolve("META-INF/MANIFEST.MF");
                    if (Files.isRegularFile(manifest)) {
                        bundles.add(read(folder, manifest));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        Map<String, String> owner = new TreeMap<>();
        for (Bundle b : bundles) {
            for (String p : b.packages()) {
                owner.putIfAbsent(p, b.host().orElse(b.name()));
            }
        }
        Map<String, String> exporters = new TreeMap<>();
        for (Bundle b : bundles) {
            b.exports().forEach((pkg, attrs) -> exporters.putIfAbsent(pkg, attrs));
        }
        List<Finding> findings = new ArrayList<>();
        for (Bundle b : bundles) {
            String self = b.host().orElse(b.name());
            String manifestFile = root.relativize(b.manifest()).toString();
            Map<Path, String> texts = new LinkedHashMap<>();
            for (Path source : b.sources()) {
                texts.put(source, code(text(source)));
            }
            for (Map.Entry<Path, String> e : texts.entrySet()) {
                java.util.Set<String> reported = new java.util.TreeSet<>();
                Matcher m = DOTTED.matcher(e.getValue());
                while (m.find()) {
                    String pkg = longestPackage(m.group(), owner);
                    if (pkg != null && isInternal(pkg) && !owner.get(pkg).equals(self) && !friend(b, pkg, exporters)
                            && reported.add(pkg)) {
                        findings.add(new Finding(b.name(), root.relativize(e.getKey()).toString(), pkg,
                                "uses the internal package of " + owner.get(pkg)));
                    }
                }
            }
            for (String pkg : b.imports().keySet()) {
                String from = owner.get(pkg);
                if (from != null && isInternal(pkg) && !from.equals(self) && !friend(b, pkg, exporters)) {
                    findings.add(new Finding(b.name(), manifestFile, pkg, "imports the internal package of " + from));
                }
                if (texts.values().stream().noneMatch(t -> uses(t, pkg) || indirect(b.name(), pkg, t))) {
                    findings.add(new Finding(b.name(), manifestFile, pkg,
                            "is imported but no source file of the bundle uses it (stale entry)"));
                }
            }
            for (Map.Entry<String, String> ex : b.exports().entrySet()) {
                String attrs = ex.getValue();
                boolean versioned = attrs.matches("(?s).*(^|;)\\s*version\\s*=.*");
                boolean restricted = attrs.matches("(?s).*(^|;)\\s*x-internal\\s*:=\\s*\"?true\"?.*")
                        || attrs.matches("(?s).*(^|;)\\s*x-friends\\s*:=.*");
                if (!versioned && !restricted) {
                    findings.add(new Finding(b.name(), manifestFile, ex.getKey(),
                            "is exported with neither a version nor x-internal/x-friends"));
                }
            }
        }
        return findings;
    }

    /** A test bundle that the export of {@code pkg} names in {@code x-friends}. */
    private static boolean friend(Bundle b, String pkg, Map<String, String> exporters) {
        if (!b.name().endsWith(".tests")) {
            return false;
        }
        Matcher m = Pattern.compile("x-friends\\s*:=\\s*\"([^\"]*)\"").matcher(exporters.getOrDefault(pkg, ""));
        return m.find() && List.of(m.group(1).split("\\s*,\\s*")).contains(b.name());
    }

    private static boolean indirect(String bundle, String pkg, String code) {
        for (String key : List.of("*", bundle)) {
            Pattern p = INDIRECT.getOrDefault(key, Map.of()).get(pkg);
            if (p != null && p.matcher(code).find()) {
                return true;
            }
        }
        return false;
    }

    private static boolean isInternal(String pkg) {
        return pkg.equals("internal") || pkg.endsWith(".internal") || pkg.contains(".internal.");
    }

    /** The longest prefix of a dotted name that is a package of the checkout, or null. */
    private static String longestPackage(String dotted, Map<String, String> owner) {
        String name = dotted;
        while (true) {
            if (owner.containsKey(name)) {
                return name;
            }
            int dot = name.lastIndexOf('.');
            if (dot < 0) {
                return null;
            }
            name = name.substring(0, dot);
        }
    }

    /** Whether {@code code} names something in {@code pkg} (an import, a qualified name, a class in XML). */
    private static boolean uses(String code, String pkg) {
        Matcher m = Pattern.compile("(?<![\\w.])" + Pattern.quote(pkg) + "\\.(\\*|[A-Za-z_])").matcher(code);
        return m.find();
    }

    private static Bundle read(Path folder, Path manifest) {
        Map<String, String> headers = headers(text(manifest));
        String name = headers.getOrDefault("Bundle-SymbolicName", folder.getFileName().toString()).split(";")[0].trim();
        Optional<String> host = Optional.ofNullable(headers.get("Fragment-Host")).map(h -> h.split(";")[0].trim());
        List<Path> sources = new ArrayList<>();
        List<String> packages = new ArrayList<>();
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                String rel = folder.relativize(f).toString().replace('\\', '/');
                if (rel.startsWith("target/") || rel.startsWith("bin/") || rel.contains("/.")) {
                    continue;
                }
                String fn = f.getFileName().toString();
                if (fn.endsWith(".java") || fn.endsWith(".xtend")) {
                    sources.add(f);
                    Matcher m = PACKAGE.matcher(text(f));
                    if (m.find() && !packages.contains(m.group(1))) {
                        packages.add(m.group(1));
                    }
                } else if (fn.endsWith(".xml") || fn.endsWith(".e4xmi") || fn.endsWith(".mwe2")
                        || fn.endsWith(".xtext")) {
                    sources.add(f);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Bundle(name, host, folder, manifest, clauses(headers.get("Export-Package")),
                clauses(headers.get("Import-Package")), sources, packages);
    }

    /** The main section's headers, continuation lines joined. */
    static Map<String, String> headers(String manifest) {
        Map<String, String> headers = new LinkedHashMap<>();
        String last = null;
        for (String line : manifest.split("\r?\n")) {
            if (line.startsWith(" ") && last != null) {
                headers.put(last, headers.get(last) + line.substring(1));
            } else if (line.isBlank()) {
                break;
            } else {
                int colon = line.indexOf(':');
                if (colon > 0) {
                    last = line.substring(0, colon).trim();
                    headers.put(last, line.substring(colon + 1).trim());
                }
            }
        }
        return headers;
    }

    /** Package name to its attributes and directives, for a header's comma-separated clauses. */
    static Map<String, String> clauses(String header) {
        Map<String, String> out = new LinkedHashMap<>();
        if (header == null) {
            return out;
        }
        StringBuilder clause = new StringBuilder();
        boolean quoted = false;
        for (char c : (header + ",").toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            }
            if (c == ',' && !quoted) {
                String s = clause.toString().trim();
                if (!s.isEmpty()) {
                    int semi = s.indexOf(';');
                    out.put(semi < 0 ? s : s.substring(0, semi).trim(), semi < 0 ? "" : s.substring(semi + 1));
                }
                clause.setLength(0);
            } else {
                clause.append(c);
            }
        }
        return out;
    }

    /** Source text without comments, so that a package named in prose is not a use. */
    private static String code(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        int n = text.length();
        boolean inString = false;
        while (i < n) {
            char c = text.charAt(i);
            if (inString) {
                out.append(c);
                if (c == '\\' && i + 1 < n) {
                    out.append(text.charAt(++i));
                } else if (c == '"') {
                    inString = false;
                }
                i++;
            } else if (c == '\'' && i + 2 < n) {
                int end = text.charAt(i + 1) == '\\' ? text.indexOf('\'', i + 3) : i + 2;
                i = end < 0 ? n : end + 1;
                out.append("' '");
            } else if (c == '"') {
                inString = true;
                out.append(c);
                i++;
            } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '/') {
                while (i < n && text.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
                int end = text.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
                out.append(' ');
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    private static String text(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /** For a run outside the tests: {@code java BoundaryCheck.java <checkout>}. */
    public static void main(String[] args) {
        List<Finding> findings = check(Path.of(args.length > 0 ? args[0] : "."));
        findings.forEach(System.out::println);
        System.out.println(findings.size() + " findings");
    }
}
