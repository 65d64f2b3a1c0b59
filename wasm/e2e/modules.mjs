#!/usr/bin/env node
// Browser end-to-end test of the browser build's one module a game (issue
// 45): the page loads one game's module, and a module hands a game it does
// not play to that game's module (globalThis.cifraSwitch, scenes/games).
//
//   node wasm/e2e/modules.mjs                             # builds + serves the modules itself
//   node wasm/e2e/modules.mjs --build=false --wasm DIR    # serves a folder of modules (-build-only DIR)
//   node wasm/e2e/modules.mjs --url http://127.0.0.1:8080/ --shots /tmp/shots
//
// The browser talks to the game through a small proxy of this script's
// (startProxy) in front of the server: it holds the page's own reload at a
// switch until the test has seen and photographed the old page saying
// "Loading Kakuzu…" (otherwise gone in a few milliseconds: a race), and
// it refuses every connection while the test is offline, so the service
// worker's network-first fetches fail for real even if the browser's
// offline emulation (context.setOffline, set as well) let them out (it
// does not in Debian's Chromium 156: "offlineRefused" in the figures counts what
// reached the proxy meanwhile).
//
// In Debian's /usr/bin/chromium at 1280×800, ?lang=en, one fresh browser
// context (one tab) throughout:
//  1. a first visit loads Knister's module (the page's resources hold
//     game-knister.<16 hex>.wasm and no other module) and the menu lists
//     the three games (menu.game.0/1/2);
//  2. Kakuzu on the menu (menu.game.2), then setup.start as set up (one
//     human seat and a bot): the old page keeps the handoff in
//     sessionStorage ("cifra.handoff": game kakuzu and the table as set
//     up), says "Loading Kakuzu…" over the game (photographed) and reloads
//     with ?lang=en only;
//  3. the next document loads game-kakuzu.<hash>.wasm and no other module
//     and opens Kakuzu's round (its probe) with the table as set up (its
//     seats' scores); the page drops the handoff once the game has drawn
//     and remembers kakuzu as the module played last;
//  4. two moves of Ana's by real clicks (a stone lifted, the bag, a digit
//     named: whatever the round waits for), the bot's answers waited out
//     until the round waits for Ana again: the save (cifra.kakuzu-game)
//     holds them;
//  5. a reload opens Kakuzu's module again (the one played last) at the
//     menu, not the round (the handoff is not applied twice), with the
//     saved game offered (menu.resume.2);
//  6. the service worker controls the page and has cached the three
//     modules (within 60 s);
//  7. offline (the proxy refusing, the context offline): Kakuro on the
//     menu (menu.game.1), setup.start: the page reloads from the service
//     worker, Kakuro's module comes from its cache and Kakuro's round
//     shows;
//  8. back online, a reload opens Kakuro's module (played last) at its
//     menu, which offers the Kakuzu save (menu.resume.2); resuming it says
//     "Loading Kakuzu…", hands {"game":"kakuzu","resume":true} over and
//     loads Kakuzu's module, whose round comes back as step 4 left it
//     (turn, what it waits for, stones covered, scores, the save's moves);
//  9. no console error and no page error in the tab throughout.
// Screenshots: modules-NN-LABEL.png in --shots (default wasm/e2e/shots/).
// Prints one line of JSON with the figures, then "N passed, M failed";
// exit status 0 only when nothing failed.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { runScript, FIRST_FRAME_PROBE, watchConsole, checker } from "./lib/harness.mjs";
import { waitFor, click, target, centre, holdSeen, describe } from "./lib/game.mjs";
import { shoot, settle, checkFile } from "./lib/shots.mjs";

