#!/usr/bin/env node
// Browser end-to-end test of a player's tables on another device (issue
// 44, "Who you are"): two Chromium contexts are two devices of one
// player, against a desktop seat's room.
//
//   node wasm/e2e/devices.mjs [--shots DIR] [--build=false --wasm DIR]
//
// It starts the online server (cmd/cifra-server) and a desktop seat
// (wasm/e2e/onlinehost) that makes a Knister room and prints its code.
//
//  1. The laptop (1280×800, mouse) follows the room's link, is asked its
//     name, joins: the page made this device's key with the NATS client's
//     own NKeys and keeps it (localStorage), seed and public key.
//  2. The laptop's Play online, Your devices: a transfer code shows.
//  3. The phone (390×844, touch, German), a device that never played,
//     opens Play online, Your devices, types the code and uses it: it
//     says it now plays as Bea, with one table.
//  4. Back on the phone's Play online the table is offered; pressed, it
//     opens the room of the desktop seat's table, Bea's seat.
//
// Fails on any console error. Prints "N passed, M failed".
import path from "node:path";
import { runScript, watchConsole, checker } from "./lib/harness.mjs";
import { state, waitFor, waitScene, click, touch, frames } from "./lib/game.mjs";
import { shoot } from "./lib/shots.mjs";
import { want, startTable } from "./lib/proc.mjs";

const isOn = (st, id) => st.targets.some(t => t.id === id && t.enabled);

await runScript("devices.mjs", async ({ browser, url, opts, report }) => {
  const check = checker(report, "devices");
  const table = await startTable(report, "cifra-devices-e2e-", "./wasm/e2e/onlinehost");
  const { ws, code } = table;
  try {
    // 1. The laptop joins by the link, and keeps its key.
    const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    let page = await laptop.newPage();
    let problems = watchConsole(page);
    await page.goto(`${url}?lang=en&server=${encodeURIComponent(ws)}&join=${code}`, { waitUntil: "load" });
    let s = await waitScene(page, "online", opts.firstFrameTimeout);
    await frames(page, 2);
    await page.keyboard.type("Bea", { delay: 80 });
    await frames(page, 2);
    s = await state(page);
    await click(page, s, "online.code.go");
    s = await waitFor(page, "the waiting room", st => st.scene === "room" && st, 30_000);
    const device = await page.evaluate(() => {
      try { return JSON.parse(localStorage.getItem("cifra.settings") || "{}").online?.device || null; } catch { return null; }
    });
    await check("the page made this device's key and keeps it", () =>
      want(device && /^U[A-Z2-7]{55}$/.test(device.key) && /^SU/.test(device.seed), JSON.stringify(device)));

    // 2. Its Play online, Your devices: a transfer code.
    await page.goto(`${url}?lang=en&server=${encodeURIComponent(ws)}`, { waitUntil: "load" });
    s = await waitFor(page, "Play online", st => st.scene === "online" && isOn(st, "online.devices") && st, opts.firstFrameTimeout);
    await click(page, s, "online.devices");
    s = await waitFor(page, "the transfer code", st => st.probe && /^[A-Z2-9]{8}$/.test(st.probe.transfer || "") && st, 30_000);
    const transfer = s.probe.transfer;
    await shoot(page, path.join(opts.shots, "devices-laptop-code.png"));
    await check("no console errors on the laptop", () => problems.assertClean());

    // 3. The phone takes the code.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    const ppage = await phone.newPage();
    const cdp = await phone.newCDPSession(ppage);
    const tap = (st, id) => touch(cdp, ppage, st, id);
    const pproblems = watchConsole(ppage);
    await ppage.goto(`${url}?lang=de&server=${encodeURIComponent(ws)}`, { waitUntil: "load" });
    s = await waitFor(ppage, "the phone's Play online", st => st.scene === "online" && isOn(st, "online.devices") && st, opts.firstFrameTimeout);
    await check("a device that never played offers no tables", () => want(s.probe.tables === 0, JSON.stringify(s.probe)));
    await tap(s, "online.devices");
    s = await waitFor(ppage, "the phone's devices step, its own code shown", st => st.probe && st.probe.step === 3 && /^[A-Z2-9]{8}$/.test(st.probe.transfer || "") && st, 30_000);
    await check("the phone shows a code of its own, not the laptop's", () => want(s.probe.transfer !== transfer, s.probe.transfer));
    for (const ch of transfer) { // the keypad, a key a letter
      const i = "ABCDEFGHJKMNPQRSTVWXYZ23456789".indexOf(ch);
      s = await state(ppage);
      await tap(s, `online.key.${i}`);
    }
    s = await waitFor(ppage, "Use this code", st => isOn(st, "online.devices.use") && st, 10_000);
    await tap(s, "online.devices.use");
    s = await waitFor(ppage, "the code taken", st => st.probe && (st.probe.transferred || st.probe.message) && st, 30_000);
    await shoot(ppage, path.join(opts.shots, "devices-phone-taken.png"));
    await check("the phone says it now plays as Bea, with one table", () =>
      want(s.probe.transferred === "Dieses Gerät spielt jetzt als Bea: 1 Tisch.", JSON.stringify(s.probe)));

    // 4. Its Play online offers the table; pressed, its room opens.
    await tap(s, "online.back");
    s = await waitFor(ppage, "the player's table on the phone", st => st.scene === "online" && isOn(st, "online.mine.0") && st, 30_000);
    await shoot(ppage, path.join(opts.shots, "devices-phone-tables.png"));
    await tap(s, "online.mine.0");
    s = await waitFor(ppage, "the table's room on the phone", st => st.scene === "room" && st.probe && st.probe.code === code && st, 30_000);
    await check("the phone goes to the table's room", () => want(s.scene === "room" && s.probe.code === code, JSON.stringify(s.probe)));
    await shoot(ppage, path.join(opts.shots, "devices-phone-room.png"));
    await check("no console errors on the phone", () => pproblems.assertClean());
    await laptop.close();
    await phone.close();
    return { code, transfer, device: device && device.key };
  } finally {
    await table.stop();
  }
});
