#!/usr/bin/env node
// Browser end-to-end test of Cifra's table mode: four people around one
// touchscreen, each with a Knister panel at their edge turned to face them.
//
//   node wasm/e2e/table.mjs                        # builds + serves the game itself
//   node wasm/e2e/table.mjs --build=false          # serves an existing wasm/game.wasm
//   node wasm/e2e/table.mjs --url http://127.0.0.1:8080/ --shots /tmp/shots
//
// In Debian's /usr/bin/chromium (never a downloaded browser), at 1920×1080,
// it opens the page with ?table=1&players=Ana,Bo,Cy,Di&seed=5&lang=en
// (index.html turns the query into the game's flags), waits for the canvas
// to grow past 16×16 and the first frame, and checks from
// globalThis.cifra.targets() that each seat's panel sits at its edge turned
// to face it (0 bottom, 1 right, 2 top, 3 left) with the roll and menu
// buttons in the middle. Then two fingers touch at once (one CDP
// touchStart with two touch points, held ≥ 100 ms, one touchEnd): a free
// square on seat 0's card and one on seat 2's (the top seat, turned 180°);
// both must be written, in the same frame. Seat 1 writes by touch, seat 3
// by a mouse click; once everyone has written, the table must roll by
// itself and open every card for the next number, keeping the ones written.
// Then four fingers at once write all four cards in one frame, and a touch
// on the middle's table.roll rolls straight away. After every roll the
// screen itself (screenshot pixels of each seat's slip) must show the
// number to write, not only the hook.
// Screenshots (--shots, default wasm/e2e/shots/) are named
// table-NN-LABEL-bottom.png as the bottom seat sees the screen and
// table-NN-LABEL-top.png turned 180° as the top seat sees it. Fails on any
// console error or page error. Prints one line of JSON with the figures,
// then "N passed, M failed"; exit status 0 only when nothing failed.
import fs from "node:fs";
import path from "node:path";
import { runScript, loadFigures, FIRST_FRAME_PROBE, watchConsole, checker } from "./lib/harness.mjs";
import { state, waitFor, waitScene, click, touch, touchTogether, describe } from "./lib/game.mjs";
import { decodePNG, measure } from "./lib/pixels.mjs";
import { shoot, checkFile } from "./lib/shots.mjs";

const VIEWPORT = { width: 1920, height: 1080 };
const PEOPLE = ["Ana", "Bo", "Cy", "Di"];
const QUERY = { table: "1", players: PEOPLE.join(","), seed: "5", lang: "en" };
// Where each seat sits with four people (ui.SeatEdges).
const EDGES = ["bottom", "right", "top", "left"];
// The middle's buttons, which every screenshot must show where the hook says.
const MIDDLE = ["table.roll", "round.menu"];
const HOLD_TOGETHER_MS = 100; // at least, and until two drawn frames saw every finger down (touchTogether)



