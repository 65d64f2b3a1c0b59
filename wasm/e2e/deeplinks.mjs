#!/usr/bin/env node
// Deep links against the menu (issue 31): a measurement, not a test.
//
//   node wasm/e2e/deeplinks.mjs                         # builds + serves the game itself
//   node wasm/e2e/deeplinks.mjs --build=false --wasm out/game.wasm [--base OLD.wasm] [--loads 5]
//   node wasm/e2e/deeplinks.mjs ... --shots DIR         # also the first frames as pictures
//
// Loads the menu and each page that opens straight into a game (a Knister
// game, a Kakuro hunt, a Kakuzu game at 1280×800; a Knister table of four
// and a Kakuro table at 1920×1080, with the menu at that size too) --loads
// times each (default 5), the pages taking turns, in headless Chromium, and
// prints each page's time to its first frame (ms since navigation, as
// FIRST_FRAME_PROBE sees it): the median, every load, and the median over
// the menu's median at the same size, against the target of 1.3×. With
// --base OLD.wasm a second server serves an older build and every load is
// made of both, in turn, so the two can be told apart from the noise of a
// busy machine.
//
// With --shots DIR, one more load of each page (each build) holds the game's
// frames (its requestAnimationFrame callbacks) and saves the first frame,
// the third, and the finished picture (once nothing has been drawn for
// 1.5 s, at most 20 s, and then a dozen frames more, the pointer moving
// over the felt in a corner: a build whose scene stopped drawing before
// its felt was finished finishes it) as DIR/BUILD-PAGE-frame1.png, …-frame3.png,
// …-done.png; with --base, it says how many pixels of the two builds'
// finished pictures differ.
//
// Prints a table, then one line of JSON with the figures and "N passed,
// M failed". The exit status is 0 when every page was measured.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, FIRST_FRAME_PROBE, Report, parseArgs } from "./lib/harness.mjs";
import { startServer } from "./lib/server.mjs";
import { decodePNG } from "./lib/pixels.mjs";

const LANDSCAPE = { width: 1280, height: 800 }, WIDE = { width: 1920, height: 1080 };
const PAGES = [
  { name: "menu", query: "?lang=en", viewport: LANDSCAPE },
  { name: "knister", query: "?game=knister&players=Ana,bot:hard&seed=5&lang=en", viewport: LANDSCAPE, menu: "menu" },
  { name: "kakuro", query: "?game=kakuro&players=Ana,Bo&seed=5&lang=en", viewport: LANDSCAPE, menu: "menu" },
  { name: "kakuzu", query: "?game=kakuzu&players=Ana,bot:hard&seed=5&lang=en", viewport: LANDSCAPE, menu: "menu" },
  { name: "menu-1920", query: "?lang=en", viewport: WIDE },
  { name: "table-of-4", query: "?table=1&players=Ana,Bo,Cy,Di&seed=5&lang=en", viewport: WIDE, menu: "menu-1920" },
  { name: "kakuro-table", query: "?game=kakuro&table=1&players=Ana,Bo&seed=5&lang=en", viewport: WIDE, menu: "menu-1920" },
];
const TARGET = 1.3;

// STEPPER holds the game's animation-frame callbacks (Go's, told apart by
// wasm_exec's wrapper) once the game has drawn __cifraStepTo frames, until
// the page raises it: a picture of a given frame can then be taken.
const STEPPER = () => {
  const raf = globalThis.requestAnimationFrame.bind(globalThis);
  const held = [];
  globalThis.__cifraStepTo = Infinity;
  globalThis.__cifraHeld = () => held.length;
  globalThis.__cifraStep = n => {
    globalThis.__cifraStepTo = n;
    for (const cb of held.splice(0)) raf(cb);
  };
  globalThis.requestAnimationFrame = cb => raf(t => {
    const go = String(cb).includes("_resume");
    const frames = globalThis.cifra ? Number(globalThis.cifra.frames) : 0;
    if (go && frames >= globalThis.__cifraStepTo) held.push(cb);
    else cb(t);
  });
};

const median = xs => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

// firstFrame loads page once and returns its first frame's time.
async function firstFrame(browser, url, page) {
  const ctx = await browser.newContext({ viewport: page.viewport, deviceScaleFactor: 1 });
  try {
    const p = await ctx.newPage();
    await p.addInitScript(FIRST_FRAME_PROBE);
    await p.goto(url + page.query, { waitUntil: "load" });
    await p.waitForFunction(() => globalThis.__cifraFirstFrameMs, null, { timeout: 120_000, polling: 50 });
    return Math.round(await p.evaluate(() => globalThis.__cifraFirstFrameMs));
  } finally {
    await ctx.close();
  }
}

