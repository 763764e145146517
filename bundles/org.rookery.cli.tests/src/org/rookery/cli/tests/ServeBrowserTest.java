// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;

/**
 * The results pages in a real browser (Debian's Chromium, headless) against a running
 * {@code rookery serve}: the FESA example's pairings on a 360-pixel phone, a result recorded with
 * {@code rookery event add} appearing on the open page within a second without a reload, and the
 * hall display on a 1920x1080 projector. The screenshots are saved under
 * {@code target/screenshots} (README shows copies from {@code docs/images}).
 */
class ServeBrowserTest {

    private static final String RESULT_4_1 = "return document.querySelector('table.pairings tbody tr:first-child td:last-child')"
            + ".textContent;";

    @Test
    void aResultAddedWithEventAddAppearsOnTheOpenPhonePageWithinASecond(@TempDir Path dir) throws Exception {
        assertTrue(HeadlessChromium.installed(), "Chromium and chromedriver are installed by releng/scripts/env.sh"
                + " (apt-get install chromium chromium-driver)");
        Path event = ServeRun.fesaInRound4(dir);
        try (ServeRun serve = new ServeRun("serve", "--port", "0", event.toString());
                HeadlessChromium browser = new HeadlessChromium(360, 780)) {
            URI base = URI.create(serve.line().substring("Serving on ".length()));
            browser.size(360, 780);
            browser.open(base.resolve("e/fesa-swiss/"));
            assertEquals("Pairings, round 4", browser.script("return document.querySelector('h1').textContent;").getAsString());
            assertEquals("", browser.script(RESULT_4_1).getAsString(), "4.1 has no result yet");
            // the page fits the phone: nothing wider than the screen but the tables' own scrolling
            int width = browser.script("return document.documentElement.scrollWidth;").getAsInt();
            int viewport = browser.script("return window.innerWidth;").getAsInt();
            assertTrue(width <= viewport, "the page is " + width + " px wide on a " + viewport + " px phone");
            // the live stream is open before the fact is recorded
            long deadline = System.currentTimeMillis() + 10_000;
            while (browser.script("return document.body.getAttribute('data-version');").isJsonNull()
                    && System.currentTimeMillis() < deadline) {
                Thread.sleep(50);
            }
            assertEquals("45", browser.script("return document.body.getAttribute('data-version');").getAsString());
            browser.script("window.rookeryNotReloaded = true; return null;");

            CliRun add = CliRun.addFacts(event, dir,
                    List.of("{\"type\":\"result\",\"game\":\"4.1\",\"outcome\":\"white-wins\",\"ending\":\"checkmate\"}"));
            long added = System.nanoTime();
            assertEquals(Command.OK, add.exitCode, add.err());
            String result = "";
            while (!result.equals("1-0") && System.nanoTime() - added < 5_000_000_000L) {
                result = browser.script(RESULT_4_1).getAsString();
            }
            double ms = (System.nanoTime() - added) / 1e6;
            System.out.printf("ServeBrowserTest: event add to the phone's page %.0f ms%n", ms);
            assertEquals("1-0", result);
            assertTrue(ms < 1_000, "the result reached the page " + ms + " ms after event add returned");
            assertTrue(browser.script("return window.rookeryNotReloaded === true;").getAsBoolean(), "the page was not reloaded");
            browser.screenshot(Path.of("target", "screenshots", "serve-phone.png"));
            assertTrue(Files.size(Path.of("target", "screenshots", "serve-phone.png")) > 5_000);
        }
    }

    @Test
    void theHallDisplayFillsAProjectorShowingPairingsThenStandings(@TempDir Path dir) throws Exception {
        assertTrue(HeadlessChromium.installed(), "Chromium and chromedriver are installed by releng/scripts/env.sh");
        Path event = ServeRun.fesaInRound4(dir);
        try (ServeRun serve = new ServeRun("serve", "--port", "0", event.toString());
                HeadlessChromium browser = new HeadlessChromium(1920, 1080)) {
            URI base = URI.create(serve.line().substring("Serving on ".length()));
            browser.size(1920, 1080);
            browser.open(base.resolve("e/fesa-swiss/hall"));
            // the script shows one section at a time: the pairings first
            assertTrue(browser.script("return document.body.classList.contains('cycling');").getAsBoolean());
            assertEquals("block", browser.script("return getComputedStyle(document.querySelectorAll('.hall-grid > section')[0])"
                    + ".display;").getAsString());
            assertEquals("none", browser.script("return getComputedStyle(document.querySelectorAll('.hall-grid > section')[1])"
                    + ".display;").getAsString());
            // large type for the back of the hall
            double size = browser.script("return parseFloat(getComputedStyle(document.body).fontSize);").getAsDouble();
            assertTrue(size >= 24, "hall type is " + size + " px");
            browser.screenshot(Path.of("target", "screenshots", "serve-hall.png"));
        }
    }
}
