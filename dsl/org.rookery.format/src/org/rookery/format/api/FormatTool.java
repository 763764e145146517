// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.api;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.rookery.engine.event.FormatLoader;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.FormatExplainer;
import org.rookery.engine.format.VariantCatalog;
import org.rookery.format.FormatRuntimeModule;
import org.rookery.format.FormatStandaloneSetup;
import org.rookery.format.compiler.FormatCompiler;
import org.rookery.format.format.Format;
import org.rookery.format.format.Model;

import com.google.inject.Guice;
import com.google.inject.Injector;

/**
 * The format language as a plain Java service: check {@code .tfl} files, compile a format into
 * the engine's {@link CompiledFormat}, and explain a compiled format in English. Instances are
 * thread-safe; each call reads the files afresh.
 */
public final class FormatTool {

    /** The injector over the installed variants, made once: Guice and the grammar take a second to load. */
    private static final class Installed {
        static final Injector INJECTOR = createInjector(null);
    }

    private final Injector injector;
    private final VariantCatalog catalog;

    /** A tool that checks against the installed variants (see {@code InstalledVariants}). */
    public FormatTool() {
        this.injector = Installed.INJECTOR;
        this.catalog = injector.getInstance(VariantCatalog.class);
    }

    /** A tool that checks against {@code catalog}, e.g. a chosen set of variants. */
    public FormatTool(VariantCatalog catalog) {
        this.injector = createInjector(catalog);
        this.catalog = catalog;
    }

    private static Injector createInjector(VariantCatalog catalog) {
        return new FormatStandaloneSetup() {
            @Override
            public Injector createInjector() {
                if (catalog == null) {
                    return Guice.createInjector(new FormatRuntimeModule());
                }
                return Guice.createInjector(new FormatRuntimeModule() {
                    @Override
                    public VariantCatalog bindVariantCatalog() {
                        return catalog;
                    }
                });
            }
        }.createInjectorAndDoEMFRegistration();
    }

    /** The variant catalog formats are checked against. */
    public VariantCatalog catalog() {
        return catalog;
    }

    /**
     * Checks files and the files they import. Problems of an imported file are reported once,
     * under its own path.
     *
     * @return every problem, by file in the order given, then by position
     */
    public List<FormatDiagnostic> check(List<Path> files) {
        XtextResourceSet set = newResourceSet();
        Map<Path, Resource> loaded = new LinkedHashMap<>();
        List<FormatDiagnostic> result = new ArrayList<>();
        for (Path file : files) {
            try {
                loaded.put(file, load(set, file, Files.readAllBytes(file)));
            } catch (IOException | RuntimeException e) {
                result.add(unreadable(file, e));
            }
        }
        for (Map.Entry<Path, Resource> e : loaded.entrySet()) {
            result.addAll(validate(e.getKey(), e.getValue()));
        }
        result.addAll(importedProblems(set, loaded));
        return result;
    }

    /** Checks the text of one file as it is being edited, before it is saved. */
    public List<FormatDiagnostic> checkText(Path file, String text) {
        XtextResourceSet set = newResourceSet();
        Resource resource = load(set, file, text.getBytes(StandardCharsets.UTF_8));
        List<FormatDiagnostic> result = new ArrayList<>(validate(file, resource));
        result.addAll(importedProblems(set, Map.of(file, resource)));
        return result;
    }

    /** Compiles the only format in {@code file} (the last one if the file has several). */
    public CompiledFormat compile(Path file) throws FormatException {
        return compile(file, null);
    }

    /**
     * Compiles the format called {@code name} in {@code file}, or the file's last format when
     * {@code name} is null.
     *
     * @throws FormatException when the file or a file it imports has errors, or has no such format
     */
    public CompiledFormat compile(Path file, String name) throws FormatException {
        byte[] content;
        try {
            content = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new FormatException("cannot read " + file, List.of(unreadable(file, e)));
        }
        return compile(file, content, name);
    }

    /**
     * Compiles the text of {@code file} as it is being edited, before it is saved: imports are
     * read from disk relative to {@code file}.
     *
     * @param name the format to compile, or null for the text's last format
     * @throws FormatException when the text or a file it imports has errors, or has no such format
     */
    public CompiledFormat compileText(Path file, String text, String name) throws FormatException {
        return compile(file, text.getBytes(StandardCharsets.UTF_8), name);
    }

    private CompiledFormat compile(Path file, byte[] content, String name) throws FormatException {
        XtextResourceSet set = newResourceSet();
        Resource resource;
        try {
            resource = load(set, file, content);
        } catch (RuntimeException e) {
            throw new FormatException("cannot read " + file, List.of(unreadable(file, e)));
        }
        List<FormatDiagnostic> problems = new ArrayList<>(validate(file, resource));
        problems.addAll(importedProblems(set, Map.of(file, resource)));
        List<FormatDiagnostic> errors = problems.stream().filter(FormatDiagnostic::isError).toList();
        if (!errors.isEmpty()) {
            throw new FormatException(file + " has " + errors.size() + (errors.size() == 1 ? " error" : " errors"),
                    errors);
        }
        List<Format> formats = formats(resource);
        Optional<Format> chosen = name == null ? formats.stream().reduce((a, b) -> b)
                : formats.stream().filter(f -> name.equals(f.getName())).findFirst();
        if (chosen.isEmpty()) {
            String known = formats.stream().map(Format::getName).toList().toString();
            throw new FormatException(name == null ? file + " defines no format"
                    : file + " has no format '" + name + "'; it defines " + known, List.of());
        }
        return new FormatCompiler(catalog).compile(chosen.get());
    }