const VIEWPORT = { width: 1280, height: 800 };
const GAMES = ["knister", "kakuro", "kakuzu"]; // the registry's order (scenes/games.go): menu.game.N
const KAKURO = 1, KAKUZU = 2;
const ANY_MODULE = /\/game(-[a-z]+)?(\.[0-9a-f]+)?\.wasm$/;
const moduleOf = game => new RegExp(`/game-${game}\\.[0-9a-f]{16}\\.wasm$`);
const CACHED_MODULE = /\/game-(knister|kakuro|kakuzu)\.[0-9a-f]{16}\.wasm$/;
const HANDOFF = "cifra.handoff", LAST = "cifra.module", KAKUZU_SAVE = "cifra.kakuzu-game";
const SQUARE = /^kakuzu\.square\.\d\.\d$/, DIGIT = /^kakuzu\.digit\.\d$/, BAG = "kakuzu.bag";
const DRAW = "draw a number", NAME = "name a digit", LIFT = "lift a stone"; // Kakuzu's probe().awaiting
const MOVES = 2;              // Ana's moves before the reload
const SWITCH_MS = 180_000;    // a switch: the next module's download, compile and first frame (SwiftShader, a busy machine)
const BOT_MS = 120_000;       // the bot's turns after Ana's moves
const sleep = ms => new Promise(r => setTimeout(r, ms));

/**
 * A proxy on a free loopback port in front of target (the game's server):
 * every request goes through as it is, except that while `offline` it
 * drops the connection, and a request hold(req) picks is kept back until
 * release() (held() resolves once one is).
 */
function startProxy(target) {
  const to = new URL(target);
  const waiting = [];
  const p = { offline: false, hold: null, kept: [], refused: 0 };
  p.held = (timeoutMs = 30_000) => new Promise((resolve, reject) => {
    if (p.kept.length) return resolve(p.kept[0].url);
    const timer = setTimeout(() => reject(new Error(`no request held within ${timeoutMs / 1000} s`)), timeoutMs);
    waiting.push(url => { clearTimeout(timer); resolve(url); });
  });
  p.release = () => {
    p.hold = null;
    for (const k of p.kept.splice(0)) k.go();
  };
  const server = http.createServer((req, res) => {
    if (p.offline) { p.refused++; req.socket.destroy(); return; }
    const go = () => {
      const up = http.request({ host: to.hostname, port: to.port, method: req.method, path: req.url,
        headers: { ...req.headers, host: to.host } }, r => { res.writeHead(r.statusCode, r.rawHeaders); r.pipe(res); });
      up.on("error", () => res.destroy());
      req.pipe(up);
    };
    if (p.hold && p.hold(req)) {
      p.kept.push({ url: req.url, go });
      for (const w of waiting.splice(0)) w(req.url);
    } else go();
  });
  return new Promise(resolve => server.listen(0, "127.0.0.1", () => {
    p.url = new URL(`http://127.0.0.1:${server.address().port}${to.pathname}`).href;
    p.stop = () => { p.release(); server.closeAllConnections(); server.close(); };
    resolve(p);
  }));
}

/**
 * The page's own request for its document (its path, any query): what a
 * switch's reload asks for, as a navigation (Sec-Fetch-Mode), whether the
 * browser sends it or the service worker passes it on (then its
 * Sec-Fetch-Dest is "empty").
 */
const pageRequest = base => req => new URL(req.url, base).pathname === new URL(base).pathname &&
  req.method === "GET" && req.headers["sec-fetch-mode"] === "navigate";

/**
 * SWITCH_WATCH runs in the page before its scripts: once the game has
 * drawn, a change of the loader's line is a module handing over
 * (cifraSwitch writes it, then reloads): it tells the test (the binding
 * __modulesSaw) the line, the handoff kept, the module played last and
 * the address, read right then in the old document.
 */
const SWITCH_WATCH = ({ handoff, last }) => {
  const watch = () => {
    const status = document.getElementById("status");
    if (!status) return;
    new MutationObserver(() => {
      if (!(globalThis.cifra && globalThis.cifra.frames > 0) || typeof globalThis.__modulesSaw !== "function") return;
      const read = (store, key) => { try { return store.getItem(key); } catch { return null; } };
      globalThis.__modulesSaw(JSON.stringify({ status: status.textContent, handoff: read(sessionStorage, handoff),
        last: read(localStorage, last), url: location.href })).catch(() => {});
    }).observe(status, { childList: true, characterData: true, subtree: true });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch);
  else watch();
};

