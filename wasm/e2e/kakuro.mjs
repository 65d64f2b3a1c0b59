#!/usr/bin/env node
// Browser end-to-end test of Cifra's Kakuro: the guided first game played
// by real clicks, drags and touches, two buzzers touched in the same
// frame, and the frame rate while the hourglass runs.
//
//   node wasm/e2e/kakuro.mjs                        # builds + serves the game itself
//   node wasm/e2e/kakuro.mjs --build=false          # serves an existing wasm/game.wasm
//   node wasm/e2e/kakuro.mjs --url http://127.0.0.1:8080/ --shots /tmp/shots
//
// In Debian's /usr/bin/chromium (never a downloaded browser):
//
// 1. guided (1280×800, ?guide=1&game=kakuro&lang=en): the guided game's fixed deal
//    (scenes/kakuro/guide.go), one seat, no hourglass, no claim limit.
//    Lesson 1 (36): the buzzer, a real mouse drag (down, several moves, up)
//    from square 3.1 to 3.8 marks the row, Check. Lesson 2 (22): the
//    buzzer, a drag 6.1 → 6.3, two taps on hand tile 1 (the swap tile: the
//    first picks it, the second turns it over to its sum-field back), a
//    drag of it onto square 6.4, Check. Lesson 3 (11) by touch (CDP
//    Input.dispatchTouchEvent): a tap on the buzzer and a one-finger drag
//    7.4 → 8.4 (a row down); then the mouse drags hand tile 1 (the 6 digit
//    tile) onto 7.4, Check. The game must reach the scoring scene.
// 2. buzzers (1920×1080, touch, ?game=kakuro&table=1&players=Ana,Bo&seed=5):
//    two fingers at once (one touchStart, two touch points, held ≥ 100 ms) on
//    seat 0's and seat 1's buzzers: exactly one seat claims (its panel shows
//    seat.P.kakuro.check) and the other's buzzer is off.
// 3. hunt (1280×800, ?game=kakuro&players=Ana,Bo&seed=5): frames drawn per
//    second for 5 s while nothing moves (huntIdleFps: the game skips drawing
//    when idle, so near 0 is right), then seat 1 says "impossible" (with two
//    seats one declaration turns the hourglass) and 5 s more with the sand
//    running (huntHourglassFps). A figure, not a threshold.
//
// The guided game (at its start, after lesson 1 scored, with lesson 2's
// and lesson 3's tiles laid) and the buzzers (before the touches, seat 1's
// panel turned to the top) check the screen against the state (lib/
// pixels.mjs checkPieces): every tile on the board and in the hands shows
// its digit, colour or face and every seat its points, read from a
// screenshot where globalThis.cifra.probe().pieces says they lie.
// Every part fails on any console error or page error. Screenshots
// (--shots, default wasm/e2e/shots/) are kakuro-NN-LABEL.png. Prints one
// line of JSON with the figures, then "N passed, M failed"; exit status 0
// only when nothing failed.
import path from "node:path";
import { runScript, loadFigures, FIRST_FRAME_PROBE, watchConsole, checker } from "./lib/harness.mjs";
import { state, waitFor, click, touch, touchTogether, centre, target, describe, holdSeen, seen, releaseSeen, POLL_MS, frames, along, mouseDrag } from "./lib/game.mjs";
import { shoot } from "./lib/shots.mjs";
import { checkPieces, loadRefs } from "./lib/pixels.mjs";

const LANDSCAPE = { width: 1280, height: 800 };
const TABLE = { width: 1920, height: 1080 };
const HOLD_TOGETHER_MS = 100; // at least, and until two drawn frames saw both fingers down (touchTogether)
const SAMPLE_MS = 5_000;      // each frame-rate sample
const REFS = loadRefs("kakuro"); // the pictures of every tile's look (scenes/kakuro/pixels_test.go)

const sleep = ms => new Promise(r => setTimeout(r, ms));

// Target helpers.
const find = (s, id) => s.targets.find(t => t.id === id);
const isOn = (s, id) => { const t = find(s, id); return !!(t && t.enabled); };
const has = (s, id) => !!find(s, id);
const handOf = (s, p) => s.targets.filter(t => t.id.startsWith(`seat.${p}.kakuro.tile.`));
const sq = (r, c) => `kakuro.square.${r}.${c}`;
const BUZZ = p => `seat.${p}.kakuro.buzz`;
const ROUND_BUZZ = p => `round:${BUZZ(p)}`; // a screenshot's widget: the buzzer is a disc in its square
const IMPOSSIBLE = p => `seat.${p}.kakuro.impossible`;
const CHECK = p => `seat.${p}.kakuro.check`;
const UNDO = p => `seat.${p}.kakuro.undo`;
const TILE = (p, i) => `seat.${p}.kakuro.tile.${i}`;

