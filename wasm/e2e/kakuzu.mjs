#!/usr/bin/env node
// Browser end-to-end test of Cifra's Kakuzu: the end of a game against an
// easy bot, resumed from the menu and played by real clicks (and one touch)
// to the scoring scene.
//
//   node wasm/e2e/kakuzu.mjs                        # builds + serves the game itself
//   node wasm/e2e/kakuzu.mjs --build=false          # serves an existing wasm/game.wasm
//   node wasm/e2e/kakuzu.mjs --url http://127.0.0.1:8080/ --shots /tmp/shots
//   node wasm/e2e/kakuzu.mjs --viewport 960x600    # another window size (default 1280x800)
//
// The test must know what lies under the stones, so it does not deal a new
// game: before the page loads it puts a saved one in localStorage,
// wasm/e2e/testdata/kakuzu-endgame.json, which scenes/kakuzu/e2erecord_test.go
// makes and keeps true (`xvfb-run -a go test ./scenes/kakuzu/ -run
// TestE2ERecord -update` rewrites it). Its record fixes the sheet and,
// through the seed, every number the bag gives; the file also holds the
// sheet and what the plan below leads to.
//
// In Debian's /usr/bin/chromium (never a downloaded browser), 1280×800 with
// touch, ?lang=en: the menu must offer menu.resume.2 (Kakuzu is the
// registry's third game, scenes/games.go); a click on it resumes the round
// at Ana's turn (globalThis.cifra.probe(): turn 0, "draw a number", the
// stones and scores of the save). Then, until the scoring scene, whenever
// the round waits for Ana and nothing moves: a click on kakuzu.bag when she
// must draw; when she must lift, a stone from the enabled kakuzu.square.R.C
// targets, row-major first, whose sheet digit is not the number hunted on
// her first lift (a deliberate miss) and is it on every later one (a
// match). Her second lift is a touch (CDP Input.dispatchTouchEvent), the
// other moves mouse clicks held ≥ 50 ms. Each lift must do what the sheet
// says: one stone fewer on the tray, and one more for Ana on a match or for
// the bot (her left neighbour) on a miss. The bot's turns are waited out:
// a wait fails when the game stops drawing frames with nothing changing for
// STALL_MS (it rests only when it waits for a person), or after PLAY_MS in
// all. At the end the draws, lifts and final scores must be those the file
// expects, the finished game's save must be gone from localStorage, and
// there must be no console error or page error.
//
// SwiftShader draws 7–15 frames a second here, and below 12 Ebitengine
// runs one tick per frame, so the ~1100 ticks of this ending take about
// 35 s on an idle two-core machine and 90 s or more on a busy one.
//
// Screenshots (--shots, default wasm/e2e/shots/) are kakuzu-NN-LABEL.png:
// the menu, the resumed round, the miss and the first match with the stone
// held up, the scoring scene. Prints one line of JSON with the figures,
// then "N passed, M failed"; exit status 0 only when nothing failed.
import fs from "node:fs";
import path from "node:path";
import { runScript, loadFigures, FIRST_FRAME_PROBE, watchConsole, checker } from "./lib/harness.mjs";
import { state, waitFor, waitScene, click, touch, describe } from "./lib/game.mjs";

const DATA = JSON.parse(fs.readFileSync(new URL("./testdata/kakuzu-endgame.json", import.meta.url), "utf8"));
const MENU_RESUME = "menu.resume.2"; // Kakuzu's index in scenes/games.go
const BAG = "kakuzu.bag";
const SQUARE = /^kakuzu\.square\.(\d)\.(\d)$/;
const DRAW = "draw a number", LIFT = "lift a stone"; // probe().awaiting
const TOUCH_LIFT = 2;      // Ana's lift made by touch (1-based)
const STALL_MS = 30_000;   // no frame drawn and nothing changed this long: stuck
const PLAY_MS = 300_000;   // from the resume to the scoring scene, at most (a loaded machine)
const WATCH_MS = 150;      // polling while the bot plays (each poll costs the game a little)
const HELD_FRAMES = 30;    // after a lift: the stone has risen and is held up

