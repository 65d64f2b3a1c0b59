#!/usr/bin/env node
// Where a browser frame's milliseconds go (issue 13): a measurement, not a
// test.
//
//   node wasm/e2e/profile.mjs                               # builds + serves the game itself
//   node wasm/e2e/profile.mjs --build=false --wasm out/game-names.wasm   # keeps Go's function names
//   node wasm/e2e/profile.mjs --seconds 10 --only landscape --trace=false
//
// For each viewport (landscape 1280×800, portrait 390×844, and landscape
// at deviceScaleFactor 0.5: the same layout with a quarter of the pixels)
// it opens a one-seat Knister autoplay game (?game=knister&autoplay=1&
// players=bot:hard: the round scene, its dice and card moving all the
// time), waits for the round and then, over --seconds (default 20):
//
// 1. counts Draw calls (globalThis.cifra.frames) and requestAnimationFrame
//    callbacks per second, and (wrapping the WebGL context's methods) the
//    draw calls per frame and the pixels their triangles cover;
// 2. takes a CDP Profiler CPU profile of the page's main thread (where the
//    Go wasm and its WebGL calls run) and splits its time into idle,
//    (program), (garbage collector), wasm functions, wasm_exec.js glue,
//    WebGL calls and other native or JS code, plus the top self-time entries;
// 3. unless --trace=false, records a Chromium trace (categories toplevel,
//    gpu, viz) and sums each thread's top-level task time: the GPU
//    process's CrGpuMain is where SwiftShader rasterizes WebGL.
//
// Prints a table per viewport, then one line of JSON with the figures and
// "N passed, M failed". Figures, not pass/fail: the exit status is 0 when
// every viewport was measured.
import { runScript, FIRST_FRAME_PROBE, watchConsole, checker } from "./lib/harness.mjs";
import { state, waitScene } from "./lib/game.mjs";

const SCENARIOS = {
  landscape: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  portrait: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
  "landscape-half": { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 0.5 },
  // Four people around a table, the mouse circling so every frame is
  // drawn (a table of people rests between their moves).
  table4: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, query: "?table=1&players=Ana,Bo,Cy,Di&seed=5&lang=en", circle: true },
};
const QUERY = "?game=knister&autoplay=1&players=bot:hard&seed=5&lang=en";
const TRACE_CATEGORIES = ["toplevel", "gpu", "viz"];

