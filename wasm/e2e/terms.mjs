#!/usr/bin/env node
// Browser end-to-end test of a new online table's options (issue 42
// item 5): options chosen at creation are in force at both seats.
//
//   node wasm/e2e/terms.mjs [--shots DIR] [--build=false]
//
// It starts the online server (cmd/cifra-server) and, for each table, a
// desktop seat (wasm/e2e/onlinehost) that makes the room with its terms
// and prints them as the started table told its seat (TERMS):
//
//  1. Kakuro, in English, with a 30 s hourglass (the box's is 60 s), the
//     buzzer judged by arrival and a bot for a dropped seat: the
//     browser's waiting room holds those options and writes them
//     ("Hourglass 30 s" and the rest, probe().terms); in the round the
//     browser says "impossible" and the desktop seat does not: the
//     table turns the hourglass with at most 30 s of sand (the desktop
//     seat's SAND line), and the browser sees the sum set aside no
//     sooner than that sand allows (never at once); then both say
//     impossible twice (a sum is set aside at once when every seat did)
//     and the third sum set aside ends the game at both seats.
//  2. Kakuzu, in German, in the no-bag variant: the room holds and
//     writes it, the desktop seat is told it, and on the browser's turn
//     the round draws the digit picker (kakuzu.digit.1–9), which a
//     classic table never shows, and no bag; a stone lifted (a digit
//     named first when the picker offers one) is played by the table.
//
// Fails on any console error. Prints "N passed, M failed".
import path from "node:path";
import { runScript, watchConsole, checker } from "./lib/harness.mjs";
import { state, waitFor, waitScene, click, describe } from "./lib/game.mjs";
import { shoot } from "./lib/shots.mjs";
import { want, goRun, lineLog, lineOf, lineAfter, nextLine, startTable } from "./lib/proc.mjs";
import { isOn, joinByLink } from "./lib/online.mjs";

// HOURGLASS is the Kakuro table's hourglass in seconds (the box's is 60).
const HOURGLASS = 30;

/** The room's terms as the page's probe says them, one string. */
const termsOf = st => (st.probe && Array.isArray(st.probe.terms) ? st.probe.terms.join(" · ") : "");

