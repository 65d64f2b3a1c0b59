#!/usr/bin/env node
// Browser end-to-end test of a Kakuzu table played over days (issue 44,
// "Tables over days"): a Chromium seat and a desktop seat take turns on
// a test clock, each finding its turn when it opens the app.
//
//   node wasm/e2e/overdays.mjs [--shots DIR] [--build=false --wasm DIR]
//
// It starts the online server (cmd/cifra-server -test-clock, whose clock
// POST /test/advance moves on) and a desktop seat (wasm/e2e/overdayshost)
// that, as a device with its own key, makes a Kakuzu room played over
// days, 12 hours a move, and prints its code.
//
//  1. Bea's laptop (1280×800, mouse) follows the room's link, joins and
//     says it is ready; the desktop seat starts the game: its turn first.
//  2. The desktop seat, asking as the app does when it opens, finds its
//     turn; Bea's app, opened, offers no table (not her turn).
//  3. The desktop plays; the clock moves on 3 hours. Bea opens the app:
//     its menu offers the table, her turn, with its deadline; pressed,
//     the round opens at her turn and she lifts a stone by a click.
//  4. The setup's lifts go on, turn about; once Bea lets 12 hours pass,
//     the table lifts for her and the turn is the desktop's again.
//  5. In play, Bea's turn shows its clock in hours; when it runs out the
//     turn passes (the rules' timeout) and the desktop finds its turn.
//
// Fails on any console error. Prints "N passed, M failed".
import path from "node:path";
import { runScript, watchConsole, checker } from "./lib/harness.mjs";
import { state, waitFor, waitScene, click, describe } from "./lib/game.mjs";
import { shoot } from "./lib/shots.mjs";
import { want, startTable, freePort, lineAfter } from "./lib/proc.mjs";

const isOn = (st, id) => st.targets.some(t => t.id === id && t.enabled);
const HOUR = 3600_000;

