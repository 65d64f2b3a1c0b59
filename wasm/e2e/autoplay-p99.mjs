#!/usr/bin/env node
// Update+Draw in the browser while bots decide (issue 31): a measurement,
// not a test.
//
//   node wasm/e2e/autoplay-p99.mjs                        # builds + serves the game itself
//   node wasm/e2e/autoplay-p99.mjs --build=false --wasm out/game.wasm [--seconds 30] [--only knister]
//
// For each game it opens an autoplay page with hard bots in every seat
// (five; Kakuzu seats four at most), ?game=G&autoplay=1&players=bot:hard,…
// &seed=5 at 1280×800 in headless Chromium (SwiftShader), and starts the
// game with -stats, which the page's query cannot pass: the script adds it
// to the Go program's arguments itself. Once the round is under way it
// measures for --seconds (default 30) of wall time:
//
// 1. Update+Draw per tick as the game measures it (the -stats figures,
//    read through globalThis.cifraFrameStats()): the figure the target of
//    8 ms at p99 is about;
// 2. Go's whole turn on the page's thread, from the page's side: each
//    requestAnimationFrame or timer callback that runs Go (Ebitengine's
//    frame, in which Go also runs every other goroutine that is ready,
//    bots' thoughts among them, before it hands the thread back). Under
//    SwiftShader a frame takes tens of milliseconds, and Ebitengine plays
//    several ticks in one callback to keep game time, so this is larger.
//
// It waits 10 s before the first game, while the server compresses the
// game it serves. Prints a line per game with p50, p99 and max of both, the ticks over
// 8 ms, then one line of JSON and "N passed, M failed". Figures, not
// pass/fail: the exit status is 0 when every game was measured.
import { runScript, watchConsole } from "./lib/harness.mjs";
import { waitScene } from "./lib/game.mjs";

const GAMES = [
  { game: "knister", seats: 5 },
  { game: "kakuro", seats: 5 },
  { game: "kakuzu", seats: 4 },
];
const TARGET_MS = 8;

// PROBE adds -stats to the Go program's arguments (wrapping Go's run when
// wasm_exec.js defines the class), and times every callback of
// requestAnimationFrame and setTimeout that runs Go (wasm_exec's wrappers
// call _resume) into globalThis.__cifraTurns.
const PROBE = () => {
  const turns = globalThis.__cifraTurns = [];
  let GoClass;
  Object.defineProperty(globalThis, "Go", {
    configurable: true,
    get: () => GoClass,
    set: C => {
      const run = C.prototype.run;
      C.prototype.run = function (...a) {
        this.argv = [...this.argv, "-stats=cifra-stats.json"];
        return run.apply(this, a);
      };
      GoClass = C;
    },
  });
  const timed = cb => {
    if (typeof cb !== "function" || !String(cb).includes("_resume")) return cb;
    return (...a) => {
      const t = performance.now();
      try { return cb(...a); } finally { turns.push(performance.now() - t); }
    };
  };
  const raf = globalThis.requestAnimationFrame.bind(globalThis);
  globalThis.requestAnimationFrame = cb => raf(timed(cb));
  const st = globalThis.setTimeout.bind(globalThis);
  globalThis.setTimeout = (cb, ...a) => st(timed(cb), ...a);
};

const pct = (xs, q) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q / 100))];
};
const fmt = x => (Number.isFinite(x) ? x.toFixed(2).padStart(7) : "    n/a");

runScript("autoplay-p99.mjs", async ({ browser, url, opts, report }) => {
  const seconds = Number(opts.seconds || 30);
  const figures = { seconds, targetMs: TARGET_MS, games: {} };
  const only = opts.only ? opts.only.split(",") : null;
  // The server compresses the game when it starts (seconds of a core):
  // measured then, the first game would pay for it.
  await new Promise(r => setTimeout(r, 10_000));
  for (const { game, seats } of GAMES) {
    if (only && !only.includes(game)) continue;
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    try {
      const page = await ctx.newPage();
      const watch = watchConsole(page);
      await page.addInitScript(PROBE);
      const players = Array(seats).fill("bot:hard").join(",");
      await page.goto(`${url}?game=${game}&autoplay=1&players=${players}&seed=5&lang=en`, { waitUntil: "load" });
      await waitScene(page, "round", 120_000);
      await page.waitForTimeout(3000); // the first layout's painting over
      const from = await page.evaluate(() => ({
        ticks: JSON.parse(globalThis.cifraFrameStats()).ticks.length, turns: globalThis.__cifraTurns.length,
        frames: globalThis.cifra.frames,
      }));
      await page.waitForTimeout(seconds * 1000);
      const got = await page.evaluate(() => ({
        stats: JSON.parse(globalThis.cifraFrameStats()), turns: globalThis.__cifraTurns.slice(),
        frames: globalThis.cifra.frames, scene: globalThis.cifra.scene,
      }));
      const ticks = got.stats.ticks.slice(from.ticks), turns = got.turns.slice(from.turns);
      const f = figures.games[game] = {
        seats, ticks: ticks.length, drawnFps: Number(((got.frames - from.frames) / seconds).toFixed(1)),
        updateDraw: { p50: pct(ticks, 50), p99: pct(ticks, 99), max: Math.max(...ticks), over8: ticks.filter(x => x > TARGET_MS).length },
        goTurn: { n: turns.length, p50: pct(turns, 50), p99: pct(turns, 99), max: Math.max(...turns), over8: turns.filter(x => x > TARGET_MS).length },
      };
      const u = f.updateDraw, t = f.goTurn;
      report.line(`${game.padEnd(8)} ${seats} hard bots: Update+Draw per tick p50 ${fmt(u.p50)} p99 ${fmt(u.p99)} max ${fmt(u.max)} ms ` +
        `(${u.over8} of ${f.ticks} ticks over ${TARGET_MS} ms; p99 ${u.p99 <= TARGET_MS ? "within" : "OVER"} the target); ` +
        `Go's turn on the thread p50 ${fmt(t.p50)} p99 ${fmt(t.p99)} max ${fmt(t.max)} ms (${t.over8} of ${t.n} over ${TARGET_MS} ms); ` +
        `${f.drawnFps} frames/s`);
      watch.record(f, report, game);
      watch.assertClean();
      if (!ticks.length) throw new Error("no tick measured (cifraFrameStats: was -stats passed?)");
      report.passed++;
    } catch (e) {
      report.failed++;
      report.line(`FAIL - ${game}: ${e.message}`);
    } finally {
      await ctx.close();
    }
  }
  return figures;
}, { extra: { "--seconds": "seconds", "--only": "only" } });
