// What every browser e2e script shares: its command line, the pass/fail
// report, the first-frame probe, and the watch on console and page errors.
import path from "node:path";
import { repoRoot } from "./server.mjs";

export class Report {
  constructor(quiet) { this.passed = 0; this.failed = 0; this.skipped = 0; this.quiet = quiet; }
  line(s) { if (!this.quiet) console.log(s); }
}

// parseArgs reads the flags every script takes (--url, --shots, --build,
// --wasm, --first-frame-timeout-ms, --quiet); extra maps a script's own
// flags to the option they set (their value is the next word or after =).
export function parseArgs(argv, script, extra = {}) {
  const opts = { url: "", shots: path.join(repoRoot, "wasm/e2e/shots"), build: "true", wasm: "",
    firstFrameTimeout: 180_000, quiet: false };
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