// pictures loads page holding its frames and saves frames 1 and 3 and the
// finished picture under prefix; it returns the finished picture's file.
async function pictures(browser, url, page, prefix) {
  const ctx = await browser.newContext({ viewport: page.viewport, deviceScaleFactor: 1 });
  try {
    const p = await ctx.newPage();
    await p.addInitScript(STEPPER);
    await p.addInitScript(() => { globalThis.__cifraStepTo = 1; });
    await p.goto(url + page.query, { waitUntil: "load" });
    const at = async n => {
      await p.evaluate(n => globalThis.__cifraStep(n), n);
      await p.waitForFunction(n => globalThis.cifra && globalThis.cifra.frames >= n && globalThis.__cifraHeld() > 0,
        n, { timeout: 120_000, polling: 20 });
      await p.screenshot({ path: `${prefix}-frame${n}.png` });
    };
    await p.waitForFunction(() => globalThis.cifra && globalThis.cifra.frames >= 1 && globalThis.__cifraHeld() > 0,
      null, { timeout: 120_000, polling: 20 });
    await p.screenshot({ path: `${prefix}-frame1.png` });
    await at(3);
    await p.evaluate(() => globalThis.__cifraStep(Infinity));
    await settled(p);
    // A build that stopped drawing before its felt was finished (painted in
    // bands, one a frame) finishes it now: the pointer moves over the felt
    // in a corner, each move a frame.
    const { width: w, height: h } = page.viewport;
    for (let i = 0; i < 12; i++) {
      const f = await p.evaluate(() => Number(globalThis.cifra.frames));
      await p.mouse.move(w - 4 - (i % 2), h - 4);
      await p.waitForFunction(f => globalThis.cifra.frames > f, f, { timeout: 10_000, polling: 20 }).catch(() => {});
    }
    await settled(p);
    const file = `${prefix}-done.png`;
    await p.screenshot({ path: file });
    return file;
  } finally {
    await ctx.close();
  }
}

// settled waits until no frame was drawn for 1.5 s (at most 20 s).
async function settled(p) {
  let last = -1, since = Date.now();
  for (const start = Date.now(); Date.now() - start < 20_000;) {
    await p.waitForTimeout(100);
    const f = await p.evaluate(() => (globalThis.cifra ? Number(globalThis.cifra.frames) : 0));
    if (f !== last) { last = f; since = Date.now(); } else if (Date.now() - since > 1500) return;
  }
}

// differing counts the pixels of two same-sized PNGs that differ.
function differing(a, b) {
  const x = decodePNG(fs.readFileSync(a)), y = decodePNG(fs.readFileSync(b));
  if (x.width !== y.width || x.height !== y.height) return { differ: -1, of: 0 };
  let n = 0;
  for (let i = 0; i < x.rgba.length; i += 4) {
    if (x.rgba[i] !== y.rgba[i] || x.rgba[i + 1] !== y.rgba[i + 1] || x.rgba[i + 2] !== y.rgba[i + 2]) n++;
  }
  return { differ: n, of: x.width * x.height };
}

const opts = parseArgs(process.argv.slice(2), "deeplinks.mjs", { "--base": "base", "--loads": "loads", "--only": "only" });
opts.shots = process.argv.some(a => a.startsWith("--shots")) ? opts.shots : "";
const loads = Number(opts.loads || 5);
const pages = opts.only ? PAGES.filter(p => opts.only.split(",").includes(p.name) || p.name.startsWith("menu")) : PAGES;
const report = new Report(opts.quiet);
const servers = [];
let browser = null;
const figures = { loads, target: TARGET, builds: {} };
try {
  const builds = [["new", await startServer({ build: opts.build !== "false", wasm: opts.wasm })]];
  servers.push(builds[0][1]);
  if (opts.base) {
    builds.push(["base", await startServer({ build: false, wasm: opts.base })]);
    servers.push(builds[1][1]);
  }
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const ms = {};
  for (const [b] of builds) ms[b] = Object.fromEntries(pages.map(p => [p.name, []]));
  for (let i = 0; i < loads; i++) {
    for (const page of pages) {
      for (const [b, s] of builds) {
        try {
          ms[b][page.name].push(await firstFrame(browser, s.url, page));
        } catch (e) {
          report.failed++;
          report.line(`FAIL - ${b} ${page.name}: ${e.message.split("\n")[0]}`);
        }
      }
    }
  }
  for (const [b] of loads > 0 ? builds : []) {
    const f = figures.builds[b] = {};
    report.line(`# ${b === "new" ? "build under test" : "base build"}: first frame, ms since navigation (${loads} loads each)`);
    for (const page of pages) {
      const med = median(ms[b][page.name]);
      const ratio = page.menu ? med / median(ms[b][page.menu]) : null;
      f[page.name] = { medianMs: med, ms: ms[b][page.name], ...(ratio ? { overMenu: Number(ratio.toFixed(2)) } : {}) };
      const verdict = ratio ? `${ratio.toFixed(2)}× the ${page.menu}'s${ratio <= TARGET ? "" : ` (over the ${TARGET}× target)`}` : "";
      report.line(`${b.padEnd(4)} ${page.name.padEnd(13)} ${String(med).padStart(6)} ms  [${ms[b][page.name].join(" ")}]  ${verdict}`);
      if (ms[b][page.name].length) report.passed++;
    }
  }
  if (opts.shots) {
    fs.mkdirSync(opts.shots, { recursive: true });
    const done = {};
    for (const page of pages) {
      for (const [b, s] of builds) {
        try {
          done[b + page.name] = await pictures(browser, s.url, page, path.join(opts.shots, `${b}-${page.name}`));
        } catch (e) {
          report.line(`# pictures of ${b} ${page.name}: ${e.message.split("\n")[0]}`);
        }
      }
      if (done["new" + page.name] && done["base" + page.name]) {
        const d = differing(done["new" + page.name], done["base" + page.name]);
        (figures.finishedDiffer ||= {})[page.name] = d.differ;
        report.line(`# ${page.name}: the finished pictures of the two builds differ in ${d.differ} of ${d.of} pixels`);
      }
      if (done["new" + page.name]) report.passed++;
    }
    report.line(`# pictures in ${opts.shots}`);
  }
} catch (e) {
  report.failed++;
  report.line(`FAIL - harness: ${e.message}`);
} finally {
  if (browser) await browser.close().catch(() => {});
  for (const s of servers) s.stop();
}
console.log(JSON.stringify(figures));
console.log(`${report.passed} passed, ${report.failed} failed`);
process.exitCode = report.failed || !report.passed ? 1 : 0;