/** The same drag with one finger through CDP: touchStart, touchMove…, touchEnd. */
async function touchDrag(cdp, page, s, from, to, steps = 6) {
  const a = centre(page, s, target(s, from)), b = centre(page, s, target(s, to));
  const what = `a one-finger drag ${from} → ${to}`;
  const pt = p => ({ x: p.x, y: p.y, id: 1, radiusX: 6, radiusY: 6, force: 1 });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [pt(a)] });
  await holdSeen(page, `${what} (the touch)`);
  for (const [i, p] of along(a, b, steps).entries()) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [pt(p)] });
    await seen(page, 1, `after move ${i + 1} of ${what}`);
  }
  await seen(page, 2, `with ${what} resting at its end`); // a lifted touch is reported at its last position
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await releaseSeen(page, what);
  return [a, b];
}

/** A real mouse click (held ≥ 50 ms, see lib/game.mjs), then a few frames for it to be taken. */
async function tap(page, s, id) {
  await click(page, s, id);
  await frames(page, 3);
}

/**
 * One browser context for one part: its page, CDP session, console watch,
 * screenshots and checks (a failed check skips the rest of its part).
 */
async function openPart(browser, name, viewport, hasTouch, opts, report, counter) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, hasTouch });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const consoleWatch = watchConsole(page);
  await page.addInitScript(FIRST_FRAME_PROBE);
  const part = { context, page, cdp, consoleWatch, shots: [] };
  // shot saves a checked picture once it has settled (lib/shots.mjs): not
  // blank, and each of widgets drawn where the hook says.
  part.shot = async (label, widgets = [], check = true) => {
    const file = path.join(opts.shots, `kakuro-${String(++counter.n).padStart(2, "0")}-${label}.png`);
    part.shots.push(file);
    await shoot(page, file, { widgets, check, settle: check, log: l => report.line(`# kakuro ${name}: ${l}`) });
  };
  part.check = checker(report, `kakuro ${name}`, what => part.shot(`FAIL-${name}-${what.replace(/\W+/g, "-").slice(0, 50)}`, [], false));
  // pieces checks the screen against the state once nothing moves (lib/
  // pixels.mjs checkPieces): every tile on the board and in the hands, and
  // every seat's points, show what the round's probe says they must.
  part.pieces = async label => {
    await waitFor(page, `nothing moving before the ${label} pixel check (probe().busy false)`, s => s.probe && !s.probe.busy && s, 30_000);
    const file = path.join(opts.shots, `kakuro-${String(++counter.n).padStart(2, "0")}-${label}-pixels.png`);
    part.shots.push(file);
    return checkPieces(page, file, REFS, { least: 64, log: l => report.line(`# kakuro ${name}: ${l}`) });
  };
  // close runs the console check (always, even after a failure) and closes.
  part.close = async fig => {
    part.check.reset();
    await part.check("no console errors and no page errors", async () => consoleWatch.assertClean());
    consoleWatch.record(fig, report, `kakuro ${name}`);
    fig.screenshots = part.shots.length;
    await context.close();
  };
  return part;
}

/** Loads url, waits for the canvas past 16×16 and the first frame; fills fig. */
async function load(part, url, opts, fig) {
  const { page } = part;
  await page.goto(url, { waitUntil: "load" });
  await waitFor(page, "the canvas to grow past 16×16", s => s.canvas && s.canvas.w > 16 && s.canvas.h > 16, opts.firstFrameTimeout);
  await waitFor(page, "globalThis.cifra.frames > 0", s => s.frames > 0, 30_000);
  const t = await page.waitForFunction(() => globalThis.__cifraFirstFrameMs && {
    firstFrame: globalThis.__cifraFirstFrameMs,
    wasm: performance.getEntriesByType("resource").filter(e => /\/game(-[a-z]+)?(\.[0-9a-f]+)?\.wasm$/.test(e.name))
      .map(e => ({ transfer: e.transferSize, decoded: e.decodedBodySize }))[0] || null,
  }, null, { timeout: 10_000 }).then(h => h.jsonValue());
  fig.timeToFirstFrameMs = Math.round(t.firstFrame);
  if (t.wasm) { fig.wasmBytes = t.wasm.decoded; fig.wasmTransferBytes = t.wasm.transfer; }
}

const withQuery = (url, q) => {
  const u = new URL(url);
  for (const [k, v] of Object.entries(q)) u.searchParams.set(k, v);
  return u;
};

