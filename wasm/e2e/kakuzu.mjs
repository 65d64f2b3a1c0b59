#!/usr/bin/env node
// Browser end-to-end test of Cifra's Kakuzu: the end of a game against an
// easy bot, resumed from the menu and played by real clicks (and one touch)
// to the scoring scene, twice: in the classic variant (draws from the bag)
// and in the no-bag variant (a digit named with the picker before each
// lift).
//
//   node wasm/e2e/kakuzu.mjs                        # builds + serves the game itself
//   node wasm/e2e/kakuzu.mjs --build=false          # serves an existing wasm/game.wasm
//   node wasm/e2e/kakuzu.mjs --url http://127.0.0.1:8080/ --shots /tmp/shots
//   node wasm/e2e/kakuzu.mjs --viewport 960x600    # another window size (default 1280x800)
//   node wasm/e2e/kakuzu.mjs --only no-bag         # one part: classic or no-bag
//
// The test must know what lies under the stones, so it does not deal a new
// game: before the page loads it puts a saved one in localStorage,
// wasm/e2e/testdata/kakuzu-endgame.json (classic) or
// kakuzu-nobag-endgame.json (no-bag), which scenes/kakuzu/e2erecord_test.go
// (and e2enobag_test.go) make and keep true (`xvfb-run -a go test
// ./scenes/kakuzu/ -run TestE2ERecord -update` rewrites both). Its record
// fixes the sheet and, through the seed, every number the bag gives and
// every choice of the bot; the file also holds the sheet and what the plan
// below leads to.
//
// In Debian's /usr/bin/chromium (never a downloaded browser), 1280×800 with
// touch, ?lang=en, each part in a fresh browser context (its own
// localStorage): the menu must offer menu.resume.2 (Kakuzu is the
// registry's third game, scenes/games.go); a click on it resumes the round
// at Ana's turn (globalThis.cifra.probe(): turn 0, "draw a number" or "name
// a digit", the stones and scores of the save). Then, until the scoring
// scene, whenever the round waits for Ana and nothing moves:
//  - classic: a click on kakuzu.bag when she must draw;
//  - no-bag: when she must name, a click on the lowest enabled digit of the
//    picker (kakuzu.digit.D); the enabled digits must be those the rules let
//    her name whenever the test can tell (at the resume, the digits under
//    the saved game's stones; after a match in the same turn, those still
//    under a stone less those matched this turn), and the named digit must
//    become the one hunted;
//  - when she must lift, a stone from the enabled kakuzu.square.R.C
//    targets, row-major first, whose sheet digit is not the number hunted
//    on her first lift (a deliberate miss) and is it on every later one (a
//    match).
// The classic part's second lift and the no-bag part's second name are
// touches (CDP Input.dispatchTouchEvent), the other moves mouse clicks held
// ≥ 50 ms. Each lift must do what the sheet says: one stone fewer on the
// tray, and one more for Ana on a match or for the bot (her left neighbour)
// on a miss; a miss with stones left passes the turn; in no-bag a third
// stone kept in a turn passes it too, and so does a match after which no
// digit is left to name. The bot's turns are waited out: a wait fails when
// the game stops drawing frames with nothing changing for STALL_MS (it
// rests only when it waits for a person), or when the scoring scene has
// not come PLAY_FRAMES frames (or, at the very most, PLAY_MS) after the
// resume. At the end the draws or names, the lifts and the final scores
// must be those the file expects, the finished game's save must be gone
// from localStorage, and there must be no console error or page error.
// Twice in each part, at the resume and at Ana's first move after her
// first match, the screen is checked against the rules' state (lib/
// pixels.mjs checkPieces): every covered square shows a stone, every
// other its printed digit, each panel its seat's score, read from a
// screenshot where globalThis.cifra.probe().pieces says they lie.
//
// SwiftShader draws 7–15 frames a second here, and below 12 Ebitengine
// runs one tick per frame, so each ending's ~1100 ticks take about 35 s on
// an idle two-core machine, 90 s or more on a busy one, and six minutes at
// a load average of 12 (3 frames a second): hence a limit in frames drawn,
// which does not depend on the load, rather than in seconds.
//
// Screenshots (--shots, default wasm/e2e/shots/) are kakuzu-NN-LABEL.png
// (classic: the menu, the resumed round, the miss and the first match with
// the stone held up, the scoring scene) and kakuzu-nobag-NN-LABEL.png (the
// menu, the resumed round, the picker before Ana's first name, the digit
// named by click and by touch, the miss and the first match, the picker
// with a matched digit barred while it is still under a stone, the
// scoring scene). Prints one line of JSON with the figures (the no-bag
// part's under "noBag"), then "N passed, M failed"; exit status 0 only
// when nothing failed.
import fs from "node:fs";
import path from "node:path";
import { runScript, loadFigures, FIRST_FRAME_PROBE, watchConsole, checker } from "./lib/harness.mjs";
import { state, waitFor, waitScene, click, touch, describe } from "./lib/game.mjs";
import { shoot } from "./lib/shots.mjs";
import { checkPieces, loadRefs } from "./lib/pixels.mjs";