await runScript("terms.mjs", async ({ browser, url, opts, report }) => {
  const check = checker(report, "terms");
  const kakuroOptions = JSON.stringify({ hourglass: HOURGLASS });
  const table = await startTable(report, "cifra-terms-e2e-", "./wasm/e2e/onlinehost",
    ["-game", "kakuro", "-race", "buzz", "-options", kakuroOptions, "-buzzer", "arrival", "-takeover", "easy"], null, { stdin: true });
  const { procs, nats, ws, code, hostLines } = table;
  const figures = {};
  try {
    // 1. Kakuro with a short hourglass, the buzzer by arrival.
    const kakuro = procs[procs.length - 1];
    let page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    let problems = watchConsole(page);
    let s = await joinByLink(page, url, { ws, code, lang: "en", firstFrameTimeout: opts.firstFrameTimeout });
    s = await waitFor(page, "the room's terms drawn", st => st.scene === "room" && termsOf(st) && st, 10_000).catch(() => s);
    await shoot(page, path.join(opts.shots, "terms-kakuro-room.png"), { widgets: ["online.room.ready"] });
    const words = termsOf(s);
    figures.kakuroTerms = words;
    await check("Kakuro: the browser's waiting room holds the table's options", () =>
      want(s.probe && JSON.parse(s.probe.options || "{}").hourglass === HOURGLASS && s.probe.buzzer === "arrival" && s.probe.takeover === "easy",
        `probe ${JSON.stringify(s.probe)}`));
    await check("Kakuro: the waiting room writes them: a 30 s hourglass, the buzzer by arrival, a bot for a dropped seat", () =>
      want(/\b30\b/.test(words) && !/\b60\b/.test(words) && /arriv/i.test(words) && /bot/i.test(words), `the room says "${words}"`));
    await click(page, s, "online.room.ready");
    await lineOf(hostLines, l => l === "STARTED", 30_000, "the desktop seat starting the Kakuro game");
    const [, told] = await lineOf(hostLines, l => l.match(/^TERMS (.*)$/), 30_000, "the terms the desktop seat was told");
    const t = JSON.parse(told);
    await check("Kakuro: the desktop seat's table plays by the same terms", () =>
      want(t.options && t.options.hourglass === HOURGLASS && t.buzzer === "arrival" && t.takeover === "easy", told));
    await waitScene(page, "round", 30_000);

    // The browser alone says impossible: the hourglass turns, with the
    // table's sand, and the sum is set aside when it ran out.
    s = await waitFor(page, "the browser's impossible button", st => isOn(st, "seat.1.kakuro.impossible") && st, 60_000);
    const from = hostLines.all.length;
    await click(page, s, "seat.1.kakuro.impossible");
    const declared = Date.now();
    const [, sand] = await lineAfter(hostLines, from, l => l.match(/^SAND ([1-9]\d*)$/), 30_000, "the hourglass turned at the desktop seat");
    figures.sandMs = Number(sand);
    await waitFor(page, "the hourglass running in the browser", st => st.probe && st.probe.declared && st.probe.declared[1] && st, 10_000).catch(() => {});
    await shoot(page, path.join(opts.shots, "terms-kakuro-hourglass.png"));
    await check(`Kakuro: the table's hourglass holds ${HOURGLASS} s of sand, not the box's 60 s`, () =>
      want(figures.sandMs > 0 && figures.sandMs <= HOURGLASS * 1000, `the desktop seat's table says ${sand} ms of sand`));
    s = await waitFor(page, "the sum set aside in the browser", st => st.probe && st.probe.aside >= 1 && st, 120_000);
    figures.asideAfterMs = Date.now() - declared;
    await check("Kakuro: the browser sees the sum set aside only once the sand ran (not at once)", () =>
      want(figures.asideAfterMs >= figures.sandMs - 2_000, `set aside ${figures.asideAfterMs} ms after the declaration, with ${figures.sandMs} ms of sand`));

    // Both say impossible, twice: the third sum set aside ends the game.
    for (let aside = 1; aside < 3; aside++) {
      s = await waitFor(page, `impossible on sum ${aside + 1}`, st => isOn(st, "seat.1.kakuro.impossible") && st, 60_000);
      await click(page, s, "seat.1.kakuro.impossible");
      kakuro.send("PASS");
      await nextLine(hostLines, l => l.startsWith("PASSED "), 30_000, "the desktop seat's pass");
      await waitFor(page, `sum ${aside + 1} set aside`, st => (st.scene !== "round" || st.probe && st.probe.aside > aside) && st, 30_000);
    }
    const [, end] = await lineOf(hostLines, l => l.match(/^END (.*)$/), 60_000, "the Kakuro game's end at the desktop seat");
    s = await waitScene(page, "scoring", 60_000);
    await shoot(page, path.join(opts.shots, "terms-kakuro-scoring.png"));
    await check("Kakuro: three sums set aside end the game at both seats", () =>
      want(s.scene === "scoring" && end, `the browser at ${s.scene}; the desktop's end ${end.slice(0, 200)}`));
    await check("Kakuro: no console errors", () => problems.assertClean());
    await page.close();

    // 2. Kakuzu without the bag, in German.
    const kzLines = lineLog(l => report.line(`# kakuzu host: ${l}`));
    procs.push(goRun(["./wasm/e2e/onlinehost", "-url", nats, "-game", "kakuzu", "-options", JSON.stringify({ variant: "no-bag" })], kzLines.add));
    const [, code2] = await lineOf(kzLines, l => l.match(/^CODE (\S+)/), 300_000, "a Kakuzu room code");
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    problems = watchConsole(page);
    s = await joinByLink(page, url, { ws, code: code2, lang: "de", firstFrameTimeout: opts.firstFrameTimeout });
    s = await waitFor(page, "the room's terms drawn", st => st.scene === "room" && termsOf(st) && st, 10_000).catch(() => s);
    await shoot(page, path.join(opts.shots, "terms-kakuzu-room.png"), { widgets: ["online.room.ready"] });
    figures.kakuzuTerms = termsOf(s);
    await check("Kakuzu: the browser's waiting room holds and writes the no-bag variant", () =>
      want(s.probe && JSON.parse(s.probe.options || "{}").variant === "no-bag" && /beutel/i.test(figures.kakuzuTerms),
        `probe options ${s.probe && s.probe.options}, the room says "${figures.kakuzuTerms}"`));
    await click(page, s, "online.room.ready");
    await lineOf(kzLines, l => l === "STARTED", 30_000, "the desktop seat starting the Kakuzu game");
    const [, told2] = await lineOf(kzLines, l => l.match(/^TERMS (.*)$/), 30_000, "the Kakuzu terms the desktop seat was told");
    await check("Kakuzu: the desktop seat's table is the no-bag variant", () =>
      want((JSON.parse(told2).options || {}).variant === "no-bag", told2));
    await waitScene(page, "round", 30_000);
    // The browser's turn: a stone to lift. A no-bag table draws the
    // digit picker (kakuzu.digit.D, a classic table has none) and no bag.
    s = await waitFor(page, "the browser's turn", st => st.scene === "round" &&
      st.targets.some(t => t.enabled && t.id.startsWith("kakuzu.square.")) && st, 180_000);
    await shoot(page, path.join(opts.shots, "terms-kakuzu-picker.png"));
    await check("Kakuzu: the browser's round draws the digit picker and no bag", () =>
      want(s.targets.filter(t => t.id.startsWith("kakuzu.digit.")).length === 9 && !s.targets.some(t => t.id === "kakuzu.bag"), describe(s)));
    const digit = s.targets.filter(t => t.enabled && t.id.startsWith("kakuzu.digit.")).sort((a, b) => a.id.localeCompare(b.id))[0];
    if (digit) {
      await click(page, s, digit.id);
      s = await waitFor(page, "a stone to lift", st => st.targets.some(t => t.enabled && t.id.startsWith("kakuzu.square.")) && st, 15_000);
    }
    const covered = s.probe.covered;
    await click(page, s, s.targets.find(t => t.enabled && t.id.startsWith("kakuzu.square.")).id);
    const lifted = await waitFor(page, "the stone lifted", st => st.probe && st.probe.covered < covered && st, 30_000).catch(() => null);
    await check("Kakuzu: a stone lifted in the browser is played by the table", () =>
      want(lifted, `still ${covered} stones covered; ${describe(s)}`));
    await check("Kakuzu: no console errors", () => problems.assertClean());
    await page.close();
    return figures;
  } finally {
    await table.stop();
  }
});
