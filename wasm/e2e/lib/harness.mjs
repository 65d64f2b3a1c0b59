// What every browser e2e script shares: its command line, the pass/fail
// report, the first-frame probe, and the watch on console and page errors.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { repoRoot, startServer } from "./server.mjs";
import { setPressTimeout } from "./game.mjs";

// Debian's Chromium, never a downloaded one, with the flags a headless
// machine without a GPU needs.
export const CHROMIUM = "/usr/bin/chromium";
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run", "--enable-unsafe-swiftshader"];

export class Report {
  constructor(quiet) { this.passed = 0; this.failed = 0; this.skipped = 0; this.quiet = quiet; }
  line(s) { if (!this.quiet) console.log(s); }
}

/**
 * checker returns check(what, fn), which runs one step of a test and
 * reports it as "ok - PREFIX: what" or "FAIL - …". After a failure the
 * later steps are skipped (they would only fail for the same reason) and
 * onFail(what) runs (a screenshot; its own errors are ignored: the page
 * may be gone). check.reset() lets steps run again, for a closing check
 * that must always run.
 */
export function checker(report, prefix, onFail = async () => {}) {
  let broken = false;
  const check = async (what, fn) => {
    const title = `${prefix}: ${what}`;
    if (broken) { report.skipped++; report.line(`skip - ${title} (an earlier step failed)`); return; }
    try {
      await fn();
      report.passed++;
      report.line(`ok - ${title}`);
    } catch (e) {
      broken = true;
      report.failed++;
      report.line(`FAIL - ${title}: ${e.message}`);
      try { await onFail(what); } catch { /* page gone */ }
    }
  };
  check.reset = () => { broken = false; };
  return check;
}

// parseArgs reads the flags every script takes (--url, --shots, --build,
// --wasm, --first-frame-timeout-ms, --press-timeout-ms, --quiet); extra maps a script's own
// flags to the option they set (their value is the next word or after =).
export function parseArgs(argv, script, extra = {}) {
  const opts = { url: "", shots: path.join(repoRoot, "wasm/e2e/shots"), build: "true", wasm: "",
    firstFrameTimeout: 180_000, pressTimeout: 0, quiet: false };
  for (const key of Object.values(extra)) opts[key] = "";
  for (let i = 0; i < argv.length; i++) {
    const [k, v] = argv[i].split(/=(.*)/s, 2);
    const need = () => (v !== undefined ? v : argv[++i]);
    switch (k) {
      case "--url": opts.url = need(); break;
      case "--shots": opts.shots = path.resolve(need()); break;
      case "--build": opts.build = v === undefined ? "true" : v; break;
      case "--wasm": opts.wasm = path.resolve(need()); break;
      case "--first-frame-timeout-ms": opts.firstFrameTimeout = Number(need()); break;
      case "--press-timeout-ms": opts.pressTimeout = Number(need()); break;
      case "--quiet": opts.quiet = true; break;
      default:
        if (!(k in extra)) throw new Error(`unknown argument ${argv[i]} (see the comment at the top of ${script})`);
        opts[extra[k]] = need();
    }
  }
  return opts;
}

