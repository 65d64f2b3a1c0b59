// Programs the e2e scripts start beside the browser (a server, a desktop
// seat) and the lines they print, waited for as the scripts need them.

import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "./server.mjs";

const sleep = ms => new Promise(r => setTimeout(r, ms));

/** Throws msg unless ok: a check's step. */
export function want(ok, msg) {
  if (!ok) throw new Error(msg);
}

/**
 * Starts a Go program with `go run`, in its own process group; its lines
 * (stdout and stderr) go to onLine. With stdin true its standard input is
 * a pipe: send(line) writes one line; with input, that is written to it
 * and it is closed. exited resolves with {code, signal} when go run
 * exits, closed once the program it ran has closed its output too.
 */
export function goRun(args, onLine, { stdin = false, input = null } = {}) {
  const child = spawn("go", ["run", ...args], { cwd: repoRoot, detached: true, stdio: [stdin || input !== null ? "pipe" : "ignore", "pipe", "pipe"] });
  const read = stream => {
    let buf = "";
    stream.on("data", d => {
      buf += d;
      let i;
      while ((i = buf.indexOf("\n")) >= 0) {
        onLine(buf.slice(0, i));
        buf = buf.slice(i + 1);
      }
    });
    stream.on("end", () => { if (buf) onLine(buf); });
  };
  read(child.stdout);
  read(child.stderr);
  if (child.stdin) child.stdin.on("error", () => {}); // a program gone: its exit says why
  if (input !== null) child.stdin.end(input);
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) {
      try { process.kill(-child.pid, "SIGTERM"); } catch { /* gone */ }
    }
  };
  const send = line => child.stdin.write(line + "\n");
  const exited = new Promise(resolve => child.on("exit", (code, signal) => resolve({ code, signal })));
  // go run dies at once on SIGTERM; the program it runs holds the pipes
  // until it has stopped (a server flushing its data): closed waits for it.
  const closed = new Promise(resolve => child.on("close", (code, signal) => resolve({ code, signal })));
  return { child, stop, send, exited, closed };
}

/** A program's lines as they come, each with when it came (Date.now()). */
export function lineLog(log) {
  const lines = { all: [], at: [], waiters: [], cursor: 0 };
  lines.add = line => {
    lines.all.push(line);
    lines.at.push(Date.now());
    log(line);
    lines.waiters = lines.waiters.filter(w => !w(line));
  };
  return lines;
}

/** Resolves with the first line that match finds something in (or rejects after ms). */
export function lineOf(lines, match, ms, what) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${ms / 1000}s; output:\n${lines.all.join("\n")}`)), ms);
    lines.waiters.push(line => {
      const m = match(line);
      if (m) { clearTimeout(timer); resolve(m); return true; }
      return false;
    });
    for (const l of lines.all) if (match(l)) { clearTimeout(timer); resolve(match(l)); }
  });
}

/**
 * Resolves with the next line after the last one nextLine returned that
 * pred accepts (or rejects after ms): for a program that prints the same
 * line more than once.
 */
export async function nextLine(lines, pred, ms, what) {
  const deadline = Date.now() + ms;
  for (;;) {
    while (lines.cursor < lines.all.length) {
      const l = lines.all[lines.cursor++];
      if (pred(l)) return l;
    }
    if (Date.now() > deadline) throw new Error(`no ${what} within ${ms / 1000}s; output:\n${lines.all.join("\n")}`);
    await new Promise(r => setTimeout(r, 50));
  }
}

/**
 * Resolves with the match of the first line from index `from` on that
 * match finds something in, and moves lines.cursor past it (or rejects
 * after ms): for a program that prints the same line more than once.
 */
export async function lineAfter(lines, from, match, ms, what) {
  const deadline = Date.now() + ms;
  let i = from;
  for (;;) {
    for (; i < lines.all.length; i++) {
      const m = match(lines.all[i]);
      if (m) { lines.cursor = i + 1; return m; }
    }
    if (Date.now() > deadline) throw new Error(`no ${what} within ${ms / 1000}s; output since:\n${lines.all.slice(from).join("\n")}`);
    await sleep(10);
  }
}

/** The first of lines from index from that match finds something in: {m, at} or null. */
export function firstLine(lines, from, match) {
  for (let i = from; i < lines.all.length; i++) {
    const m = match(lines.all[i]);
    if (m) return { m, at: lines.at[i] };
  }
  return null;
}

/** A free port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

/**
 * Starts a real cifra-server with its data in dir, its lines logged
 * through log, and resolves with {proc, nats, ws} (ws without its
 * scheme) once it says it serves (or rejects after ms). It listens on
 * free loopback ports, or on ports {nats, ws} (numbers) when given: a
 * server started again where the first one was. extra are more of its
 * flags (-test-clock, -health …).
 */
export async function startServer(dir, log, ms = 300_000, ports = null, extra = []) {
  const lines = lineLog(log);
  const addr = ports ? `127.0.0.1:${ports.nats}` : "127.0.0.1:0", wsAddr = ports ? `127.0.0.1:${ports.ws}` : "127.0.0.1:0";
  const proc = goRun(["./cmd/cifra-server", "-addr", addr, "-ws", wsAddr, "-data", dir, ...extra], lines.add);
  try {
    const [, nats, ws] = await lineOf(lines, l => l.match(/serving tables.* nats=(\S+) websocket=ws:\/\/(\S+)/), ms, "serving line from cifra-server");
    return { proc, nats, ws };
  } catch (e) {
    proc.stop();
    throw e;
  }
}

/**
 * Stops procs (goRun's), waits until each has exited (killing its group
 * after 10 s), then removes dir when given: a server still writing its
 * data as it stops leaves files behind a removal begun at once.
 */
export async function stopAll(procs, dir = null) {
  for (const p of procs) p.stop();
  await Promise.all(procs.map(p => new Promise(resolve => {
    const timer = setTimeout(() => {
      try { process.kill(-p.child.pid, "SIGKILL"); } catch { /* gone */ }
      resolve();
    }, 10_000);
    p.closed.then(() => { clearTimeout(timer); resolve(); });
  })));
  if (dir) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

/**
 * A table to play against, as the online suites open: a data directory
 * of its own (named from prefix), cifra-server on it (startServer; ports
 * as there) and a desktop seat, the Go program host run with -url and
 * args, that makes a room and prints "CODE X". Their lines go to the
 * report. Resolves with {data, procs, server, nats, ws, code, hostLines,
 * stop}: procs are the programs started, the desktop seat last (push
 * more to stop them with the rest), stop() stops them all and removes
 * the data (stopAll; await it). With stdin true the desktop seat's standard input is a pipe,
 * for its send(line); serverArgs are more of the server's flags.
 */
export async function startTable(report, prefix, host, args = [], ports = null, { stdin = false, serverArgs = [] } = {}) {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const procs = [];
  const stop = () => stopAll(procs, data);
  try {
    const { proc: server, nats, ws } = await startServer(data, l => report.line(`# server: ${l}`), 300_000, ports, serverArgs);
    procs.push(server);
    const hostLines = lineLog(l => report.line(`# host: ${l}`));
    procs.push(goRun([host, "-url", nats, ...args], hostLines.add, { stdin }));
    const [, code] = await lineOf(hostLines, l => l.match(/^CODE (\S+)/), 300_000, "room code from the desktop seat");
    return { data, procs, server, nats, ws, code, hostLines, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