const sleep = ms => new Promise(r => setTimeout(r, ms));
const digitAt = (r, c) => Number(DATA.sheet[r][c]);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** The probe in a fixed key order (Go's maps come out in any order). */
const probeKey = p => (p ? JSON.stringify(p, Object.keys(p).sort()) : "null");

/** Waits until the game has drawn n more frames, or maxMs at most; never fails. */
async function frames(page, n, maxMs = 5_000) {
  const f0 = (await state(page)).frames;
  const deadline = Date.now() + maxMs;
  for (;;) {
    const f = (await state(page)).frames;
    if (f - f0 >= n || Date.now() > deadline) return f - f0;
    await sleep(WATCH_MS);
  }
}

/** The covered stones Ana may lift now (enabled square targets), row-major. */
const liftable = s => s.targets.map(t => {
  const m = t.enabled && SQUARE.exec(t.id);
  return m && { id: t.id, r: Number(m[1]), c: Number(m[2]) };
}).filter(Boolean).sort((a, b) => a.r - b.r || a.c - b.c);

/** A state in one line, probe first, for failure messages. */
const said = s => `probe ${probeKey(s.probe)}; ${describe(s)}`;

runScript("kakuzu.mjs", async ({ browser, url, opts, report }) => {
  const [w, h] = (opts.viewport || "1280x800").split("x").map(Number);
  if (!(w > 0 && h > 0)) throw new Error(`--viewport ${opts.viewport}: want WIDTHxHEIGHT, e.g. 1280x800`);
  const VIEWPORT = { width: w, height: h };
  const fig = { viewport: `${w}x${h}` };
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const consoleWatch = watchConsole(page);
  await page.addInitScript(FIRST_FRAME_PROBE);
  // The saved game is in its slot before the game first looks there.
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value),
    { key: DATA.key, value: JSON.stringify(DATA.save) });

  let shotNo = 0;
  const shots = [];
  const shot = async label => {
    const file = path.join(opts.shots, `kakuzu-${String(++shotNo).padStart(2, "0")}-${label}.png`);
    await page.screenshot({ path: file });
    shots.push(file);
  };
  const check = checker(report, "kakuzu", what => shot(`FAIL-${what.replace(/\W+/g, "-").slice(0, 50)}`));

  // The round's probe as it changed, for a failure's report.
  const timeline = [];
  let started = 0, lastProbe = null;
  const note = s => {
    if (s.scene !== "round" || !s.probe) return;
    lastProbe = s.probe;
    const k = probeKey(s.probe);
    if (!timeline.length || timeline[timeline.length - 1].k !== k) {
      timeline.push({ k, t: ((Date.now() - started) / 1000).toFixed(1), frames: s.frames });
    }
  };

  /**
   * Polls until pred(state) holds and returns its value. Fails when the
   * game is stuck (no frame drawn and the probe unchanged for STALL_MS) or
   * when the play as a whole ran past PLAY_MS.
   */
  const waitPlay = async (what, pred) => {
    let mark = null, since = Date.now();
    for (;;) {
      const s = await state(page);
      note(s);
      const v = pred(s);
      if (v) return v;
      const m = `${s.scene} ${s.frames} ${probeKey(s.probe)}`;
      if (m !== mark) { mark = m; since = Date.now(); }
      if (Date.now() - since > STALL_MS) {
        throw new Error(`waiting for ${what}: the game drew no frame and changed nothing for ${STALL_MS / 1000} s (frames ${s.frames}): ${said(s)}`);
      }
      if (Date.now() - started > PLAY_MS) {
        throw new Error(`waiting for ${what}: no scoring scene ${PLAY_MS / 1000} s after the resume: ${said(s)}`);
      }
      await sleep(WATCH_MS);
    }
  };

  const u = new URL(url);
  u.searchParams.set("lang", "en");
  fig.url = u.search;
  const x = DATA.expect;

  await check(`loads ${u.search} with the saved game in localStorage (${DATA.key}), canvas past 16×16, first frame drawn`, async () => {
    await page.goto(u.href, { waitUntil: "load" });
    await waitFor(page, "the canvas to grow past 16×16", s => s.canvas && s.canvas.w > 16 && s.canvas.h > 16, opts.firstFrameTimeout);
    await waitFor(page, "globalThis.cifra.frames > 0", s => s.frames > 0, 30_000);
    const t = await page.waitForFunction(() => globalThis.__cifraFirstFrameMs && {
      firstFrame: globalThis.__cifraFirstFrameMs,
      wasm: performance.getEntriesByType("resource").filter(e => e.name.endsWith("/game.wasm"))
        .map(e => ({ transfer: e.transferSize, decoded: e.decodedBodySize }))[0] || null,
    }, null, { timeout: 10_000 }).then(h => h.jsonValue());
    fig.timeToFirstFrameMs = Math.round(t.firstFrame);
    if (t.wasm) { fig.wasmBytes = t.wasm.decoded; fig.wasmTransferBytes = t.wasm.transfer; }
  });

  await check(`the menu offers ${MENU_RESUME}; a click resumes the round at Ana's turn to draw, ${x.covered} stones left, scores ${x.scores}`, async () => {
    const menu = await waitFor(page, `the menu with ${MENU_RESUME} enabled`,
      s => s.scene === "menu" && s.targets.some(t => t.enabled && t.id === MENU_RESUME) && s, 60_000);
    await page.waitForTimeout(800); // the loader fades out
    await shot("menu-resume");
    started = Date.now();
    await click(page, menu, MENU_RESUME);
    const s = await waitFor(page, "the resumed round, its bag enabled",
      s2 => s2.scene === "round" && s2.probe && s2.targets.some(t => t.enabled && t.id === BAG) && s2, 30_000);
    note(s);
    const p = s.probe;
    if (p.turn !== 0 || p.awaiting !== DRAW || p.setup || p.covered !== x.covered || !same(p.scores, x.scores)) {
      throw new Error(`the resumed round is not the saved game: ${said(s)}; want turn 0, "${DRAW}", ${x.covered} covered, scores ${JSON.stringify(x.scores)}`);
    }
    if (liftable(s).length) throw new Error(`stones can be lifted before the draw (${liftable(s).map(q => q.id).join(" ")})`);
    await frames(page, 20);
    await shot("resumed");
  });

  const got = { draws: 0, zeros: 0, lifts: 0, matches: 0, misses: 0, firstDraw: -1, touchLifts: 0 };
  await check("Ana plays by clicks (and one touch) to the scoring scene: the bag when she must draw, a miss on her first lift, matches after; each lift does what the sheet says", async () => {
    // Ana may move: her turn, nothing moving, the bag or some stones live.
    const anaMoves = s => s.scene === "round" && s.probe && !s.probe.busy && s.probe.turn === 0 &&
      (s.probe.awaiting === DRAW ? s.targets.some(t => t.enabled && t.id === BAG) : liftable(s).length > 0);
    try {
      for (;;) {
        const s = await waitPlay("Ana's move (her turn, nothing moving) or the scoring scene", s2 => (s2.scene === "scoring" || anaMoves(s2)) && s2);
        if (s.scene === "scoring") break;
        const p = s.probe;
        if (p.awaiting === DRAW) {
          await click(page, s, BAG);
          const after = await waitPlay(`the draw to be taken after a click on ${BAG}`,
            s2 => s2.probe && (s2.probe.awaiting !== DRAW || s2.probe.turn !== 0) && s2);
          const n = after.probe.turn === 0 ? after.probe.hunting : 0; // a 0 ends the turn at once
          got.draws++;
          if (n === 0) got.zeros++;
          if (got.firstDraw < 0) got.firstDraw = n;
          continue;
        }
        if (p.awaiting !== LIFT) throw new Error(`Ana's turn awaits "${p.awaiting}": ${said(s)}`);
        const first = got.lifts === 0;
        const all = liftable(s);
        if (all.length !== p.covered) throw new Error(`${all.length} stones can be lifted but ${p.covered} are covered: ${said(s)}`);
        const pick = all.find(q => (digitAt(q.r, q.c) === p.hunting) !== first);
        if (!pick) throw new Error(`no covered stone ${first ? "hides another digit than" : "hides"} ${p.hunting}: ${said(s)}`);
        const digit = digitAt(pick.r, pick.c), match = digit === p.hunting;
        got.lifts++;
        const how = got.lifts === TOUCH_LIFT ? "touch" : "click";
        if (how === "touch") { await touch(cdp, page, s, pick.id); got.touchLifts++; } else await click(page, s, pick.id);
        const after = await waitPlay(`the stone ${pick.id} (digit ${digit}, hunting ${p.hunting}) to be lifted after a ${how}`,
          s2 => s2.probe && s2.probe.covered < p.covered && s2);
        const q = after.probe;
        const want = [...p.scores];
        want[match ? 0 : 1]++;
        if (q.covered !== p.covered - 1 || !same(q.scores, want)) {
          throw new Error(`lifting ${pick.id} (a ${match ? "match" : "miss"}: digit ${digit}, hunting ${p.hunting}) left ${q.covered} covered and scores ${JSON.stringify(q.scores)}; want ${p.covered - 1} and ${JSON.stringify(want)}`);
        }
        if (match) got.matches++; else got.misses++;
        if (first || (match && got.matches === 1)) {
          await frames(page, HELD_FRAMES);
          await shot(`${match ? "match" : "miss"}-${pick.r}-${pick.c}-digit-${digit}-by-${how}`);
        }
      }
    } catch (e) {
      for (const { t, frames: f, k } of timeline.slice(-12)) report.line(`#   ${t} s, frames ${f}: ${k}`);
      throw e;
    }
    fig.playMs = Date.now() - started;
    fig.probeChanges = timeline.length;
  });

  await check(`the game went as the record says: ${x.draws} draws (first ${x.firstDraw}, ${x.zeros} zeros), ${x.lifts} lifts (${x.matches} matches, ${x.misses} miss), final scores ${x.final}`, async () => {
    const want = { draws: x.draws, zeros: x.zeros, firstDraw: x.firstDraw, lifts: x.lifts, matches: x.matches, misses: x.misses, final: x.final };
    const have = { draws: got.draws, zeros: got.zeros, firstDraw: got.firstDraw, lifts: got.lifts, matches: got.matches, misses: got.misses, final: lastProbe && lastProbe.scores };
    if (!same(have, want)) throw new Error(`played ${JSON.stringify(have)}, want ${JSON.stringify(want)}: the resumed game's draws or the bot's lifts are not the record's`);
    if (got.touchLifts !== 1) throw new Error(`${got.touchLifts} lifts by touch, want 1`);
  });

  await check("the scoring scene shows, and the finished game's save is gone from localStorage", async () => {
    const s = await waitScene(page, "scoring", 10_000);
    await frames(page, 40, 15_000); // the podium comes in
    await shot("scoring");
    fig.scoringTargets = s.targets.map(t => t.id);
    const left = await page.evaluate(k => localStorage.getItem(k), DATA.key);
    if (left !== null) throw new Error(`${DATA.key} still holds ${left.slice(0, 120)}…`);
  });

  check.reset();
  await check("no console errors and no page errors", async () => consoleWatch.assertClean());
  consoleWatch.record(fig, report, "kakuzu");
  Object.assign(fig, { draws: got.draws, zeros: got.zeros, lifts: got.lifts, matches: got.matches, misses: got.misses,
    touchLifts: got.touchLifts, finalScores: lastProbe && lastProbe.scores, screenshots: shots.length });
  await context.close();
  return fig;
}, { extra: { "--viewport": "viewport" }, head: f => ({ ...loadFigures(f), secondsToScoring: f.playMs ? Math.round(f.playMs / 100) / 10 : null,
  lifts: f.lifts ?? null, matches: f.matches ?? null, misses: f.misses ?? null }) });