const load = f => JSON.parse(fs.readFileSync(new URL(`./testdata/${f}`, import.meta.url), "utf8"));
// The two parts: the save each resumes, how its report lines and
// screenshots are named, and which of Ana's moves is a touch (1-based).
const PARTS = {
  classic: { data: load("kakuzu-endgame.json"), prefix: "kakuzu", shots: "kakuzu", touchLift: 2 },
  "no-bag": { data: load("kakuzu-nobag-endgame.json"), prefix: "kakuzu no-bag", shots: "kakuzu-nobag", touchName: 2 },
};
const MENU_RESUME = "menu.resume.2"; // Kakuzu's index in scenes/games.go
const REFS = loadRefs("kakuzu");      // the pictures of each stone and digit (scenes/kakuzu/pixels_test.go)
const BAG = "kakuzu.bag";
const SQUARE = /^kakuzu\.square\.(\d)\.(\d)$/;
const DIGIT = /^kakuzu\.digit\.(\d)$/;       // the middle's picker (a seat's own is seat.P.…)
const DRAW = "draw a number", NAME = "name a digit", LIFT = "lift a stone"; // probe().awaiting
const NO_BAG_LIMIT = 3;    // stones kept in a no-bag turn, at most
const STALL_MS = 30_000;   // no frame drawn and nothing changed this long: stuck
const PLAY_FRAMES = 4_000; // frames drawn from the resume to the scoring scene, at most (the endings take ~1200)
const PLAY_MS = 900_000;   // and wall time, at most (SwiftShader on a heavily loaded machine: ~3 frames a second)
const WATCH_MS = 150;      // polling while the bot plays (each poll costs the game a little)
const HELD_FRAMES = 30;    // after a lift: the stone has risen and is held up
const NAMED_FRAMES = 15;   // after a name: the named stone has come out

const sleep = ms => new Promise(r => setTimeout(r, ms));
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

/** The digits the middle's picker lets Ana name now (enabled kakuzu.digit.D), ascending. */
const nameable = s => s.targets.map(t => {
  const m = t.enabled && DIGIT.exec(t.id);
  return m && Number(m[1]);
}).filter(Boolean).sort((a, b) => a - b);

/** A state in one line, probe first, for failure messages. */
const said = s => `probe ${probeKey(s.probe)}; ${describe(s)}`;

