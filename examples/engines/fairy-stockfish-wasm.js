// SPDX-License-Identifier: EPL-2.0
// Runs the WebAssembly build of Fairy-Stockfish (the npm package fairy-stockfish-nnue.wasm) as a
// UCI engine process for Rookery: UCI lines from stdin go to the engine's message interface, its
// messages go to stdout, one per line. A current Fairy-Stockfish has custom pieces, which the one
// in Debian's packages lacks, so it plays Guardian chess from the definition Rookery writes.
//
//   node fairy-stockfish-wasm.js [PACKAGE_FOLDER]
//
// PACKAGE_FOLDER defaults to node_modules/fairy-stockfish-nnue.wasm under $ROOKERY_ENGINE_CACHE
// (default ~/.cache/rookery/engines), where releng/scripts/env.sh installs it with npm.
//
// The engine reads files only from its own in-memory file system, so a
// "setoption name VariantPath value FILE" copies FILE (relative to the working folder) into it
// first and gives the engine that copy. An unreadable file ends the process with the reason on
// stderr rather than letting the engine play without the variants it was asked to load.
"use strict";
const fs = require("fs");
const os = require("os");
const path = require("path");
const readline = require("readline");

function fail(message) {
  process.stderr.write("fairy-stockfish-wasm: " + message + "\n");
  process.exit(2);
}

const cache = process.env.ROOKERY_ENGINE_CACHE || path.join(os.homedir(), ".cache", "rookery", "engines");
const packageFolder = path.resolve(process.argv[2] || path.join(cache, "node_modules", "fairy-stockfish-nnue.wasm"));
const script = path.join(packageFolder, "stockfish.js");
const wasm = path.join(packageFolder, "stockfish.wasm");
if (!fs.existsSync(script) || !fs.existsSync(wasm)) {
  fail("no Fairy-Stockfish WebAssembly build in " + packageFolder
      + " (install it with: npm install --prefix " + cache + " fairy-stockfish-nnue.wasm@1.1.12)");
}

const VARIANT_PATH = /^\s*setoption\s+name\s+VariantPath\s+value\s+(.+?)\s*$/;

async function main() {
  // The package's loader fetches the .wasm with fetch() when it exists, which Node 18+ has but
  // which cannot read a file path: give it the bytes instead.
  const engine = await require(script)({
    wasmBinary: fs.readFileSync(wasm),
    locateFile: (file) => path.join(packageFolder, file),
  });
  engine.addMessageListener((line) => process.stdout.write(line + "\n"));
  let copies = 0;
  const input = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (let line of input) {
    if (line.trim() === "quit") {
      break;
    }
    const variantPath = VARIANT_PATH.exec(line);
    if (variantPath && variantPath[1] !== "<empty>") {
      let text;
      try {
        text = fs.readFileSync(path.resolve(variantPath[1]));
      } catch (e) {
        fail("cannot read the VariantPath file " + variantPath[1] + ": " + e.message);
      }
      const copy = "/rookery-variants-" + (++copies) + ".ini";
      engine.FS.writeFile(copy, text);
      line = "setoption name VariantPath value " + copy;
    }
    engine.postMessage(line);
  }
  engine.postMessage("quit");
  process.exit(0);
}

main().catch((e) => fail("the engine did not start: " + (e && e.stack ? e.stack : e)));
