#!/usr/bin/env node
// Browser end-to-end test of friends online (issue 42 items 2 and 3): a
// Chromium seat and a desktop (Go) seat at one Knister table.
//
//   node wasm/e2e/friends.mjs [--shots DIR] [--build=false]
//
// It starts the online server (cmd/cifra-server) on two fixed free
// loopback ports, a desktop seat (wasm/e2e/friendhost) that makes a room
// and prints its code, and the browser build, which joins by the link.
//
//  1. Mid-game, right after a roll reached the page, the server process
//     is stopped: the page shows its banner ("Can't reach the table
//     server: trying again…", measured in the screenshot's top strip), a
//     number written meanwhile waits (its squares take no other), and
//     when the server is started again on the same ports and data the
//     number goes, once: the game goes on to its 25th number and both
//     seats see the same scores.
//  2. At the scores the desktop seat asks for a rematch: the page's
//     podium says so with Join and No thanks; Join takes the page to the
//     rematch's room, ready with no word of its own, and the desktop
//     seat starts the rematch there.
//  3. In the rematch (the desktop seat writes nothing: the roll waits),
//     a number written is taken back by Backspace, then by the Undo
//     button: its square is free again (issue 42 item 7).
//  4. The page's seat opened in a second tab of the same profile: the
//     first tab says the seat is played on another device, with Play
//     here and Menu; Play here takes it back, and the second tab says so.
//
// Fails on any console error but the browser's own word of the
// WebSocket refused while the server is down. Prints "N passed, M failed".
import path from "node:path";
import { runScript, watchConsole, checker } from "./lib/harness.mjs";
import { state, waitFor, waitScene, click, keyPress, describe, frames } from "./lib/game.mjs";
import { shoot } from "./lib/shots.mjs";
import { decodePNG } from "./lib/pixels.mjs";
import { want, lineOf, freePort, startServer, startTable } from "./lib/proc.mjs";
import { isOn, joinByLink } from "./lib/online.mjs";

const sleep = ms => new Promise(r => setTimeout(r, ms));

/** The page's picture, decoded. */
async function picture(page) {
  return decodePNG(await page.screenshot());
}

/**
 * How unlike two pictures are in rect {x, y, w, h} (device pixels): the
 * mean absolute difference of their channels, 0 to 255.
 */
function differ(a, b, r) {
  let sum = 0, n = 0;
  for (let y = r.y; y < r.y + r.h; y++) {
    for (let x = r.x; x < r.x + r.w; x++) {
      const i = (y * a.width + x) * 4;
      for (let c = 0; c < 3; c++) sum += Math.abs(a.rgba[i + c] - b.rgba[i + c]);
      n += 3;
    }
  }
  return sum / n;
}

// BANNER is the top strip where the round's banner stands at 1280×800
// (scenes/core/serverlink.go: centred, from 0.8 % of the short side):
// the table's felt and the card's edge, where nothing else changes.
const BANNER = { x: 480, y: 12, w: 280, h: 26 };

// STOP_AT is the number written after which the server is stopped.
const STOP_AT = 8;

