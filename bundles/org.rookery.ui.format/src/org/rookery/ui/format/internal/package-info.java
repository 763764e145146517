// SPDX-License-Identifier: EPL-2.0
/**
 * The format editor's implementation. {@link org.rookery.ui.format.internal.FormatServerConnection}
 * runs the format language server in this process and speaks LSP to it over pipes, exactly as an
 * outside editor would; each open editor keeps the server's copy of its text current
 * ({@link org.rookery.ui.format.internal.ServerDocument}) and asks it for diagnostics, completion,
 * hover, highlighting, outline, formatting, quick fixes and definitions. The builder checks
 * closed files with {@link org.rookery.format.api.FormatTool}.
 */
package org.rookery.ui.format.internal;