// RAF_PROBE counts animation frames for the whole life of the page.
const RAF_PROBE = () => {
  globalThis.__cifraRaf = 0;
  const tick = () => { globalThis.__cifraRaf++; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
};

// GL_PROBE counts the WebGL calls the game makes and measures the pixels
// its draws cover: it keeps a copy of every buffer's contents (bufferData,
// bufferSubData) and, at each drawElements, sums the areas of the
// triangles drawn, from the indices and the position attribute (the one at
// offset 0), in framebuffer pixels: the fragments SwiftShader shades,
// overdraw included. fillPx is that sum; scissorPx the scissor boxes'
// (or viewports') areas, a bound on it.
const GL_PROBE = () => {
  const g = globalThis.__cifraGL = { draws: 0, screenDraws: 0, triangles: 0, fillPx: 0, screenFillPx: 0, scissorPx: 0,
    fbBinds: 0, readPixels: 0, texUploads: 0, bufferUploads: 0 };
  const shadow = new WeakMap(); // WebGLBuffer → Uint8Array
  const bytesOf = (data, srcOffset = 0, length) => {
    if (typeof data === "number") return new Uint8Array(data);
    if (data instanceof ArrayBuffer) return new Uint8Array(data);
    const el = data.BYTES_PER_ELEMENT || 1;
    const n = length ? length * el : data.byteLength - srcOffset * el;
    return new Uint8Array(data.buffer, data.byteOffset + srcOffset * el, n);
  };
  for (const C of [globalThis.WebGLRenderingContext, globalThis.WebGL2RenderingContext]) {
    if (!C) continue;
    const p = C.prototype;
    const wrap = (name, fn) => {
      const orig = p[name];
      p[name] = function cifraGLProbe(...a) { fn.call(this, a); return orig.apply(this, a); };
    };
    const st = ctx => (ctx.__cifra ||= { scissor: 0, scissorOn: false, viewport: 0, screen: true, bound: {}, pos: null });
    wrap("scissor", function (a) { st(this).scissor = a[2] * a[3]; });
    wrap("viewport", function (a) { st(this).viewport = a[2] * a[3]; });
    wrap("enable", function (a) { if (a[0] === this.SCISSOR_TEST) st(this).scissorOn = true; });
    wrap("disable", function (a) { if (a[0] === this.SCISSOR_TEST) st(this).scissorOn = false; });
    wrap("bindFramebuffer", function (a) { st(this).screen = !a[1]; g.fbBinds++; });
    wrap("bindBuffer", function (a) { st(this).bound[a[0]] = a[1]; });
    wrap("bufferData", function (a) {
      const buf = st(this).bound[a[0]];
      if (buf) shadow.set(buf, bytesOf(a[1], a[3], a[4]).slice());
    });
    wrap("bufferSubData", function (a) {
      g.bufferUploads++;
      const buf = st(this).bound[a[0]];
      if (!buf) return;
      const src = bytesOf(a[2], a[3], a[4]);
      let dst = shadow.get(buf);
      if (!dst || dst.length < a[1] + src.length) {
        const grown = new Uint8Array(a[1] + src.length);
        if (dst) grown.set(dst.subarray(0, Math.min(dst.length, grown.length)));
        shadow.set(buf, dst = grown);
      }
      dst.set(src, a[1]);
    });
    wrap("vertexAttribPointer", function (a) {
      if (a[5] === 0) st(this).pos = { buf: st(this).bound[this.ARRAY_BUFFER], stride: a[4] };
    });
    wrap("drawElements", function (a) {
      const s = st(this);
      const [mode, count, type, offset] = a;
      const box = s.scissorOn ? Math.min(s.scissor, s.viewport || s.scissor) : s.viewport;
      let area = 0;
      const ib = shadow.get(s.bound[this.ELEMENT_ARRAY_BUFFER]);
      const vb = s.pos && shadow.get(s.pos.buf);
      if (mode === this.TRIANGLES && ib && vb) {
        const idx = type === this.UNSIGNED_INT ? new Uint32Array(ib.buffer, ib.byteOffset + offset, count)
          : new Uint16Array(ib.buffer, ib.byteOffset + offset, count);
        const dv = new DataView(vb.buffer, vb.byteOffset, vb.byteLength);
        const stride = s.pos.stride || 8;
        const x = i => dv.getFloat32(i * stride, true), y = i => dv.getFloat32(i * stride + 4, true);
        for (let i = 0; i + 2 < count; i += 3) {
          const [p0, p1, p2] = [idx[i], idx[i + 1], idx[i + 2]];
          area += Math.abs((x(p1) - x(p0)) * (y(p2) - y(p0)) - (x(p2) - x(p0)) * (y(p1) - y(p0))) / 2;
        }
        g.triangles += Math.floor(count / 3);
      }
      g.draws++; g.fillPx += area; g.scissorPx += box;
      if (s.screen) { g.screenDraws++; g.screenFillPx += area; }
    });
    wrap("readPixels", () => { g.readPixels++; });
    wrap("texSubImage2D", () => { g.texUploads++; });
  }
};

// WebGL(2) context methods, which the profile shows as native functions
// with no script URL.
const WEBGL = /^(draw|buffer|tex|readPixels|flush|finish|uniform|bind|useProgram|viewport|scissor|enable|disable|blend|getError|clear(Color|Depth|Stencil)?$|vertexAttrib|framebuffer|renderbuffer|pixelStorei|colorMask|stencil|getParameter|getExtension|create|delete|activeTexture|invalidate|copyTex|generateMipmap|getUniformLocation|getAttribLocation)/;

function classify(cf) {
  const name = cf.functionName || "(anonymous)";
  if (["(idle)", "(program)", "(garbage collector)", "(root)"].includes(name)) return name;
  if (name === "cifraGLProbe") return "GL_PROBE (ours)";
  if (cf.url.startsWith("wasm://") || /^\$|^wasm-function\[/.test(name)) return "wasm";
  if (/wasm_exec[^/]*\.js$/.test(cf.url)) return "wasm_exec.js";
  if (!cf.url) return WEBGL.test(name) ? "webgl" : "native";
  return "other JS";
}

/** Splits a CDP Profiler profile's sampled time by classify and by function. */
function aggregateProfile(profile) {
  const byId = new Map(profile.nodes.map(n => [n.id, n]));
  const self = new Map(); // node id → µs
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) {
    // timeDeltas[i+1] is the time from sample i to the next one.
    const dt = i + 1 < timeDeltas.length ? timeDeltas[i + 1] : 0;
    self.set(samples[i], (self.get(samples[i]) || 0) + Math.max(0, dt));
  }
  const kinds = {};
  const funcs = new Map();
  let total = 0;
  for (const [id, us] of self) {
    const cf = byId.get(id).callFrame;
    const kind = classify(cf);
    kinds[kind] = (kinds[kind] || 0) + us;
    total += us;
    const key = `${cf.functionName || "(anonymous)"} ${kind === "wasm" || !cf.url ? "" : cf.url.split("/").pop()}`.trim();
    const f = funcs.get(key) || { name: key, kind, us: 0 };
    f.us += us;
    funcs.set(key, f);
  }
  const ms = us => Math.round(us / 100) / 10;
  const split = Object.fromEntries(Object.entries(kinds).sort((a, b) => b[1] - a[1]).map(([k, us]) => [k, ms(us)]));
  const top = [...funcs.values()].sort((a, b) => b.us - a.us).slice(0, 15).map(f => ({ name: f.name, kind: f.kind, ms: ms(f.us) }));
  return { sampledMs: ms(total), split, top };
}

/** Reads a trace handed back as a stream (Tracing.end with ReturnAsStream). */
async function readTrace(cdp) {
  const { stream } = await new Promise((resolve, reject) => {
    cdp.once("Tracing.tracingComplete", resolve);
    cdp.send("Tracing.end").catch(reject);
  });
  const parts = [];
  for (;;) {
    const r = await cdp.send("IO.read", { handle: stream, size: 4 << 20 });
    parts.push(r.base64Encoded ? Buffer.from(r.data, "base64").toString() : r.data);
    if (r.eof) break;
  }
  await cdp.send("IO.close", { handle: stream });
  const text = parts.join("");
  const json = JSON.parse(text);
  return Array.isArray(json) ? json : json.traceEvents;
}

/**
 * Sums each thread's busy time over the window: the union of its complete
 * ("X") events in the toplevel category (tasks, which nest nothing at top
 * level but may overlap through nesting), and for the busiest threads the
 * event names that took longest.
 */
function aggregateTrace(events, windowMs) {
  const names = new Map(); // "pid:tid" → thread name
  const procs = new Map(); // pid → process name
  const spans = new Map(); // "pid:tid" → [[start, end]] µs
  const byName = new Map(); // "pid:tid" → Map(name → µs)
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === "M" && e.name === "thread_name") names.set(key, e.args.name);
    if (e.ph === "M" && e.name === "process_name") procs.set(e.pid, e.args.name);
    if (e.ph !== "X" || !e.dur) continue;
    if (e.cat.split(",").includes("toplevel")) {
      if (!spans.has(key)) spans.set(key, []);
      spans.get(key).push([e.ts, e.ts + e.dur]);
    }
    if (!byName.has(key)) byName.set(key, new Map());
    const m = byName.get(key);
    m.set(e.name, (m.get(e.name) || 0) + e.dur);
  }
  const threads = [];
  for (const [key, list] of spans) {
    list.sort((a, b) => a[0] - b[0]);
    let busy = 0, end = -Infinity;
    for (const [s, t] of list) {
      if (s >= end) { busy += t - s; end = t; } else if (t > end) { busy += t - end; end = t; }
    }
    const pid = Number(key.split(":")[0]);
    const top = [...(byName.get(key) || [])].filter(([n]) => !/RunTask|ThreadController|TaskAnnotator/.test(n))
      .sort((a, b) => b[1] - a[1]).slice(0, 4).map(([n, us]) => `${n} ${Math.round(us / 1000)}ms`);
    threads.push({ thread: `${procs.get(pid) || pid}/${names.get(key) || key}`, busyMs: Math.round(busy / 1000),
      busyPct: Math.round(busy / 10 / windowMs), top });
  }
  return threads.sort((a, b) => b.busyMs - a.busyMs).slice(0, 6);
}

