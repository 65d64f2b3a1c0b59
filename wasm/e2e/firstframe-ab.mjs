#!/usr/bin/env node
// Compares the first frame of two builds of the game (issue 13): a
// measurement, not a test. Each build is served by its own server and
// loaded N times (default 4), the two alternating, in headless Chromium
// at 1280×800; it prints the first load's start-up stages of each (the
// game's console line) and every time to the first frame, in ms since
// navigation.
//
//   node wasm/e2e/firstframe-ab.mjs A.wasm B.wasm [N]
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, FIRST_FRAME_PROBE } from "./lib/harness.mjs";
import { startServer } from "./lib/server.mjs";
const [wa, wb, n] = [process.argv[2], process.argv[3], Number(process.argv[4] || 4)];
const sa = await startServer({ build: false, wasm: wa }), sb = await startServer({ build: false, wasm: wb });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
const res = { A: [], B: [] };
for (let i = 0; i < n; i++) {
  for (const [k, s] of [["A", sa], ["B", sb]]) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    const logs = [];
    page.on("console", m => { if (m.text().includes("start-up")) logs.push(m.text()); });
    await page.addInitScript(FIRST_FRAME_PROBE);
    await page.goto(s.url + "?lang=en", { waitUntil: "load" });
    await page.waitForFunction(() => globalThis.__cifraFirstFrameMs, null, { timeout: 60000 });
    const ff = await page.evaluate(() => globalThis.__cifraFirstFrameMs);
    res[k].push(Math.round(ff));
    if (i == 0) console.log(k, logs.join(" | "));
    await ctx.close();
  }
}
console.log(JSON.stringify(res));
await browser.close(); sa.stop(); sb.stop();