await runScript("friends.mjs", async ({ browser, url, opts, report }) => {
  const check = checker(report, "friends");
  // Fixed ports: the server is started again where it was.
  const ports = { nats: await freePort(), ws: await freePort() };
  const table = await startTable(report, "cifra-friends-e2e-", "./wasm/e2e/friendhost", [], ports);
  const { procs, data, ws, code, hostLines } = table;
  let { server } = table;
  try {

    // One profile: a second tab shares the page's localStorage, its seat.
    const profile = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await profile.newPage();
    const problems = watchConsole(page);
    let s = await joinByLink(page, url, { ws, code, lang: "en", firstFrameTimeout: opts.firstFrameTimeout });
    await click(page, s, "online.room.ready");
    await lineOf(hostLines, l => l === "STARTED", 30_000, "the desktop seat starting the game");
    await waitScene(page, "round", 30_000);

    let placed = 0, lastScores = null, stopped = false;
    const deadline = Date.now() + 300_000;
    const cellOn = st => st.scene === "round" && st.targets.find(t => t.enabled && t.id.startsWith("round.cell."));
    for (;;) {
      s = await state(page);
      if (s.scene === "scoring") break;
      if (s.scene === "round" && s.probe) lastScores = s.probe.scores;
      if (Date.now() > deadline) throw new Error(`the online game did not end: ${describe(s)}`);
      const cell = cellOn(s);
      const finish = s.scene === "round" && s.targets.find(t => t.enabled && t.id === "round.roll");
      if (cell && placed === STOP_AT && !stopped) {
        // A roll has reached the page: the server goes now.
        stopped = true;
        const before = await picture(page);
        server.stop();
        await server.closed; // stopped, its data flushed: it starts again on them
        await lineOf(hostLines, l => l === "DOWN", 30_000, "the desktop seat losing the server");
        await sleep(2_000);
        s = await state(page);
        await click(page, s, cell.id);
        placed++;
        const waiting = await waitFor(page, "the number waiting", st => !cellOn(st) && st, 5_000).catch(() => null);
        await check("a number written while the server is down waits: the card takes no other", () =>
          want(waiting, `squares still open: ${describe(s)}`));
        await sleep(4_000);
        const during = await picture(page);
        await shoot(page, path.join(opts.shots, "friends-server-down.png"));
        const away = differ(before, during, BANNER);
        await check("with the server down the page shows its banner", () =>
          want(away > 20, `the top strip differs from before by ${away.toFixed(1)} (of 255), want a banner over it (> 20)`));
        ({ proc: server } = await startServer(data, l => report.line(`# server again: ${l}`), 300_000, ports));
        procs.push(server);
        await lineOf(hostLines, l => l === "UP", 60_000, "the desktop seat back");
        // The number went once: the next roll comes (both seats wrote).
        s = await waitFor(page, "the next roll after the restart", st => (cellOn(st) || st.scene === "scoring") && st, 60_000);
        await frames(page, 3);
        const after = await picture(page);
        const back = differ(before, after, BANNER);
        await check("once the server is back the banner goes", () =>
          want(back < 12, `the top strip differs from before the stop by ${back.toFixed(1)}, want it as it was (< 12)`));
        await shoot(page, path.join(opts.shots, "friends-server-back.png"));
        continue;
      }
      if (cell) {
        await click(page, s, cell.id);
        const took = await waitFor(page, "the number on its way", st => st.scene !== "round" ||
          !st.targets.some(t => t.id === cell.id && t.enabled) ? st : null, 5_000).catch(() => null);
        if (took) placed++;
      } else if (finish && placed >= 25) {
        await click(page, s, "round.roll");
      } else {
        await sleep(100);
      }
    }
    const [, end] = await lineOf(hostLines, l => l.match(/^END (.*)$/), 60_000, "the desktop seat's end");
    await check("the game went on to its end: 25 numbers, none lost or written twice, the same scores at both seats", () =>
      want(placed === 25 && JSON.stringify(JSON.parse(end).scores) === JSON.stringify(lastScores),
        `${placed} numbers; the desktop's end ${end}, the browser's last scores ${JSON.stringify(lastScores)}`));

    // The rematch, asked on the desktop, seen and joined in the browser.
    const [, again] = await lineOf(hostLines, l => l.match(/^REMATCH (\S+)/), 60_000, "the desktop seat asking for a rematch");
    s = await waitFor(page, "the podium hearing the rematch", st => st.scene === "scoring" && isOn(st, "scoring.rematch.no") && st, 30_000);
    await shoot(page, path.join(opts.shots, "friends-rematch-asked.png"));
    await check("the podium offers Join and No thanks once the other player asks", () =>
      want(isOn(s, "scoring.rematch") && !s.targets.some(t => t.id === "scoring.menu"), s.targets.map(t => t.id).join(" ")));
    await click(page, s, "scoring.rematch");
    // The rematch's room, or already its round: the host starts as soon
    // as the page's seat is there and ready (JOINED says it was).
    s = await waitFor(page, "the rematch's room", st => (st.scene === "room" && st.probe && st.probe.code === again ||
      st.scene === "round") && st, 30_000);
    const joined = await lineOf(hostLines, l => l === "JOINED", 30_000, "the desktop seat seeing the page joined and ready").catch(() => null);
    await check("joining the rematch is being ready: the host may start with no word from the page", () =>
      want(joined, `no JOINED from the desktop seat; the page's room: ${JSON.stringify(s.probe)}`));
    await lineOf(hostLines, l => l === "RESTARTED", 30_000, "the rematch starting");
    await waitScene(page, "round", 30_000);
    await shoot(page, path.join(opts.shots, "friends-rematch-round.png"));
    await check("no console errors but the refused WebSocket while the server was down", () => {
      problems.problems = problems.problems.filter(p => !/WebSocket|ERR_CONNECTION_REFUSED|net::/i.test(p));
      problems.assertClean();
    });

    // 3. Undo before the roll (the desktop seat does not write in the
    // rematch: the roll waits), by Backspace and by the button.
    for (const how of ["Backspace", "the Undo button"]) {
      s = await waitFor(page, "a square to write in", st => cellOn(st) && st, 30_000);
      const cell = cellOn(s);
      await click(page, s, cell.id);
      s = await waitFor(page, "the number written", st => isOn(st, "round.undo") && !isOn(st, cell.id) && st, 15_000);
      if (how === "Backspace") {
        await shoot(page, path.join(opts.shots, "friends-undo-written.png"));
        await keyPress(page, "Backspace");
      } else {
        await click(page, s, "round.undo");
      }
      const back = await waitFor(page, "the number taken back", st => isOn(st, cell.id) && !isOn(st, "round.undo") && st, 15_000).catch(() => null);
      await check(`${how} takes the number back before the roll: its square is free again`, () =>
        want(back, `after ${how}: ${describe(s)}`));
    }

    // 4. The same seat opened in a second tab: it plays there, and this
    // one says so, with Play here, which takes it back.
    const tab = await profile.newPage();
    const tabProblems = watchConsole(tab);
    await tab.goto(`${url}?lang=en`, { waitUntil: "load" });
    await waitFor(tab, "the second tab's round", st => st.scene === "round" && st, opts.firstFrameTimeout);
    s = await waitFor(page, "the first tab told", st => st.scene === "elsewhere" && st, 30_000).catch(() => null);
    await check("the tab the seat was opened in first says it is played elsewhere, with Play here and Menu", () =>
      want(s && isOn(s, "online.elsewhere.here") && isOn(s, "online.elsewhere.menu"), s ? describe(s) : "still " + JSON.stringify(null)));
    await page.bringToFront(); // a tab behind another draws no frames
    await frames(page, 30); // the round's cross-fade over
    await shoot(page, path.join(opts.shots, "friends-elsewhere.png"));
    await click(page, s, "online.elsewhere.here");
    s = await waitScene(page, "round", 30_000).catch(() => null);
    const taken = await waitFor(tab, "the second tab told", st => st.scene === "elsewhere" && st, 30_000).catch(() => null);
    await check("Play here takes the seat back: the first tab plays, the second says it is played elsewhere", () =>
      want(s && taken, `first tab ${s && s.scene}, second tab ${taken && taken.scene}`));
    await tab.bringToFront();
    await frames(tab, 30);
    await shoot(tab, path.join(opts.shots, "friends-elsewhere-second.png"));
    await check("no console errors in either tab", () => {
      problems.problems = problems.problems.filter(p => !/WebSocket|ERR_CONNECTION_REFUSED|net::/i.test(p));
      problems.assertClean();
      tabProblems.assertClean();
    });
    await profile.close();
    return { placed, code, rematch: again };
  } finally {
    await table.stop();
  }
});
