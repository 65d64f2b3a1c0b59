// Starting `go run ./wasm/serve` for the harness and finding its address.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";

/** The repository root: wasm/e2e/lib → ../../.. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * Starts the Go server on a free loopback port and resolves to
 * { url, stop } once it prints "Cifra is at URL". Building the game takes
 * about a minute on a busy two-core machine, hence the generous timeout.
 */
export function startServer({ build = true, wasm = "", timeoutMs = 600_000, log = () => {} } = {}) {
  // -best-brotli=false: each test's server lives a minute or two, less
  // than brotli quality 11 of the game takes; it would only eat the CPU
  // the browser needs (the tests check the coding, not its quality).
  const args = ["run", "./wasm/serve", "-addr", "127.0.0.1:0", `-build=${build}`, "-best-brotli=false"];
  if (wasm) args.push("-wasm", wasm);
  log(`starting: go ${args.join(" ")}`);
  // detached: own process group, so stop() ends go run and the server it
  // started, and nothing else.
  const child = spawn("go", args, { cwd: repoRoot, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) {
      try { process.kill(-child.pid, "SIGTERM"); } catch { /* already gone */ }
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`go run ./wasm/serve printed no "Cifra is at" line within ${timeoutMs / 1000}s; its stderr:\n${stderr}`));
    }, timeoutMs);
    let out = "";
    child.stdout.on("data", d => {
      out += d;
      const m = out.match(/Cifra is at (http:\/\/\S+)/);
      if (m) { clearTimeout(timer); resolve({ url: m[1], stop }); }
    });
    child.stderr.on("data", d => { stderr += d; log(String(d).trimEnd()); });
    child.on("exit", code => {
      clearTimeout(timer);
      reject(new Error(`go run ./wasm/serve exited with code ${code} before serving; its stderr:\n${stderr}`));
    });
  });
}