// ---------------------------------------------------------------------------
// 1. The guided game, by real clicks, drags and touches.

async function partGuided(browser, url, opts, report, counter) {
  const fig = { viewport: `${LANDSCAPE.width}x${LANDSCAPE.height}` };
  const part = await openPart(browser, "guided", LANDSCAPE, true, opts, report, counter);
  const { page, cdp, shot, check } = part;
  const u = withQuery(url, { guide: "1", game: "kakuro", lang: "en" });
  fig.url = u.search;
  const started = Date.now();
  const hands = [];

  await check(`loads ${u.search}, canvas grows past 16×16 and the first frame is drawn`, () => load(part, u.href, opts, fig));

  // The claim has started: the buzzer gave way to Check (off until a row is
  // marked) and the board's squares take strokes.
  const claiming = s => s.scene === "round" && has(s, CHECK(0)) && !has(s, BUZZ(0)) && isOn(s, sq(1, 1)) && s;
  // The hunt for the next sum: the buzzer is live again.
  const hunting = s => s.scene === "round" && isOn(s, BUZZ(0)) && s;

  const buzzIn = async (how, lesson) => {
    const s = await waitFor(page, `lesson ${lesson}: the buzzer (${BUZZ(0)}) to be live`, hunting, 60_000);
    if (how === "touch") await touch(cdp, page, s, BUZZ(0));
    else await click(page, s, BUZZ(0));
    return waitFor(page, `lesson ${lesson}: the claim to start after a ${how} on ${BUZZ(0)} (${CHECK(0)} shown, the squares live)`, claiming, 15_000);
  };
  const markRow = async (how, lesson, from, to) => {
    const s = await state(page);
    if (how === "touch") await touchDrag(cdp, page, s, from, to);
    else await mouseDrag(page, s, from, to);
    return waitFor(page, `lesson ${lesson}: the row ${from} → ${to} to be marked after a ${how} drag (${CHECK(0)} enabled)`,
      s2 => isOn(s2, CHECK(0)) && s2, 10_000);
  };
  const layTile = async (lesson, tile, square) => {
    const s = await state(page);
    await mouseDrag(page, s, TILE(0, tile), square);
    const after = await waitFor(page, `lesson ${lesson}: hand tile ${tile} to be laid on ${square} after a mouse drag (${UNDO(0)} enabled, ${TILE(0, tile)} spent)`,
      s2 => isOn(s2, UNDO(0)) && !isOn(s2, TILE(0, tile)) && s2, 10_000);
    return after;
  };
  const checkClaim = async (lesson, next) => {
    const s = await state(page);
    const t0 = Date.now();
    await click(page, s, CHECK(0));
    const after = await waitFor(page, `lesson ${lesson}: the claim to score after ${CHECK(0)} (${next})`,
      next === "scoring" ? s2 => s2.scene === "scoring" && s2 : hunting, 90_000)
      .catch(async e => {
        const s2 = await state(page);
        throw new Error(`${e.message}${s2.scene === "round" && has(s2, BUZZ(0)) && !isOn(s2, BUZZ(0)) ? " (the buzzer is off: the claim was rejected and the seat locked out?)" : ""}`);
      });
    fig[`lesson${lesson}CheckMs`] = Date.now() - t0;
    return after;
  };

  await check("starts in the guided round: one seat, its buzzer live, the hand [D, S, 6, D] (4 tiles)", async () => {
    const s = await waitFor(page, "the round with seat 0's buzzer live", hunting, 60_000);
    if (s.targets.some(t => t.id.startsWith("seat.1."))) throw new Error(`a second seat is listed (${describe(s)})`);
    if (has(s, IMPOSSIBLE(0)) === false) throw new Error(`no ${IMPOSSIBLE(0)} (${describe(s)})`);
    hands.push(handOf(s, 0).length);
    if (handOf(s, 0).length !== 4) throw new Error(`the hand has ${handOf(s, 0).length} tiles, want 4 (${describe(s)})`);
    await shot("guided-lesson1-hunt", [ROUND_BUZZ(0)]);
  });

  await check("the board shows its 64 silver tiles, the hand D S 6 D and 0 points (pixels against the state)", () => part.pieces("guided-start"));

  await check("lesson 1 (36): buzzer click, a mouse drag 3.1 → 3.8 marks the row, Check scores it and the next sum comes", async () => {
    await buzzIn("click", 1);
    await markRow("mouse", 1, sq(3, 1), sq(3, 8));
    await shot("guided-lesson1-marked", [CHECK(0)]);
    const s = await checkClaim(1, "the buzzer live again for the next sum");
    hands.push(handOf(s, 0).length);
    if (handOf(s, 0).length !== 5) throw new Error(`after lesson 1 the hand has ${handOf(s, 0).length} tiles, want 5 (a 3 drawn)`);
  });

  await check("after lesson 1 row 3 shows its tiles turned red and marked, the hand its new tile, the points the score (pixels against the state)", () => part.pieces("guided-lesson1-scored"));

  await check("lesson 2 (22): buzzer, drag 6.1 → 6.3, tap hand tile 1 (S) to pick it and again to turn it over, drag it onto 6.4, Check", async () => {
    await buzzIn("click", 2);
    await markRow("mouse", 2, sq(6, 1), sq(6, 3));
    await shot("guided-lesson2-marked", [CHECK(0)]);
    await tap(page, await state(page), TILE(0, 1)); // picks it
    await tap(page, await state(page), TILE(0, 1)); // turns it over: the sum-field back
    await shot("guided-lesson2-flipped", [CHECK(0)]);
    await layTile(2, 1, sq(6, 4)).catch(e => {
      throw new Error(`${e.message}: was the swap tile turned to its sum-field back by the second tap? (see the -flipped screenshot)`);
    });
    await shot("guided-lesson2-laid", [CHECK(0), UNDO(0)]);
    await part.pieces("guided-lesson2-laid"); // the swap tile laid back up on 6.4 as a sum field
    const s = await checkClaim(2, "the buzzer live again for the next sum");
    hands.push(handOf(s, 0).length);
    if (handOf(s, 0).length !== 5) throw new Error(`after lesson 2 the hand has ${handOf(s, 0).length} tiles, want 5 (S spent, a 5 drawn)`);
  });

  await check("lesson 3 (11) by touch: a touch on the buzzer, a one-finger drag 7.4 → 8.4 (a row down); the 6 dragged onto 7.4; Check reaches scoring", async () => {
    await buzzIn("touch", 3);
    await markRow("touch", 3, sq(7, 4), sq(8, 4));
    await shot("guided-lesson3-marked-by-touch", [CHECK(0)]);
    await layTile(3, 1, sq(7, 4));
    await shot("guided-lesson3-laid", [CHECK(0), UNDO(0)]);
    await part.pieces("guided-lesson3-laid"); // the 6 digit tile laid on 7.4
    const s = await checkClaim(3, "scoring");
    fig.playMs = Date.now() - started;
    fig.hands = hands;
    await frames(page, 40, 15_000); // the cross-fade into the scores
    await shot("guided-scoring", ["scoring.menu"]);
    fig.scoringTargets = s.targets.map(t => t.id);
  });

  await part.close(fig);
  return fig;
}

