// SPDX-License-Identifier: EPL-2.0
package org.rookery.export.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.rookery.export.Column;
import org.rookery.export.Report;
import org.rookery.export.ReportWriter;
import org.rookery.export.Section;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The HTML export: one self-contained page, well formed, with every text escaped. */
class HtmlReportTest {

    private static String html(Report r) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ReportWriter.html().write(r, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    private static Document parse(String html) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(html.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void theStructureHoldsTitleSectionsHeadersAndRows() throws Exception {
        Document d = parse(html(Samples.event()));
        assertEquals("Rookery Open 2026", d.getElementsByTagName("title").item(0).getTextContent());
        assertEquals("Rookery Open 2026", d.getElementsByTagName("h1").item(0).getTextContent());
        NodeList h2 = d.getElementsByTagName("h2");
        assertEquals(3, h2.getLength());
        assertEquals("Crosstable", h2.item(1).getTextContent());
        Element crosstable = (Element) d.getElementsByTagName("table").item(1);
        assertEquals(7, crosstable.getElementsByTagName("th").getLength());
        NodeList rows = ((Element) crosstable.getElementsByTagName("tbody").item(0)).getElementsByTagName("tr");
        assertEquals(4, rows.getLength());
        Element cell = (Element) ((Element) rows.item(0)).getElementsByTagName("td").item(3);
        assertEquals("1", cell.getTextContent());
        assertEquals("center", cell.getAttribute("class"));
        Element points = (Element) ((Element) rows.item(0)).getElementsByTagName("td").item(6);
        assertEquals("right", points.getAttribute("class"));
    }

    @Test
    void everyTextIsEscapedAndComesBackUnchanged() throws Exception {
        String hostile = "<script>alert('x')</script> & \"quoted\" </td></table>";
        Report r = new Report("Title <b>not bold</b>", "a & b", List.of(new Section("<h2>", List.of(Column.left("<th>")),
                List.of(List.of(hostile)))));
        String html = html(r);
        assertFalse(html.contains("<script"), html);
        assertFalse(html.contains("<b>"), html);
        Document d = parse(html);
        assertEquals(0, d.getElementsByTagName("script").getLength());
        assertEquals(0, d.getElementsByTagName("b").getLength());
        assertEquals(hostile, d.getElementsByTagName("td").item(0).getTextContent());
        assertEquals("<th>", d.getElementsByTagName("th").item(0).getTextContent());
        assertEquals("Title <b>not bold</b>", d.getElementsByTagName("h1").item(0).getTextContent());
        assertEquals("a & b", d.getElementsByTagName("p").item(0).getTextContent());
    }

    @Test
    void thePageIsSelfContainedAndPrintable() throws Exception {
        String html = html(Samples.event());
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("@media print"), "print rules");
        assertTrue(html.contains("thead { display: table-header-group; }"), "header row repeated on printed pages");
        assertTrue(html.contains("@page { size: A4"), "A4 pages");
        assertFalse(html.contains("<link"), "no external style sheet");
        assertFalse(html.contains("src="), "no external resource");
        assertFalse(html.contains("http"), "no address of any kind");
        assertTrue(html.contains("Ada Østergaard"), "UTF-8 text kept as it is");
    }

    @Test
    void aRowWithTheWrongNumberOfCellsIsRefusedNamingIt() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new Section("Standings", List.of(Column.left("A"), Column.left("B")),
                        List.of(List.of("1", "2"), List.of("3"))));
        assertEquals("section 'Standings', row 2 has 1 cells but the table has 2 columns", e.getMessage());
    }
}
