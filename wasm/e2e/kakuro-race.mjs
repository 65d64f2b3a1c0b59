#!/usr/bin/env node
// Browser end-to-end test of Kakuro's buzzer race online: a Chromium seat
// and a desktop (Go) seat call "Kakuro!" at one online table, and the
// table names one winner.
//
//   node wasm/e2e/kakuro-race.mjs [--shots DIR] [--build=false] [--url URL]
//
// It starts the online server (cmd/cifra-server, on free loopback ports),
// a desktop seat (wasm/e2e/onlinehost -game kakuro -race buzz) that makes
// a two-seat Kakuro room, prints its code and then calls, passes and
// claims as its standard input says, and the browser build. The page
// opens at ?lang=en&server=…&join=CODE, joins and says it is ready; the
// desktop seat starts the game. Then two races:
//
//  1. same-tick: the browser's mouse goes down on its buzzer
//     (seat.1.kakuro.buzz) and the desktop seat is told BUZZ in the same
//     tick of this script; the button is held until the game saw it
//     (lib/game.mjs click) and released;
//  2. 30ms: the same, with BUZZ 30 ms after the press;
//  3. browser-first, only when the browser won neither: BUZZ 100 ms
//     after the browser's call is on its way (its probe), so that the
//     browser's side of a won race is checked too. (The app's buzzer calls
//     when it is released, not when it is pressed, so in races 1 and 2
//     the desktop's call goes first.)
//
// In each, the browser's probe (globalThis.cifra.probe(), scenes/kakuro
// probe.go) is read every ~20 ms from before the calls to the end of the
// sum, and the desktop seat's lines (NAMED, ACK) are timed. Checked: the
// table names one seat, and exactly one device ever builds a claim (the
// browser's probe claimSeat 1, or the desktop seat named: never both,
// and the seat named is the one that builds it); the winner's call is
// acknowledged; the other device says who won within 2 s of the press
// (the browser's message names Desk, or the desktop's call is refused as
// race-lost with race.winner 1). A screenshot at the decision
// (kakuro-race-same-tick.png, kakuro-race-30ms.png,
// kakuro-race-browser-first.png and, with the browser's row marked,
// kakuro-race-browser-first-row.png, in --shots); one "#" line each of
// the desktop's and the browser's view (times from the press). Then the
// sum is finished: a browser that won marks a row the rules reject (the
// desktop seat's BADROW) and checks it, and is locked out; a desktop seat
// that won claims a row of one square (NOROW), locked out; then the
// desktop passes and the browser says "impossible" if it still may (its
// press must be taken), and the table must set the sum aside within 5 s
// (not when the hourglass runs out). Both pass any sum left until the
// game ends with its third sum set aside; the browser must show the
// scores, and the desktop seat's record (END) must replay in the referee
// (go run ./cmd/referee replay -). Fails on any console error. Prints
// one line of JSON with the figures (per race: the winner, when each
// side called, was named, was told), then "N passed, M failed".
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runScript, watchConsole, checker } from "./lib/harness.mjs";
import { waitFor, waitScene, click, describe, mouseDrag, frames, centre, target, holdSeen, releaseSeen } from "./lib/game.mjs";
import { shoot } from "./lib/shots.mjs";
import { want, goRun, lineLog, lineOf, lineAfter, firstLine, startServer, stopAll } from "./lib/proc.mjs";

const sleep = ms => new Promise(r => setTimeout(r, ms));
const BUZZ = "seat.1.kakuro.buzz";
const IMPOSSIBLE = "seat.1.kakuro.impossible";
const CHECK = "seat.1.kakuro.check";
const sq = p => `kakuro.square.${p[0]}.${p[1]}`;
const isOn = (st, id) => st.targets.some(t => t.id === id && t.enabled);
// PROBE_MS is how often the browser's probe is read during a race.
const PROBE_MS = 20;
// TOLD_MS is how soon after the calls the losing device must say who won.
const TOLD_MS = 2_000;
// ASIDE_MS is how soon the table sets a sum aside once both have passed.
const ASIDE_MS = 5_000;







