#!/usr/bin/env node
// The web folder of `make dist`, served by a plain web server (nginx from
// Debian, no Cifra code), in Debian's Chromium (scripts/dist-check.sh
// starts nginx and runs this).
//
//   node wasm/e2e/dist-web.mjs --url http://127.0.0.1:P/ --plain-url http://127.0.0.1:Q/ \
//     --web DIR --server PATH/cifra-server [--shots DIR]
//
// --url serves the folder with its precompressed copies (brotli_static,
// gzip_static), --plain-url the same folder without them (a host that
// cannot send Content-Encoding). --server is the cifra-server binary from
// dist/; this script starts it on free loopback ports and writes its
// WebSocket address into the folder's config.json. Checks:
//  1. from the plain host the page reaches the menu, the game sent with
//     no Content-Encoding;
//  2. from nginx the page reaches the menu, the game sent in brotli; the
//     service worker takes over;
//  3. the context goes offline and a reload reaches the menu again;
//  4. a fresh context opens ?join=CODE (no ?server=) for a Knister table a
//     desktop seat (wasm/e2e/onlinehost) made on the dist server: the
//     page finds the server through config.json, joins, says it is ready,
//     and the round starts.
// Knister is played through the same folder by play.mjs --url.
import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { runScript, watchConsole, checker } from "./lib/harness.mjs";
import { waitFor, waitScene, click } from "./lib/game.mjs";
import { shoot } from "./lib/shots.mjs";
import { want, goRun, lineLog, lineOf } from "./lib/proc.mjs";

const VIEWPORT = { width: 1280, height: 800 };
const GAME = /\/game(-[a-z]+)?\.[0-9a-f]{16}\.wasm$/;

// program starts a binary in its own process group, its lines to onLine.
function program(bin, args, onLine) {
  const child = spawn(bin, args, { detached: true, stdio: ["ignore", "pipe", "pipe"] });
  for (const s of [child.stdout, child.stderr]) {
    let buf = "";
    s.on("data", d => {
      buf += d;
      let i;
      while ((i = buf.indexOf("\n")) >= 0) { onLine(buf.slice(0, i)); buf = buf.slice(i + 1); }
    });
  }
  return { stop: () => { try { process.kill(-child.pid, "SIGTERM"); } catch { /* gone */ } } };
}

runScript("dist-web.mjs", async ({ browser, url, opts, report }) => {
  for (const k of ["plainUrl", "web", "server"]) want(opts[k], `--${k.replace(/[A-Z]/, c => "-" + c.toLowerCase())} is needed`);
  const fig = {};
  const procs = [];
  const shot = (page, label) => shoot(page, path.join(opts.shots, `dist-web-${label}.png`), { log: l => report.line(`# dist-web: ${l}`) });
  try {
    const serverLines = lineLog(l => report.line(`# cifra-server: ${l}`));
    const data = fs.mkdtempSync(path.join(opts.shots, "server-data-"));
    procs.push(program(opts.server, ["-addr", "127.0.0.1:0", "-ws", "127.0.0.1:0", "-data", data], serverLines.add));
    const [, nats, ws] = await lineOf(serverLines, l => l.match(/serving tables.* nats=(\S+) websocket=ws:\/\/(\S+)/), 60_000, "the dist server's serving line");
    fs.writeFileSync(path.join(opts.web, "config.json"), JSON.stringify({ server: ws }) + "\n");

    // loadMenu opens the page in a new context and returns it with the
    // game's response headers once the menu is drawn.
    const loadMenu = async (base, label) => {
      const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const watch = watchConsole(page);
      let game = null;
      page.on("response", r => { if (GAME.test(r.url()) && !game) game = r; });
      await page.goto(new URL("?lang=en", base).href, { waitUntil: "load" });
      await waitScene(page, "menu", opts.firstFrameTimeout);
      want(game, "the page asked for no game.<hash>.wasm");
      const headers = await game.allHeaders();
      await shot(page, label);
      return { context, page, watch, headers };
    };

    const check = checker(report, "dist-web");
    await check("a host that cannot send Content-Encoding: the page reaches the menu", async () => {
      const { context, watch, headers } = await loadMenu(opts.plainUrl, "plain");
      want(!headers["content-encoding"], `the plain host sent Content-Encoding ${headers["content-encoding"]}`);
      fig.plainWasmBytes = Number(headers["content-length"]);
      watch.assertClean();
      await context.close();
    });

    let first = null;
    await check("nginx with the precompressed copies: the menu, the game in brotli, the service worker", async () => {
      first = await loadMenu(url, "nginx");
      want(first.headers["content-encoding"] === "br", `the game came with Content-Encoding ${first.headers["content-encoding"] || "none"}, want br`);
      fig.brotliWasmBytes = Number(first.headers["content-length"]);
      await first.page.waitForFunction(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        if (!reg || !reg.active) return false;
        const keys = await caches.keys();
        for (const k of keys) {
          const c = await caches.open(k);
          if ((await c.keys()).some(r => /\/game(-[a-z]+)?\.[0-9a-f]{16}\.wasm$/.test(r.url))) return true;
        }
        return false;
      }, null, { timeout: 120_000, polling: 500 });
      first.watch.assertClean();
    });

    await check("offline, a reload starts the game again", async () => {
      await first.context.setOffline(true);
      await first.page.reload({ waitUntil: "load" });
      await waitScene(first.page, "menu", opts.firstFrameTimeout);
      await shot(first.page, "offline");
      await first.context.setOffline(false);
      await first.context.close();
    });

    await check("a table on the dist server, found through config.json: joined, ready, the round starts", async () => {
      const hostLines = lineLog(l => report.line(`# host: ${l}`));
      procs.push(goRun(["./wasm/e2e/onlinehost", "-url", nats, "-game", "knister"], hostLines.add));
      const [, code] = await lineOf(hostLines, l => l.match(/^CODE (\S+)/), 300_000, "a room code from the desktop seat");
      const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const watch = watchConsole(page);
      await page.goto(new URL(`?lang=en&join=${code}`, url).href, { waitUntil: "load" });
      let s = await waitScene(page, "online", opts.firstFrameTimeout);
      await click(page, s, "online.code.go");
      s = await waitFor(page, "the waiting room", st => st.scene === "room" &&
        st.targets.some(t => t.id === "online.room.ready" && t.enabled) && st, 30_000);
      await shot(page, "room");
      await click(page, s, "online.room.ready");
      await lineOf(hostLines, l => l === "STARTED", 30_000, "the desktop seat starting the game");
      await waitScene(page, "round", 30_000);
      await shot(page, "online-round");
      watch.assertClean();
      await context.close();
    });
  } finally {
    for (const p of procs) p.stop();
  }
  return fig;
}, { extra: { "--plain-url": "plainUrl", "--web": "web", "--server": "server" } });