    /**
     * This tool as the loader an event folder compiles its format with: a format with errors
     * becomes an {@link IOException} whose message lists them with their lines.
     */
    public FormatLoader loader() {
        return file -> {
            try {
                return compile(file);
            } catch (FormatException e) {
                throw new IOException(e.getMessage(), e);
            }
        };
    }

    /** The names of the formats defined in {@code file}, in order; empty if it cannot be read. */
    public List<String> formatNames(Path file) {
        try {
            Resource resource = load(newResourceSet(), file, Files.readAllBytes(file));
            return formats(resource).stream().map(Format::getName).toList();
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    /** The compiled format as plain English an organiser can read aloud. */
    public String explain(CompiledFormat format) {
        return new FormatExplainer(catalog).explain(format);
    }

    private static List<Format> formats(Resource resource) {
        if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Model model)) {
            return List.of();
        }
        return model.getDefinitions().stream().filter(Format.class::isInstance).map(Format.class::cast)
                .filter(f -> f.getName() != null).toList();
    }

    /**
     * A resource set whose {@code .tfl} files (the checked file's imports too) are read by this
     * tool's own language, whatever another injector in the process has registered globally.
     */
    private XtextResourceSet newResourceSet() {
        XtextResourceSet set = injector.getInstance(XtextResourceSet.class);
        set.getResourceFactoryRegistry().getExtensionToFactoryMap().put("tfl", injector.getInstance(IResourceFactory.class));
        return set;
    }

    private Resource load(XtextResourceSet set, Path file, byte[] content) {
        URI uri = URI.createFileURI(file.toAbsolutePath().normalize().toString());
        XtextResource resource = (XtextResource) injector.getInstance(IResourceFactory.class).createResource(uri);
        set.getResources().add(resource);
        try (InputStream in = new ByteArrayInputStream(content)) {
            resource.load(in, Map.of(XtextResource.OPTION_ENCODING, StandardCharsets.UTF_8.name()));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + file + ": " + e.getMessage(), e);
        }
        return resource;
    }

    private List<FormatDiagnostic> validate(Path file, Resource resource) {
        IResourceValidator validator = injector.getInstance(IResourceValidator.class);
        List<FormatDiagnostic> result = new ArrayList<>();
        for (Issue issue : validator.validate(resource, CheckMode.ALL, CancelIndicator.NullImpl)) {
            result.add(toDiagnostic(file, issue));
        }
        result.sort(Comparator.comparingInt(FormatDiagnostic::line).thenComparingInt(FormatDiagnostic::column));
        return result;
    }

    /** Problems of files loaded through imports, each under its own path, each file once. */
    private List<FormatDiagnostic> importedProblems(XtextResourceSet set, Map<Path, Resource> given) {
        List<FormatDiagnostic> result = new ArrayList<>();
        for (int i = 0; i < set.getResources().size(); i++) {
            Resource r = set.getResources().get(i);
            if (given.containsValue(r) || r.getURI() == null || !r.getURI().isFile()) {
                continue;
            }
            result.addAll(validate(Path.of(r.getURI().toFileString()), r));
        }
        return result;
    }

    private static FormatDiagnostic toDiagnostic(Path file, Issue issue) {
        FormatDiagnostic.Severity severity = switch (issue.getSeverity()) {
            case ERROR -> FormatDiagnostic.Severity.ERROR;
            default -> FormatDiagnostic.Severity.WARNING;
        };
        int line = issue.getLineNumber() == null ? 1 : issue.getLineNumber();
        int column = issue.getColumn() == null ? 1 : issue.getColumn();
        String[] data = issue.getData();
        return new FormatDiagnostic(file, line, column, issue.getOffset() == null ? -1 : issue.getOffset(),
                issue.getLength() == null ? 0 : issue.getLength(), severity,
                issue.getCode() == null ? "" : issue.getCode(), issue.getMessage(),
                data == null ? List.of() : List.of(data).stream().map(d -> d == null ? "" : d).toList());
    }

    private static FormatDiagnostic unreadable(Path file, Exception e) {
        String why = e instanceof java.nio.file.NoSuchFileException ? "no such file"
                : e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return new FormatDiagnostic(file, 1, 1, -1, 0, FormatDiagnostic.Severity.ERROR, "org.rookery.format.unreadable",
                "cannot read " + file + ": " + why + "; give the path of a .tfl file", List.of());
    }
}