// Watches, on every animation frame, until each of ids is disabled, and
// records the game's frame count when it was first seen so (page side).
const WATCH_TAKEN = ids => {
  const seen = {};
  globalThis.__cifraTaken = seen;
  const tick = () => {
    const g = globalThis.cifra;
    const ts = g && typeof g.targets === "function" ? Array.from(g.targets() || []) : [];
    for (const id of ids) {
      const t = ts.find(t => t.id === id);
      if (seen[id] === undefined && t && !t.enabled) seen[id] = Number(g.frames);
    }
    if (ids.some(id => seen[id] === undefined)) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

// Watches, on every animation frame, for the table's roll to start (every
// card closed, table.roll off) and records the game's frame count then
// (page side): the dice tumble for under a second of game time, which can
// pass while the test takes a picture.
const WATCH_ROLL = () => {
  globalThis.__cifraRollAt = null;
  const tick = () => {
    const g = globalThis.cifra;
    const ts = g && typeof g.targets === "function" ? Array.from(g.targets() || []) : [];
    const open = ts.some(t => /^seat\.\d+\.round\.cell\./.test(t.id) && t.enabled);
    const roll = ts.find(t => t.id === "table.roll");
    if (g && g.scene === "round" && !open && roll && !roll.enabled) globalThis.__cifraRollAt = Number(g.frames);
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};
/** Waits (timeoutMs) for WATCH_ROLL to have seen the roll start; returns the frame count then. */
const rollSeen = (page, what, timeoutMs) => page.waitForFunction(() => globalThis.__cifraRollAt, null, { timeout: timeoutMs })
  .then(h => h.jsonValue()).catch(async () => {
    throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what} (every card closed, table.roll disabled); last seen: ${describe(await state(page))}`);
  });

// Turns a PNG half a turn inside the page (OffscreenCanvas): the table as
// the person at the top edge sees it.
const ROTATE_180 = async b64 => {
  const bytes = Uint8Array.from(atob(b64), c => c.charCodeAt(0));
  const bmp = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
  const c = new OffscreenCanvas(bmp.width, bmp.height);
  const g = c.getContext("2d");
  g.translate(bmp.width, bmp.height);
  g.rotate(Math.PI);
  g.drawImage(bmp, 0, 0);
  const blob = await c.convertToBlob({ type: "image/png" });
  const buf = new Uint8Array(await blob.arrayBuffer());
  let s = "";
  for (let i = 0; i < buf.length; i += 0x8000) s += String.fromCharCode(...buf.subarray(i, i + 0x8000));
  return btoa(s);
};

const seatTargets = (s, p) => s.targets.filter(t => t.id.startsWith(`seat.${p}.`));
const cellsOf = (s, p) => s.targets.filter(t => t.id.startsWith(`seat.${p}.round.cell.`));
const freeCells = (s, p) => cellsOf(s, p).filter(t => t.enabled);
const isFree = (s, id) => { const t = s.targets.find(t => t.id === id); return !!(t && t.enabled); };
const mid = t => ({ x: t.x + t.w / 2, y: t.y + t.h / 2 });

// A slip with the number to write measures about 32 on the luminance
// spread (lib/pixels.mjs measure: lines and strokes), an empty
// slip's outline (written already) about 16, nothing drawn (dice rolling)
// about 1.
const SLIP_SHOWN = 24;

/** The luminance spread of each seat's slip on screen now. */
async function slipSpreads(page, s) {
  const out = [];
  for (const p of PEOPLE.keys()) {
    const t = s.targets.find(t => t.id === `seat.${p}.slip`);
    const png = await page.screenshot({ clip: { x: s.canvas.x + t.x, y: s.canvas.y + t.y, width: t.w, height: t.h } });
    out.push(measure(decodePNG(png)).spread);
  }
  return out;
}

/**
 * Waits (8 s at most, no input meanwhile) until the picture shows the
 * number to write on every seat's slip, as the state says it should.
 * Returns "" or what is wrong.
 */
async function slipsShown(page, when) {
  const deadline = Date.now() + 8_000;
  for (;;) {
    const s = await state(page);
    const spreads = await slipSpreads(page, s);
    if (spreads.every(v => v > SLIP_SHOWN)) return "";
    if (Date.now() > deadline) {
      const blank = spreads.map((v, p) => (v > SLIP_SHOWN ? -1 : p)).filter(p => p >= 0);
      return `${when}: every seat's card is open (targets) but 8 s later the screen still shows no number on the slip of seat ${blank.join(", ")} ` +
        `(pixel spread ${spreads.join(", ")}, want > ${SLIP_SHOWN}): the picture was not redrawn when the dice stopped`;
    }
    await new Promise(r => setTimeout(r, 250));
  }
}

function bbox(ts) {
  const x0 = Math.min(...ts.map(t => t.x)), y0 = Math.min(...ts.map(t => t.y));
  const x1 = Math.max(...ts.map(t => t.x + t.w)), y1 = Math.max(...ts.map(t => t.y + t.h));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

// The edge of the screen a panel's box is nearest to.
function nearestEdge(b, W, H) {
  const d = { bottom: H - (b.y + b.h), top: b.y, left: b.x, right: W - (b.x + b.w) };
  return Object.entries(d).sort((a, b2) => a[1] - b2[1])[0][0];
}

// The way a card's rows run down (towards its player) for a seat at edge,
// in screen directions; its columns run at the player's right, i.e. (dy, -dx).
const DOWN = { bottom: [0, 1], top: [0, -1], right: [1, 0], left: [-1, 0] };

/** Checks one seat's panel: at its edge, its card turned to face it. */
function checkSeat(s, p, W, H) {
  const ts = seatTargets(s, p);
  if (cellsOf(s, p).length !== 25) throw new Error(`seat ${p} lists ${cellsOf(s, p).length} cells, want 25 (${describe(s)})`);
  for (const id of ["table.undo", "slip"]) {
    if (!ts.some(t => t.id === `seat.${p}.${id}`)) throw new Error(`seat ${p} has no seat.${p}.${id}`);
  }
  const box = bbox(ts);
  const edge = nearestEdge(box, W, H);
  if (edge !== EDGES[p]) throw new Error(`seat ${p}'s panel ${JSON.stringify(box)} is nearest the ${edge} edge, want ${EDGES[p]}`);
  const at = id => mid(ts.find(t => t.id === `seat.${p}.round.cell.${id}`));
  const o = at("0.0"), down = at("4.0"), right = at("0.4");
  const unit = (a, b) => { const dx = b.x - a.x, dy = b.y - a.y, n = Math.hypot(dx, dy); return [dx / n, dy / n]; };
  const [ddx, ddy] = unit(o, down), [rdx, rdy] = unit(o, right);
  const [wx, wy] = DOWN[edge];
  if (ddx * wx + ddy * wy < 0.99) throw new Error(`seat ${p} (${edge}): the card's rows run (${ddx.toFixed(2)}, ${ddy.toFixed(2)}) on screen, want (${wx}, ${wy}): the panel does not face its player`);
  if (rdx * wy + rdy * -wx < 0.99) throw new Error(`seat ${p} (${edge}): the card's columns run (${rdx.toFixed(2)}, ${rdy.toFixed(2)}) on screen, want (${wy}, ${-wx}): the panel is mirrored`);
  return { edge, box };
}


async function playTable(browser, url, opts, report) {
  const fig = { viewport: `${VIEWPORT.width}x${VIEWPORT.height}`, seats: PEOPLE.length };
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const consoleWatch = watchConsole(page);
  await page.addInitScript(FIRST_FRAME_PROBE);

  let shotNo = 0;
  const shots = [];
  // shot saves the screen as the bottom seat sees it and, with top, a copy
  // turned 180° as the top seat sees it; both are checked (lib/shots.mjs):
  // not blank, and the middle's buttons drawn where the hook says.
  const shot = async (label, top = true, check = true) => {
    const base = path.join(opts.shots, `table-${String(++shotNo).padStart(2, "0")}-${label}`);
    shots.push(`${base}-bottom.png`);
    await shoot(page, `${base}-bottom.png`, { widgets: MIDDLE, check, settle: check, log: l => report.line(`# table: ${l}`) });
    if (top) {
      const turned = await page.evaluate(ROTATE_180, fs.readFileSync(`${base}-bottom.png`).toString("base64"));
      fs.writeFileSync(`${base}-top.png`, Buffer.from(turned, "base64"));
      shots.push(`${base}-top.png`);
      checkFile(`${base}-top.png`);
    }
  };
  const check = checker(report, "table", what => shot(`FAIL-${what.replace(/\W+/g, "-").slice(0, 60)}`, false, false));

  const u = new URL(url);
  for (const [k, v] of Object.entries(QUERY)) u.searchParams.set(k, v);
  fig.url = u.search;

  await check(`loads ${u.search}, canvas grows past 16×16 and the first frame is drawn`, async () => {
    await page.goto(u.href, { waitUntil: "load" });
    await waitFor(page, "the canvas to grow past 16×16", s => s.canvas && s.canvas.w > 16 && s.canvas.h > 16, opts.firstFrameTimeout);
    await waitFor(page, "globalThis.cifra.frames > 0", s => s.frames > 0, 30_000);
    const t = await page.waitForFunction(() => globalThis.__cifraFirstFrameMs && {
      firstFrame: globalThis.__cifraFirstFrameMs, canvas: globalThis.__cifraCanvasReadyMs,
      wasm: performance.getEntriesByType("resource").filter(e => /\/game(-[a-z]+)?(\.[0-9a-f]+)?\.wasm$/.test(e.name))
        .map(e => ({ transfer: e.transferSize, decoded: e.decodedBodySize }))[0] || null,
    }, null, { timeout: 10_000 }).then(h => h.jsonValue());
    fig.timeToFirstFrameMs = Math.round(t.firstFrame);
    fig.canvasReadyMs = Math.round(t.canvas || 0);
    if (t.wasm) { fig.wasmBytes = t.wasm.decoded; fig.wasmTransferBytes = t.wasm.transfer; }
  });

  let first = null; // the state once every card is open for the first number
  // What the screen showed that the state did not say (checked at the end,
  // so the play goes on).
  const pictureIssues = [];
  await check("starts straight in a round with a panel per person at its edge, turned to face them", async () => {
    await waitScene(page, "round", 30_000);
    first = await waitFor(page, "every seat's card to open for the first number (seat.P.round.cell.R.C enabled for P = 0…3)",
      s => s.scene === "round" && PEOPLE.every((_, p) => freeCells(s, p).length > 0) && s, 90_000); // the first roll's ~70 ticks: half a minute at 2 frames a second
    const W = first.canvas.cssW, H = first.canvas.cssH;
    fig.canvasCss = `${Math.round(W)}x${Math.round(H)}`;
    const boxes = PEOPLE.map((_, p) => checkSeat(first, p, W, H).box);
    for (const id of ["table.roll", "round.menu"]) {
      const t = first.targets.find(t => t.id === id);
      if (!t) throw new Error(`the middle has no ${id} (${describe(first)})`);
      const c = mid(t);
      const inside = boxes.findIndex(b => c.x >= b.x && c.x <= b.x + b.w && c.y >= b.y && c.y <= b.y + b.h);
      if (inside >= 0) throw new Error(`${id} ${JSON.stringify(t)} lies inside seat ${inside}'s panel, not in the middle`);
    }
    if (first.targets.find(t => t.id === "table.roll").enabled) throw new Error("table.roll is enabled before anyone wrote");
    const issue = await slipsShown(page, "the first roll");
    if (issue) pictureIssues.push(issue);
    await shot("start");
  });

  const written = {}; // seat → the cell id it wrote
  let allWritten = null; // the frame count and time once all four had written
  const started = Date.now();
  const startFrames = first ? first.frames : 0;
  await check("two fingers at once on seat 0's and seat 2's cards (one touchStart, two touch points) write both, in the same frame", async () => {
    const s = await state(page);
    // Different squares on the two cards, deterministically.
    const a = freeCells(s, 0)[7].id, b = freeCells(s, 2)[17].id;
    await page.evaluate(WATCH_TAKEN, [a, b]);
    const framesBefore = s.frames;
    const t0 = Date.now();
    const points = await touchTogether(cdp, page, s, [a, b], HOLD_TOGETHER_MS);
    fig.twoTouches = points.map(q => ({ id: q.id, x: Math.round(q.x), y: Math.round(q.y) }));
    const after = await waitFor(page, `${a} and ${b} to be taken after two simultaneous touches`,
      s2 => !isFree(s2, a) && !isFree(s2, b) && s2, 5_000).catch(async e => {
      const s2 = await state(page);
      throw new Error(`${e.message}; ${a} ${isFree(s2, a) ? "still free" : "taken"}, ${b} ${isFree(s2, b) ? "still free" : "taken"}`);
    });
    fig.twoTouchMs = Date.now() - t0;
    const taken = await page.waitForFunction(ids => ids.every(id => globalThis.__cifraTaken[id] !== undefined) && globalThis.__cifraTaken,
      [a, b], { timeout: 2_000 }).then(h => h.jsonValue());
    fig.twoTouchTakenAtFrames = [taken[a] - framesBefore, taken[b] - framesBefore];
    if (taken[a] !== taken[b]) throw new Error(`${a} was taken at frame ${taken[a]}, ${b} at frame ${taken[b]}: not in the same frame`);
    // Nobody else wrote: the other two cards are still open.
    for (const p of [1, 3]) if (!freeCells(after, p).length) throw new Error(`seat ${p}'s card closed though only seats 0 and 2 were touched`);
    written[0] = a; written[2] = b;
    await shot("two-written"); // once the written numbers settle
  });

  await check("seat 1 writes by touch and seat 3 by a mouse click; with everyone written table.roll is offered", async () => {
    let s = await state(page);
    const c1 = freeCells(s, 1)[3].id;
    await touch(cdp, page, s, c1);
    s = await waitFor(page, `${c1} to be taken after a touch`, s2 => !isFree(s2, c1) && s2, 5_000);
    const c3 = freeCells(s, 3)[11].id;
    await click(page, s, c3);
    s = await waitFor(page, `${c3} to be taken after a mouse click`, s2 => !isFree(s2, c3) && s2, 5_000);
    written[1] = c1; written[3] = c3;
    fig.allWrittenMs = Date.now() - started;
    // Every card is closed until the next roll, and the middle offers it.
    s = await waitFor(page, "every card closed and table.roll enabled once all four wrote",
      s2 => PEOPLE.every((_, p) => !freeCells(s2, p).length) && s2.targets.some(t => t.id === "table.roll" && t.enabled) && s2, 3_000);
    allWritten = { frames: s.frames, at: Date.now() }; // the automatic roll's clock starts here, not after the picture
    await page.evaluate(WATCH_ROLL);
    await shot("all-written");
  });

  const allOpen = s => s.scene === "round" && PEOPLE.every((_, p) => freeCells(s, p).length > 0);
  // The auto roll waits two seconds of game time (120 ticks) and the dice
  // tumble for 48 more; SwiftShader at 1920×1080 draws only a few frames a
  // second and Ebitengine then runs one tick per frame, so this can take
  // half a minute of wall time.
  let autoRollFrames = 0;
  await check("the table rolls by itself after everyone wrote and opens every card for the next number, keeping what was written", async () => {
    const { frames: f0, at: t0 } = allWritten;
    autoRollFrames = await rollSeen(page, "the automatic roll to start", 120_000) - f0;
    fig.autoRollFrames = autoRollFrames;
    fig.autoRollMs = Date.now() - t0;
    const s = await waitFor(page, "the next roll to open every seat's card again", s2 => allOpen(s2) && s2, 60_000);
    fig.nextRollMs = Date.now() - t0;
    for (const [p, id] of Object.entries(written)) {
      if (isFree(s, id)) throw new Error(`seat ${p}'s ${id} is free again after the roll`);
      if (freeCells(s, p).length !== 24) throw new Error(`seat ${p} has ${freeCells(s, p).length} free squares after one number, want 24`);
    }
    fig.written = { ...written };
    const issue = await slipsShown(page, "the automatic second roll");
    if (issue) pictureIssues.push(issue);
    await shot("next-roll");
  });

  await check("four fingers at once write all four cards in one frame; a touch on table.roll rolls at once", async () => {
    let s = await state(page);
    const ids = PEOPLE.map((_, p) => freeCells(s, p)[(p * 5 + 2) % freeCells(s, p).length].id);
    await page.evaluate(WATCH_TAKEN, ids);
    const framesBefore = s.frames;
    await touchTogether(cdp, page, s, ids, HOLD_TOGETHER_MS);
    s = await waitFor(page, `${ids.join(", ")} to be taken after four simultaneous touches`,
      s2 => ids.every(id => !isFree(s2, id)) && s2.targets.some(t => t.id === "table.roll" && t.enabled) && s2, 5_000)
      .catch(async e => {
        const s2 = await state(page);
        throw new Error(`${e.message}; still free: ${ids.filter(id => isFree(s2, id)).join(", ") || "none"}`);
      });
    const taken = await page.waitForFunction(ids => ids.every(id => globalThis.__cifraTaken[id] !== undefined) && globalThis.__cifraTaken,
      ids, { timeout: 2_000 }).then(h => h.jsonValue());
    fig.fourTouchTakenAtFrames = ids.map(id => taken[id] - framesBefore);
    if (new Set(ids.map(id => taken[id])).size !== 1) throw new Error(`taken at frames ${JSON.stringify(taken)}: not all in the same frame`);
    const f0 = s.frames;
    await page.evaluate(WATCH_ROLL);
    await touch(cdp, page, s, "table.roll");
    fig.buttonRollFrames = await rollSeen(page, "the roll to start after a touch on table.roll", 10_000) - f0;
    // Sooner than the automatic roll could have come.
    if (autoRollFrames && fig.buttonRollFrames * 2 > autoRollFrames) {
      throw new Error(`the roll started ${fig.buttonRollFrames} frames after the touch on table.roll, the automatic one took ${autoRollFrames}: the button did nothing`);
    }
    s = await waitFor(page, "the third roll to open every card", s2 => allOpen(s2) && s2, 60_000);
    for (const p of PEOPLE.keys()) {
      if (freeCells(s, p).length !== 23) throw new Error(`seat ${p} has ${freeCells(s, p).length} free squares after two numbers, want 23`);
    }
    fig.playMs = Date.now() - started;
    fig.drawnFps = Math.round((s.frames - startFrames) / (fig.playMs / 1000) * 10) / 10;
    const issue = await slipsShown(page, "the third roll (by table.roll)");
    if (issue) pictureIssues.push(issue);
    await shot("third-roll");
  });

  await check("the picture follows the state: once the dice stop, every slip shows the number to write", async () => {
    if (pictureIssues.length) throw new Error(pictureIssues.join("\n    "));
  });

  check.reset(); // this one always runs: errors matter even after a failure
  await check("no console errors and no page errors", async () => {
    consoleWatch.assertClean();
  });
  consoleWatch.record(fig, report, "table");
  fig.screenshots = shots.length;
  await context.close();
  return fig;
}

runScript("table.mjs", async ({ browser, url, opts, report }) => ({ table: await playTable(browser, url, opts, report) }),
  { head: f => loadFigures(f.table) });
