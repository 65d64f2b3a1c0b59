// Talking to the game in the page through the globalThis.cifra contract:
// { frames, scene, targets() → [{id, x, y, w, h, enabled}], probe() → the
// scene's own facts or null }, rects in CSS
// pixels relative to the canvas. Every wait polls; none sleeps blindly.

export const POLL_MS = 50;
export const HOLD_MS = 60; // ≥ 50 ms (3 ticks at 60 a second), and never less than two drawn frames

const sleep = ms => new Promise(r => setTimeout(r, ms));

// A page between two documents: the game's module switching to another
// game's (the page reloads into it), or a reload the test made.
const NAVIGATING = /Execution context was destroyed|Cannot find context with specified id|navigation|Target page, context or browser has been closed by navigation/i;
const BETWEEN = { contract: false, probe: null, frames: 0, scene: "", targets: [], targetsError: "", canvas: null, navigating: true };

/**
 * Reads the game's state; `contract` is false until globalThis.cifra
 * exists, and while the page loads another document (a game's module
 * handing over to another's reloads the page): waits poll through it.
 */
export async function state(page) {
  return readState(page).catch(e => {
    if (NAVIGATING.test(String(e && e.message))) return { ...BETWEEN };
    throw e;
  });
}

function readState(page) {
  return page.evaluate(() => {
    const c = document.querySelector("canvas");
    const r = c ? c.getBoundingClientRect() : null;
    const g = globalThis.cifra;
    let targets = [];
    let targetsError = "";
    if (g && typeof g.targets === "function") {
      try { targets = Array.from(g.targets() || []); } catch (e) { targetsError = String(e); }
    }
    let probe = null;
    if (g && typeof g.probe === "function") {
      try { probe = g.probe(); } catch (e) { probe = { error: String(e) }; }
    }
    return {
      contract: !!g,
      probe,
      frames: g ? Number(g.frames) : 0,
      scene: g ? String(g.scene) : "",
      targets, targetsError,
      canvas: c ? { x: r.left, y: r.top, w: c.width, h: c.height, cssW: r.width, cssH: r.height } : null,
    };
  });
}

/** One line describing a state, for failure messages. */
export function describe(s) {
  if (!s) return "no state";
  if (!s.contract) return `globalThis.cifra is not defined (canvas ${s.canvas ? `${s.canvas.w}×${s.canvas.h}` : "missing"})`;
  const on = s.targets.filter(t => t.enabled).map(t => t.id);
  const off = s.targets.filter(t => !t.enabled).map(t => t.id);
  const cut = a => (a.length > 12 ? a.slice(0, 12).concat(`…+${a.length - 12}`) : a).join(" ");
  return `scene "${s.scene}", frames ${s.frames}, enabled [${cut(on)}], disabled [${cut(off)}]` +
    (s.targetsError ? `, targets() threw: ${s.targetsError}` : "");
}

/**
 * Polls until pred(state) returns something truthy and returns that; on
 * timeout throws an Error naming what was awaited and the last state seen.
 */