await runScript("overdays.mjs", async ({ browser, url, opts, report }) => {
  const check = checker(report, "overdays");
  const health = await freePort();
  const table = await startTable(report, "cifra-overdays-e2e-", "./wasm/e2e/overdayshost", ["-clock", "12h"], null,
    { stdin: true, serverArgs: ["-test-clock", "-health", `127.0.0.1:${health}`] });
  const { ws, code, hostLines } = table;
  const host = table.procs[table.procs.length - 1];
  /** Tells the desktop seat cmd and resolves with its answer's match. */
  const ask = async (cmd, match, what) => {
    const from = hostLines.all.length;
    host.send(cmd);
    return lineAfter(hostLines, from, match, 90_000, what);
  };
  const deskTurn = () => ask("TURN", l => l.match(/^TURN (yes|no)/), "the desktop seat's turn").then(m => m[1] === "yes");
  const advance = async by => {
    const r = await fetch(`http://127.0.0.1:${health}/test/advance?by=${by}`, { method: "POST" });
    want(r.ok, `moving the test clock on by ${by}: ${r.status}`);
  };
  try {
    // 1. Bea joins by the link and is ready; the game starts.
    const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await laptop.newPage();
    const problems = watchConsole(page);
    await page.goto(`${url}?lang=en&server=${encodeURIComponent(ws)}&join=${code}`, { waitUntil: "load" });
    let s = await waitScene(page, "online", opts.firstFrameTimeout);
    await page.keyboard.type("Bea", { delay: 80 });
    s = await state(page);
    await click(page, s, "online.code.go");
    s = await waitFor(page, "the waiting room", st => st.scene === "room" && isOn(st, "online.room.ready") && st, 30_000);
    await shoot(page, path.join(opts.shots, "overdays-room.png"));
    await click(page, s, "online.room.ready");
    await lineAfter(hostLines, 0, l => l === "STARTED", 30_000, "the desktop seat starting the game");
    s = await waitFor(page, "the round", st => st.scene === "round" && st.probe && st.probe.turn === 0 && st, 30_000);

    // 2. Whose turn each finds on opening the app.
    await check("the desktop seat, opening, finds its turn", async () => want(await deskTurn(), "TURN no"));
    const openApp = async what => { // the server is the one it played at (its settings)
      await page.goto(`${url}?lang=en`, { waitUntil: "load" });
      return waitFor(page, what, st => st.scene === "menu" && st.probe && st.probe.asking === false && st, opts.firstFrameTimeout);
    };
    s = await openApp("Bea's menu, the server asked");
    await check("Bea's app offers no table when it is not her turn", () => want(s.probe.turn === "", JSON.stringify(s.probe)));

    // 3. The desktop plays; hours later Bea's app opens on her turn.
    await ask("PLAY", l => l.match(/^PLAYED \d+/), "the desktop seat's lift");
    await advance("3h");
    s = await openApp("Bea's menu after the desktop's move");
    const left = s.probe.deadlineMs - Date.now();
    await shoot(page, path.join(opts.shots, "overdays-menu-your-turn.png"));
    // The server's clock is 3 h on: 9 of the 12 hours are left, however
    // the page's own clock reads.
    await check("Bea's app opens on her turn at the table, 9 of its 12 hours left", () =>
      want(s.probe.turn === code && isOn(s, "menu.table") && left > 8.5 * 3600e3 && left <= 9 * 3600e3,
        `${JSON.stringify(s.probe)}, ${(left / 3600e3).toFixed(2)} h left`));
    await click(page, s, "menu.table");
    s = await waitFor(page, "the round at Bea's turn", st => st.scene === "round" && st.probe && st.probe.turn === 1 &&
      st.targets.some(t => t.enabled && t.id.startsWith("kakuzu.square.")) && st, 30_000);
    const lift = async st => {
      const stone = st.targets.find(t => t.enabled && t.id.startsWith("kakuzu.square."));
      const covered = st.probe.covered;
      await click(page, st, stone.id);
      return waitFor(page, "Bea's lift played", x => x.scene === "round" && x.probe && x.probe.covered < covered && x, 15_000);
    };
    s = await lift(s);
    await check("Bea lifted a stone by a click at her turn", () => want(s.probe.covered < 81, JSON.stringify(s.probe)));
    await check("then the desktop seat finds its turn", async () => want(await deskTurn(), "TURN no"));

    // 4. Turn about through the setup; Bea lets her time run out once.
    let timedOut = false;
    for (let round = 0; round < 12; round++) {
      s = await state(page);
      if (s.probe && !s.probe.setup) break;
      await ask("PLAY", l => l.match(/^(PLAYED \d+|NOTURN)/), "the desktop seat's lift");
      s = await waitFor(page, "Bea's turn again", st => st.scene === "round" && st.probe && (!st.probe.setup || st.probe.turn === 1) && st, 30_000);
      if (!s.probe.setup) break;
      if (!timedOut) {
        const covered = s.probe.covered;
        await advance("12h");
        await check("once Bea's 12 hours ran out the table lifted for her, and the turn is the desktop's", async () => {
          s = await waitFor(page, "the table lifting for Bea", st => st.scene === "round" && st.probe && st.probe.covered < covered && st.probe.turn === 0 && st, 30_000);
        });
        timedOut = true;
        await shoot(page, path.join(opts.shots, "overdays-time-up.png"));
        continue;
      }
      await waitFor(page, "a stone Bea may lift", st => st.targets.some(t => t.enabled && t.id.startsWith("kakuzu.square.")) && st, 15_000);
      s = await lift(await state(page));
    }
    await check("the setup's lifts ended, turn about", async () => {
      s = await state(page);
      want(s.probe && !s.probe.setup && timedOut, describe(s));
    });

    // 5. In play: Bea's clock shows hours; run out, her turn passes.
    for (let i = 0; i < 6; i++) {
      s = await state(page);
      if (s.probe.turn === 1 && s.probe.awaiting !== "draw a number") break;
      await ask("PLAY", l => l.match(/^(PLAYED \d+|NOTURN)/), "the desktop seat's turn in play");
      s = await waitFor(page, "Bea's turn in play", st => st.scene === "round" && st.probe && st.probe.turn === 1 && st, 30_000).catch(() => state(page));
    }
    s = await waitFor(page, "Bea's clock", st => st.probe && st.probe.turn === 1 && st.probe.clock > 3600 && st, 15_000);
    await shoot(page, path.join(opts.shots, "overdays-clock.png"));
    await check("Bea's turn in play shows its clock, hours of it", () => want(s.probe.clock > 3600 && s.probe.clock <= 12 * 3600, JSON.stringify(s.probe.clock)));
    const turns = s.probe.turns;
    await advance("12h");
    s = await waitFor(page, "Bea's turn passing", st => st.scene === "round" && st.probe && st.probe.turns > turns && !st.probe.busy && st, 30_000);
    // The desktop's turn, unless the bag gave it a 0 at once (Bea's again).
    const deskNow = s.probe.turn === 0;
    await check("her time run out, the turn passed to the desktop, which finds it on opening", async () =>
      want(await deskTurn() === deskNow, `the round says turn ${s.probe.turn}, the desktop seat the opposite`));
    await check("no console errors", () => problems.assertClean());
    host.send("QUIT");
    await laptop.close();
    return { code, left: Math.round(left / HOUR) };
  } finally {
    await table.stop();
  }
});
