#!/usr/bin/env node
// Browser end-to-end test of online play: a Chromium seat and a desktop
// (Go) seat at one online table.
//
//   node wasm/e2e/online.mjs [--shots DIR] [--build=false]
//
//
// It starts the online server (cmd/cifra-server, on free loopback ports),
// a desktop seat (wasm/e2e/onlinehost) that makes a Knister room and
// prints its code, and the browser build (then a Kakuzu game in German
// with a reload, and a Kakuro race, each against its own desktop seat).
// The page opens at
// ?server=…&join=CODE (a shared link), joins, says it is ready; the host
// starts; the page plays its card by real mouse clicks while the desktop
// seat plays its own with a bot, to the scoring screen; the page is
// reloaded mid-game and goes back to its table. The page's NATS
// client (nats.ws) is fetched only then: a check reads the page's network
// log. Fails on any console error. Prints "N passed, M failed".
import path from "node:path";
import { runScript, watchConsole, checker } from "./lib/harness.mjs";
import { state, waitFor, waitScene, click, describe, mouseDrag, frames } from "./lib/game.mjs";
import { shoot } from "./lib/shots.mjs";
import { want, goRun, lineLog, lineOf, nextLine, startTable } from "./lib/proc.mjs";

// RELOAD_AT is the number written after which the page is reloaded.
const RELOAD_AT = 6;
// REOPEN_AT is the number written after which the game's page is opened
// anew (without the link).
const REOPEN_AT = 14;

const sq = p => `kakuro.square.${p[0]}.${p[1]}`;
const isOn = (st, id) => st.targets.some(t => t.id === id && t.enabled);

/**
 * A Kakuzu table of the browser and a desktop seat (onlinehost -game
 * kakuzu), played to the end: the table draws, the browser lifts a stone
 * by a mouse click on each of its turns while the desktop seat plays its
 * own with a bot; the page is reloaded once mid-game and comes back to
 * its table with the stones as they were. Both sides see the same scores.
 */
async function kakuzuGame(browser, url, opts, nats, ws, check, report, procs) {
  const hostLines = lineLog(l => report.line(`# kakuzu host: ${l}`));
  procs.push(goRun(["./wasm/e2e/onlinehost", "-url", nats, "-game", "kakuzu"], hostLines.add));
  const [, code] = await lineOf(hostLines, l => l.match(/^CODE (\S+)/), 300_000, "a Kakuzu room code from the desktop seat");
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchConsole(page);
  await page.goto(`${url}?lang=de&server=${encodeURIComponent(ws)}&join=${code}`, { waitUntil: "load" });
  let s = await waitScene(page, "online", opts.firstFrameTimeout);
  await click(page, s, "online.code.go");
  s = await waitFor(page, "the Kakuzu waiting room", st => st.scene === "room" && isOn(st, "online.room.ready") && st, 30_000);
  await click(page, s, "online.room.ready");
  await lineOf(hostLines, l => l === "STARTED", 30_000, "the desktop seat starting the Kakuzu game");
  await waitScene(page, "round", 30_000);
  const covered = () => state(page).then(st => st.probe && st.probe.covered);
  let lifts = 0, reloaded = false, lastScores = null;
  const deadline = Date.now() + 300_000;
  for (;;) {
    s = await state(page);
    if (s.scene === "scoring") break;
    if (s.scene === "round" && s.probe) lastScores = s.probe.scores;
    if (Date.now() > deadline) throw new Error(`the online Kakuzu game did not end: ${describe(s)}`);
    const stone = s.scene === "round" && s.targets.find(t => t.enabled && t.id.startsWith("kakuzu.square."));
    if (!stone) {
      await new Promise(r => setTimeout(r, 100));
      continue;
    }
    await click(page, s, stone.id);
    const took = await waitFor(page, "the stone on its way", st => st.scene !== "round" ||
      !st.targets.some(t => t.id === stone.id && t.enabled) ? st : null, 5_000).catch(() => null);
    if (!took) continue;
    lifts++;
    if (lifts === 5 && !reloaded) {
      reloaded = true;
      await shoot(page, path.join(opts.shots, "online-kakuzu-midgame.png"));
      await waitFor(page, "the lift played", st => st.probe && !st.probe.busy && st, 10_000).catch(() => {});
      const before = await covered();
      await page.reload({ waitUntil: "load" });
      await waitScene(page, "round", 30_000);
      const after = await covered();
      await check("Kakuzu: a reloaded page comes back to its table with its stones", () =>
        want(typeof after === "number" && after <= before && after < 81, `${before} stones covered before the reload, ${after} after`));
    }
  }
  const [, end] = await lineOf(hostLines, l => l.match(/^END (.*)$/), 60_000, "the desktop seat's end of the Kakuzu game");
  await shoot(page, path.join(opts.shots, "online-kakuzu-scoring.png"));
  await check("Kakuzu: the browser lifted its stones by mouse to the scores, and the desktop seat saw the same end", () =>
    want(lifts > 0 && JSON.stringify(JSON.parse(end).scores) === JSON.stringify(lastScores),
      `${lifts} lifts; the desktop's end ${end}, the browser's last scores ${JSON.stringify(lastScores)}`));
  await check("Kakuzu: no console errors", () => problems.assertClean());
  await page.close();
  return { kakuzuLifts: lifts };
}

