// Screenshots that are checked, not only saved: every browser test takes
// its pictures through shoot(), which waits for a settled picture, saves
// the PNG and fails when it is blank or when a named widget is not drawn
// where globalThis.cifra.targets() says it is (lib/pixels.mjs measures).
import fs from "node:fs";
import path from "node:path";
import { decodePNG, judge } from "./pixels.mjs";
import { state } from "./game.mjs";

const sleep = ms => new Promise(r => setTimeout(r, ms));

// A picture is settled when the game has drawn nothing for IDLE_MS (it
// skips drawing when nothing moves) or has drawn SETTLE_FRAMES since we
// asked (a scene's cross-fade is 18 ticks, and at most one tick runs per
// drawn frame while frames are slower than ticks). Never longer than
// SETTLE_MAX_MS: a bot that keeps playing is fine to photograph.
const IDLE_MS = 400;
const SETTLE_FRAMES = 24;
const SETTLE_MAX_MS = 15_000;

/** Waits until the page's loading screen (#loader, HTML over the canvas) is gone. */
export async function loaderGone(page) {
  await page.waitForFunction(() => {
    const l = document.getElementById("loader");
    return !l || l.style.display === "none" || getComputedStyle(l).display === "none";
  }, null, { timeout: SETTLE_MAX_MS, polling: 100 }).catch(() => {});
}

/** Waits for a settled picture (see IDLE_MS); never fails. */
export async function settle(page) {
  const f0 = (await state(page)).frames;
  const deadline = Date.now() + SETTLE_MAX_MS;
  let last = f0, since = Date.now();
  while (Date.now() < deadline) {
    const f = (await state(page)).frames;
    if (f - f0 >= SETTLE_FRAMES) return;
    if (f !== last) { last = f; since = Date.now(); } else if (Date.now() - since >= IDLE_MS) return;
    await sleep(50);
  }
}

/**
 * Screenshots page to file and checks the picture. Options:
 *  - widgets: ids from targets() that must be drawn where the hook says
 *    (each must be listed when the shot is taken); "round:ID" for a round
 *    widget in its square hit area (judged by its middle, not its sides);
 *  - dom: CSS selectors of page elements (the loading page's buttons) that
 *    must be drawn where the browser lays them out;
 *  - settle (default true): wait for the loader to go and the picture to
 *    settle first; false for a moment the test has already waited for;
 *  - check (default true): false for a failure's picture, which is only saved;
 *  - log: called with one line of measures.
 * Throws an Error naming the file and what is wrong; returns the measures.
 */
export async function shoot(page, file, { widgets = [], dom = [], settle: wait = true, check = true, log = null } = {}) {
  if (wait) {
    await loaderGone(page);
    await settle(page);
  }
  // The hook's rects from just before and just after the picture: a
  // widget that moved meanwhile was caught mid-animation, so try again.
  let png, rects, tries = 0;
  for (;;) {
    const before = await state(page);
    png = await page.screenshot({ path: file });
    const after = await state(page);
    rects = [];
    let moved = false;
    for (const spec of widgets) {
      const round = spec.startsWith("round:"), id = round ? spec.slice(6) : spec;
      const a = before.targets.find(t => t.id === id), b = after.targets.find(t => t.id === id);
      if (!b) { rects.push({ id, missing: describeMissing(after) }); continue; }
      if (!a || a.x !== b.x || a.y !== b.y || a.w !== b.w || a.h !== b.h) moved = true;
      rects.push({ id, round, x: after.canvas.x + b.x, y: after.canvas.y + b.y, w: b.w, h: b.h });
    }
    if (!moved || ++tries >= 3) break;
    if (wait) await settle(page);
  }
  for (const sel of dom) {
    const box = await page.locator(sel).boundingBox().catch(() => null);
    rects.push(box ? { id: sel, x: box.x, y: box.y, w: box.width, h: box.height } : { id: sel, missing: "not on the page or not visible" });
  }
  if (!check) return null;
  const img = decodePNG(png);
  const scale = img.width / page.viewportSize().width; // CSS pixels → image pixels
  const missing = rects.filter(r => r.missing).map(r => `${r.id} is not there (${r.missing})`);
  const { problems, whole, widgets: seen } = judge(img, rects.filter(r => !r.missing)
    .map(r => ({ id: r.id, round: r.round, x: r.x * scale, y: r.y * scale, w: r.w * scale, h: r.h * scale })));
  const name = path.basename(file);
  if (log) {
    log(`shot ${name}: ${whole.colours} colours, spread ${whole.spread}, detail ${whole.detail} %` +
      seen.map(w => `; ${w.id} spread ${w.spread}, edges ${Object.values(w.edges).map(v => v ?? "-").join("/")}`).join(""));
  }
  const all = [...missing, ...problems];
  if (all.length) throw new Error(`screenshot ${name}: ${all.join("; ")}`);
  return { whole, widgets: seen };
}

const describeMissing = s => `scene "${s.scene}", ${s.targets.length} targets`;

/** Checks a PNG already on disk (a copy made from a shot) is not blank. */
export function checkFile(file) {
  const { problems } = judge(decodePNG(fs.readFileSync(file)));
  if (problems.length) throw new Error(`screenshot ${path.basename(file)}: ${problems.join("; ")}`);
}