/**
 * Reads the page's probe every PROBE_MS until stop(): samples are
 * {t, p} (p the probe, or null before the hook).
 */
function sampleProbe(page) {
  const samples = [];
  let on = true;
  const loop = (async () => {
    while (on) {
      const t = Date.now();
      try {
        const { p, f } = await page.evaluate(() => {
          const g = globalThis.cifra;
          return { p: g && typeof g.probe === "function" ? g.probe() : null, f: g ? Number(g.frames) : 0 };
        });
        samples.push({ t, p, f, back: Date.now() });
      } catch (e) {
        samples.push({ t, p: null, error: String(e) });
      }
      const left = PROBE_MS - (Date.now() - t);
      if (left > 0) await sleep(left);
    }
  })();
  return { samples, stop: async () => { on = false; await loop; } };
}

/** The distinct messages in samples, in order, each with its first time after t0. */
function messages(samples, t0) {
  const out = [];
  for (const s of samples) {
    const m = s.p && s.p.message;
    if (m !== undefined && (!out.length || out[out.length - 1].m !== m)) out.push({ m, ms: s.back - t0 });
  }
  return out;
}

/**
 * How the page kept up in the race's first second: frames drawn, and the
 * longest a read of the probe took (the page's main thread was busy).
 */
function pace(samples, t0) {
  const first = samples.filter(x => x.t >= t0 && x.t < t0 + 1_000);
  if (first.length < 2) return "no samples in the first second";
  const slowest = Math.max(...first.map(x => x.back - x.t));
  return `in the first second ${first.at(-1).f - first[0].f} frames drawn, ${first.length} probe reads, the slowest ${slowest} ms`;
}