/**
 * A Kakuro table of the browser and a desktop seat (onlinehost -game
 * kakuro): on the first sum where the browser's seat has a plain row, the
 * desktop seat says which, the browser buzzes, marks it by a mouse drag
 * and checks; the desktop seat claims 30 s after the reveal. The table
 * plays the browser's claim (the quicker reaction) and refuses the
 * desktop's as a lost race; both sides see the browser score.
 */
async function kakuroRace(browser, url, opts, nats, ws, check, report, procs) {
  const hostLines = lineLog(l => report.line(`# kakuro host: ${l}`));
  procs.push(goRun(["./wasm/e2e/onlinehost", "-url", nats, "-game", "kakuro", "-delay", "30s"], hostLines.add));
  const [, code] = await lineOf(hostLines, l => l.match(/^CODE (\S+)/), 300_000, "a Kakuro room code from the desktop seat");
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchConsole(page);
  await page.goto(`${url}?lang=en&server=${encodeURIComponent(ws)}&join=${code}`, { waitUntil: "load" });
  let s = await waitScene(page, "online", opts.firstFrameTimeout);
  await click(page, s, "online.code.go");
  s = await waitFor(page, "the Kakuro waiting room", st => st.scene === "room" && isOn(st, "online.room.ready") && st, 30_000);
  await click(page, s, "online.room.ready");
  await lineOf(hostLines, l => l === "STARTED", 30_000, "the desktop seat starting the Kakuro game");
  await waitScene(page, "round", 30_000);
  let passes = 0;
  let hint = null;
  while (!hint) {
    const next = await nextLine(hostLines, l => l === "PASS" || l.startsWith("HINT "), 120_000, "a hint or a pass");
    if (next === "PASS") {
      s = await waitFor(page, "the browser's impossible button", st => isOn(st, "seat.1.kakuro.impossible") && st, 30_000);
      await click(page, s, "seat.1.kakuro.impossible");
      passes++;
      continue;
    }
    hint = JSON.parse(next.slice(5));
  }
  s = await waitFor(page, "the browser's buzzer", st => isOn(st, "seat.1.kakuro.buzz") && st, 30_000);
  const t0 = Date.now();
  await click(page, s, "seat.1.kakuro.buzz");
  s = await waitFor(page, "the claim to open", st => isOn(st, sq(hint.from)) && st, 15_000);
  await mouseDrag(page, s, sq(hint.from), sq(hint.to));
  s = await waitFor(page, "Check to come on", st => isOn(st, "seat.1.kakuro.check") && st, 15_000);
  for (const l of hint.lays || []) {
    const tile = `seat.1.kakuro.tile.${l.tile}`;
    if (l.back) {
      // A sum field: the first tap picks the tile, the second turns it over.
      await click(page, s, tile);
      await frames(page, 3);
      await click(page, await state(page), tile);
      await frames(page, 3);
      s = await state(page);
    }
    await mouseDrag(page, s, tile, sq(l.at));
    s = await waitFor(page, `${tile} laid on ${sq(l.at)}`, st => !isOn(st, tile) && st, 15_000);
  }
  await shoot(page, path.join(opts.shots, "online-kakuro-claim.png"));
  await click(page, s, "seat.1.kakuro.check");
  const claimMs = Date.now() - t0;
  const [, raceJSON] = await lineOf(hostLines, l => l.match(/^RACE (.*)$/), 60_000, "the desktop seat's claim answered");
  const [, scoresJSON] = await lineOf(hostLines, l => l.match(/^SCORES (.*)$/), 60_000, "the scores after the race");
  await waitFor(page, "the next hunt in the browser", st => isOn(st, "seat.1.kakuro.buzz") && st, 60_000).catch(() => {});
  await shoot(page, path.join(opts.shots, "online-kakuro-after.png"));
  const raceAck = JSON.parse(raceJSON), scores = JSON.parse(scoresJSON);
  await check("Kakuro: the browser's claim wins the race, the desktop's is refused as lost", () =>
    want(raceAck.code === "race-lost" && scores[1] > 0, `the desktop's claim answered ${raceJSON}, scores ${scoresJSON}`));
  await check("Kakuro: no console errors", () => problems.assertClean());
  await page.close();
  return { kakuroPasses: passes, kakuroClaimMs: claimMs };
}




