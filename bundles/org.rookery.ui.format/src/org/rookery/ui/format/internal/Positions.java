// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * LSP positions (line and UTF-16 character, from 0) and document offsets, both ways. A position
 * past the end of a line or of the document is clamped, because the server may answer for a
 * text that has changed since the request.
 */
final class Positions {

    private Positions() {
    }

    static int offset(IDocument document, Position position) {
        try {
            int lines = document.getNumberOfLines();
            if (position.getLine() >= lines) {
                return document.getLength();
            }
            int start = document.getLineOffset(position.getLine());
            int length = document.getLineLength(position.getLine());
            String delimiter = document.getLineDelimiter(position.getLine());
            int content = length - (delimiter == null ? 0 : delimiter.length());
            return start + Math.max(0, Math.min(position.getCharacter(), content));
        } catch (BadLocationException e) {
            return document.getLength();
        }
    }

    static Position position(IDocument document, int offset) {
        try {
            int clamped = Math.max(0, Math.min(offset, document.getLength()));
            int line = document.getLineOfOffset(clamped);
            return new Position(line, clamped - document.getLineOffset(line));
        } catch (BadLocationException e) {
            return new Position(0, 0);
        }
    }

    /** The region of a range as offset and length. */
    static int[] region(IDocument document, Range range) {
        int start = offset(document, range.getStart());
        int end = Math.max(start, offset(document, range.getEnd()));
        return new int[] { start, end - start };
    }
}
