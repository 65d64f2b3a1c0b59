#!/usr/bin/env node
// Browser end-to-end test of Cifra's WebAssembly build.
//
//   node wasm/e2e/play.mjs                       # builds + serves the game itself
//   node wasm/e2e/play.mjs --build=false         # serves an existing wasm/game.wasm
//   node wasm/e2e/play.mjs --url http://127.0.0.1:8080/ --shots /tmp/shots
//   --pixels off leaves out the pixel checks: selftest.mjs runs this
//   script against a fake page that draws no game's pieces.
//
// In Debian's /usr/bin/chromium (never a downloaded browser), for a
// landscape 1280×800 and a portrait 390×844 viewport: waits for the canvas
// to grow past 16×16 and the first frame, plays a solo Knister game to the
// scoring scene by real mouse clicks (held ≥ 50 ms) plus one touch via CDP,
// reloading the tab once mid-game and resuming from the menu (autosave),
// checking the screen wake lock is asked for in the round and let go at
// the menu, checking the card on the screen against the rules' state after
// 3 numbers, after the reload and after 24 (every number written and the
// score, read from a screenshot: lib/pixels.mjs checkPieces),
// and fails on any console error or page error. Screenshots of every scene
// go to --shots. Prints one line of JSON with the figures, then
// "N passed, M failed". Exit status 0 only when nothing failed.
import path from "node:path";
import { runScript, loadFigures, FIRST_FRAME_PROBE, watchConsole, checker } from "./lib/harness.mjs";
import { state, waitFor, waitScene, click, touch, target, describe } from "./lib/game.mjs";
import { shoot } from "./lib/shots.mjs";
import { checkPieces, loadRefs } from "./lib/pixels.mjs";

const VIEWPORTS = { landscape: { width: 1280, height: 800 }, portrait: { width: 390, height: 844 } };
const CELLS = 25; // a Knister card is 5×5
// The menu names a game's card and resume button by the game's index in
// the registry (scenes/games.go); Knister is the first.
const MENU_KNISTER = "menu.game.0";
const MENU_RESUME = "menu.resume.0";
// The pictures of every number a card may show and of the score's digits
// (scenes/knister/pixels_test.go), and the placements after which the
// screen is checked against the state (lib/pixels.mjs checkPieces): a few
// numbers in, just after the reload brought the card back, nearly full.
const REFS = loadRefs("knister");
const PIXELS_AT = [3, 24];
// The widget each scene's screenshot must show where the hook says it is
// (lib/shots.mjs): a button with a label on it, on the table around it.
const SHOWS = { menu: [MENU_KNISTER], "menu-resume": [MENU_RESUME], setup: ["setup.start"], round: ["round.roll"],
  pass: ["pass.ready"], scoring: ["scoring.menu"], "round-card-full": [] };

// WAKE_PROBE runs in the page before its scripts: it counts the screen
// wake locks the game asks for, gets, is refused and lets go.
const WAKE_PROBE = () => {
  const w = globalThis.__cifraWake = { asked: 0, held: 0, released: 0, refused: 0 };
  const lock = navigator.wakeLock;
  if (!lock) return;
  const request = lock.request.bind(lock);
  lock.request = async type => {
    w.asked++;
    try {
      const sentinel = await request(type);
      w.held++;
      sentinel.addEventListener("release", () => { w.held--; w.released++; });
      return sentinel;
    } catch (e) { w.refused++; throw e; }
  };
};
const wakeState = page => page.evaluate(() => ({ ...globalThis.__cifraWake }));

/** Plays one viewport's full game; records checks in report, figures in fig. */
// RELOAD_AT is the placement after which the tab is reloaded mid-game.
const RELOAD_AT = 5;

// takenCells lists the squares already written: the cell targets that are
// disabled while the card is open for a number.
const takenCells = s => s.targets.filter(t => t.id.startsWith("round.cell.") && !t.enabled).map(t => t.id).sort().join(" ");

