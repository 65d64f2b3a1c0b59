#!/usr/bin/env node
// Browser end-to-end test of links and going back to an online table
// (issue 42 items 1 and 4), a Chromium seat against a desktop (Go) seat:
//
//   node wasm/e2e/return.mjs [--shots DIR] [--build=false]
//
// It starts the online server (cmd/cifra-server) and a desktop seat
// (wasm/e2e/onlinehost) that makes a Knister room and prints its code.
// In one browser profile (its localStorage shared by its tabs):
//
//  1. a first visit from the link (?server=…&join=CODE) opens the join
//     step with the code typed and asks for the player's name, focused;
//     the name typed and Join pressed, the waiting room opens, writing
//     its link with a Copy button, which puts the link on the clipboard;
//  2. the page's seat says it is ready, the desktop seat starts the game;
//  3. the tab is closed: the desktop seat says the seat is away in under
//     2 s (awayMs, issue 42 item 6), and a new tab opened at the game's own address
//     (no link) lands on the table's round, not the menu;
//  4. a second table's link, in a new tab, goes straight to its waiting
//     room: the name was kept, nothing is asked.
//
// Fails on any console error. Prints "N passed, M failed".
import path from "node:path";
import { runScript, watchConsole, checker } from "./lib/harness.mjs";
import { state, waitFor, waitScene, click, frames } from "./lib/game.mjs";
import { shoot } from "./lib/shots.mjs";
import { want, goRun, lineLog, lineOf, lineAfter, firstLine, startTable } from "./lib/proc.mjs";

const isOn = (st, id) => st.targets.some(t => t.id === id && t.enabled);

await runScript("return.mjs", async ({ browser, url, opts, report }) => {
  const check = checker(report, "return");
  const table = await startTable(report, "cifra-return-e2e-", "./wasm/e2e/onlinehost");
  const { procs, nats, ws, code, hostLines } = table;
  try {

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    let page = await context.newPage();
    let problems = watchConsole(page);
    const link = `${url}?lang=de&server=${encodeURIComponent(ws)}&join=${code}`;
    await page.goto(link, { waitUntil: "load" });
    let s = await waitScene(page, "online", opts.firstFrameTimeout);
    await frames(page, 2);
    s = await state(page);
    await check("a first visit from a link asks for a name at the join step, the code typed", () =>
      want(s.probe && s.probe.step === 2 && s.probe.code === code && !s.probe.busy && isOn(s, "online.name"),
        `probe ${JSON.stringify(s.probe)}, targets ${s.targets.map(t => t.id).join(" ")}`));
    await shoot(page, path.join(opts.shots, "return-link-name.png"));
    await page.keyboard.type("Bea", { delay: 80 });
    await frames(page, 2);
    s = await state(page);
    await click(page, s, "online.code.go");
    s = await waitFor(page, "the waiting room", st => st.scene === "room" && isOn(st, "online.room.ready") && st, 30_000);
    await check("the waiting room offers Copy beside its link", () => want(isOn(s, "online.link.copy"), s.targets.map(t => t.id).join(" ")));
    const kept = await page.evaluate(() => Object.entries(localStorage).map(([k, v]) => `${k}=${v}`).join("\n"));
    await check("the name typed is kept", () => want(kept.includes("Bea"), kept));
    await check("the page's address names the table", () => want(page.url().includes(`join=${code}`), page.url()));
    await shoot(page, path.join(opts.shots, "return-room.png"));
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(url).origin });
    await click(page, s, "online.link.copy");
    const copied = await page.evaluate(async () => {
      for (let i = 0; i < 40; i++) {
        const t = await navigator.clipboard.readText().catch(() => "");
        if (t) return t;
        await new Promise(r => setTimeout(r, 50));
      }
      return "";
    });
    await check("Copy puts the room's link on the clipboard", () => want(copied.endsWith(`?join=${code}`), `the clipboard holds ${JSON.stringify(copied)}`));
    s = await state(page);
    await click(page, s, "online.room.ready");
    await lineOf(hostLines, l => l === "STARTED", 30_000, "the desktop seat starting the game");
    await waitScene(page, "round", 30_000);
    await check("no console errors before the tab closes", () => problems.assertClean());

    // The tab closed: its seat is away at the desktop seat at once (a
    // clean close, issue 42 item 6), well before the grace period that
    // silence takes. Timed from just before the close to the desktop
    // seat's line, both on this script's clock (lineLog notes when each
    // line came).
    const from = hostLines.all.length;
    const closing = Date.now();
    await page.close();
    await lineAfter(hostLines, from, l => l === "SEAT 1 away", 30_000, "the desktop seat seeing the closed tab away").catch(() => null);
    const away = firstLine(hostLines, from, l => l === "SEAT 1 away");
    const awayMs = away ? away.at - closing : null;
    report.line(`# away: the desktop seat said SEAT 1 away ${awayMs} ms after the tab was closed`);
    await check("a closed tab is marked away at the other seat in under 2 s", () =>
      want(awayMs !== null && awayMs < 2_000, awayMs === null ? "no SEAT 1 away within 30 s" : `${awayMs} ms`));

    // A new tab at the game's own address: the table.
    page = await context.newPage();
    problems = watchConsole(page);
    await page.goto(`${url}?lang=en`, { waitUntil: "load" });
    s = await waitFor(page, "the reopened page's first scene", st => st.frames > 0 && st.scene !== "" && st, opts.firstFrameTimeout);
    const first = s.scene;
    s = await waitFor(page, "the table's round", st => st.scene === "round" && st, 30_000).catch(() => s);
    await check("a closed tab reopened at the game's address lands on the table's round", () =>
      want(s.scene === "round" && first !== "menu", `first ${first}, then ${s.scene}`));
    await shoot(page, path.join(opts.shots, "return-reopened.png"));
    await check("no console errors after reopening", () => problems.assertClean());
    await page.close();

    // A second table's link: the name is known, the room opens at once.
    const host2 = lineLog(l => report.line(`# host 2: ${l}`));
    procs.push(goRun(["./wasm/e2e/onlinehost", "-url", nats], host2.add));
    const [, code2] = await lineOf(host2, l => l.match(/^CODE (\S+)/), 300_000, "a second room's code");
    page = await context.newPage();
    problems = watchConsole(page);
    await page.goto(`${url}?lang=en&server=${encodeURIComponent(ws)}&join=${code2}`, { waitUntil: "load" });
    s = await waitFor(page, "the second table's waiting room", st => st.scene === "room" && st.probe && st.probe.code === code2 && st, 30_000);
    await check("a link followed with a known name goes straight to the waiting room", () => want(s.scene === "room", s.scene));
    await check("no console errors on the second link", () => problems.assertClean());
    await context.close();
    return { code, code2, awayMs };
  } finally {
    await table.stop();
  }
});
