#!/usr/bin/env node
// Self-test of the harness against fake/index.html, a tiny page that
// implements the globalThis.cifra contract. It checks that play.mjs passes a
// good game and fails, with a precise message, on a console error, a stuck
// round, a wake lock kept at the menu, a missing hook, a blank screen,
// buttons drawn away from where the hook says and a game that draws no
// frame while a button is held. No Go build needed.
//
//   node wasm/e2e/selftest.mjs
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const page = fs.readFileSync(path.join(here, "fake/index.html"));

const server = http.createServer((req, res) => {
  if (new URL(req.url, "http://x").pathname !== "/") { res.writeHead(404).end(); return; }
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page);
});
await new Promise(r => server.listen(0, "127.0.0.1", r));
const base = `http://127.0.0.1:${server.address().port}/`;

function play(query, extra = []) {
  const shots = fs.mkdtempSync(path.join(os.tmpdir(), "cifra-e2e-self-"));
  return new Promise(resolve => {
    execFile(process.execPath, [path.join(here, "play.mjs"), "--url", base + query, "--shots", shots,
      "--first-frame-timeout-ms", "15000", "--pixels", "off", ...extra], { timeout: 240_000 }, (err, stdout, stderr) => {
      const pngs = fs.readdirSync(shots).filter(f => f.endsWith(".png"));
      fs.rmSync(shots, { recursive: true, force: true });
      resolve({ code: err ? (err.code ?? 1) : 0, out: stdout + stderr, pngs });
    });
  });
}

const cases = [
  {
    name: "a good game passes in both viewports",
    query: "",
    expect: r => {
      const json = JSON.parse(r.out.split("\n").find(l => l.startsWith("{")));
      if (r.code !== 0) return `exit ${r.code}`;
      if (!/^18 passed, 0 failed$/m.test(r.out)) return "summary is not '18 passed, 0 failed'";
      if (!(json.timeToFirstFrameMs > 0)) return "no timeToFirstFrameMs";
      for (const vp of ["landscape", "portrait"]) {
        const v = json.viewports[vp];
        if (!v || v.placements !== 25 || v.touches !== 1) return `${vp}: ${JSON.stringify(v)}`;
      }
      if (!r.pngs.some(f => f.startsWith("portrait-") && f.includes("scoring"))) return `no portrait scoring shot in ${r.pngs}`;
      if (r.pngs.length < 10) return `only ${r.pngs.length} screenshots`;
      return "";
    },
  },
  {
    name: "a console error fails the run and is quoted",
    query: "?bug=error", extra: ["--only", "portrait"],
    expect: r => (r.code === 0 ? "exit 0" : !r.out.includes("console.error: fake: dice fell off the table") ? "error text not quoted" :
      !/^8 passed, 1 failed$/m.test(r.out) ? "summary is not '8 passed, 1 failed'" : !r.out.includes("(×25)") ? "repeats not folded" : ""),
  },
  {
    name: "a round that never offers round.roll again fails precisely",
    query: "?bug=stuck", extra: ["--only", "landscape"],
    expect: r => (r.code === 0 ? "exit 0" : !/FAIL - landscape: 25 numbers.*timed out after 30s waiting for a move to offer after 1 placements/.test(r.out) ?
      "no precise timeout message" : !r.pngs.some(f => f.includes("FAIL")) ? "no failure screenshot" : ""),
  },
  {
    name: "a game that keeps the screen wake lock at the menu fails",
    query: "?bug=awake", extra: ["--only", "landscape"],
    expect: r => (r.code === 0 ? "exit 0" : !/FAIL - landscape: back at the menu, no screen wake lock is held: at the menu: \{"asked":1,"held":1/.test(r.out) ?
      "does not say the lock is still held" : ""),
  },
  {
    name: "a blank screen fails at its first screenshot",
    query: "?bug=blank", extra: ["--only", "landscape"],
    expect: r => (r.code === 0 ? "exit 0" : !/FAIL - landscape: menu → setup .*: screenshot landscape-01-menu\.png: the picture looks blank: 1 distinct colour/.test(r.out) ?
      "does not say the menu's picture is blank" : ""),
  },
  {
    name: "a button drawn away from where targets() says fails its screenshot",
    query: "?bug=offset", extra: ["--only", "portrait"],
    expect: r => (r.code === 0 ? "exit 0" : !/FAIL - portrait: menu → setup .*: screenshot portrait-01-menu\.png: menu\.game\.0 at \(39, \d+\) 312×\d+ is not drawn there: the colours do not change across its left side/.test(r.out) ?
      "does not say menu.game.0 is not drawn where the hook says" : ""),
  },
  {
    name: "a press the game never draws a frame for fails naming the press",
    query: "?bug=frozen", extra: ["--only", "landscape", "--press-timeout-ms", "3000"],
    expect: r => (r.code === 0 ? "exit 0" : !/FAIL - landscape: menu → setup .*: timed out after 3s waiting for the game to draw 2 frame\(s\) while a mouse click on menu\.game\.0 is held \(frames (\d+) then, \1 now\)/.test(r.out) ?
      "does not say which press went unseen" : ""),
  },
  {
    name: "a page without globalThis.cifra fails at the first frame",
    query: "?bug=nohook", extra: ["--only", "landscape"],
    expect: r => (r.code === 0 ? "exit 0" : !r.out.includes("globalThis.cifra is not defined") ? "does not say the hook is missing" : ""),
  },
];

let passed = 0, failed = 0;
for (const c of cases) {
  const r = await play(c.query, c.extra);
  const why = c.expect(r);
  if (why) { failed++; console.log(`FAIL - ${c.name}: ${why}\n--- play.mjs output ---\n${r.out}---`); }
  else { passed++; console.log(`ok - ${c.name}`); }
}
server.close();
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