/** One part: a fresh browser context, the save resumed and played to the scores. */
async function playPart({ browser, url, opts, report }, variant) {
  const { data: DATA, prefix, shots: shotPrefix, touchLift = 0, touchName = 0 } = PARTS[variant];
  const noBag = variant === "no-bag";
  const digitAt = (r, c) => Number(DATA.sheet[r][c]);
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
  // shot saves a checked picture (lib/shots.mjs): not blank, and widgets
  // (by default the round's menu button, and the bag in classic) drawn
  // where the hook says; the bag and the picker's digits are round things
  // in square hit areas ("round:"). settle false keeps a moment the test
  // waited for (a stone held up), which settling could let pass.
  const ROUND = noBag ? ["round.menu"] : ["round.menu", `round:${BAG}`];
  const shot = async (label, { widgets = ROUND, settle = true, check = true } = {}) => {
    const file = path.join(opts.shots, `${shotPrefix}-${String(++shotNo).padStart(2, "0")}-${label}.png`);
    shots.push(file);
    await shoot(page, file, { widgets, check, settle: settle && check, log: l => report.line(`# ${prefix}: ${l}`) });
  };
  const check = checker(report, prefix, what => shot(`FAIL-${what.replace(/\W+/g, "-").slice(0, 50)}`, { check: false }));
  // pieces checks the screen against the rules' state (lib/pixels.mjs
  // checkPieces): each of the 81 squares shows its stone or its printed
  // digit, each panel its seat's score. Only while nothing moves.
  const pieces = async label => {
    await waitFor(page, `nothing moving before the ${label} pixel check (probe().moving false)`, s => s.probe && !s.probe.moving && s, 30_000);
    const file = path.join(opts.shots, `${shotPrefix}-${String(++shotNo).padStart(2, "0")}-${label}-pixels.png`);
    shots.push(file);
    return checkPieces(page, file, REFS, { least: 81 + 2, log: l => report.line(`# ${prefix}: ${l}`) });
  };

  // The round's probe as it changed, for a failure's report.
  const timeline = [];
  let started = 0, startFrames = 0, lastProbe = null;
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
      if (s.frames - startFrames > PLAY_FRAMES) {
        throw new Error(`waiting for ${what}: no scoring scene ${PLAY_FRAMES} frames after the resume: ${said(s)}`);
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
  const START = noBag ? NAME : DRAW;

  // The stones on the tray at the save: every square its record never lifted.
  const lifted = new Set(DATA.save.record.moves.filter(m => m.lift).map(m => `${m.lift[0]}.${m.lift[1]}`));
  const coveredAtSave = [];
  for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) if (!lifted.has(`${r}.${c}`)) coveredAtSave.push({ r, c });
  const digitsOf = qs => [...new Set(qs.map(q => digitAt(q.r, q.c)))].sort((a, b) => a - b);

  await check(`loads ${u.search} with the saved game in localStorage (${DATA.key}), canvas past 16×16, first frame drawn`, async () => {
    await page.goto(u.href, { waitUntil: "load" });
    await waitFor(page, "the canvas to grow past 16×16", s => s.canvas && s.canvas.w > 16 && s.canvas.h > 16, opts.firstFrameTimeout);
    await waitFor(page, "globalThis.cifra.frames > 0", s => s.frames > 0, 30_000);
    const t = await page.waitForFunction(() => globalThis.__cifraFirstFrameMs && {
      firstFrame: globalThis.__cifraFirstFrameMs,
      wasm: performance.getEntriesByType("resource").filter(e => /\/game(-[a-z]+)?(\.[0-9a-f]+)?\.wasm$/.test(e.name))
        .map(e => ({ transfer: e.transferSize, decoded: e.decodedBodySize }))[0] || null,
    }, null, { timeout: 10_000 }).then(h => h.jsonValue());
    fig.timeToFirstFrameMs = Math.round(t.firstFrame);
    if (t.wasm) { fig.wasmBytes = t.wasm.decoded; fig.wasmTransferBytes = t.wasm.transfer; }
  });

  // What the picker must offer at Ana's next name, when the test can tell.
  let wantNameable = null;
  await check(`the menu offers ${MENU_RESUME}; a click resumes the round at Ana's turn to ${noBag ? "name" : "draw"}, ${x.covered} stones left, scores ${x.scores}`, async () => {
    if (coveredAtSave.length !== x.covered) throw new Error(`the save's record leaves ${coveredAtSave.length} stones on the tray, its expect says ${x.covered}`);
    const menu = await waitFor(page, `the menu with ${MENU_RESUME} enabled`,
      s => s.scene === "menu" && s.targets.some(t => t.enabled && t.id === MENU_RESUME) && s, 60_000);
    await shot("menu-resume", { widgets: [MENU_RESUME] }); // once the loader is gone
    started = Date.now();
    startFrames = menu.frames;
    await click(page, menu, MENU_RESUME);
    const ready = s2 => s2.scene === "round" && s2.probe && !s2.probe.busy &&
      (noBag ? nameable(s2).length > 0 : s2.targets.some(t => t.enabled && t.id === BAG));
    const s = await waitFor(page, `the resumed round, ${noBag ? "its picker" : "its bag"} enabled`, s2 => ready(s2) && s2, 30_000);
    note(s);
    const p = s.probe;
    if (p.turn !== 0 || p.awaiting !== START || p.setup || p.covered !== x.covered || !same(p.scores, x.scores)) {
      throw new Error(`the resumed round is not the saved game: ${said(s)}; want turn 0, "${START}", ${x.covered} covered, scores ${JSON.stringify(x.scores)}`);
    }
    if (liftable(s).length) throw new Error(`stones can be lifted before the ${noBag ? "name" : "draw"} (${liftable(s).map(q => q.id).join(" ")})`);
    if (noBag) {
      if (s.targets.some(t => t.id === BAG)) throw new Error(`the no-bag round shows ${BAG}: ${said(s)}`);
      wantNameable = digitsOf(coveredAtSave); // nothing matched yet this turn
    } else if (nameable(s).length) {
      throw new Error(`the classic round offers digits to name (${nameable(s).join(" ")})`);
    }
    await frames(page, 20);
    await shot("resumed");
  });

  await check("the resumed tray shows what the rules say: a stone on each covered square, its printed digit on each other, each seat's score in its panel (pixels against the state)", async () => {
    await pieces("resumed");
  });

  let piecesAfterMatch = null; // what the pixel check after Ana's first match found
  const got = { draws: 0, zeros: 0, firstDraw: -1, names: 0, firstName: -1, lifts: 0, matches: 0, misses: 0, limits: 0,
    touchLifts: 0, touchNames: 0, barred: 0 };
  const moves = noBag ? "the picker's lowest digit when she must name" : "the bag when she must draw";
  await check(`Ana plays by clicks (and one touch) to the scoring scene: ${moves}, a miss on her first lift, matches after; each lift does what the sheet says`, async () => {
    // Ana may move: her turn, nothing moving, the bag, the picker or some stones live.
    const anaMoves = s => s.scene === "round" && s.probe && !s.probe.busy && s.probe.turn === 0 &&
      (s.probe.awaiting === DRAW ? s.targets.some(t => t.enabled && t.id === BAG)
        : s.probe.awaiting === NAME ? nameable(s).length > 0 : liftable(s).length > 0);
    let kept = 0;                 // no-bag: stones Ana kept this turn
    let matched = new Set();      // no-bag: digits she named and matched this turn
    let lastNamed = 0;
    let lastCovered = coveredAtSave; // the stones on the tray after Ana's last lift
    try {
      for (;;) {
        const s = await waitPlay("Ana's move (her turn, nothing moving) or the scoring scene", s2 => (s2.scene === "scoring" || anaMoves(s2)) && s2);
        if (s.scene === "scoring") { fig.playFrames = s.frames - startFrames; break; }
        if (got.matches && piecesAfterMatch === null) {
          // Once a stone she won has landed: the tray and scores again.
          piecesAfterMatch = await pieces("after-match").then(() => "ok", e => e.message);
        }
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
        if (p.awaiting === NAME) {
          const offered = nameable(s);
          if (wantNameable && !same(offered, wantNameable)) {
            throw new Error(`the picker offers ${JSON.stringify(offered)}; the rules let Ana name ${JSON.stringify(wantNameable)} (matched this turn: ${JSON.stringify([...matched])}): ${said(s)}`);
          }
          // Digits matched this turn and still under a stone: the picker must bar them.
          const barred = wantNameable ? [...matched].filter(d => digitsOf(lastCovered).includes(d)) : [];
          wantNameable = null;
          const d = offered[0];
          got.names++;
          if (got.firstName < 0) got.firstName = d;
          const how = got.names === touchName ? "touch" : "click";
          const picker = { widgets: [...ROUND, `round:kakuzu.digit.${d}`] };
          if (got.names === 1) await shot(`picker-${offered.join("")}`, picker);
          else if (barred.length && !got.barred++) await shot(`picker-${offered.join("")}-${barred.join("")}-barred`, picker);
          const id = `kakuzu.digit.${d}`;
          if (how === "touch") { await touch(cdp, page, s, id); got.touchNames++; } else await click(page, s, id);
          const after = await waitPlay(`the digit ${d} to be named after a ${how} on ${id}`,
            s2 => s2.probe && (s2.probe.awaiting !== NAME || s2.probe.turn !== 0) && s2);
          const q = after.probe;
          if (q.turn !== 0 || q.awaiting !== LIFT || q.hunting !== d || q.covered !== p.covered || !same(q.scores, p.scores)) {
            throw new Error(`naming ${d} by ${how} left ${said(after)}; want turn 0, "${LIFT}", hunting ${d}, ${p.covered} covered, scores ${JSON.stringify(p.scores)}`);
          }
          lastNamed = d;
          if (got.names === 1 || how === "touch") {
            await frames(page, NAMED_FRAMES);
            await shot(`named-${d}-by-${how}`, { settle: false });
          }
          continue;
        }
        if (p.awaiting !== LIFT) throw new Error(`Ana's turn awaits "${p.awaiting}": ${said(s)}`);
        if (noBag && p.hunting !== lastNamed) throw new Error(`Ana lifts hunting ${p.hunting}, but she named ${lastNamed}: ${said(s)}`);
        const first = got.lifts === 0;
        const all = liftable(s);
        if (all.length !== p.covered) throw new Error(`${all.length} stones can be lifted but ${p.covered} are covered: ${said(s)}`);
        if (noBag && !all.some(q => digitAt(q.r, q.c) === p.hunting)) {
          throw new Error(`Ana could name ${p.hunting}, but no covered stone hides it: ${said(s)}`);
        }
        const pick = all.find(q => (digitAt(q.r, q.c) === p.hunting) !== first);
        if (!pick) throw new Error(`no covered stone ${first ? "hides another digit than" : "hides"} ${p.hunting}: ${said(s)}`);
        const digit = digitAt(pick.r, pick.c), match = digit === p.hunting;
        got.lifts++;
        const how = got.lifts === touchLift ? "touch" : "click";
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
        // Whose turn it is now: a miss passes it; in no-bag so do a third
        // stone kept and a match that leaves no digit to name.
        const rest = all.filter(o => o !== pick);
        lastCovered = rest;
        let passes = !match, why = "a miss";
        if (noBag && match) {
          kept++;
          matched.add(digit);
          const left = digitsOf(rest).filter(d => !matched.has(d));
          if (kept === NO_BAG_LIMIT) { passes = true; why = `a ${NO_BAG_LIMIT}rd stone kept`; }
          else if (!left.length) { passes = true; why = "no digit left to name"; }
          else wantNameable = left;
        }
        if (rest.length && passes && q.turn !== 1) throw new Error(`after ${why} the turn stays with Ana: ${said(after)}`);
        if (rest.length && !passes && (q.turn !== 0 || q.awaiting !== (noBag ? NAME : DRAW))) {
          throw new Error(`after a match Ana's turn does not go on: ${said(after)}`);
        }
        if (noBag && match && kept === NO_BAG_LIMIT && rest.length) got.limits++;
        if (passes) { kept = 0; matched = new Set(); wantNameable = null; }
        if (first || (match && got.matches === 1)) {
          await frames(page, HELD_FRAMES);
          await shot(`${match ? "match" : "miss"}-${pick.r}-${pick.c}-digit-${digit}-by-${how}`, { settle: false });
        }
      }
    } catch (e) {
      for (const { t, frames: f, k } of timeline.slice(-12)) report.line(`#   ${t} s, frames ${f}: ${k}`);
      throw e;
    }
    fig.playMs = Date.now() - started;
    fig.probeChanges = timeline.length;
  });

  await check("after Ana's first match the tray shows what the rules say (pixels against the state)", async () => {
    if (piecesAfterMatch !== "ok") throw new Error(piecesAfterMatch || "no move of Ana's came after her first match");
  });

  if (noBag) {
    await check(`the game went as the record says: ${x.names} names (first ${x.firstName}), ${x.lifts} lifts (${x.matches} matches, ${x.misses} miss, ${x.limits} turn ended at ${NO_BAG_LIMIT} stones), the bot's ${x.botLifts} lifts, final scores ${x.final}`, async () => {
      const want = { draws: 0, names: x.names, firstName: x.firstName, lifts: x.lifts, matches: x.matches, misses: x.misses,
        limits: x.limits, botLifts: x.botLifts, final: x.final };
      const have = { draws: got.draws, names: got.names, firstName: got.firstName, lifts: got.lifts, matches: got.matches, misses: got.misses,
        limits: got.limits, botLifts: x.covered - got.lifts, final: lastProbe && lastProbe.scores };
      if (!same(have, want)) throw new Error(`played ${JSON.stringify(have)}, want ${JSON.stringify(want)}: the resumed game's bot or the picker is not the record's`);
      if (got.touchNames !== 1) throw new Error(`${got.touchNames} names by touch, want 1`);
    });
  } else {
    await check(`the game went as the record says: ${x.draws} draws (first ${x.firstDraw}, ${x.zeros} zeros), ${x.lifts} lifts (${x.matches} matches, ${x.misses} miss), final scores ${x.final}`, async () => {
      const want = { draws: x.draws, zeros: x.zeros, firstDraw: x.firstDraw, lifts: x.lifts, matches: x.matches, misses: x.misses, final: x.final };
      const have = { draws: got.draws, zeros: got.zeros, firstDraw: got.firstDraw, lifts: got.lifts, matches: got.matches, misses: got.misses, final: lastProbe && lastProbe.scores };
      if (!same(have, want)) throw new Error(`played ${JSON.stringify(have)}, want ${JSON.stringify(want)}: the resumed game's draws or the bot's lifts are not the record's`);
      if (got.touchLifts !== 1) throw new Error(`${got.touchLifts} lifts by touch, want 1`);
    });
  }

  await check("the scoring scene shows, and the finished game's save is gone from localStorage", async () => {
    const s = await waitScene(page, "scoring", 10_000);
    await frames(page, 40, 15_000); // the podium comes in
    await shot("scoring", { widgets: ["scoring.menu"] });
    fig.scoringTargets = s.targets.map(t => t.id);
    const left = await page.evaluate(k => localStorage.getItem(k), DATA.key);
    if (left !== null) throw new Error(`${DATA.key} still holds ${left.slice(0, 120)}…`);
  });

  check.reset();
  await check("no console errors and no page errors", async () => consoleWatch.assertClean());
  consoleWatch.record(fig, report, prefix);
  Object.assign(fig, noBag
    ? { names: got.names, touchNames: got.touchNames, barred: got.barred, lifts: got.lifts, matches: got.matches, misses: got.misses, limits: got.limits }
    : { draws: got.draws, zeros: got.zeros, lifts: got.lifts, matches: got.matches, misses: got.misses, touchLifts: got.touchLifts },
  { finalScores: lastProbe && lastProbe.scores, screenshots: shots.length });
  await context.close();
  return fig;
}

runScript("kakuzu.mjs", async env => {
  const only = env.opts.only;
  if (only && !(only in PARTS)) throw new Error(`--only ${only}: want ${Object.keys(PARTS).join(" or ")}`);
  let fig = {};
  if (!only || only === "classic") fig = await playPart(env, "classic");
  if (!only || only === "no-bag") fig.noBag = await playPart(env, "no-bag");
  return fig;
}, { extra: { "--viewport": "viewport", "--only": "only" }, head: f => {
  const secs = g => (g?.playMs ? Math.round(g.playMs / 100) / 10 : null);
  return { ...loadFigures(f.playMs ? f : f.noBag), secondsToScoring: secs(f), lifts: f.lifts ?? null, matches: f.matches ?? null,
    misses: f.misses ?? null, noBagSecondsToScoring: secs(f.noBag), noBagLifts: f.noBag?.lifts ?? null };
} });
