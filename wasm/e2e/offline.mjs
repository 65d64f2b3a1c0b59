#!/usr/bin/env node
// Browser e2e test of Cifra's delivery: compression, the loading page and
// offline play.
//
//   node wasm/e2e/offline.mjs                  # builds + serves the game itself
//   node wasm/e2e/offline.mjs --build=false    # serves an existing wasm/game.wasm
//
// In Debian's /usr/bin/chromium at 1280×800, ?lang=en:
//  1. a first visit reaches the menu; the page asked for the content-hashed
//     game (game.<hash>.wasm), which the server sends as application/wasm,
//     immutable, and in brotli when the request asks for br; the game's
//     WebGL context has no multisampling;
//  2. the service worker controls the page and has cached the page, the
//     glue and the game; the menu started without fetching the Knister
//     model; a hard Knister bot (autoplay) plays with its model, which
//     the page fetched when the bot sat down (knister-model.<hash>.bin,
//     immutable, cached too); the settings' fullscreen switch puts the page
//     in fullscreen and back;
//  3. a second tab with the download slowed (CDP) shows the loading page's
//     progress as bytes received of the total, and its fullscreen button,
//     whose click puts the page in fullscreen (a refusal fails) and a
//     second click takes it out;
//  4. a third tab whose game download is held while the server is stopped
//     shows the download error in words with a retry button, which tries
//     again (and fails again, the server being gone);
//  5. with the server stopped and the first tab's context offline, a
//     reload reaches the menu again, the game and the model (asked for
//     through the page's cifraAsset) coming from the service worker; no
//     console errors in that tab.
// Steps 4 and 5 stop the server, so they need the script's own server
// (not --url). Screenshots: offline-NN-LABEL.png in --shots.
import path from "node:path";
import zlib from "node:zlib";
import { runScript, loadFigures, FIRST_FRAME_PROBE, watchConsole, checker } from "./lib/harness.mjs";
import { waitFor, waitScene, click } from "./lib/game.mjs";
import { shoot } from "./lib/shots.mjs";

const VIEWPORT = { width: 1280, height: 800 };
const HASHED_GAME = /\/game(-[a-z]+)?\.[0-9a-f]{16}\.wasm$/;
const sleep = ms => new Promise(r => setTimeout(r, ms));