/** The modules the current document fetched (its resource timing), by name. */
const modulesLoaded = page => page.evaluate(re => performance.getEntriesByType("resource").map(e => e.name)
  .filter(n => new RegExp(re).test(n)), ANY_MODULE.source);

/** Checks the document loaded exactly game's module; returns its URL. */
async function loadedOnly(page, game) {
  const mods = await modulesLoaded(page);
  if (mods.length !== 1 || !moduleOf(game).test(mods[0])) {
    throw new Error(`the page loaded ${mods.length ? mods.map(u => new URL(u).pathname).join(", ") : "no module"}; want game-${game}.<16 hex>.wasm alone`);
  }
  return mods[0];
}

/**
 * The Kakuzu round's facts a save must bring back: its probe's turn, what
 * it waits for, the stones covered and the scores, and the squares whose
 * digit shows (probe().pieces: "square R.C" wants its digit, not a stone).
 */
const facts = p => p && { turn: p.turn, awaiting: p.awaiting, hunting: p.hunting, setup: p.setup, covered: p.covered, scores: p.scores,
  shown: (p.pieces || []).filter(q => q.kind === "kakuzu.square" && q.want !== "stone").map(q => `${q.at.replace("square ", "")}=${q.want}`).sort() };
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

runScript("modules.mjs", async ({ browser, url, opts, report }) => {
  const fig = {};
  const proxy = await startProxy(url);
  try {
    return await run({ browser, opts, report, proxy, fig });
  } finally {
    proxy.stop();
  }
});