await runScript("kakuro-race.mjs", async ({ browser, url, opts, report }) => {
  const check = checker(report, "kakuro-race");
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "cifra-kakuro-race-e2e-"));
  const procs = [];
  const samplers = []; // stopped at the end, also after a failed step
  const figures = {};
  try {
    const { proc: server, nats, ws } = await startServer(data, l => report.line(`# server: ${l}`));
    procs.push(server);
    const host = lineLog(l => report.line(`# desk: ${l}`));
    const desk = goRun(["./wasm/e2e/onlinehost", "-url", nats, "-game", "kakuro", "-race", "buzz"], host.add, { stdin: true });
    procs.push(desk);
    const [, code] = await lineOf(host, l => l.match(/^CODE (\S+)/), 300_000, "a Kakuro room code from the desktop seat");

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems = watchConsole(page);
    await page.goto(`${url}?lang=en&server=${encodeURIComponent(ws)}&join=${code}`, { waitUntil: "load" });
    let s = await waitScene(page, "online", opts.firstFrameTimeout);
    await click(page, s, "online.code.go");
    s = await waitFor(page, "the Kakuro waiting room", st => st.scene === "room" && isOn(st, "online.room.ready") && st, 30_000);
    await click(page, s, "online.room.ready");
    await lineOf(host, l => l === "STARTED", 30_000, "the desktop seat starting the Kakuro game");
    s = await waitScene(page, "round", 30_000);
    await check("the browser's round has a probe (phase, claimSeat, held, calling, message, moves)", () =>
      want(s.probe && ["phase", "claimSeat", "held", "calling", "message", "moves"].every(k => k in s.probe) &&
        Array.isArray(s.probe.calling), `probe ${JSON.stringify(s.probe)}`));

    /** Waits until the browser hunts a new sum, its buzzer live and nobody named. */
    const hunting = (what, ms = 60_000) => waitFor(page, what, st => st.scene === "round" && isOn(st, BUZZ) && st.probe &&
      st.probe.phase === "hunt" && st.probe.held === -1 && st.probe.calling.length === 0 && st, ms);

    const movesPlayed = () => host.all.filter(l => l.startsWith("MOVE ")).length;
    const asideSince = from => firstLine(host, from, l => /^MOVE \d+ .*"aside":true/.test(l));
    /**
     * Both pass the sum, which is set aside: the desktop first (a pass
     * after the sum would be the next one's), then the browser says
     * "impossible" unless it is locked out, once it has played every move
     * the table played (its button stays on while another device's seat
     * has the board, and a press read as that seat's claim plays is
     * dropped).
     */
    const passBoth = async (from, what) => {
      const early = asideSince(from);
      await check(`${what}: the sum waits for the passes`, () =>
        want(!early, `it was set aside before the desktop passed; the desktop's lines since the race began:\n${host.all.slice(from).join("\n")}`));
      if (early) return;
      const mark = host.all.length;
      const passAt = Date.now();
      desk.send("PASS");
      await lineAfter(host, mark, l => l.match(/^(PASSED|END) (.*)$/), 30_000, `the desktop seat's pass answered (${what})`);
      const t = Date.now();
      const st = await waitFor(page, `the browser's impossible button, or the sum set aside (${what})`, st =>
        (asideSince(from) || st.probe && st.probe.locked[1] && st.probe.moves >= movesPlayed() ||
          isOn(st, IMPOSSIBLE) && st.probe && st.probe.phase === "hunt" && st.probe.moves >= movesPlayed()) && st, 30_000);
      const waited = Date.now() - t;
      let how = `the browser is locked out (waited ${waited} ms)`;
      let both = passAt; // the browser is locked out: both passed with the desktop's pass
      if (!asideSince(from) && isOn(st, IMPOSSIBLE)) {
        both = Date.now();
        await click(page, st, IMPOSSIBLE);
        const said = await waitFor(page, "the browser's impossible said", st =>
          (asideSince(from) || st.probe && st.probe.declared[1]) && st, 10_000).catch(e => e);
        await check(`${what}: the browser's press on Impossible is taken`, () => want(!(said instanceof Error), said.message));
        how = `the browser said impossible (its button on after ${waited} ms)`;
      }
      await lineAfter(host, from, l => l.match(/^MOVE (\d+) (.*"aside":true.*)$/), 90_000, `the sum set aside (${what})`);
      const aside = asideSince(from).at;
      report.line(`# ${what}: the desktop passed, ${how}; set aside ${aside - both} ms after both had passed (from the browser's press on Impossible, or from the desktop's PASS when the browser is locked out)`);
      await check(`${what}: the sum is set aside as soon as both have passed`, () =>
        want(aside - both <= ASIDE_MS, `${aside - both} ms after both had passed (the hourglass ran out?)`));
    };

    /**
     * One race: the browser's click on its buzzer (press, held until the
     * game saw it, release) and the desktop's BUZZ: how.gapMs after the
     * press (0: in the same tick of this script), or how.afterCallMs after
     * the browser's call is on its way (its probe's calling).
     */
    const race = async (name, how) => {
      const title = `race ${name}`;
      s = await hunting(`the browser hunting before the ${name} race`);
      // Long after the sum's reveal (a call sooner than the seat's round
      // trip after it would be for the sum before).
      await sleep(1_500);
      s = await hunting(`the browser still hunting before the ${name} race`, 5_000);
      const { x, y } = centre(page, s, target(s, BUZZ));
      await page.mouse.move(x, y, { steps: 2 });
      await frames(page, 2, 1_000);
      const mark = host.all.length;
      const probe = sampleProbe(page);
      samplers.push(probe);
      await sleep(3 * PROBE_MS);
      const before = probe.samples.length ? probe.samples[probe.samples.length - 1].p : null;
      const movesBefore = before ? before.moves : -1;
      const messageBefore = before ? before.message : "";
      // A sample's time is when its answer came back (the page answers
      // between frames, so the state it shows is at most that old).
      const callOf = x => x.p && (x.p.calling.includes(1) || /judging/.test(x.p.message));
      // The calls: the press and BUZZ issued without an await between.
      const t0 = Date.now();
      const down = page.mouse.down();
      let buzzAt = 0;
      const buzz = () => { desk.send("BUZZ"); buzzAt = Date.now(); };
      if (how.gapMs === 0) buzz();
      else if (how.gapMs > 0) setTimeout(buzz, how.gapMs);
      await down;
      await holdSeen(page, `a mouse press on ${BUZZ}`);
      const upAt = Date.now();
      await page.mouse.up();
      await releaseSeen(page, `a mouse press on ${BUZZ}`);
      if (how.afterCallMs !== undefined) {
        const until = Date.now() + 5_000;
        // On its way, or already answered (a call named within one read).
        const went = () => probe.samples.some(x => x.t >= t0 && (callOf(x) || x.p && (x.p.claimSeat === 1 || x.p.held === 1))) ||
          firstLine(host, mark, l => /^NAMED /.test(l));
        while (!went() && Date.now() < until) await sleep(5);
        await sleep(how.afterCallMs);
        buzz();
      }

      // The decision: the table names a seat (the desktop's NAMED line);
      // the winning device shows it (the browser's claim, or the desktop's
      // ACK without error) and the other says who won.
      const seen = () => {
        const named = firstLine(host, mark, l => l.match(/^NAMED (\d+)$/));
        const acks = [];
        for (let i = mark; i < host.all.length; i++) {
          const m = host.all[i].match(/^ACK (.*)$/);
          if (m) acks.push({ ack: JSON.parse(m[1]), at: host.at[i] });
        }
        const claimed = probe.samples.find(x => x.t >= t0 && x.p && x.p.claimSeat === 1);
        const told = probe.samples.find(x => x.t >= t0 && x.p && x.p.claimSeat !== 1 && x.p.message !== messageBefore &&
          x.p.message.includes("Desk") && !x.p.calling.includes(1));
        const called = probe.samples.find(x => x.t >= t0 && callOf(x));
        return { named, acks, claimed, told, called };
      };
      let v;
      const deadline = t0 + 10_000;
      for (;;) {
        v = seen();
        const seat = v.named ? Number(v.named.m[1]) : -1;
        if (seat === 1 && v.claimed && v.acks.length) break;
        if (seat === 0 && v.told && v.acks.length) break;
        if (Date.now() > deadline) break;
        await sleep(5);
      }
      const decidedAt = Date.now();
      const shot = path.join(opts.shots, `kakuro-race-${name}.png`);
      let shotError = null;
      await shoot(page, shot, { settle: false }).catch(e => { shotError = e; });
      const winner = v.named ? Number(v.named.m[1]) : -1;
      const ms = at => (at ? at - t0 : null);
      const ack = v.acks[0] ? v.acks[0].ack : null;
      const view = {
        winner, buzzLagMs: buzzAt ? buzzAt - t0 : null, releaseMs: upAt - t0,
        namedMs: ms(v.named && v.named.at), ackMs: ms(v.acks[0] && v.acks[0].at), ack,
        browserCallMs: ms(v.called && v.called.back), browserClaimMs: ms(v.claimed && v.claimed.back), browserToldMs: ms(v.told && v.told.back),
      };
      if (how.gapMs !== undefined && buzzAt && Math.abs(buzzAt - t0 - how.gapMs) > 10) {
        report.line(`# ${title}: note: BUZZ went at +${buzzAt - t0} ms, not +${how.gapMs} ms (this script's event loop was late)`);
      }
      report.line(`# ${title}: the desktop's view: ${winner === 0 ? "it has the board" : winner === 1 ? "the browser has the board" : "nobody named"}` +
        `, NAMED ${winner} at +${view.namedMs} ms, its call (sent at +${view.buzzLagMs} ms) answered at +${view.ackMs} ms: ${JSON.stringify(ack)}`);
      report.line(`# ${title}: the browser's view: pressed at +0, released at +${view.releaseMs} ms, its call seen on its way by +${view.browserCallMs} ms, ` +
        `its claim by +${view.browserClaimMs} ms, told who won by +${view.browserToldMs} ms; ` +
        `messages ${JSON.stringify(messages(probe.samples, t0))}; ${pace(probe.samples, t0)}`);
      const step = what => report.line(`# ${title}: +${Date.now() - t0} ms: ${what}`);

      await check(`${title}: the table names one seat`, () =>
        want(winner === 0 || winner === 1, `NAMED ${winner}; the desktop's lines since the calls:\n${host.all.slice(mark).join("\n")}`));
      await check(`${title}: the winner's call is acknowledged, the loser's refused as race-lost`, () => {
        want(ack, "the desktop's call was never answered");
        if (winner === 0) want(!ack.error, `the desktop won but its call was refused: ${JSON.stringify(ack)}`);
        else want(ack.code === "race-lost" && ack.race && ack.race.winner === 1, `the browser won but the desktop's call was answered ${JSON.stringify(ack)}`);
      });
      await check(`${title}: the other device says who won within ${TOLD_MS / 1000} s of the calls`, () => {
        if (winner === 1) want(view.ackMs !== null && view.ackMs <= TOLD_MS, `the desktop was told at +${view.ackMs} ms`);
        else want(view.browserToldMs !== null && view.browserToldMs <= TOLD_MS,
          `the browser's message named Desk at +${view.browserToldMs} ms; messages ${JSON.stringify(messages(probe.samples, t0))}`);
      });
      await check(`${title}: the screenshot at the decision (${path.basename(shot)})`, () => { if (shotError) throw shotError; });

      // The rest of the sum: the winner is locked out, both pass.
      if (winner === 1) {
        const bm = host.all.length;
        desk.send("BADROW");
        const [, rowJSON] = await lineAfter(host, bm, l => l.match(/^BADROW (.*)$/), 10_000, "a row the rules reject");
        const row = JSON.parse(rowJSON);
        step(`the browser marks ${rowJSON}`);
        s = await waitFor(page, "the browser's claim to take a row", st => isOn(st, sq(row.from)) && isOn(st, sq(row.to)) && st, 15_000);
        await mouseDrag(page, s, sq(row.from), sq(row.to));
        s = await waitFor(page, "Check to come on", st => isOn(st, CHECK) && st, 15_000);
        await shoot(page, path.join(opts.shots, `kakuro-race-${name}-row.png`), { widgets: [CHECK] });
        await click(page, s, CHECK);
        step("the browser checked");
        await lineAfter(host, mark, l => l.match(/^MOVE (\d+) (\{.*"p":1.*)$/), 60_000, "the browser's claim played");
      } else if (winner === 0) {
        const nm = host.all.length;
        desk.send("NOROW");
        const [, noJSON] = await lineAfter(host, nm, l => l.match(/^NOROW (.*)$/), 30_000, "the desktop's row of one square answered");
        view.norow = JSON.parse(noJSON);
        step("the desktop's row of one square answered");
      }
      if (winner === 0 || winner === 1) {
        await passBoth(mark, title);
        step("the sum set aside");
      }
      // Sampled until the browser has played the sum's end too.
      await waitFor(page, "the browser to play the sum set aside", st => st.probe && (st.scene !== "round" || st.probe.moves >= movesBefore + 2) && st, 30_000)
        .catch(() => {});
      await probe.stop();
      report.line(`# ${title}: the browser's messages to the sum's end: ${JSON.stringify(messages(probe.samples, t0).map(x => `+${x.ms}: ${x.m}`))}`);
      const lockedSeen = probe.samples.some(x => x.p && x.p.locked && x.p.locked[winner]);
      const browserClaimed = probe.samples.some(x => x.p && x.p.claimSeat === 1);
      const deskNamed = host.all.slice(mark).some(l => l === "NAMED 0");
      const named = host.all.slice(mark).filter(l => l.startsWith("NAMED "));
      const deskNamedAt = deskNamed ? firstLine(host, mark, l => l === "NAMED 0").at : Infinity;
      const both = probe.samples.filter(x => x.p && x.p.claimSeat === 1 && x.t >= deskNamedAt);
      await check(`${title}: exactly one device ever builds a claim (${probe.samples.length} samples of the browser, every ~${PROBE_MS} ms)`, () => {
        want(browserClaimed !== deskNamed, `the browser built a claim: ${browserClaimed}; the desktop was named: ${deskNamed}`);
        want(both.length === 0, `both at once at ${both.length} samples`);
        want(named.every(l => l === `NAMED ${winner}`), `the table named ${named.join(", ")}`);
        want(browserClaimed === (winner === 1), `the table named ${winner}, the browser built a claim: ${browserClaimed}`);
      });
      await check(`${title}: the winner's row is rejected (locked out) and the sum set aside`, () =>
        want(lockedSeen && probe.samples.some(x => x.p && x.p.moves >= movesBefore + 2), `seat ${winner} locked out in the browser's probe: ${lockedSeen}; moves ${movesBefore} → ${probe.samples.at(-1)?.p?.moves}`));
      figures[name] = { ...view, decisionMs: decidedAt - t0, samples: probe.samples.length };
      return view;
    };

    const a = await race("same-tick", { gapMs: 0 });
    const b = await race("30ms", { gapMs: 30 });
    if (a.winner !== 1 && b.winner !== 1) {
      // The browser's claim too: a race it wins, BUZZ 100 ms after its
      // call is on its way (a buzzer calls when it is released, so a
      // click's call goes out after its hold).
      await race("browser-first", { afterCallMs: 100 });
    }

    // Both pass until the game ends (with its third sum set aside).
    for (let n = 0; !firstLine(host, 0, l => /^END /.test(l)); n++) {
      want(n < 3, "the game did not end with its third sum set aside");
      s = await waitFor(page, "the browser hunting the next sum, or the game's end", st =>
        (firstLine(host, 0, l => /^END /.test(l)) || st.scene === "round" && isOn(st, BUZZ) && st.probe && st.probe.held === -1) && st, 60_000);
      if (!firstLine(host, 0, l => /^END /.test(l))) await passBoth(host.all.length, `the sum after the races (${n + 1})`);
    }
    const [, record] = await lineOf(host, l => l.match(/^END (.*)$/), 60_000, "the desktop seat's end of the game");
    s = await waitScene(page, "scoring", 60_000).catch(e => e);
    await check("the game ends with its third sum set aside, and the browser shows the scores", () =>
      want(s && s.scene === "scoring", s instanceof Error ? s.message : describe(s)));
    const refLines = [];
    const referee = goRun(["./cmd/referee", "replay", "-"], l => refLines.push(l), { input: record });
    procs.push(referee);
    let timer;
    const done = await Promise.race([referee.exited, new Promise(r => { timer = setTimeout(() => r({ code: "timeout" }), 300_000); })]);
    clearTimeout(timer);
    await check("the table's record replays in the referee (go run ./cmd/referee replay -)", () =>
      want(done.code === 0, `exit ${done.code}${done.signal ? ` (${done.signal})` : ""}: ${refLines.join("\n").slice(0, 2000)}`));
    report.line(`# referee: ${refLines.join(" ").slice(0, 400)}`);
    await check("no console errors", () => problems.assertClean());
    await page.close();
    return figures;
  } finally {
    await Promise.all(samplers.map(p => p.stop()));
    await stopAll(procs, data);
  }
});