runScript("offline.mjs", async ({ browser, url, opts, report, server }) => {
  const fig = {};
  const page0 = new URL("?lang=en", url).href;
  let shotNo = 0;
  // shot saves a checked picture (lib/shots.mjs): not blank, and widgets
  // (hook ids) or dom (the loading page's buttons, by selector) drawn where
  // they are said to be. settle false for the loading page, which is the
  // picture itself (settling waits for it to go).
  const shot = async (page, label, { widgets = [], dom = [], settle = true, check = true } = {}) => {
    await shoot(page, path.join(opts.shots, `offline-${String(++shotNo).padStart(2, "0")}-${label}.png`),
      { widgets, dom, settle: settle && check, check, log: l => report.line(`# offline: ${l}`) });
  };
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const consoleWatch = watchConsole(page);
  await page.addInitScript(FIRST_FRAME_PROBE);
  const check = checker(report, "offline", what => shot(page, `FAIL-${what.replace(/\W+/g, "-").slice(0, 40)}`, { check: false }));
  // Every response for the game the first tab sees, in order.
  const gameResponses = [];
  page.on("response", r => { if (/\/game[-.\w]*\.wasm$/.test(r.url())) gameResponses.push(r); });
  // The menu starts without the Knister model: nothing in this tab asks
  // for it (the service worker's own download for offline play is not
  // the page's).
  const modelRequests = [];
  page.on("request", r => { if (/\/knister-model\./.test(r.url())) modelRequests.push(r.url()); });
  let gameURL = "";

  await check("a first visit reaches the menu, loading the content-hashed game", async () => {
    await page.goto(page0, { waitUntil: "load" });
    await waitScene(page, "menu", opts.firstFrameTimeout);
    fig.timeToFirstFrameMs = Math.round(await page.waitForFunction(() => globalThis.__cifraFirstFrameMs).then(h => h.jsonValue()));
    const r = gameResponses[0];
    if (!r || !HASHED_GAME.test(r.url())) throw new Error(`the page asked for ${r ? r.url() : "no game"}, want game.<16 hex digits>.wasm`);
    gameURL = r.url();
    fig.browserEncoding = (await r.allHeaders())["content-encoding"] || "identity";
    fig.wasmBytes = Number((await r.allHeaders())["x-uncompressed-length"]);
    // The page asks for a WebGL context without multisampling (it only
    // costs under a software renderer: see index.html).
    const attrs = await page.evaluate(() => {
      const c = [...document.querySelectorAll("canvas")].find(c => c.width > 16);
      const gl = c && c.getContext("webgl2");
      return gl ? gl.getContextAttributes() : null;
    });
    if (!attrs || attrs.antialias !== false) throw new Error(`the game's WebGL context attributes: ${JSON.stringify(attrs)}, want antialias false`);
    await shot(page, "menu-online", { widgets: ["menu.settings"] });
  });

  await check("the hashed game is application/wasm, immutable, and brotli when the request asks for br", async () => {
    for (const [accept, want] of [["br", "br"], ["gzip", "gzip"], ["gzip, deflate, br", "br"], ["identity", undefined]]) {
      const res = await context.request.get(gameURL, { headers: { "Accept-Encoding": accept } });
      const h = res.headers();
      if (h["content-encoding"] !== want) throw new Error(`Accept-Encoding ${accept}: Content-Encoding ${h["content-encoding"]}, want ${want}`);
      if (h["content-type"] !== "application/wasm") throw new Error(`Content-Type ${h["content-type"]}`);
      if (h["cache-control"] !== "public, max-age=31536000, immutable") throw new Error(`Cache-Control ${h["cache-control"]}`);
      if (h.vary !== "Accept-Encoding") throw new Error(`Vary ${h.vary}`);
      // Playwright may or may not undo the coding; either way the bytes must be the game's.
      let body = await res.body();
      if (want && body.subarray(0, 4).toString("latin1") !== "\0asm") {
        body = want === "br" ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body);
      }
      if (body.subarray(0, 4).toString("latin1") !== "\0asm" || body.length !== Number(h["x-uncompressed-length"])) {
        throw new Error(`Accept-Encoding ${accept}: ${body.length} bytes decoded, X-Uncompressed-Length ${h["x-uncompressed-length"]}`);
      }
      if (want) fig[`${want}Bytes`] = Number(h["content-length"]);
    }
  });

  await check("the service worker controls the page and has cached the page, the glue and the game", async () => {
    const cached = await page.waitForFunction(async game => {
      if (!navigator.serviceWorker.controller) return false;
      const keys = await caches.keys();
      const urls = [];
      for (const k of keys) for (const req of await (await caches.open(k)).keys()) urls.push(req.url);
      const want = [location.origin + "/", game, /\/wasm_exec\.[0-9a-f]{16}\.js$/];
      return want.every(w => urls.some(u => (typeof w === "string" ? u === w : w.test(u)))) && { keys, urls };
    }, gameURL, { timeout: 60_000, polling: 250 }).then(h => h.jsonValue());
    fig.cacheNames = cached.keys;
    fig.cachedFiles = cached.urls.length;
  });

  await check("a hard Knister bot plays with its model and network, fetched when it sits down (immutable) and cached for offline play", async () => {
    if (modelRequests.length) throw new Error(`the menu fetched the Knister model: ${modelRequests[0]}`);
    const p = await context.newPage();
    const logs = [];
    p.on("console", m => logs.push(m.text()));
    const fetched = p.waitForResponse(r => /\/knister-model\.[0-9a-f]{16}\.bin$/.test(r.url()), { timeout: 60_000 });
    await p.goto(new URL("?game=knister&autoplay=1&players=bot:hard&seed=5&lang=en", url).href, { waitUntil: "load" });
    await waitScene(p, "round", opts.firstFrameTimeout);
    // The page fetches it when the bot sits down; Go reads it at the
    // bot's next decision.
    const res0 = await fetched;
    if (!res0.ok()) throw new Error(`the model's fetch: HTTP ${res0.status()}`);
    await sleep(3000);
    const without = logs.filter(l => /without its (model|network)/.test(l));
    if (without.length) throw new Error(`the bot played without its model: ${without[0]}`);
    const urls = await p.evaluate(async () => {
      const out = [];
      for (const k of await caches.keys()) for (const req of await (await caches.open(k)).keys()) out.push(req.url);
      return out;
    });
    const model = urls.find(u => /\/knister-model\.[0-9a-f]{16}\.bin$/.test(u));
    if (!model) throw new Error(`the service worker's cache lacks knister-model.<hash>.bin: ${urls.join(", ")}`);
    const res = await context.request.get(model);
    const h = res.headers();
    if (h["cache-control"] !== "public, max-age=31536000, immutable") throw new Error(`model Cache-Control ${h["cache-control"]}`);
    fig.knisterModelBytes = (await res.body()).length;
    await p.close();
  });

  await check("the settings' fullscreen switch puts the page in fullscreen and back", async () => {
    await click(page, await waitScene(page, "menu", 10_000), "menu.settings");
    const has = s => s.scene === "overlay" && s.targets.some(t => t.enabled && t.id === "settings.fullscreen") && s;
    await click(page, await waitFor(page, "the settings with settings.fullscreen", has, 10_000), "settings.fullscreen");
    await page.waitForFunction(() => !!document.fullscreenElement, null, { timeout: 5_000 });
    await shot(page, "settings-fullscreen-on", { widgets: ["settings.fullscreen"] }); // settled: the switch's label follows
    await click(page, await waitFor(page, "settings.fullscreen again", has, 10_000), "settings.fullscreen");
    await page.waitForFunction(() => !document.fullscreenElement, null, { timeout: 5_000 });
    await click(page, await waitFor(page, "overlay.back", s => s.targets.some(t => t.enabled && t.id === "overlay.back") && s, 10_000), "overlay.back");
    await waitScene(page, "menu", 10_000);
  });

  await check("a slowed download shows bytes received of the total, and a fullscreen button that puts the page in fullscreen and back", async () => {
    const ctx = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, serviceWorkers: "block" });
    try {
      const p = await ctx.newPage();
      const cdp = await ctx.newCDPSession(p);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: 1_000_000, uploadThroughput: -1 });
      await p.goto(page0, { waitUntil: "domcontentloaded" });
      const seen = [];
      for (let i = 0; i < 200 && seen.length < 2; i++) {
        const s = await p.evaluate(() => ({ text: document.getElementById("status").textContent,
          width: parseFloat(document.getElementById("fill").style.width) || 0 }));
        if (/of/.test(s.text) && s.width > (seen.at(-1)?.width ?? 3)) seen.push(s);
        await sleep(100);
      }
      if (seen.length < 2) throw new Error(`the bar did not move twice: ${JSON.stringify(seen)}`);
      const total = (fig.wasmBytes / 1048576).toFixed(1);
      if (!seen[1].text.includes(`of ${total} MB`)) throw new Error(`status "${seen[1].text}", want "… of ${total} MB"`);
      fig.progressSeen = seen.map(s => s.text);
      const fs = p.locator("#fullscreen");
      if (!(await fs.isVisible()) || (await fs.textContent()) !== "Fullscreen") throw new Error(`fullscreen button: visible ${await fs.isVisible()}, "${await fs.textContent()}"`);
      await shot(p, "loading-progress", { dom: ["#fullscreen"], settle: false });
      // A real click (a user gesture, which requestFullscreen needs) must
      // put the page in fullscreen and relabel the button, a second take
      // it out; a refusal is a failure, with the browser's reason (the page
      // logs it as a warning). On a tab whose game request is held, so the
      // loading page (and its button) cannot go away meanwhile.
      const q = await ctx.newPage();
      let release;
      const held = new Promise(resolve => { release = resolve; });
      await q.route(HASHED_GAME, route => release(route));
      await q.goto(page0, { waitUntil: "domcontentloaded" });
      const route = await held;
      const said = [];
      q.on("console", m => { if (/fullscreen/i.test(m.text())) said.push(m.text().split("\n")[0]); });
      const button = q.locator("#fullscreen");
      const fullscreen = async (on, label) => {
        await button.click({ timeout: 5_000 });
        await q.waitForFunction(([on, label]) => !!document.fullscreenElement === on &&
          document.getElementById("fullscreen").textContent === label, [on, label], { timeout: 5_000 }).catch(async () => {
          const now = await q.evaluate(() => ({ enabled: document.fullscreenEnabled, element: document.fullscreenElement?.tagName ?? null,
            button: document.getElementById("fullscreen").textContent }));
          throw new Error(`5 s after a click on the loading page's button the page is ${now.element ? "" : "not "}in fullscreen ` +
            `and the button says "${now.button}"; want ${on ? "" : "not "}fullscreen and "${label}" ` +
            `(document.fullscreenEnabled ${now.enabled}${said.length ? `; the page said: ${said.join(" | ")}` : "; the page said nothing"})`);
        });
      };
      await fullscreen(true, "Leave fullscreen");
      await fullscreen(false, "Fullscreen");
      fig.fullscreenFromLoader = "on, then off";
      await route.abort().catch(() => {});
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    } finally {
      await ctx.close();
    }
  });

  if (!server) {
    report.line("# --url given: the server cannot be stopped from here; the download-error and offline steps are skipped");
    report.skipped += 2;
  } else {
    await check("the server stopped before the game arrives: the page says so in words and offers a retry that tries again", async () => {
      const ctx = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, serviceWorkers: "block" });
      try {
        const p = await ctx.newPage();
        let release;
        const held = new Promise(resolve => { release = resolve; });
        await p.route(HASHED_GAME, route => release(route));
        await p.goto(page0, { waitUntil: "domcontentloaded" });
        const route = await held;
        server.stop();
        await waitGone(url);
        await route.continue().catch(() => {}); // the server is gone: the browser's request fails
        const failed = async what => {
          await p.waitForSelector("#loader.failed.retryable #retry", { state: "visible", timeout: 15_000 });
          const reason = await p.textContent("#reason");
          if (!/could not be downloaded/.test(reason)) throw new Error(`${what}: the page says "${reason}"`);
          return reason;
        };
        fig.downloadError = await failed("after the server stopped");
        await shot(p, "download-error", { dom: ["#retry"], settle: false });
        await p.unroute(HASHED_GAME);
        const retries = await p.evaluate(() => new Promise(resolve => {
          // The retry clears the error first: note that it did, then wait for the new one.
          const loader = document.getElementById("loader");
          new MutationObserver((_, o) => { if (!loader.classList.contains("failed")) { o.disconnect(); resolve(true); } })
            .observe(loader, { attributes: true });
          document.getElementById("retry").click();
          setTimeout(() => resolve(false), 5_000);
        }));
        if (!retries) throw new Error("the retry button did not start a new attempt");
        await failed("after the retry");
        await shot(p, "download-error-retried", { dom: ["#retry"], settle: false });
      } finally {
        await ctx.close();
      }
    });

    await check("server stopped and the context offline: a reload reaches the menu from the service worker", async () => {
      await context.setOffline(true);
      gameResponses.length = 0;
      await page.reload({ waitUntil: "load" });
      await waitScene(page, "menu", opts.firstFrameTimeout);
      const r = gameResponses.find(r => HASHED_GAME.test(r.url()));
      if (!r) throw new Error("the reloaded page asked for no hashed game");
      if (!r.fromServiceWorker()) throw new Error(`${r.url()} did not come from the service worker`);
      const model = await page.evaluate(() => cifraAsset("knister-model.bin").then(b => b.length, err => String(err)));
      if (model !== fig.knisterModelBytes) throw new Error(`offline, the page's cifraAsset gives ${model} for the Knister model, want its ${fig.knisterModelBytes} bytes`);
      fig.offlineTimeToFirstFrameMs = Math.round(await page.waitForFunction(() => globalThis.__cifraFirstFrameMs).then(h => h.jsonValue()));
      await shot(page, "menu-offline", { widgets: ["menu.settings"] }); // once the loader is gone
    });
  }

  check.reset(); // always: errors matter even after a failure
  await check("no console errors and no page errors in the played tab", async () => consoleWatch.assertClean());
  consoleWatch.record(fig, report, "offline");
  await context.close();
  return fig;
}, { head: loadFigures });

// waitGone polls url until nothing answers (the server has stopped).
async function waitGone(url) {
  for (let i = 0; i < 100; i++) {
    try { await fetch(url); } catch { return; }
    await sleep(100);
  }
  throw new Error(`${url} still answers after the server was stopped`);
}
