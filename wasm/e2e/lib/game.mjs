// Talking to the game in the page through the globalThis.cifra contract:
// { frames, scene, targets() → [{id, x, y, w, h, enabled}], probe() → the
// scene's own facts or null }, rects in CSS
// pixels relative to the canvas. Every wait polls; none sleeps blindly.

export const POLL_MS = 50;
export const HOLD_MS = 60; // ≥ 50 ms so at least 3 game ticks see the press

const sleep = ms => new Promise(r => setTimeout(r, ms));

/** Reads the game's state; `contract` is false until globalThis.cifra exists. */
export async function state(page) {
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

/** A real mouse click on target id: move, press, hold, release. */
export async function click(page, s, id) {
  const { x, y } = centre(page, s, target(s, id));
  await page.mouse.move(x, y, { steps: 2 });
  await page.mouse.down();
  await sleep(HOLD_MS);
  await page.mouse.up();
}

/** A real touch on target id through CDP Input.dispatchTouchEvent. */
export async function touch(cdp, page, s, id) {
  const { x, y } = centre(page, s, target(s, id));
  const point = { x, y, id: 1, radiusX: 6, radiusY: 6, force: 1 };
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await sleep(HOLD_MS + 20);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/**
 * Several fingers at once through CDP: one touchStart carrying a touch
 * point (its own id) at the centre of each target in ids, held holdMs, then
 * one touchEnd lifting them all. Returns the points touched.
 */
export async function touchTogether(cdp, page, s, ids, holdMs = HOLD_MS + 40) {
  const points = ids.map((id, i) => ({ ...centre(page, s, target(s, id)), id: i + 1, radiusX: 6, radiusY: 6, force: 1 }));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: points });
  await sleep(holdMs);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  return points;
}
