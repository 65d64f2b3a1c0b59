#!/usr/bin/env node
// Cifra's frames a second under a software renderer against a bare
// Ebitengine program's, in one run (issue 31, item 2): a measurement, not
// a test of wall-clock time.
//
//   node wasm/e2e/swiftshader.mjs                    # builds + serves the game itself
//   node wasm/e2e/swiftshader.mjs --build=false --wasm out/game.wasm --seconds 8
//   node wasm/e2e/swiftshader.mjs --modes auto,sharp --only knister,table4
//
// Headless Chromium draws WebGL with SwiftShader (lib/harness.mjs's
// flags), in a 1280×800 page at device pixel ratio 1. First the yardstick:
// wasm/e2e/bare, an Ebitengine program that only fills its whole screen
// each frame, built here and served on the same page (wasm/index.html) by
// a second server. Then Cifra, in each game as an autoplay of bots
// (Knister, Kakuro, Kakuzu) and at a table of four people (Knister,
// ?table=1), for each graphics setting in --modes (default "auto": the
// page's first visit, nothing saved; "sharp" and "smooth" are saved in the
// settings before the page loads).
//
// Each is measured over --seconds (default 8) after the scene is up and
// has settled, while the mouse circles over the middle of the screen: a
// hover is input, so the app draws every frame of it (the frames a player
// sees while moving a tile), and a scene resting between bots' moves
// cannot look fast by drawing nothing. fps is Ebitengine frames a second
// (globalThis.cifra.frames; the bare program's own count), the figure set
// against the bare program's; ratio = fps ÷ bare fps, and the target is
// ratio ≥ 2.5 under the automatic setting. The graphics the app chose
// (globalThis.cifra.graphics(): its setting, the renderer the page named,
// the device pixels a CSS pixel it draws at, its screen in pixels) is
// printed beside each.
//
// Then, under the automatic setting, a touch must land: at the menu, a
// real touch (CDP) on menu.settings opens the settings, one on
// settings.graphics steps the setting and the label says so.
//
// Screenshots (--shots DIR, default wasm/e2e/shots): swiftshader-MODE-
// SCENARIO.png for each measured page, at the page's size, to look at the
// text. Prints a table, then one line of JSON with the figures and
// "N passed, M failed"; the exit status is 0 when everything was measured
// (a ratio under the target is reported, not failed).
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { execFileSync } from "node:child_process";
import { runScript, FIRST_FRAME_PROBE, watchConsole, checker } from "./lib/harness.mjs";
import { startServer, repoRoot } from "./lib/server.mjs";
import { state, waitScene, touch, describe } from "./lib/game.mjs";
import { loaderGone, settle } from "./lib/shots.mjs";

const VIEWPORT = { width: 1280, height: 800 };
const TARGET = 2.5;
const SCENARIOS = {
  knister: { query: "?game=knister&autoplay=1&players=bot:hard,bot:normal&seed=5&lang=en", scene: "round" },
  kakuro: { query: "?game=kakuro&autoplay=1&players=bot:hard,bot:normal&seed=5&lang=en", scene: "round" },
  kakuzu: { query: "?game=kakuzu&autoplay=1&players=bot:hard,bot:normal&seed=5&lang=en", scene: "round" },
  table4: { query: "?table=1&players=Ana,Bo,Cy,Di&seed=5&lang=en", scene: "round" },
};
const sleep = ms => new Promise(r => setTimeout(r, ms));

/** Builds the bare program for the browser into a temporary folder; returns its path. */
function buildBare(log) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cifra-bare-"));
  const out = path.join(dir, "bare.wasm");
  log(`building wasm/e2e/bare → ${out}`);
  execFileSync("go", ["build", "-trimpath", "-ldflags=-s -w", "-o", out, "./wasm/e2e/bare"],
    { cwd: repoRoot, env: { ...process.env, GOOS: "js", GOARCH: "wasm" }, stdio: ["ignore", "inherit", "inherit"] });
  return out;
}

/**
 * Circles the mouse over the middle of the page until stop() is called:
 * every move is input, so the app draws the frame (steps of 12 CSS px, more
 * than a pixel of the smooth setting's picture).
 */
function circleMouse(page) {
  let on = true;
  const done = (async () => {
    for (let i = 0; on; i++) {
      const a = i * 0.3;
      await page.mouse.move(VIEWPORT.width / 2 + 40 * Math.cos(a), VIEWPORT.height / 2 + 40 * Math.sin(a)).catch(() => {});
      await sleep(8);
    }
  })();
  return async () => { on = false; await done; };
}

/** Measures frames a second over seconds with count() reading the frame counter. */
async function measureFps(page, seconds, count) {
  const stop = circleMouse(page);
  await sleep(500); // the app is awake and drawing every frame
  const a = await page.evaluate(count);
  await sleep(seconds * 1000);
  const b = await page.evaluate(count);
  await stop();
  return Math.round((b.frames - a.frames) / ((b.t - a.t) / 1000) * 10) / 10;
}

/** Writes localStorage's Cifra settings before the page's scripts run (mode "auto": none). */
function seedSettings(mode) {
  return mode === "auto" ? "" : `localStorage.setItem("cifra.settings", ${JSON.stringify(JSON.stringify({ graphics: mode }))});`;
}