// FIRST_FRAME_PROBE runs in the page before its scripts: it records when
// the canvas grew and when the game first reported a drawn frame (ms since
// navigation start), and notes every AudioContext the game makes, to report
// whether sound started (it should only once a click or touch happened).
export const FIRST_FRAME_PROBE = () => {
  const AC = globalThis.AudioContext;
  globalThis.__cifraAudio = [];
  if (AC) {
    globalThis.AudioContext = class extends AC {
      constructor(...a) { super(...a); globalThis.__cifraAudio.push(this); }
    };
  }
  const tick = () => {
    const c = document.querySelector("canvas");
    if (!globalThis.__cifraCanvasReadyMs && c && c.width > 16 && c.height > 16) {
      globalThis.__cifraCanvasReadyMs = performance.now();
    }
    if (!globalThis.__cifraFirstFrameMs && globalThis.cifra && globalThis.cifra.frames > 0) {
      globalThis.__cifraFirstFrameMs = performance.now();
    }
    if (!globalThis.__cifraFirstFrameMs) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

// watchConsole collects a page's console errors, page errors, crashes and
// warnings from now on.
export function watchConsole(page) {
  const w = { problems: [], warnings: [] };
  page.on("console", m => {
    if (m.type() === "warning") w.warnings.push(m.text());
    if (m.type() === "error") w.problems.push(`console.error: ${m.text()} (${m.location().url}:${m.location().lineNumber})`);
  });
  page.on("pageerror", e => w.problems.push(`page error: ${e.message}`));
  page.on("crash", () => w.problems.push("the page crashed"));
  // assertClean throws when anything went wrong; repeats are folded (the
  // same error every frame is one problem, counted).
  w.assertClean = () => {
    if (!w.problems.length) return;
    const counts = new Map();
    for (const p of w.problems) counts.set(p, (counts.get(p) || 0) + 1);
    const lines = [...counts].slice(0, 8).map(([p, n]) => (n > 1 ? `${p} (×${n})` : p));
    throw new Error(`${w.problems.length} problem(s):\n    ${lines.join("\n    ")}`);
  };
  // record puts the counts in fig and mentions the warnings: they do not
  // fail the run, but the first ones are worth a look.
  w.record = (fig, report, label) => {
    fig.consoleErrors = w.problems.length;
    fig.consoleWarnings = w.warnings.length;
    if (w.warnings.length) {
      const distinct = [...new Set(w.warnings.map(s => s.slice(0, 160)))];
      report.line(`# ${label}: ${w.warnings.length} console warning(s), ${distinct.length} distinct:\n#   ${distinct.slice(0, 4).join("\n#   ")}`);
    }
  };
  return w;
}

// runScript is every script's main: it reads the command line (parseArgs
// with extra), serves the game unless --url names one, launches Chromium
// and calls body({browser, url, opts, report, server}), which returns the
// figures; server ({url, stop}) is null when --url named the game.
// A throw counts as a failed step. It then prints the figures as one line
// of JSON (with "shots", and with the headline figures picked by head(figures)
// first) and "N passed, M failed"; the exit status is 0 only when something
// passed and nothing failed. browserArgs are Chromium flags beyond
// CHROMIUM_ARGS (a measurement's own).
export async function runScript(script, body, { extra = {}, head = () => ({}), browserArgs = [] } = {}) {
  const opts = parseArgs(process.argv.slice(2), script, extra);
  const report = new Report(opts.quiet);
  if (opts.pressTimeout > 0) setPressTimeout(opts.pressTimeout);
  fs.mkdirSync(opts.shots, { recursive: true });
  let server = null;
  let browser = null;
  let figures = {};
  try {
    let url = opts.url;
    if (!url) {
      server = await startServer({ build: opts.build !== "false", wasm: opts.wasm, log: s => report.line(`# ${s}`) });
      url = server.url;
    }
    report.line(`# testing ${url} in ${CHROMIUM}`);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...browserArgs], headless: true });
    figures = await body({ browser, url, opts, report, server });
  } catch (e) {
    report.failed++;
    report.line(`FAIL - harness: ${e.message}`);
  } finally {
    if (browser) await browser.close().catch(() => {});
    if (server) server.stop();
  }
  console.log(JSON.stringify({ ...head(figures), shots: opts.shots, ...figures }));
  console.log(`${report.passed} passed, ${report.failed} failed` + (report.skipped ? `, ${report.skipped} skipped` : ""));
  process.exitCode = report.failed || !report.passed ? 1 : 0;
}

// loadFigures picks the load figures every script reports first from one
// part's figures.
export const loadFigures = f => ({ timeToFirstFrameMs: f?.timeToFirstFrameMs ?? null, wasmBytes: f?.wasmBytes ?? null,
  wasmTransferBytes: f?.wasmTransferBytes ?? null });