// ---------------------------------------------------------------------------
// 2. Two buzzers touched in the same frame: exactly one claimer.

async function partBuzzers(browser, url, opts, report, counter) {
  const fig = { viewport: `${TABLE.width}x${TABLE.height}` };
  const part = await openPart(browser, "buzzers", TABLE, true, opts, report, counter);
  const { page, cdp, shot, check } = part;
  const u = withQuery(url, { game: "kakuro", table: "1", players: "Ana,Bo", seed: "5", lang: "en" });
  fig.url = u.search;

  await check(`loads ${u.search}, canvas grows past 16×16 and the first frame is drawn`, () => load(part, u.href, opts, fig));

  await check("two fingers at once on seat 0's and seat 1's buzzers (one touchStart, two touch points): exactly one seat claims, the other's buzzer is off", async () => {
    const s = await waitFor(page, `the round with ${BUZZ(0)} and ${BUZZ(1)} live`,
      s2 => s2.scene === "round" && isOn(s2, BUZZ(0)) && isOn(s2, BUZZ(1)) && s2, 60_000);
    await shot("buzzers-hunt", [ROUND_BUZZ(0), ROUND_BUZZ(1)]);
    await part.pieces("buzzers-hunt"); // seat 1's panel turned to the top side
    const f0 = s.frames;
    const points = await touchTogether(cdp, page, s, [BUZZ(0), BUZZ(1)], HOLD_TOGETHER_MS);
    fig.touches = points.map(q => ({ id: [BUZZ(0), BUZZ(1)][q.id - 1], x: Math.round(q.x), y: Math.round(q.y) }));
    const after = await waitFor(page, "a claim to start after the two touches (some seat.P.kakuro.check shown)",
      s2 => s2.scene === "round" && (has(s2, CHECK(0)) || has(s2, CHECK(1))) && s2, 15_000);
    fig.claimAfterFrames = after.frames - f0;
    const claimers = [0, 1].filter(p => has(after, CHECK(p)));
    if (claimers.length !== 1) throw new Error(`${claimers.length} seats show Check (seats ${claimers.join(", ")}): want exactly one claimer (${describe(after)})`);
    const p = claimers[0], other = 1 - p;
    fig.claimer = p;
    if (has(after, BUZZ(p))) throw new Error(`the claimer (seat ${p}) still shows its buzzer beside Check (${describe(after)})`);
    if (!has(after, BUZZ(other))) throw new Error(`seat ${other} shows no buzzer while seat ${p} claims (${describe(after)})`);
    if (isOn(after, BUZZ(other))) throw new Error(`seat ${other}'s buzzer is still live while seat ${p} claims: anyone could buzz in (${describe(after)})`);
    // It stays so a little later (no second claim sneaks in).
    await frames(page, 10, 5_000);
    const later = await state(page);
    if (has(later, CHECK(other)) || isOn(later, BUZZ(other))) throw new Error(`${10} frames later seat ${other} ${has(later, CHECK(other)) ? "claims too" : "has a live buzzer"} (${describe(later)})`);
    report.line(`# kakuro buzzers: seat ${p} (${["Ana", "Bo"][p]}) won the tie`);
    await shot(`buzzers-seat${p}-claims`, [CHECK(p), ROUND_BUZZ(other)]);
  });

  await part.close(fig);
  return fig;
}