async function measure(browser, url, name, opts, report) {
  const { query = QUERY, circle = false, ...sc } = SCENARIOS[name];
  const fig = { viewport: `${sc.viewport.width}x${sc.viewport.height}@${sc.deviceScaleFactor}` };
  const context = await browser.newContext({ ...sc, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const consoleWatch = watchConsole(page);
  await page.addInitScript(FIRST_FRAME_PROBE);
  await page.addInitScript(RAF_PROBE);
  await page.addInitScript(GL_PROBE);
  const check = checker(report, name);
  await check(`the round starts (${query})`, async () => {
    await page.goto(url + query, { waitUntil: "load" });
    const s = await waitScene(page, "round", opts.firstFrameTimeout);
    fig.canvas = `${s.canvas.w}x${s.canvas.h}`;
    fig.devicePixels = s.canvas.w * s.canvas.h;
    await page.waitForTimeout(2000); // past the scene's cross-fade
  });
  const seconds = Number(opts.seconds || 20);
  const trace = opts.trace !== "false";
  let tracer = null;
  await check(`${seconds} s measured: frames, rAF, CPU profile${trace ? ", trace" : ""}`, async () => {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
    if (trace) {
      tracer = await browser.newBrowserCDPSession();
      await tracer.send("Tracing.start", { transferMode: "ReturnAsStream",
        traceConfig: { recordMode: "recordContinuously", includedCategories: TRACE_CATEGORIES } });
    }
    const counts = () => page.evaluate(() => ({ frames: globalThis.cifra.frames, raf: globalThis.__cifraRaf, t: performance.now(),
      gl: { ...globalThis.__cifraGL } }));
    let circling = true;
    const circled = circle && (async () => {
      for (let a = 0; circling; a += 0.3) {
        await page.mouse.move(sc.viewport.width / 2 + 40 * Math.cos(a), sc.viewport.height / 2 + 40 * Math.sin(a)).catch(() => {});
        await page.waitForTimeout(8);
      }
    })();
    await cdp.send("Profiler.start");
    const a = await counts();
    await page.waitForTimeout(seconds * 1000);
    const b = await counts();
    circling = false;
    await circled;
    const { profile } = await cdp.send("Profiler.stop");
    const windowMs = b.t - a.t;
    fig.windowMs = Math.round(windowMs);
    fig.drawFps = Math.round((b.frames - a.frames) / windowMs * 10000) / 10;
    fig.rafFps = Math.round((b.raf - a.raf) / windowMs * 10000) / 10;
    fig.scene = (await state(page)).scene;
    const frames = Math.max(1, b.frames - a.frames);
    fig.perFrame = Object.fromEntries(Object.keys(b.gl).map(k => [k, Math.round((b.gl[k] - a.gl[k]) / frames)]));
    // The pixels the draws cover per frame, in whole canvases.
    fig.perFrame.canvasesFilled = Math.round(fig.perFrame.fillPx / fig.devicePixels * 10) / 10;
    fig.profile = aggregateProfile(profile);
    if (tracer) {
      try {
        fig.threads = aggregateTrace(await readTrace(tracer), windowMs);
      } catch (e) {
        fig.threads = `trace failed: ${e.message}`;
      }
    }
  });
  check.reset();
  await check("no console errors and no page errors", async () => consoleWatch.assertClean());
  consoleWatch.record(fig, report, name);
  await context.close();
  return fig;
}

// table prints one viewport's figures for people.
function table(report, name, f) {
  if (!f.profile) return;
  const p = f.profile;
  const pct = ms => `${ms}ms (${Math.round(ms / p.sampledMs * 100)}%)`;
  report.line(`\n${name} ${f.viewport}, canvas ${f.canvas} (${f.devicePixels} px): Draw ${f.drawFps}/s, rAF ${f.rafFps}/s over ${f.windowMs}ms`);
  report.line(`  per frame: ${Object.entries(f.perFrame).map(([k, v]) => `${k} ${v}`).join(", ")}`);
  report.line(`  main thread, sampled ${p.sampledMs}ms: ${Object.entries(p.split).map(([k, ms]) => `${k} ${pct(ms)}`).join(", ")}`);
  report.line("  top self time:");
  for (const t of p.top) report.line(`    ${String(t.ms).padStart(8)}ms  ${t.kind.padEnd(18)} ${t.name}`);
  if (Array.isArray(f.threads)) {
    report.line("  busiest threads (trace, top-level tasks):");
    for (const t of f.threads) report.line(`    ${String(t.busyMs).padStart(7)}ms ${String(t.busyPct).padStart(3)}%  ${t.thread}: ${t.top.join(", ")}`);
  } else if (f.threads) report.line(`  ${f.threads}`);
}

runScript("profile.mjs", async ({ browser, url, opts, report }) => {
  const names = opts.only ? [opts.only] : Object.keys(SCENARIOS);
  if (!SCENARIOS[names[0]]) throw new Error(`--only must be one of ${Object.keys(SCENARIOS)}`);
  const viewports = {};
  for (const name of names) table(report, name, viewports[name] = await measure(browser, url, name, opts, report));
  return { url, viewports };
}, { extra: { "--only": "only", "--seconds": "seconds", "--trace": "trace" } });
