#!/usr/bin/env node
// Where the browser's start-up goes (issue 13): a measurement, not a test.
//
//   GOOS=js GOARCH=wasm go build -trimpath -tags cifra_web -o /tmp/names.wasm .
//   node wasm/e2e/startup-profile.mjs --build=false --wasm /tmp/names.wasm
//
// (a build without -ldflags="-s -w" keeps Go's function names). It takes a
// CDP CPU profile of the page from navigation until the game reports its
// first frame (the menu, 1280×800) and prints the time of that frame, the
// functions by inclusive and by self time, and which functions call the
// runtime's float min and max (runtime.fmin64/fmax64: a call each in
// WebAssembly; see sprites/fminmax.go). The profile runs on a little past
// the first frame (the page's polling), so the menu's first fade-in
// paints show up too.
import { runScript, FIRST_FRAME_PROBE } from "./lib/harness.mjs";
runScript("startup-profile", async ({ browser, url }) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await page.addInitScript(FIRST_FRAME_PROBE);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(url + "?lang=en", { waitUntil: "load" });
  await page.waitForFunction(() => globalThis.__cifraFirstFrameMs, null, { timeout: 60000 });
  const { profile } = await cdp.send("Profiler.stop");
  const ff = await page.evaluate(() => globalThis.__cifraFirstFrameMs);
  const logs = [];
  const byId = new Map(profile.nodes.map(n => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = i + 1 < profile.timeDeltas.length ? profile.timeDeltas[i + 1] : 0;
    self.set(profile.samples[i], (self.get(profile.samples[i]) || 0) + Math.max(0, dt));
  }
  const incl = new Map();
  const walk = (id, stack) => {
    const n = byId.get(id);
    let t = self.get(id) || 0;
    const name = n.callFrame.functionName || "(anon)";
    const st = new Set(stack); st.add(name);
    for (const c of n.children || []) t += walk(c, st);
    if (!stack.has(name)) incl.set(name, (incl.get(name) || 0) + t);
    return t;
  };
  walk(profile.nodes[0].id, new Set());
  const selfBy = new Map();
  for (const [id, us] of self) { const nm = byId.get(id).callFrame.functionName || "(anon)"; selfBy.set(nm, (selfBy.get(nm) || 0) + us); }
  console.log("first frame", ff);
  console.log("INCLUSIVE");
  for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log((v / 1000).toFixed(1).padStart(8), k);
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const callers = new Map();
  for (const [id, us] of self) {
    const nm = byId.get(id).callFrame.functionName;
    if (nm === "runtime.fmax64" || nm === "runtime.fmin64") {
      const p = byId.get(parent.get(id)).callFrame.functionName;
      callers.set(p, (callers.get(p) || 0) + us);
    }
  }
  console.log("FMIN/FMAX CALLERS");
  for (const [k, v] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log((v / 1000).toFixed(1).padStart(8), k);
  console.log("SELF");
  for (const [k, v] of [...selfBy].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 1000).toFixed(1).padStart(8), k);
  await ctx.close();
  return {};
});