// ---------------------------------------------------------------------------
// 3. Frames per second during a hunt, idle and with the hourglass running.

async function partHunt(browser, url, opts, report, counter) {
  const fig = { viewport: `${LANDSCAPE.width}x${LANDSCAPE.height}` };
  const part = await openPart(browser, "hunt", LANDSCAPE, false, opts, report, counter);
  const { page, shot, check } = part;
  const u = withQuery(url, { game: "kakuro", players: "Ana,Bo", seed: "5", lang: "en" });
  fig.url = u.search;

  // Frames drawn per second over SAMPLE_MS of wall time.
  const sampleFps = async () => {
    const f0 = (await state(page)).frames, t0 = Date.now();
    await sleep(SAMPLE_MS); // a measurement window, not a wait for the game
    const f1 = (await state(page)).frames, t1 = Date.now();
    return Math.round((f1 - f0) / ((t1 - t0) / 1000) * 10) / 10;
  };

  await check(`loads ${u.search}, canvas grows past 16×16 and the first frame is drawn`, () => load(part, u.href, opts, fig));

  await check(`frames per second in the hunt, idle for ${SAMPLE_MS / 1000} s, then ${SAMPLE_MS / 1000} s with the hourglass running after ${IMPOSSIBLE(1)}`, async () => {
    const s = await waitFor(page, `the round with ${IMPOSSIBLE(1)} enabled`,
      s2 => s2.scene === "round" && isOn(s2, IMPOSSIBLE(1)) && isOn(s2, BUZZ(0)) && s2, 60_000);
    await shot("hunt-idle", [ROUND_BUZZ(0), IMPOSSIBLE(1)]); // once the loader is gone and the first animations end
    fig.huntIdleFps = await sampleFps();
    const f0 = (await state(page)).frames;
    await click(page, s, IMPOSSIBLE(1));
    // The sand runs: the round animates and the game draws on its own, with
    // no input arriving.
    const drawn = await frames(page, 20, 20_000);
    if (drawn < 20) throw new Error(`only ${drawn} frames drawn in 20 s after ${IMPOSSIBLE(1)}: the hourglass did not start (${describe(await state(page))})`);
    fig.hourglassStartFrames = (await state(page)).frames - f0;
    fig.huntHourglassFps = await sampleFps();
    const after = await state(page);
    if (after.scene !== "round") throw new Error(`the scene is "${after.scene}" during the hourglass sample, want "round"`);
    await shot("hunt-hourglass-running", [ROUND_BUZZ(0)]);
    report.line(`# kakuro hunt: ${fig.huntIdleFps} fps idle, ${fig.huntHourglassFps} fps with the hourglass running`);
  });

  await part.close(fig);
  return fig;
}

runScript("kakuro.mjs", async ({ browser, url, opts, report }) => {
  const counter = { n: 0 };
  const figures = {};
  figures.guided = await partGuided(browser, url, opts, report, counter);
  figures.buzzers = await partBuzzers(browser, url, opts, report, counter);
  figures.hunt = await partHunt(browser, url, opts, report, counter);
  return figures;
}, { head: f => ({ ...loadFigures(f.guided), huntIdleFps: f.hunt?.huntIdleFps ?? null,
  huntHourglassFps: f.hunt?.huntHourglassFps ?? null, buzzClaimer: f.buzzers?.claimer ?? null }) });