await runScript("online.mjs", async ({ browser, url, opts, report }) => {
  const check = checker(report, "online");
  const table = await startTable(report, "cifra-online-e2e-", "./wasm/e2e/onlinehost");
  const { procs, nats, ws, code, hostLines } = table;
  try {

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems = watchConsole(page);
    const fetched = [];
    page.on("request", r => fetched.push(r.url()));
    await page.goto(`${url}?lang=en&server=${encodeURIComponent(ws)}&join=${code}`, { waitUntil: "load" });
    let s = await waitScene(page, "online", opts.firstFrameTimeout);
    await check("the link opens Play online at the join step with the code", () =>
      want(s.probe && s.probe.step === 2 && s.probe.code === code, `probe ${JSON.stringify(s.probe)}`));
    const natsBefore = fetched.filter(u => u.includes("nats.ws")).length;
    await shoot(page, path.join(opts.shots, "online-join.png"));
    await click(page, s, "online.code.go");
    s = await waitFor(page, "the waiting room", st => st.scene === "room" && st.targets.some(t => t.id === "online.room.ready" && t.enabled) && st, 30_000);
    await check("the NATS client is fetched only when going online", () =>
      want(natsBefore === 0 && fetched.some(u => u.includes("nats.ws")), `before joining: ${natsBefore} fetches of nats.ws; after: ${fetched.filter(u => u.includes("nats.ws")).length}`));
    await shoot(page, path.join(opts.shots, "online-room.png"));
    await click(page, s, "online.room.ready");
    await lineOf(hostLines, l => l === "STARTED", 30_000, "the desktop seat starting the game");
    s = await waitScene(page, "round", 30_000);
    await shoot(page, path.join(opts.shots, "online-round.png"));
    let placed = 0, missed = 0;
    const deadline = Date.now() + 240_000;
    for (;;) {
      s = await state(page);
      if (s.scene === "scoring") break;
      if (Date.now() > deadline) throw new Error(`the online game did not end: ${describe(s)}`);
      const cell = s.scene === "round" && s.targets.find(t => t.enabled && t.id.startsWith("round.cell."));
      const finish = s.scene === "round" && s.targets.find(t => t.enabled && t.id === "round.roll");
      if (cell) {
        await click(page, s, cell.id);
        // The number is written once the table has played it: until
        // then the card waits (its squares no longer take a number).
        // A click the game had not yet taken is not counted.
        const took = await waitFor(page, "the number on its way", st => st.scene !== "round" ||
          !st.targets.some(t => t.id === cell.id && t.enabled) ? st : null, 5_000).catch(() => null);
        if (!took) { missed++; continue; }
        placed++;
        if (placed === 12) await shoot(page, path.join(opts.shots, "online-midgame.png"));
        if (placed === RELOAD_AT || placed === REOPEN_AT) {
          // A reloaded page and a page opened anew go back to their
          // table by themselves; both catch up from the table's log.
          await waitFor(page, "the number written before the reload", st => st.scene === "round" && !st.targets.some(t => t.enabled && t.id.startsWith("round.cell.")) && st, 10_000).catch(() => {});
          if (placed === RELOAD_AT) {
            // The same link again (a reload): straight back to the table.
            await page.reload({ waitUntil: "load" });
          } else {
            // The page is gone long enough for the table to count the
            // seat away (wire.AwayAfter), and back: the desktop seat is
            // told both.
            await page.goto("about:blank");
            const away = await lineOf(hostLines, l => l === "SEAT 1 away", 60_000, "away").catch(() => null);
            await check("the desktop seat is told the browser's seat went away", () => want(away, "no SEAT 1 away from the desktop seat within 60 s"));
            // The game's own address: straight back to the table (issue
            // 42 item 1; it took the menu, Play online and "Back to
            // table" before).
            await page.goto(`${url}?lang=en`, { waitUntil: "load" });
            await waitScene(page, "round", opts.firstFrameTimeout);
          }
          s = await waitScene(page, "round", 30_000);
          if (placed === REOPEN_AT) {
            const back = await lineOf(hostLines, l => l === "SEAT 1 here", 30_000, "back").catch(() => null);
            await check("the desktop seat is told the browser's seat is back", () => want(back, "no SEAT 1 here from the desktop seat within 30 s"));
          }
          const written = (await state(page)).targets.filter(t => t.id.startsWith("round.cell.") && !t.enabled).length;
          await check(`a ${placed === RELOAD_AT ? "reloaded" : "reopened"} page comes back to its table with its card as it was`, () =>
            want(written >= placed, `${written} squares written after it, ${placed} before`));
        }
      } else if (finish && placed >= 25) {
        await click(page, s, "round.roll");
      } else {
        await new Promise(r => setTimeout(r, 100));
      }
    }
    const [, end] = await lineOf(hostLines, l => l.match(/^END (.*)$/), 60_000, "the desktop seat's end");
    await shoot(page, path.join(opts.shots, "online-scoring.png"));
    await check("the browser wrote all 25 numbers and reached the scores", () => want(placed === 25, `${placed} placements`));
    await check("every click on a square wrote a number", () => want(missed === 0, `${missed} clicks on a square the game did not take`));
    await check("the desktop seat saw the game end", () => want(JSON.parse(end).scores.length === 2, end));
    await check("no console errors", () => problems.assertClean());
    await page.close();

    // Kakuzu: a whole game, in German, with a reload.
    const kakuzu = await kakuzuGame(browser, url, opts, nats, ws, check, report, procs);
    // Kakuro: the browser and the desktop seat race for one sum.
    const race = await kakuroRace(browser, url, opts, nats, ws, check, report, procs);
    return { placed, code, ...kakuzu, ...race };
  } finally {
    await table.stop();
  }
});