// reloadAndResume reloads the tab in the middle of a game (after a
// placement, before the next roll) and resumes it from the menu; after the
// next roll the card must hold exactly the squares written before (placed
// lists their ids). The autosave lives in localStorage. It returns "ok" or
// what went wrong.
async function reloadAndResume(page, opts, shot, placed) {
  const rollReady = s => s.scene === "round" && s.targets.some(t => t.enabled && t.id === "round.roll") && s;
  await waitFor(page, "round.roll after a placement", rollReady, 10_000);
  const saved = await page.evaluate(() => localStorage.getItem("cifra.knister-game"));
  if (!saved) return "nothing saved in localStorage (cifra.knister-game) after a placement";
  await page.reload({ waitUntil: "load" });
  const menu = await waitScene(page, "menu", opts.firstFrameTimeout);
  if (!menu.targets.some(t => t.enabled && t.id === MENU_RESUME)) return `the menu after the reload offers no ${MENU_RESUME}`;
  await shot("menu-resume");
  await click(page, menu, MENU_RESUME);
  await click(page, await waitFor(page, "the resumed round to offer round.roll", rollReady, 15_000), "round.roll");
  const open = await waitFor(page, "a square to write the next number in", s => s.scene === "round" && s.targets.some(t => t.enabled && t.id.startsWith("round.cell.")) && s, 10_000);
  const want = [...placed].sort().join(" ");
  const got = takenCells(open);
  return got === want ? "ok" : `the resumed card has ${got || "nothing"} written, before the reload ${want}`;
}

