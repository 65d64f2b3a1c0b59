#!/usr/bin/env node
// Round trips from a browser: one seat at an online table, in headless
// Chromium, through the real browser client (Go WebAssembly: online/client
// over online/transport's js build → cifra-nats.js → nats.ws).
//
//   node wasm/e2e/online-rtt.mjs [--moves N] [--bare N]
//
// It builds cifra-server and wasm/e2e/onlinertt (GOOS=js GOARCH=wasm),
// starts the server on free loopback ports (-seat-rate 0 -guest-tables 0 -host-tables 0 -guest-rate 0:
// the seat sends as fast as it is answered), serves a bare page with the
// program, wasm_exec.js and the NATS client files on 127.0.0.1 (with the
// headers that make the page cross-origin isolated, so performance.now —
// Go's clock in a browser — reads to 5 µs rather than 100 µs), and opens it.
// The page plays --moves (500) Knister moves at one-seat tables and
// times each to its Ack and to its Update, then --bare catch-up requests
// and NATS pings on the same connection (0: as many as the moves; -1:
// none): package online/rtt. It prints the figures (lines, then one line
// of JSON), never verdicts; exit status 1 when the run failed.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, watchConsole } from "./lib/harness.mjs";
import { repoRoot } from "./lib/server.mjs";

const run = promisify(execFile);

function parse(argv) {
  const opts = { moves: 500, bare: 0 };
  for (let i = 0; i < argv.length; i++) {
    const [k, v] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const n = Number(v !== undefined ? v : argv[++i]);
      if (!Number.isInteger(n)) throw new Error(`${k} takes a whole number, not ${v ?? argv[i]}`);
      return n;
    };
    if (k === "--moves") opts.moves = value();
    else if (k === "--bare") opts.bare = value();
    else throw new Error(`unknown argument ${argv[i]} (see the comment at the top of online-rtt.mjs)`);
  }
  return opts;
}

/** Builds with go build into out; env adds to the environment. */
async function goBuild(out, pkg, env = {}) {
  await run("go", ["build", "-o", out, pkg], { cwd: repoRoot, env: { ...process.env, ...env }, maxBuffer: 1 << 24 });
}

/** Starts the built server; resolves to { ws, stop } once it serves tables. */
function startCifraServer(bin, data) {
  const child = spawn(bin, ["-addr", "127.0.0.1:0", "-ws", "127.0.0.1:0", "-data", data, "-seat-rate", "0", "-guest-tables", "0", "-host-tables", "0", "-guest-rate", "0"],
    { stdio: ["ignore", "ignore", "pipe"] });
  // stop ends the server and resolves once it has exited.
  const stop = () => new Promise(done => {
    if (child.exitCode !== null || child.signalCode !== null) { done(); return; }
    child.once("exit", () => done());
    child.kill("SIGTERM");
  });
  const lines = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { stop(); reject(new Error(`cifra-server did not serve within 60 s:\n${lines.join("\n")}`)); }, 60_000);
    let buf = "";
    child.stderr.on("data", d => {
      buf += d;
      let i;
      while ((i = buf.indexOf("\n")) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        lines.push(line);
        const m = line.match(/msg="serving tables".* websocket=(ws:\/\/\S+)/);
        if (m) { clearTimeout(timer); resolve({ ws: m[1], stop }); }
      }
    });
    child.on("exit", code => { clearTimeout(timer); reject(new Error(`cifra-server exited (${code}):\n${lines.join("\n")}`)); });
  });
}

const PAGE = `<!doctype html>
<meta charset="utf-8">
<title>Cifra round trips</title>
<link rel="icon" href="data:,">
<script src="wasm_exec.js"></script>
<script type="module">
  // As the game's page: the online client's files are loaded as modules
  // when the client first dials.
  globalThis.cifraModule = name => import("./" + name);
  const q = new URLSearchParams(location.search);
  globalThis.cifraRTT = { url: q.get("ws"), moves: Number(q.get("moves")), bare: Number(q.get("bare")) };
  const go = new Go();
  const { instance } = await WebAssembly.instantiateStreaming(fetch("rtt.wasm"), go.importObject);
  await go.run(instance);
</script>
`;

/** Serves the page and its files on 127.0.0.1; resolves to { url, close }. */
function servePage(files) {
  const server = http.createServer((req, res) => {
    const name = new URL(req.url, "http://x").pathname.slice(1) || "index.html";
    const f = files[name];
    if (!f) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { "Content-Type": f.type, "Cache-Control": "no-store",
      "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp" });
    res.end(f.data);
  });
  return new Promise(resolve => server.listen(0, "127.0.0.1", () =>
    resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() })));
}

const opts = parse(process.argv.slice(2));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cifra-rtt-"));
let server = null, page = null, browser = null;
try {
  const { stdout: goroot } = await run("go", ["env", "GOROOT"], { cwd: repoRoot });
  await Promise.all([
    goBuild(path.join(tmp, "cifra-server"), "./cmd/cifra-server"),
    goBuild(path.join(tmp, "rtt.wasm"), "./wasm/e2e/onlinertt", { GOOS: "js", GOARCH: "wasm" }),
  ]);
  server = await startCifraServer(path.join(tmp, "cifra-server"), path.join(tmp, "data"));
  const web = path.join(repoRoot, "online/transport/web");
  const js = "text/javascript";
  page = await servePage({
    "index.html": { type: "text/html; charset=utf-8", data: PAGE },
    "wasm_exec.js": { type: js, data: fs.readFileSync(path.join(goroot.trim(), "lib/wasm/wasm_exec.js")) },
    "rtt.wasm": { type: "application/wasm", data: fs.readFileSync(path.join(tmp, "rtt.wasm")) },
    "nats.ws.js": { type: js, data: fs.readFileSync(path.join(web, "nats.ws.js")) },
    "cifra-nats.js": { type: js, data: fs.readFileSync(path.join(web, "cifra-nats.js")) },
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const tab = await browser.newPage();
  const problems = watchConsole(tab);
  await tab.goto(`${page.url}?ws=${encodeURIComponent(server.ws)}&moves=${opts.moves}&bare=${opts.bare}`, { waitUntil: "load" });
  await tab.waitForFunction(() => globalThis.cifraRTTResult, null, { timeout: 600_000, polling: 100 });
  const [result, isolated] = await tab.evaluate(() => [globalThis.cifraRTTResult, globalThis.crossOriginIsolated]);
  problems.assertClean();
  if (result.error) throw new Error(result.error);
  for (const l of result.lines) console.log(l);
  console.log(`(Chromium ${browser.version()}, headless; performance.now ${isolated ? "to 5 µs: cross-origin isolated" : "to 100 µs: not cross-origin isolated"})`);
  console.log(JSON.stringify({ browser: browser.version(), crossOriginIsolated: isolated, ...result.figures }));
} catch (e) {
  console.log(`the browser's round trips failed: ${e.message}`);
  process.exitCode = 1;
} finally {
  if (browser) await browser.close().catch(() => {});
  if (page) page.close();
  if (server) await server.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
