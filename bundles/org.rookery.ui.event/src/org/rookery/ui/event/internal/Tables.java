// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.math.BigDecimal;
import java.util.function.Function;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;

/** Small helpers shared by the event views' tables. */
final class Tables {

    private Tables() {
    }

    /** Adds a text column computed from each row. */
    @SuppressWarnings("unchecked")
    static <T> TableViewerColumn column(TableViewer viewer, String title, int width, Function<T, String> text) {
        TableViewerColumn c = new TableViewerColumn(viewer, SWT.NONE);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((T) element);
            }
        });
        return c;
    }

    /** A number as the arbiter writes it: 2.5, 3, never 3.00. */
    static String plain(BigDecimal d) {
        return d == null ? "" : d.stripTrailingZeros().toPlainString();
    }
}
