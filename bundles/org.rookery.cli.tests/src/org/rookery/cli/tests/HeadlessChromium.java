// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Debian's Chromium, headless, driven through chromedriver over the W3C WebDriver protocol with
 * the JDK's HTTP client: a real browser loading real pages, running their script, and taking
 * screenshots. Both run in a temporary profile removed on close.
 */
final class HeadlessChromium implements AutoCloseable {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private final Process driver;
    private final URI base;
    private final String session;
    private final Path profile;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** Whether the browser and its driver are installed (releng/scripts/env.sh installs them for the build). */
    static boolean installed() {
        return Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
    }

    HeadlessChromium(int width, int height) throws IOException, InterruptedException {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        profile = Files.createTempDirectory("rookery-chromium");
        driver = new ProcessBuilder(DRIVER.toString(), "--port=" + port, "--allowed-ips=127.0.0.1")
                .redirectErrorStream(true).redirectOutput(profile.resolve("chromedriver.log").toFile()).start();
        base = URI.create("http://127.0.0.1:" + port + "/");
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (true) {
            try {
                if (call("GET", "status", null).getAsJsonObject().get("ready").getAsBoolean()) {
                    break;
                }
            } catch (IOException e) {
                // not listening yet
            }
            if (System.nanoTime() > deadline || !driver.isAlive()) {
                close();
                throw new IOException("chromedriver did not start: " + Files.readString(profile.resolve("chromedriver.log")));
            }
            Thread.sleep(100);
        }
        JsonObject options = new JsonObject();
        options.addProperty("binary", CHROMIUM.toString());
        JsonArray args = new JsonArray();
        // root in a container: Chromium's sandbox needs user namespaces it may not have
        for (String a : List.of("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=" + width + "," + height,
                "--user-data-dir=" + profile.resolve("profile"), "--lang=en")) {
            args.add(a);
        }
        options.add("args", args);
        JsonObject always = new JsonObject();
        always.addProperty("browserName", "chrome");
        always.add("goog:chromeOptions", options);
        JsonObject caps = new JsonObject();
        caps.add("alwaysMatch", always);
        JsonObject body = new JsonObject();
        body.add("capabilities", caps);
        try {
            session = call("POST", "session", body).getAsJsonObject().get("sessionId").getAsString();
        } catch (IOException e) {
            close0();
            throw e;
        }
    }

    private JsonElement call(String method, String path, JsonObject body) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(60));
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(new Gson().toJson(body)));
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        JsonObject answer = JsonParser.parseString(r.body()).getAsJsonObject();
        JsonElement value = answer.get("value");
        if (r.statusCode() != 200) {
            throw new IOException("WebDriver " + method + " " + path + ": " + r.statusCode() + " " + value);
        }
        return value;
    }

    private String s(String path) {
        return "session/" + session + "/" + path;
    }

    /** Loads {@code url} and waits until the page has loaded. */
    void open(URI url) throws IOException, InterruptedException {
        JsonObject b = new JsonObject();
        b.addProperty("url", url.toString());
        call("POST", s("url"), b);
    }

    /** Runs {@code script} (a function body) in the page; its return value. */
    JsonElement script(String script) throws IOException, InterruptedException {
        JsonObject b = new JsonObject();
        b.addProperty("script", script);
        b.add("args", new JsonArray());
        return call("POST", s("execute/sync"), b);
    }

    /** Resizes the window's viewport to {@code width} x {@code height}. */
    void size(int width, int height) throws IOException, InterruptedException {
        JsonObject b = new JsonObject();
        b.addProperty("width", width);
        b.addProperty("height", height);
        call("POST", s("window/rect"), b);
    }

    /** A PNG of the viewport, saved to {@code file}. */
    void screenshot(Path file) throws IOException, InterruptedException {
        byte[] png = Base64.getDecoder().decode(call("GET", s("screenshot"), null).getAsString());
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.write(file, png);
    }

    @Override
    public void close() throws IOException {
        try {
            if (session != null) {
                call("DELETE", "session/" + session, null);
            }
        } catch (IOException | InterruptedException | RuntimeException e) {
            // the driver is stopped below in any case
        }
        close0();
    }

    private void close0() throws IOException {
        driver.destroy();
        try {
            if (!driver.waitFor(5, java.util.concurrent.TimeUnit.SECONDS)) {
                driver.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try (var files = Files.walk(profile)) {
            for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // Chromium may still be writing its profile as it exits; the folder is temporary
        }
    }
}