async function playViewport(browser, url, name, opts, report) {
  const fig = { viewport: `${VIEWPORTS[name].width}x${VIEWPORTS[name].height}` };
  const context = await browser.newContext({ viewport: VIEWPORTS[name], deviceScaleFactor: 1, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const consoleWatch = watchConsole(page);
  await page.addInitScript(FIRST_FRAME_PROBE);
  await page.addInitScript(WAKE_PROBE);

  let shotNo = 0;
  const shots = [];
  // shot saves a checked picture (lib/shots.mjs): not blank, and the
  // scene's widget (SHOWS, by the label's first word) drawn where the hook says.
  // settle false catches a moment (the card full, a scene about to go).
  const shot = async (label, { check = true, settle = check } = {}) => {
    const file = path.join(opts.shots, `${name}-${String(++shotNo).padStart(2, "0")}-${label}.png`);
    shots.push(file);
    const widgets = SHOWS[label] || SHOWS[label.split("-")[0]] || [];
    await shoot(page, file, { widgets, check, settle, log: l => report.line(`# ${name}: ${l}`) });
  };
  const check = checker(report, name, what => shot(`FAIL-${what.replace(/\W+/g, "-")}`, { check: false }));
  // pieces checks the card on the screen against the rules' state once
  // nothing moves: every number written, and the score; what it found is
  // kept for the check that reports it.
  const pixels = [];
  const pieces = async label => {
    if (opts.pixels === "off") return;
    const file = path.join(opts.shots, `${name}-${String(++shotNo).padStart(2, "0")}-${label}-pixels.png`);
    shots.push(file);
    try {
      await waitFor(page, `nothing moving before the ${label} pixel check (probe().busy false)`, s => s.scene === "round" && s.probe && !s.probe.busy && s, 10_000);
      await checkPieces(page, file, REFS, { log: l => report.line(`# ${name}: ${l}`) });
      pixels.push(`${label}: ok`);
    } catch (e) {
      pixels.push(`${label}: ${e.message}`);
    }
  };

  await check("loads, canvas grows past 16×16 and the first frame is drawn", async () => {
    await page.goto(url, { waitUntil: "load" });
    await waitFor(page, "the canvas to grow past 16×16", s => s.canvas && s.canvas.w > 16 && s.canvas.h > 16, opts.firstFrameTimeout);
    await waitFor(page, "globalThis.cifra.frames > 0", s => s.frames > 0, 30_000);
    // The probe runs on rAF; give it the frame it needs to record.
    const t = await page.waitForFunction(() => globalThis.__cifraFirstFrameMs && {
      firstFrame: globalThis.__cifraFirstFrameMs, canvas: globalThis.__cifraCanvasReadyMs,
      wasm: performance.getEntriesByType("resource").filter(e => /\/game(-[a-z]+)?(\.[0-9a-f]+)?\.wasm$/.test(e.name))
        .map(e => ({ transfer: e.transferSize, decoded: e.decodedBodySize, ms: e.duration }))[0] || null,
    }, null, { timeout: 10_000 }).then(h => h.jsonValue());
    fig.timeToFirstFrameMs = Math.round(t.firstFrame);
    fig.canvasReadyMs = Math.round(t.canvas || 0);
    if (t.wasm) {
      fig.wasmBytes = t.wasm.decoded;
      fig.wasmTransferBytes = t.wasm.transfer;
      fig.wasmDownloadMs = Math.round(t.wasm.ms);
    }
  });

  await check(`menu → setup by clicking ${MENU_KNISTER} (Knister)`, async () => {
    const s = await waitScene(page, "menu", 30_000);
    await shot("menu");
    await click(page, s, MENU_KNISTER);
    await waitScene(page, "setup", 10_000);
    await shot("setup");
  });

  await check("setup → round by clicking setup.start (default: one human seat), which asks for a screen wake lock", async () => {
    if ((await wakeState(page)).asked) throw new Error(`a wake lock was asked for before the round: ${JSON.stringify(await wakeState(page))}`);
    await click(page, await state(page), "setup.start");
    await waitScene(page, "round", 10_000);
    await shot("round-start");
    const w = await page.waitForFunction(() => globalThis.__cifraWake.asked > 0 &&
      globalThis.__cifraWake.held + globalThis.__cifraWake.refused > 0 && globalThis.__cifraWake, null, { timeout: 5_000 })
      .then(h => h.jsonValue()).catch(async () => wakeState(page));
    if (w.asked !== 1 || w.held + w.refused !== 1) throw new Error(`in the round the game should hold one wake lock: ${JSON.stringify(w)}`);
    fig.wakeLockInRound = w.held ? "held" : "refused by the browser";
  });

  const progress = { placements: 0, rolls: 0, touches: 0, passes: 0, placeWaitMs: 0, rollWaitMs: 0 };
  const started = Date.now();
  let startFrames = 0;
  // The touch check passes once a number placed by touch is taken by the game.
  let touchResult = null;
  // The resume check passes once a reload mid-game came back to the same card.
  let resumeResult = null;
  const placed = []; // the squares written, in order
  await check(`${CELLS} numbers placed by clicks, game reaches scoring`, async () => {
    const seen = new Set(["round"]);
    startFrames = (await state(page)).frames;
    for (;;) {
      const s = await waitFor(page, `a move to offer after ${progress.placements} placements and ${progress.rolls} rolls (an enabled round.cell, round.roll or pass.ready) or the scoring scene`,
        s => (s.scene === "scoring" || s.scene === "pass" ||
          (s.scene === "round" && s.targets.some(t => t.enabled && (t.id === "round.roll" || (t.id.startsWith("round.cell.") && progress.placements < CELLS))))) && s,
        30_000);
      if (s.scene !== "round" && !seen.has(s.scene)) { seen.add(s.scene); await shot(s.scene); }
      if (s.scene === "scoring") break;
      if (s.scene === "pass") { await click(page, s, "pass.ready"); progress.passes++; continue; }
      const cells = s.targets.filter(t => t.enabled && t.id.startsWith("round.cell."));
      if (cells.length && progress.placements < CELLS) {
        // Spread the numbers over the card, deterministically.
        const cell = cells[(progress.placements * 7) % cells.length];
        const byTouch = progress.placements === 1;
        const t0 = Date.now();
        try {
          await (byTouch ? touch(cdp, page, s, cell.id) : click(page, s, cell.id));
          await waitFor(page, `${cell.id} to be taken after a ${byTouch ? "touch (CDP Input.dispatchTouchEvent)" : "mouse click"} at its centre`,
            s2 => { const t = s2.targets.find(t => t.id === cell.id); return s2.scene !== "round" || !t || !t.enabled; }, 5_000);
          if (byTouch) { touchResult = "ok"; progress.touches++; }
        } catch (e) {
          if (byTouch) touchResult = e.message;
          throw e;
        }
        progress.placements++;
        progress.placeWaitMs += Date.now() - t0;
        if (progress.placements === 3) await shot("round-playing");
        placed.push(cell.id);
        if (PIXELS_AT.includes(progress.placements)) await pieces(`after-${progress.placements}`);
        if (progress.placements === RELOAD_AT) {
          const framesBefore = (await state(page)).frames;
          resumeResult = await reloadAndResume(page, opts, shot, placed);
          progress.rolls++;
          await pieces("resumed");
          startFrames = (await state(page)).frames - (framesBefore - startFrames);
        }
        if (progress.placements === CELLS) await shot("round-card-full", { settle: false });
        continue;
      }
      if (progress.rolls > CELLS * 3) throw new Error(`round.roll clicked ${progress.rolls} times for ${progress.placements} placements: the round does not advance`);
      const t0 = Date.now();
      await click(page, s, "round.roll");
      progress.rolls++;
      await waitFor(page, "round.roll to take effect (it is disabled, a cell is enabled, or the scene changed)",
        s2 => s2.scene !== "round" || s2.targets.some(t => t.enabled && t.id.startsWith("round.cell.")) ||
          !s2.targets.some(t => t.enabled && t.id === "round.roll"), 5_000);
      progress.rollWaitMs += Date.now() - t0;
    }
    if (progress.placements !== CELLS) throw new Error(`scoring reached after ${progress.placements} placements, want ${CELLS}`);
    fig.playMs = Date.now() - started;
    // Frames the game drew per second of play: it draws only on change, so
    // this is a lower bound on what the renderer (SwiftShader here) manages.
    fig.drawnFps = Math.round(((await state(page)).frames - startFrames) / (fig.playMs / 1000) * 10) / 10;
  });
  Object.assign(fig, progress);

  await check("a number placed by a real touch (CDP Input.dispatchTouchEvent)", async () => {
    if (touchResult !== "ok") throw new Error(touchResult || "the game ended before a touch placement was tried");
  });

  await check(`the tab reloaded after ${RELOAD_AT} numbers: the menu offers ${MENU_RESUME} and it brings back the same card`, async () => {
    if (resumeResult !== "ok") throw new Error(resumeResult || "the game ended before the reload was tried");
  });

  if (opts.pixels !== "off") await check(`the card shows every number written and the score, as the rules have them, after ${PIXELS_AT.join(" and ")} numbers and after the reload (pixels against the state)`, async () => {
    const bad = pixels.filter(r => !r.endsWith(": ok"));
    if (pixels.length !== PIXELS_AT.length + 1 || bad.length) throw new Error(bad.join(" | ") || `${pixels.length} pixel checks ran, want ${PIXELS_AT.length + 1}`);
  });

  await check("scoring offers scoring.again and returns to the menu via scoring.menu", async () => {
    const s = await waitScene(page, "scoring", 5_000);
    target(s, "scoring.again");
    await click(page, s, "scoring.menu");
    await waitScene(page, "menu", 10_000);
  });

  await check("back at the menu, no screen wake lock is held", async () => {
    const w = await page.waitForFunction(() => globalThis.__cifraWake.held === 0 && globalThis.__cifraWake, null, { timeout: 5_000 })
      .then(h => h.jsonValue()).catch(async () => wakeState(page));
    if (w.held !== 0) throw new Error(`at the menu: ${JSON.stringify(w)}`);
    fig.wakeLock = w;
  });

  check.reset(); // this one always runs: errors matter even after a failure
  await check("no console errors and no page errors", async () => {
    consoleWatch.assertClean();
  });
  fig.audioContexts = await page.evaluate(() => globalThis.__cifraAudio.map(c => c.state).join(",")).catch(() => "?");
  consoleWatch.record(fig, report, name);
  fig.screenshots = shots.length;
  await context.close();
  return fig;
}

runScript("play.mjs", async ({ browser, url, opts, report }) => {
  if (opts.only && !VIEWPORTS[opts.only]) throw new Error(`--only must be one of ${Object.keys(VIEWPORTS)}`);
  const figures = { url, viewports: {} };
  for (const name of Object.keys(VIEWPORTS)) {
    if (opts.only && opts.only !== name) continue;
    figures.viewports[name] = await playViewport(browser, url, name, opts, report);
  }
  return figures;
}, { extra: { "--only": "only", "--pixels": "pixels" }, head: f => loadFigures(Object.values(f.viewports || {})[0]) });
