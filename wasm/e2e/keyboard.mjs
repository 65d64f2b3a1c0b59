#!/usr/bin/env node
// Browser end-to-end test of keyboard-only play: a whole solo Knister game
// from the menu to the scores with page.keyboard alone (no mouse, no touch).
//
//   node wasm/e2e/keyboard.mjs                        # builds + serves the game itself
//   node wasm/e2e/keyboard.mjs --build=false          # serves an existing wasm/game.wasm
//   node wasm/e2e/keyboard.mjs --url http://127.0.0.1:8080/ --shots /tmp/shots
//
// In Debian's /usr/bin/chromium (never a downloaded browser), 1280×800,
// ?lang=en, a fresh profile: Enter on the menu's focused Knister card,
// Enter on setup's Start (the default table: one person), then 25 rolls,
// each Enter to write where the focus waits and Enter on Roll (on every
// third roll an arrow first moves the focus along the card towards a free
// square), the last Enter to the scoring scene. Every key is held until
// the game has drawn two frames and at least HOLD_MS, then released, and
// the next one waits until the game shows it is ready for it (the page's
// globalThis.cifra hook: targets(), scene, frames).
//
// Checks: each Enter writes exactly one number, near the square written
// last (the centre before the first) or, after an arrow, on the arrow's
// side of it; each Enter on Roll rolls (nothing rolls by itself); the game
// reaches "scoring" with the card full; the pause overlay never opened (an
// in-page watch records every scene the hook reports on every animation
// frame); at most ROUND_MAX presses in the round; no console or page
// errors. Screenshots (--shots, default wasm/e2e/shots/) are
// keyboard-NN-LABEL.png: the menu, setup, the first roll before any key
// and after the first arrow (the focus ring visible), midgame, the scores.
// Prints one line of JSON with the figures (keyPresses, roundKeyPresses,
// …), then "N passed, M failed"; exit status 0 only when nothing failed.
import path from "node:path";
import { runScript, loadFigures, FIRST_FRAME_PROBE, watchConsole, checker } from "./lib/harness.mjs";
import { state, waitFor, waitScene, describe, framesNow, drawn, releaseSeen, HOLD_MS } from "./lib/game.mjs";
import { shoot, loaderGone } from "./lib/shots.mjs";

const VIEWPORT = { width: 1280, height: 800 };
const ROLLS = 25;         // a Knister game: 25 rolls, one number each
const SIZE = 5;           // on a 5×5 card
const ROUND_MAX = 80;     // presses for the round itself (scenes/keyboard_test.go's bound)
const WAIT_MS = 180_000;  // per step: SwiftShader on a loaded machine draws a few frames a second
const MENU_KNISTER = "menu.game.0"; // Knister is the registry's first game (scenes/games.go)
const SETTLE_MS = 600;    // no frame drawn this long: the game sleeps, the picture is still
const CELL = /^round\.cell\.(\d)\.(\d)$/;
// The button each scene's screenshot must show where the hook says it is.
const SHOWS = { menu: [MENU_KNISTER], setup: ["setup.start"], round: ["round.roll"], scoring: ["scoring.menu"] };

const sleep = ms => new Promise(r => setTimeout(r, ms));

