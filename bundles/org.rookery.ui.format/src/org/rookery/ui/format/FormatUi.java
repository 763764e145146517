// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format;

/** Ids of the format editor's contributions. */
public final class FormatUi {

    /** The format editor, the default editor of {@code *.tfl} files. */
    public static final String EDITOR_ID = "org.rookery.ui.format.editor";

    /** The Explain view: the format of the active editor in plain English, as it is typed. */
    public static final String EXPLAIN_VIEW_ID = "org.rookery.ui.format.explain";

    /** The builder that checks every format of a project and reports problems as markers. */
    public static final String BUILDER_ID = "org.rookery.ui.format.builder";

    /** The marker type of a problem the builder found in a format. */
    public static final String PROBLEM_MARKER = "org.rookery.ui.format.problem";

    /** The Dry Run view: the outcome of the last dry run of a format. */
    public static final String DRY_RUN_VIEW_ID = "org.rookery.ui.format.dryRun";

    /** The command that runs a dry run of the active format editor's format. */
    public static final String DRY_RUN_COMMAND = "org.rookery.ui.format.runDryRun";

    /** The marker type of a dry run's dead end, on the format line that causes it. */
    public static final String DRY_RUN_MARKER = "org.rookery.ui.format.deadEnd";

    /** The key-binding context active in a format editor. */
    public static final String EDITOR_CONTEXT = "org.rookery.ui.format.editorScope";

    private FormatUi() {
    }
}