async function run({ browser, opts, report, proxy, fig }) {
  const base = proxy.url;
  const page0 = new URL("?lang=en", base).href;
  let shotNo = 0;
  const shot = async (page, label, { widgets = [], dom = [], settle: wait = true, check = true } = {}) => {
    await shoot(page, path.join(opts.shots, `modules-${String(++shotNo).padStart(2, "0")}-${label}.png`),
      { widgets, dom, settle: wait && check, check, log: l => report.line(`# modules: ${l}`) });
  };
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const consoleWatch = watchConsole(page);
  await page.addInitScript(FIRST_FRAME_PROBE);
  const check = checker(report, "modules", what => shot(page, `FAIL-${what.replace(/\W+/g, "-").slice(0, 40)}`, { check: false }));
  // Every module the tab was answered with, and whether the service worker answered.
  const moduleResponses = [];
  page.on("response", r => { if (ANY_MODULE.test(r.url())) moduleResponses.push({ url: r.url(), sw: r.fromServiceWorker(), status: r.status() }); });
  const documents = [];
  page.on("framenavigated", f => { if (f === page.mainFrame()) documents.push(f.url()); });

  const isOn = (s, id) => s.targets.some(t => t.enabled && t.id === id);
  const menuWith = (...ids) => s => s.scene === "menu" && ids.every(id => isOn(s, id)) && s;
  const kakuzuRound = s => s.scene === "round" && s.probe && typeof s.probe.covered === "number" && Array.isArray(s.probe.scores) && s;

  // What a page says when a module hands over (SWITCH_WATCH): the
  // old document's loader line, handoff, module played last and address.
  const said = [];
  await page.exposeBinding("__modulesSaw", (_, json) => { said.push(JSON.parse(json)); });
  await page.addInitScript(SWITCH_WATCH, { handoff: HANDOFF, last: LAST });
  const cdp = await context.newCDPSession(page);

  /**
   * A switch to a game another module plays: a real mouse press on id,
   * held until the game saw it (two drawn frames and ≥ 50 ms, as
   * lib/game.mjs click holds it), and let go, with the proxy keeping the
   * page's reload back: the old document stays, its loader up. What it
   * said is returned (SWITCH_WATCH), with the reload's address, and it is
   * photographed (label). Then the reload goes on and this waits for the
   * next document's load.
   *
   * While the reload is held, Chromium answers no Runtime.evaluate in the
   * old document (Playwright's evaluate, waitForFunction and so its
   * screenshot, and a raw CDP one, all wait for the new document), though
   * its timers run and CDP screenshots come: so no wait for the release's
   * frame here (lib/game.mjs click's would wait for the new document), the
   * old page's words come through SWITCH_WATCH's binding, and the picture
   * through CDP's Page.captureScreenshot.
   */
  const switchHeld = async (s, id, label) => {
    const { x, y } = centre(page, s, target(s, id));
    said.length = 0;
    proxy.hold = pageRequest(base);
    const next = page.waitForEvent("framenavigated", { predicate: f => f === page.mainFrame(), timeout: SWITCH_MS });
    next.catch(() => {});
    let old;
    try {
      await page.mouse.move(x, y, { steps: 2 });
      await page.mouse.down();
      await holdSeen(page, `a mouse press on ${id}`);
      await page.mouse.up();
      const reload = await proxy.held(30_000).catch(e => { throw new Error(`after a click on ${id} the page did not reload: ${e.message}; ${describe(s)}`); });
      const deadline = Date.now() + 10_000;
      while (!said.length && Date.now() < deadline) await sleep(50);
      if (!said.length) throw new Error(`the page reloaded (${reload}) but its loader's line did not change`);
      old = { ...said[said.length - 1], reload };
      // The loader fades in (0.35 s, index.html's #loader): let it be opaque.
      await sleep(600);
      const file = path.join(opts.shots, `modules-${String(++shotNo).padStart(2, "0")}-${label}.png`);
      const png = await Promise.race([cdp.send("Page.captureScreenshot", { format: "png" }),
        sleep(15_000).then(() => { throw new Error("the screenshot of the old page took over 15 s"); })]);
      fs.writeFileSync(file, Buffer.from(png.data, "base64"));
      checkFile(file);
    } finally {
      proxy.release();
    }
    await next.catch(() => { throw new Error(`no new document ${SWITCH_MS / 1000} s after the page's reload was let go`); });
    await page.waitForLoadState("load");
    return old;
  };

  // Waits across a reload: lib/game.mjs state() reads a page between two
  // documents as not there yet.
  const arrive = (what, pred, timeoutMs = SWITCH_MS) => waitFor(page, what, pred, timeoutMs);

  // 1. The first visit.
  await check("a first visit loads Knister's module alone (game-knister.<16 hex>.wasm) and the menu lists the three games", async () => {
    await page.goto(page0, { waitUntil: "load" });
    const s = await arrive("the menu with menu.game.0/1/2", menuWith("menu.game.0", "menu.game.1", "menu.game.2"), opts.firstFrameTimeout);
    fig.knisterModule = new URL(await loadedOnly(page, "knister")).pathname;
    fig.firstVisitTimeToFirstFrameMs = Math.round(await page.evaluate(() => globalThis.__cifraFirstFrameMs || 0));
    const last = await page.evaluate(l => localStorage.getItem(l), LAST);
    if (last !== "knister") throw new Error(`localStorage ${LAST} is ${JSON.stringify(last)}, want "knister"`);
    fig.menuTargets = s.targets.map(t => t.id).filter(id => id.startsWith("menu.game."));
    await shot(page, "knister-menu", { widgets: ["menu.game.0", "menu.game.1", "menu.game.2"] });
  });

  // 2. Kakuzu from Knister's module.
  let table = null;
  await check("Kakuzu (menu.game.2), then setup.start: the page keeps the handoff (game kakuzu, the table as set up), says \"Loading Kakuzu…\" and reloads with ?lang=en", async () => {
    await click(page, await waitFor(page, "the menu", menuWith(`menu.game.${KAKUZU}`), 20_000), `menu.game.${KAKUZU}`);
    const s = await waitFor(page, "setup with setup.start", s2 => s2.scene === "setup" && isOn(s2, "setup.start") && s2, 20_000);
    fig.setupSeats = s.targets.filter(t => /^setup\.seat\.name\.\d+$/.test(t.id)).length;
    await shot(page, "kakuzu-setup", { widgets: ["setup.start"] });
    const old = await switchHeld(s, "setup.start", "loading-kakuzu");
    fig.loaderSaid = old.status;
    if (old.status !== "Loading Kakuzu…") throw new Error(`the loader says ${JSON.stringify(old.status)}, want "Loading Kakuzu…"`);
    let h;
    try { h = JSON.parse(old.handoff); } catch { throw new Error(`sessionStorage ${HANDOFF} holds ${JSON.stringify(old.handoff)}, not JSON`); }
    fig.handoff = h;
    if (!h || h.game !== "kakuzu" || !h.table || !Array.isArray(h.table.seats)) throw new Error(`the handoff is ${old.handoff}, want game kakuzu with a table`);
    table = h.table;
    const people = table.seats.filter(p => !p.bot).length;
    if (people !== 1 || table.seats.length !== fig.setupSeats) {
      throw new Error(`the handed table has ${table.seats.length} seats, ${people} of them people (${JSON.stringify(table.seats)}); setup showed ${fig.setupSeats} seats, one of them a person`);
    }
    if (old.last !== "kakuzu") throw new Error(`localStorage ${LAST} is ${JSON.stringify(old.last)} at the switch, want "kakuzu"`);
    const reload = new URL(old.reload, base);
    if (reload.search !== "?lang=en") throw new Error(`the page reloads as ${reload.pathname}${reload.search}, want ?lang=en alone`);
  });

  // 3. Kakuzu's module.
  let arrived = null;
  await check("the next document loads Kakuzu's module alone and opens its round with the table as set up; the handoff is dropped once drawn", async () => {
    const s = await arrive("Kakuzu's round (scene round, its probe)", kakuzuRound);
    fig.kakuzuModule = new URL(await loadedOnly(page, "kakuzu")).pathname;
    if (s.probe.scores.length !== table.seats.length) {
      throw new Error(`the round has ${s.probe.scores.length} seats, the handed table ${table.seats.length}: ${JSON.stringify(facts(s.probe))}`);
    }
    if (!s.targets.some(t => SQUARE.test(t.id))) throw new Error(`the round shows no kakuzu.square.R.C: ${describe(s)}`);
    await page.waitForFunction(h => sessionStorage.getItem(h) === null, HANDOFF, { timeout: 20_000 }).catch(async () => {
      throw new Error(`sessionStorage ${HANDOFF} still holds ${await page.evaluate(h => sessionStorage.getItem(h), HANDOFF)} after the first frame`);
    });
    const where = await page.evaluate(l => ({ search: location.search, last: localStorage.getItem(l) }), LAST);
    if (where.search !== "?lang=en" || where.last !== "kakuzu") throw new Error(`the new page: ${JSON.stringify(where)}, want ?lang=en and ${LAST} "kakuzu"`);
    arrived = facts(s.probe);
    fig.kakuzuArrived = arrived;
    await shot(page, "kakuzu-round", { widgets: ["round.menu"] });
  });

  // 4. Two moves, the bot answered.
  let before = null, savedMoves = 0;
  await check(`${MOVES} moves of Ana's by clicks; once the round waits for her again the save holds them`, async () => {
    const anaMoves = s => kakuzuRound(s) && !s.probe.busy && !s.probe.moving && s.probe.turn === 0 &&
      (s.probe.awaiting === DRAW ? isOn(s, BAG) : s.probe.awaiting === NAME ? s.targets.some(t => t.enabled && DIGIT.test(t.id))
        : s.probe.awaiting === LIFT && s.targets.some(t => t.enabled && SQUARE.test(t.id))) && s;
    const made = [];
    for (;;) {
      const s = await waitFor(page, "the round waiting for Ana (turn 0, nothing moving, something to press)", anaMoves, BOT_MS);
      if (made.length >= MOVES) { before = facts(s.probe); break; }
      const p = s.probe;
      const id = p.awaiting === DRAW ? BAG
        : s.targets.filter(t => t.enabled && (p.awaiting === NAME ? DIGIT : SQUARE).test(t.id)).map(t => t.id).sort()[0];
      await click(page, s, id);
      await waitFor(page, `the move after a click on ${id}`, s2 => kakuzuRound(s2) && !same(facts(s2.probe), facts(p)) && s2, 30_000);
      made.push(id);
      if (made.length === 1) await shot(page, "kakuzu-first-move", { widgets: ["round.menu"] });
    }
    fig.movesMade = made;
    const lifted = made.filter(id => SQUARE.test(id)).map(id => id.replace("kakuzu.square.", ""));
    const hidden = lifted.filter(q => !before.shown.some(x => x.startsWith(`${q}=`)));
    if (hidden.length) throw new Error(`the squares Ana lifted (${hidden.join(" ")}) do not show their digits: ${JSON.stringify(before)}`);
    const raw = await page.evaluate(k => localStorage.getItem(k), KAKUZU_SAVE);
    let save;
    try { save = JSON.parse(raw); } catch { throw new Error(`localStorage ${KAKUZU_SAVE} holds ${JSON.stringify(raw)}`); }
    const mine = (save?.record?.moves || []).filter(m => m.p === 0).length;
    savedMoves = save?.record?.moves?.length || 0;
    if (mine < MOVES) throw new Error(`the save holds ${mine} of Ana's moves (${savedMoves} in all), want ${MOVES} at least`);
    fig.kakuzuBeforeReload = { ...before, savedMoves };
    await shot(page, "kakuzu-before-reload", { widgets: ["round.menu"] });
  });

  // 5. A reload: Kakuzu's module again, at the menu.
  await check("a reload opens Kakuzu's module again at the menu (the handoff not applied twice) with its saved game offered (menu.resume.2)", async () => {
    await page.reload({ waitUntil: "load" });
    const s = await arrive("a first frame", s2 => s2.frames > 0 && s2, opts.firstFrameTimeout);
    await loadedOnly(page, "kakuzu");
    if (s.scene !== "menu") throw new Error(`the reloaded page opens at scene "${s.scene}", want the menu: ${describe(s)}`);
    await waitFor(page, `the menu with menu.resume.${KAKUZU}`, menuWith(`menu.resume.${KAKUZU}`), 20_000);
    await shot(page, "kakuzu-menu-resume", { widgets: [`menu.resume.${KAKUZU}`] });
  });

  // 6. The service worker.
  await check("the service worker controls the page and has cached the three modules", async () => {
    const got = await page.waitForFunction(async ([re, games]) => {
      if (!navigator.serviceWorker.controller) return false;
      const urls = [];
      for (const k of await caches.keys()) for (const req of await (await caches.open(k)).keys()) urls.push(req.url);
      const mods = urls.filter(u => new RegExp(re).test(u));
      return games.every(g => mods.some(u => u.includes(`/game-${g}.`))) && mods;
    }, [CACHED_MODULE.source, GAMES], { timeout: 60_000, polling: 500 }).then(h => h.jsonValue()).catch(async e => {
      const now = await page.evaluate(async () => {
        const urls = [];
        for (const k of await caches.keys()) for (const req of await (await caches.open(k)).keys()) urls.push(new URL(req.url).pathname);
        return { controlled: !!navigator.serviceWorker.controller, urls };
      });
      throw new Error(`${e.message.split("\n")[0]}; controlled ${now.controlled}, cached ${now.urls.join(" ")}`);
    });
    fig.cachedModules = got.map(u => new URL(u).pathname);
  });

  // 7. Offline: Kakuro from the cache.
  await check("offline: Kakuro (menu.game.1), setup.start: Kakuro's module comes from the service worker's cache and its round shows", async () => {
    await context.setOffline(true);
    proxy.offline = true;
    proxy.refused = 0;
    await click(page, await waitFor(page, "the menu", menuWith(`menu.game.${KAKURO}`), 20_000), `menu.game.${KAKURO}`);
    const s = await waitFor(page, "Kakuro's setup with setup.start", s2 => s2.scene === "setup" && isOn(s2, "setup.start") && s2, 20_000);
    await shot(page, "kakuro-setup-offline", { widgets: ["setup.start"] });
    moduleResponses.length = 0;
    await click(page, s, "setup.start"); // lib/game.mjs: the page reloads into Kakuro's module meanwhile
    const r = await arrive("Kakuro's round", s2 => s2.scene === "round" && s2.targets.some(t => t.id.startsWith("kakuro.")) && s2);
    fig.kakuroModule = new URL(await loadedOnly(page, "kakuro")).pathname;
    const res = moduleResponses.find(m => moduleOf("kakuro").test(m.url));
    if (!res) throw new Error("no response for Kakuro's module was seen");
    if (!res.sw) throw new Error(`${new URL(res.url).pathname} did not come from the service worker`);
    fig.offlineRefused = proxy.refused;
    fig.kakuroRoundTargets = r.targets.length;
    await shot(page, "kakuro-round-offline", { widgets: ["round.menu"] });
  });

  // 8. Online again: Kakuro's menu resumes the Kakuzu game.
  await check("online again, a reload opens Kakuro's module at its menu, which offers the Kakuzu save (menu.resume.2)", async () => {
    await context.setOffline(false);
    proxy.offline = false;
    await page.reload({ waitUntil: "load" });
    await arrive(`the menu with menu.resume.${KAKUZU}`, menuWith(`menu.resume.${KAKUZU}`), opts.firstFrameTimeout);
    await loadedOnly(page, "kakuro");
    await shot(page, "kakuro-menu-resume-kakuzu", { widgets: [`menu.resume.${KAKUZU}`] });
  });

  await check("resuming it says \"Loading Kakuzu…\", hands {game kakuzu, resume} over, and Kakuzu's module brings the round back as it was saved", async () => {
    const s = await waitFor(page, `the menu with menu.resume.${KAKUZU}`, menuWith(`menu.resume.${KAKUZU}`), 20_000);
    const old = await switchHeld(s, `menu.resume.${KAKUZU}`, "loading-kakuzu-resume");
    if (old.status !== "Loading Kakuzu…") throw new Error(`the loader says ${JSON.stringify(old.status)}, want "Loading Kakuzu…"`);
    const h = JSON.parse(old.handoff || "null");
    if (!h || h.game !== "kakuzu" || h.resume !== true) throw new Error(`the handoff is ${old.handoff}, want {"game":"kakuzu","resume":true}`);
    const r = await arrive("Kakuzu's resumed round, nothing moving", s2 => kakuzuRound(s2) && !s2.probe.busy && !s2.probe.moving && s2);
    await loadedOnly(page, "kakuzu");
    const back = facts(r.probe);
    fig.kakuzuResumed = back;
    if (!same(back, before)) throw new Error(`the resumed round is ${JSON.stringify(back)}, the saved one was ${JSON.stringify(before)}`);
    const raw = await page.evaluate(k => localStorage.getItem(k), KAKUZU_SAVE);
    const n = JSON.parse(raw || "null")?.record?.moves?.length ?? 0;
    if (n !== savedMoves) throw new Error(`the save now holds ${n} moves, it held ${savedMoves}`);
    await page.waitForFunction(h2 => sessionStorage.getItem(h2) === null, HANDOFF, { timeout: 20_000 });
    await settle(page);
    await shot(page, "kakuzu-resumed", { widgets: ["round.menu"] });
  });

  fig.documents = documents.map(u => new URL(u).search);
  check.reset(); // always: errors matter even after a failure
  await check("no console errors and no page errors in the tab", async () => consoleWatch.assertClean());
  consoleWatch.record(fig, report, "modules");
  await context.close();
  return fig;
}