// SCENE_WATCH runs in the page before its scripts: on every animation
// frame it notes the scene the hook reports, so a pause overlay that
// opened between two polls of the test is still seen.
const SCENE_WATCH = () => {
  globalThis.__cifraScenes = [];
  const tick = () => {
    const g = globalThis.cifra;
    const seen = globalThis.__cifraScenes;
    if (g && g.scene && seen[seen.length - 1] !== String(g.scene)) seen.push(String(g.scene));
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

/**
 * Waits until the game has stopped drawing (frames unchanged for
 * SETTLE_MS: the cross-fades and count-ups are over and it sleeps), for a
 * screenshot of the settled picture; never fails.
 */
async function settle(page) {
  const deadline = Date.now() + WAIT_MS;
  let last = -1, since = Date.now();
  while (Date.now() < deadline) {
    const f = (await state(page)).frames;
    if (f !== last) { last = f; since = Date.now(); } else if (Date.now() - since >= SETTLE_MS) return;
    await sleep(100);
  }
}

const isOn = (s, id) => s.targets.some(t => t.id === id && t.enabled);

/** The free squares on the card (enabled round.cell targets) as "r.c" keys. */
const freeCells = s => new Set(s.targets.map(t => CELL.exec(t.id)).filter((m, i) => m && s.targets[i].enabled)
  .map(m => `${m[1]}.${m[2]}`));

const rc = k => k.split(".").map(Number);

/**
 * The squares the focus may wait on at a roll: the free ones nearest to
 * the square written last (the centre before the first), ties going to the
 * ones nearest the centre (scenes/knister/input.go, homeCell).
 */
function homeCells(free, last) {
  const [fr, fc] = last ? rc(last) : [2, 2];
  let best = [];
  let bestKey = null;
  for (const k of free) {
    const [r, c] = rc(k);
    const key = [(r - fr) ** 2 + (c - fc) ** 2, (r - 2) ** 2 + (c - 2) ** 2];
    const cmp = bestKey ? key[0] - bestKey[0] || key[1] - bestKey[1] : -1;
    if (cmp < 0) { best = [k]; bestKey = key; } else if (cmp === 0) best.push(k);
  }
  return best;
}

// An arrow from home towards a free square in line with it, on the card's
// side away from the buttons (they lie to its right), as the Go test does.
const ARROWS = [["ArrowLeft", 0, -1], ["ArrowUp", -1, 0], ["ArrowDown", 1, 0]];
function arrowFrom(free, home) {
  const [r, c] = rc(home);
  for (const [key, dr, dc] of ARROWS) {
    for (let i = r + dr, j = c + dc; i >= 0 && j >= 0 && i < SIZE && j < SIZE; i += dr, j += dc) {
      if (free.has(`${i}.${j}`)) return { key, dr, dc };
    }
  }
  return null;
}

runScript("keyboard.mjs", async ({ browser, url, opts, report }) => {
  const fig = { viewport: `${VIEWPORT.width}x${VIEWPORT.height}`, keyPresses: 0, roundKeyPresses: 0, arrows: 0,
    writes: 0, rolls: 0 };
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, hasTouch: false });
  const page = await context.newPage();
  const consoleWatch = watchConsole(page);
  await page.addInitScript(FIRST_FRAME_PROBE);
  await page.addInitScript(SCENE_WATCH);

  let shotNo = 0;
  // shot saves a checked picture (lib/shots.mjs): not blank, and the
  // scene's button (SHOWS) drawn where the hook says.
  const shot = async (label, check = true) => {
    const file = path.join(opts.shots, `keyboard-${String(++shotNo).padStart(2, "0")}-${label}.png`);
    await shoot(page, file, { widgets: check ? SHOWS[(await state(page)).scene] || [] : [], check, settle: check,
      log: l => report.line(`# keyboard: ${l}`) });
  };
  const check = checker(report, "keyboard", what => shot(`FAIL-${what.replace(/\W+/g, "-").slice(0, 60)}`, false));
  const scenes = () => page.evaluate(() => globalThis.__cifraScenes.slice());
  const noPause = async when => {
    const seen = await scenes();
    if (seen.includes("overlay")) throw new Error(`the pause overlay opened ${when} (scenes seen: ${seen.join(" → ")})`);
  };

  // press holds key down until the game has drawn two frames with it down
  // and at least HOLD_MS passed (the game sleeps when idle: the key wakes
  // it), then lets go at once and waits for one more frame, so the release
  // is seen before the next key. Nothing slow (no state read) runs while
  // the key is down: held 24 ticks, a key auto-repeats, and one Enter
  // would write and roll.
  const press = async key => {
    const f0 = await framesNow(page);
    const t0 = Date.now();
    await page.keyboard.down(key);
    await drawn(page, f0, 2, `while ${key} is held`);
    const left = HOLD_MS - (Date.now() - t0);
    if (left > 0) await sleep(left);
    await page.keyboard.up(key);
    await releaseSeen(page, key);
    fig.keyPresses++;
    await noPause(`by key press ${fig.keyPresses} (${key})`);
  };

  await check("loads ?lang=en, canvas grows past 16×16 and the first frame is drawn", async () => {
    await page.goto(new URL("?lang=en", url).href, { waitUntil: "load" });
    await waitFor(page, "the canvas to grow past 16×16", s => s.canvas && s.canvas.w > 16 && s.canvas.h > 16, opts.firstFrameTimeout);
    await waitFor(page, "globalThis.cifra.frames > 0", s => s.frames > 0, WAIT_MS);
    const t = await page.waitForFunction(() => globalThis.__cifraFirstFrameMs && {
      firstFrame: globalThis.__cifraFirstFrameMs,
      wasm: performance.getEntriesByType("resource").filter(e => /\/game(-[a-z]+)?(\.[0-9a-f]+)?\.wasm$/.test(e.name))
        .map(e => ({ transfer: e.transferSize, decoded: e.decodedBodySize }))[0] || null,
    }, null, { timeout: 30_000 }).then(h => h.jsonValue());
    fig.timeToFirstFrameMs = Math.round(t.firstFrame);
    if (t.wasm) { fig.wasmBytes = t.wasm.decoded; fig.wasmTransferBytes = t.wasm.transfer; }
  });

  await check(`menu → setup by Enter (the focus starts on ${MENU_KNISTER}, Knister)`, async () => {
    await waitFor(page, `the menu with ${MENU_KNISTER}`, s => s.scene === "menu" && isOn(s, MENU_KNISTER) && s, WAIT_MS);
    await loaderGone(page); // the loader is HTML over the game, not drawn by it
    await settle(page);
    fig.activeElement = await page.evaluate(() => document.activeElement && document.activeElement.tagName);
    await shot("menu");
    await press("Enter");
    await waitScene(page, "setup", WAIT_MS);
  });

  await check("setup offers one seat; Enter (the focus starts on setup.start) starts the round", async () => {
    const s = await waitFor(page, "setup's seats and setup.start", s2 => s2.scene === "setup" && isOn(s2, "setup.start") && s2, WAIT_MS);
    const seats = s.targets.filter(t => /^setup\.seat\.name\.\d+$/.test(t.id)).map(t => t.id);
    if (seats.length !== 1) throw new Error(`setup offers ${seats.length} seats (${seats.join(" ")}), want the default single seat`);
    await settle(page); // the cross-fade ends
    await shot("setup");
    await press("Enter");
    await waitScene(page, "round", WAIT_MS);
    await noPause("before the round");
  });

  const menuPresses = fig.keyPresses;
  const written = [];   // the squares written, in order
  let home = null;      // where the focus was predicted to wait this roll
  let wantArrow = false; // an arrow is due
  await check(`${ROLLS} rolls by keys alone (Enter writes, Enter rolls, an arrow on every third roll) to the scoring scene`, async () => {
    for (let roll = 1; roll <= ROLLS; roll++) {
      // Ready to write: the dice have stopped and the card is open.
      const s = await waitFor(page, `roll ${roll}: the card open for a number`,
        s2 => s2.scene === "round" && freeCells(s2).size > 0 && s2, WAIT_MS);
      const free = freeCells(s);
      if (free.size !== SIZE * SIZE - written.length) {
        throw new Error(`roll ${roll}: ${free.size} free squares, want ${SIZE * SIZE - written.length} (written: ${written.join(" ")})`);
      }
      const homes = homeCells(free, written[written.length - 1]);
      home = homes.length === 1 ? homes[0] : null;
      // An arrow on rolls 1, 4, 7, …; it needs a known start, so with a tie
      // for the home square it waits for the next roll.
      if (roll % 3 === 1) wantArrow = true;
      const arrow = wantArrow && home ? arrowFrom(free, home) : null;
      if (arrow) wantArrow = false;
      if (roll === 1) { await settle(page); await shot("first-roll-before-keys"); }
      if (arrow) {
        await press(arrow.key);
        fig.arrows++;
        const after = await state(page);
        if (after.scene !== "round" || freeCells(after).size !== free.size) {
          throw new Error(`roll ${roll}: ${arrow.key} changed more than the focus (${describe(after)})`);
        }
        if (roll === 1) { await settle(page); await shot("first-roll-focus-after-arrow"); }
      }
      await press("Enter");
      const placed = await waitFor(page, `roll ${roll}: Enter to write a number (no free square left, round.roll enabled)`,
        s2 => (s2.scene !== "round" || (freeCells(s2).size === 0 && isOn(s2, "round.roll"))) && s2, WAIT_MS);
      if (placed.scene !== "round") throw new Error(`roll ${roll}: Enter to write led to scene "${placed.scene}"`);
      // Which square was written shows at the next roll (the card is
      // closed meanwhile); checked below once it opens.
      fig.writes++;
      await press("Enter");
      if (roll === ROLLS) break;
      const next = await waitFor(page, `roll ${roll + 1}: Enter on round.roll to roll and the card to open again`,
        s2 => (s2.scene !== "round" || freeCells(s2).size > 0) && s2, WAIT_MS);
      if (next.scene !== "round") throw new Error(`roll ${roll}: Enter on Roll led to scene "${next.scene}" before the card was full`);
      fig.rolls++;
      const gone = [...free].filter(k => !freeCells(next).has(k));
      if (gone.length !== 1) throw new Error(`roll ${roll}: ${gone.length} squares were written (${gone.join(" ")}), want one`);
      const w = gone[0];
      written.push(w);
      if (arrow) {
        const [hr, hc] = rc(home);
        const [r, c] = rc(w);
        const along = arrow.dr ? (r - hr) * arrow.dr : (c - hc) * arrow.dc;
        if (along <= 0) throw new Error(`roll ${roll}: after ${arrow.key} from ${home} Enter wrote ${w}, not on the arrow's side`);
      } else if (!homes.includes(w)) {
        throw new Error(`roll ${roll}: Enter wrote ${w}; the focus should have waited on ${homes.join(" or ")} (nearest to ${written[written.length - 2] || "the centre"})`);
      }
      if (roll === 12) await shot("midgame");
    }
    fig.roundKeyPresses = fig.keyPresses - menuPresses;
    await waitScene(page, "scoring", WAIT_MS);
    fig.rolls++;
    fig.scenes = await scenes();
    await noPause("during the game");
    await settle(page); // the scores count up
    await shot("scoring");
  });

  await check(`the round took at most ${ROUND_MAX} key presses`, async () => {
    report.line(`# keyboard: ${fig.keyPresses} key presses in all, ${fig.roundKeyPresses} in the round (${fig.writes} writes, ${fig.rolls} rolls, ${fig.arrows} arrows)`);
    if (!(fig.roundKeyPresses > 0 && fig.roundKeyPresses <= ROUND_MAX)) {
      throw new Error(`${fig.roundKeyPresses} presses in the round, want 1..${ROUND_MAX}`);
    }
  });

  check.reset();
  await check("no console errors, page errors or crashes", async () => {
    consoleWatch.record(fig, report, "keyboard");
    consoleWatch.assertClean();
  });
  await context.close();
  return fig;
}, { head: f => ({ ...loadFigures(f), keyPresses: f.keyPresses ?? null, roundKeyPresses: f.roundKeyPresses ?? null }) });