await runScript("wasm/e2e/swiftshader.mjs", async ({ browser, url, opts, report }) => {
  const fig = { viewport: `${VIEWPORT.width}x${VIEWPORT.height}@1`, target: TARGET, runs: [] };
  const seconds = Number(opts.seconds || 8);
  const modes = (opts.modes || "auto").split(",").filter(Boolean);
  const only = opts.only ? opts.only.split(",") : Object.keys(SCENARIOS);
  const log = s => report.line(`# ${s}`);

  // The yardstick.
  const bareCheck = checker(report, "bare");
  await bareCheck("a bare Ebitengine program filling its 1280×800 screen", async () => {
    const wasm = buildBare(log);
    const server = await startServer({ build: false, wasm, log });
    try {
      const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const watch = watchConsole(page);
      await page.goto(server.url, { waitUntil: "load" });
      await page.waitForFunction(() => globalThis.bareFrames > 10, null, { timeout: opts.firstFrameTimeout });
      await sleep(1000);
      const canvas = await page.evaluate(() => { const c = document.querySelector("canvas"); return `${c.width}x${c.height}`; });
      fig.bare = { canvas, fps: await measureFps(page, seconds, () => ({ frames: globalThis.bareFrames, t: performance.now() })) };
      watch.assertClean();
      await context.close();
    } finally {
      server.stop();
    }
  });
  if (!fig.bare) return fig;

  for (const mode of modes) {
    for (const name of only) {
      const sc = SCENARIOS[name];
      if (!sc) throw new Error(`--only: no scenario ${name} (${Object.keys(SCENARIOS).join(", ")})`);
      const check = checker(report, `${mode} ${name}`);
      const run = { mode, scenario: name };
      await check(`measured (${sc.query})`, async () => {
        const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, hasTouch: true });
        const page = await context.newPage();
        const watch = watchConsole(page);
        await page.addInitScript(FIRST_FRAME_PROBE);
        const seed = seedSettings(mode);
        if (seed) await page.addInitScript(seed);
        await page.goto(url + sc.query, { waitUntil: "load" });
        await waitScene(page, sc.scene, opts.firstFrameTimeout);
        await loaderGone(page);
        await sleep(1500); // past the cross-fade
        Object.assign(run, await page.evaluate(() => globalThis.cifra.graphics()));
        run.fps = await measureFps(page, seconds, () => ({ frames: globalThis.cifra.frames, t: performance.now() }));
        run.ratio = Math.round(run.fps / fig.bare.fps * 100) / 100;
        await settle(page);
        await page.screenshot({ path: path.join(opts.shots, `swiftshader-${mode}-${name}.png`) });
        watch.assertClean();
        await context.close();
      });
      if (run.fps !== undefined) fig.runs.push(run);
    }
  }

  // A touch lands in the automatic setting's smaller picture.
  const touchCheck = checker(report, "auto touch");
  await touchCheck("a touch opens the settings and steps the graphics setting", async () => {
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const watch = watchConsole(page);
    await page.goto(url + "?lang=en", { waitUntil: "load" });
    let s = await waitScene(page, "menu", opts.firstFrameTimeout);
    await loaderGone(page);
    fig.menuGraphics = await page.evaluate(() => globalThis.cifra.graphics());
    await touch(cdp, page, s, "menu.settings");
    s = await waitScene(page, "overlay", 10_000);
    await settle(page);
    await page.screenshot({ path: path.join(opts.shots, "swiftshader-auto-settings.png") });
    const saved = () => page.evaluate(() => JSON.parse(localStorage.getItem("cifra.settings") || "{}").graphics || "auto");
    const before = await saved();
    await touch(cdp, page, s, "settings.graphics");
    await page.waitForFunction(() => JSON.parse(localStorage.getItem("cifra.settings") || "{}").graphics === "sharp", null,
      { timeout: 10_000, polling: 100 }).catch(() => {});
    const after = await saved();
    if (before !== "auto" || after !== "sharp") {
      throw new Error(`the graphics setting went ${before} → ${after}, want auto → sharp (${describe(await state(page))})`);
    }
    watch.assertClean();
    await context.close();
  });

  // The table.
  report.line(`# bare Ebitengine program, canvas ${fig.bare.canvas}: ${fig.bare.fps} fps`);
  report.line("# mode   scenario  setting renderer-software  px/CSS px  screen     fps   ×bare  target ≥" + TARGET);
  for (const r of fig.runs) {
    const verdict = r.mode === "auto" ? (r.ratio >= TARGET ? "meets" : "BELOW") : "";
    report.line(`# ${r.mode.padEnd(6)} ${r.scenario.padEnd(9)} ${String(r.setting).padEnd(7)} ${String(r.software).padEnd(18)} ` +
      `${String(r.scale).padEnd(9)}  ${`${r.width}x${r.height}`.padEnd(9)} ${String(r.fps).padStart(5)}  ${String(r.ratio).padStart(5)}  ${verdict}`);
  }
  return fig;
}, {
  extra: { "--seconds": "seconds", "--modes": "modes", "--only": "only" },
  // Frames are not held to the display's 60 a second: the figures are
  // what each program can draw, so a quiet machine's fast bare program is
  // not compared with a game capped at 60.
  browserArgs: ["--disable-frame-rate-limit", "--disable-gpu-vsync"],
});