export async function waitFor(page, what, pred, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    last = await state(page);
    const v = pred(last);
    if (v) return v;
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}; last seen: ${describe(last)}`);
    }
    await sleep(POLL_MS);
  }
}

/** Waits for the scene to be `name` and returns the state. */
export function waitScene(page, name, timeoutMs) {
  return waitFor(page, `scene "${name}"`, s => s.scene === name && s, timeoutMs);
}

/** Finds target id in s, throwing a precise error when absent or disabled. */
export function target(s, id) {
  const t = s.targets.find(t => t.id === id);
  if (!t) throw new Error(`target "${id}" is not in targets() (${describe(s)})`);
  if (!t.enabled) throw new Error(`target "${id}" is disabled (${describe(s)})`);
  return t;
}

/** The page point at the centre of target t, checked to lie in the viewport. */
export function centre(page, s, t) {
  const x = s.canvas.x + t.x + t.w / 2;
  const y = s.canvas.y + t.y + t.h / 2;
  const vp = page.viewportSize();
  if (!(t.w > 0 && t.h > 0)) throw new Error(`target "${t.id}" has an empty rect ${JSON.stringify(t)}`);
  if (x < 0 || y < 0 || x >= vp.width || y >= vp.height) {
    throw new Error(`target "${t.id}" centre (${x.toFixed(0)}, ${y.toFixed(0)}) is outside the ${vp.width}×${vp.height} viewport: rect ${JSON.stringify(t)}`);
  }
  return { x, y };
}

// How long a press may wait for the game to draw the frames that show it
// was seen: SwiftShader on a loaded machine draws a few frames a second.
// --press-timeout-ms changes it (the self-test's frozen game).
let pressTimeoutMs = 60_000;
export const setPressTimeout = ms => { pressTimeoutMs = ms; };

// The document each page's frame count was last read in (its
// performance.timeOrigin): a count read in one document says nothing of
// the next, which counts from 0 (a module switch reloads the page).
const countedIn = new WeakMap();

/** The game's drawn-frame count now (0 before the hook exists). */
export const framesNow = page => page.evaluate(() => [globalThis.cifra ? Number(globalThis.cifra.frames) : 0, performance.timeOrigin])
  .then(([n, origin]) => { countedIn.set(page, origin); return n; })
  .catch(e => { if (NAVIGATING.test(String(e && e.message))) return 0; throw e; });

/**
 * Waits until the game has drawn n frames after `from` (the page's
 * globalThis.cifra.frames), throwing after the press timeout with a message
 * naming what was awaited. An input wakes the game when it sleeps, so
 * every press, move and release is followed by frames.
 */
export async function drawn(page, from, n, what) {
  // Drawn in the document the count was read in, or a later one has
  // drawn (the press loaded another game's module).
  const origin = countedIn.get(page) ?? null;
  await page.waitForFunction(([f, o]) => globalThis.cifra && (globalThis.cifra.frames >= f ||
    o !== null && performance.timeOrigin !== o && globalThis.cifra.frames > 0), [from + n, origin],
    { polling: "raf", timeout: pressTimeoutMs }).catch(async e => {
    // The press made the page load another document (a game's module
    // handing over to another's): the old one saw it; the new one
    // counts its frames from 0.
    if (NAVIGATING.test(String(e && e.message))) return;
    throw new Error(`timed out after ${pressTimeoutMs / 1000}s waiting for the game to draw ${n} frame(s) ${what} ` +
      `(frames ${from} then, ${await framesNow(page).catch(() => "?")} now)`);
  });
}

/**
 * Holds a press until the game has seen it: the caller has just put it
 * down (a mouse button or fingers; the CDP call returns once the page has
 * it). This waits for two drawn frames (so at least one tick read the
 * input with it down) and at least holdMs from now, and returns so the
 * caller lets go.
 */
export async function holdSeen(page, what, holdMs = HOLD_MS) {
  const t0 = Date.now();
  await drawn(page, await framesNow(page), 2, `while ${what} is held`);
  const left = holdMs - (Date.now() - t0);
  if (left > 0) await sleep(left);
}

/** Waits for n frames drawn from now; see drawn. */
export async function seen(page, n, what) {
  await drawn(page, await framesNow(page), n, what);
}

/** After a release: one more drawn frame, so the game saw it before the next press. */
export async function releaseSeen(page, what) {
  await drawn(page, await framesNow(page), 1, `after ${what} is released`);
}

/**
 * A real mouse click on target id: move, press, hold until the game has
 * seen it (two drawn frames and at least HOLD_MS), release, and wait for a
 * frame that saw the release.
 */
export async function click(page, s, id) {
  const { x, y } = centre(page, s, target(s, id));
  await page.mouse.move(x, y, { steps: 2 });
  await page.mouse.down();
  await holdSeen(page, `a mouse click on ${id}`);
  await page.mouse.up();
  await releaseSeen(page, `a mouse click on ${id}`);
}

/**
 * A real key press: down, held until the game has seen it (two drawn
 * frames and at least HOLD_MS), up, and one more frame that saw the
 * release. Playwright's keyboard.press lets go at once, and a tick that
 * runs after both events never sees the key.
 */
export async function keyPress(page, key) {
  await page.keyboard.down(key);
  await holdSeen(page, `the key ${key}`);
  await page.keyboard.up(key);
  await releaseSeen(page, `the key ${key}`);
}

/** A real touch on target id through CDP Input.dispatchTouchEvent, held like click. */
export async function touch(cdp, page, s, id) {
  await touchTogether(cdp, page, s, [id]);
}

/**
 * Several fingers at once through CDP: one touchStart carrying a touch
 * point (its own id) at the centre of each target in ids, held until the
 * game has seen them (two drawn frames) and at least holdMs, then one
 * touchEnd lifting them all. Returns the points touched.
 */
export async function touchTogether(cdp, page, s, ids, holdMs = HOLD_MS) {
  const points = ids.map((id, i) => ({ ...centre(page, s, target(s, id)), id: i + 1, radiusX: 6, radiusY: 6, force: 1 }));
  const what = `a touch on ${ids.join(" and ")}`;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: points });
  await holdSeen(page, what, holdMs);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await releaseSeen(page, what);
  return points;
}

/**
 * Waits until the game has drawn n more frames (it runs about one tick per
 * frame under SwiftShader), or maxMs at most: the game may rest when
 * nothing moves, so this never fails. Returns the frames seen.
 */
export async function frames(page, n, maxMs = 3_000) {
  const f0 = (await state(page)).frames;
  const deadline = Date.now() + maxMs;
  for (;;) {
    const f = (await state(page)).frames;
    if (f - f0 >= n || Date.now() > deadline) return f - f0;
    await sleep(POLL_MS);
  }
}

/** Page points along the straight line a → b, `steps` of them after a. */
export const along = (a, b, steps) => Array.from({ length: steps }, (_, i) =>
  ({ x: a.x + (b.x - a.x) * (i + 1) / steps, y: a.y + (b.y - a.y) * (i + 1) / steps }));

/**
 * A real mouse drag from target `from` to target `to`: down at from's
 * centre, held until the game saw it, several moves (each seen by a drawn
 * frame: a held button is input every tick, so the game keeps drawing),
 * a rest at the end, up. Returns the two points.
 */
export async function mouseDrag(page, s, from, to, steps = 6) {
  const a = centre(page, s, target(s, from)), b = centre(page, s, target(s, to));
  const what = `a mouse drag ${from} → ${to}`;
  await page.mouse.move(a.x, a.y, { steps: 2 });
  await frames(page, 1, 1_000); // the cursor may already be there: no input, no frame
  await page.mouse.down();
  await holdSeen(page, `${what} (the press)`); // the press is seen where it went down
  for (const [i, p] of along(a, b, steps).entries()) {
    await page.mouse.move(p.x, p.y);
    await seen(page, 1, `after move ${i + 1} of ${what}`);
  }
  await seen(page, 2, `with ${what} resting at its end`); // the pointer is seen at the end before it lets go
  await page.mouse.up();
  await releaseSeen(page, what);
  return [a, b];
}
