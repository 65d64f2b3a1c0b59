// What a person would see in a screenshot, measured in Node (no
// dependency): a PNG decoder for what Chromium writes, and the measures the
// tests check: a picture is not blank, a widget is drawn where the game's
// hook says it is, and every piece shows what the game's state says
// (checkPieces, the one function here that takes a page).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { state } from "./game.mjs";

/**
 * Decodes a non-interlaced 8-bit PNG (grey, grey+alpha, RGB, RGBA or
 * palette: what Chromium and OffscreenCanvas write) to
 * { width, height, rgba } with 4 bytes a pixel.
 */
export function decodePNG(buf) {
  if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error("not a PNG");
  let off = 8, width = 0, height = 0, depth = 0, type = 0, interlace = 0, palette = null, trns = null;
  const idat = [];
  while (off < buf.length) {
    const len = buf.readUInt32BE(off), kind = buf.toString("latin1", off + 4, off + 8);
    const body = buf.subarray(off + 8, off + 8 + len);
    if (kind === "IHDR") {
      width = body.readUInt32BE(0); height = body.readUInt32BE(4);
      depth = body[8]; type = body[9]; interlace = body[12];
    } else if (kind === "PLTE") palette = body;
    else if (kind === "tRNS") trns = body;
    else if (kind === "IDAT") idat.push(body);
    else if (kind === "IEND") break;
    off += 12 + len;
  }
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[type];
  if (depth !== 8 || !channels || interlace) throw new Error(`PNG ${width}×${height}: bit depth ${depth}, colour type ${type}, interlace ${interlace} not supported`);
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const px = new Uint8Array(stride * height);
  // Undo the per-row filters (PNG spec §9).
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)], src = y * (stride + 1) + 1, dst = y * stride, up = dst - stride;
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? px[dst + i - channels] : 0;
      const b = y > 0 ? px[up + i] : 0;
      const c = y > 0 && i >= channels ? px[up + i - channels] : 0;
      let v = raw[src + i];
      if (f === 1) v += a;
      else if (f === 2) v += b;
      else if (f === 3) v += (a + b) >> 1;
      else if (f === 4) {
        const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      px[dst + i] = v & 255;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < width * height; i++, j += channels) {
    let r, g, b, a = 255;
    if (type === 0) r = g = b = px[j];
    else if (type === 4) { r = g = b = px[j]; a = px[j + 1]; }
    else if (type === 2) { r = px[j]; g = px[j + 1]; b = px[j + 2]; }
    else if (type === 6) { r = px[j]; g = px[j + 1]; b = px[j + 2]; a = px[j + 3]; }
    else { const k = px[j]; r = palette[3 * k]; g = palette[3 * k + 1]; b = palette[3 * k + 2]; if (trns && k < trns.length) a = trns[k]; }
    rgba.set([r, g, b, a], i * 4);
  }
  return { width, height, rgba };
}

/** The rectangle r ({x, y, w, h}, image pixels, rounded inwards) clipped to img; null when empty. */
function clip(img, r) {
  const x0 = Math.max(0, Math.ceil(r.x)), y0 = Math.max(0, Math.ceil(r.y));
  const x1 = Math.min(img.width, Math.floor(r.x + r.w)), y1 = Math.min(img.height, Math.floor(r.y + r.h));
  return x1 > x0 && y1 > y0 ? { x0, y0, x1, y1 } : null;
}

// Each pixel's colour at 3 bits a channel: a 512-bin histogram that holds
// a button's fill apart from the felt around it but not a gradient's steps.
const bin = (d, i) => ((d[i] >> 5) << 6) | ((d[i + 1] >> 5) << 3) | (d[i + 2] >> 5);

/**
 * Measures img, or the part of it inside rect (image pixels): colours, the
 * number of distinct RGB colours (1 for a blank screen; anti-aliased text
 * alone makes dozens, a gradient hundreds); spread, the standard deviation
 * of the luminance, 0…255 (0 for one colour, ~2 for the loading page's
 * gradient alone, 30–90 for a board or a menu); and detail, the per cent
 * of pixels at a sharp edge (luminance differing by more than 16 from the
 * pixel right of or below it: 0 for a flat colour or a smooth gradient,
 * ~0.4 for the loading page's few words, 5–16 for a game's screen).
 */
export function measure(img, rect = null) {
  const c = rect ? clip(img, rect) : { x0: 0, y0: 0, x1: img.width, y1: img.height };
  if (!c) return { pixels: 0, colours: 0, spread: 0, detail: 0 };
  const seen = new Uint32Array(1 << 19); // one bit per 24-bit colour: faster than a Set on 2 M pixels
  let n = 0, sum = 0, sq = 0, colours = 0, sharp = 0;
  const d = img.rgba, row = img.width * 4;
  const luma = i => 0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2];
  for (let y = c.y0; y < c.y1; y++) {
    for (let x = c.x0, i = (y * img.width + x) * 4; x < c.x1; x++, i += 4) {
      const rgb = (d[i] << 16) | (d[i + 1] << 8) | d[i + 2], word = rgb >>> 5, bit = 1 << (rgb & 31);
      if (!(seen[word] & bit)) { seen[word] |= bit; colours++; }
      const l = luma(i);
      n++; sum += l; sq += l * l;
      if ((x + 1 < c.x1 && Math.abs(l - luma(i + 4)) > 16) || (y + 1 < c.y1 && Math.abs(l - luma(i + row)) > 16)) sharp++;
    }
  }
  const spread = Math.sqrt(Math.max(0, sq / n - (sum / n) ** 2));
  return { pixels: n, colours, spread: Math.round(spread * 10) / 10, detail: Math.round(sharp / n * 1e4) / 100 };
}

/** The normalised 512-bin colour histogram of the pixels in c for which keep(x, y) holds. */
function histogram(img, c, keep = () => true) {
  const h = new Float64Array(512);
  let n = 0;
  for (let y = c.y0; y < c.y1; y++) {
    for (let x = c.x0; x < c.x1; x++) {
      if (!keep(x, y)) continue;
      h[bin(img.rgba, (y * img.width + x) * 4)]++;
      n++;
    }
  }
  if (n) for (let i = 0; i < 512; i++) h[i] /= n;
  return { h, n };
}

/** The total variation distance (0 same colours … 1 none in common) between two histograms. */
function distance(a, b) {
  if (!a.n || !b.n) return null;
  let tv = 0;
  for (let i = 0; i < 512; i++) tv += Math.abs(a.h[i] - b.h[i]);
  return Math.round(tv * 50) / 100;
}

/** How unlike the colours in rect a are from those in rect b (see distance); null when one is off the picture. */
function unlike(img, a, b) {
  const ca = clip(img, a), cb = clip(img, b);
  return ca && cb ? distance(histogram(img, ca), histogram(img, cb)) : null;
}

/**
 * For a round widget (a buzzer in its square hit area, whose corners and
 * sides show what lies around it): how unlike the disc in the middle of
 * rect (half its size: a bag is narrower at its neck) is from a ring
 * `band` pixels wide around rect.
 */
export function centreVsRing(img, rect, band = 8) {
  const { x, y, w, h } = rect;
  const cx = x + w / 2, cy = y + h / 2, rx = w * 0.25, ry = h * 0.25;
  const inner = clip(img, rect), outer = clip(img, { x: x - band, y: y - band, w: w + 2 * band, h: h + 2 * band });
  if (!inner || !outer) return null;
  const disc = histogram(img, inner, (px, py) => ((px + 0.5 - cx) / rx) ** 2 + ((py + 0.5 - cy) / ry) ** 2 <= 1);
  const ring = histogram(img, outer, (px, py) => px < x || px >= x + w || py < y || py >= y + h);
  return distance(disc, ring);
}

/**
 * Whether rect's outline is drawn where it is: for each side, how unlike
 * (see unlike) the band just inside the side is from the band just outside
 * it (`band` image pixels each, at most). A button drawn where the hook
 * says changes colour at all four sides; one drawn half a width away
 * leaves one side (or more) with the same felt on both hands of it. A
 * side whose outer band falls off the picture is null.
 */
export function edges(img, rect, band = 8) {
  const b = Math.max(2, Math.min(band, Math.floor(Math.min(rect.w, rect.h) / 4)));
  const { x, y, w, h } = rect;
  return {
    left: unlike(img, { x, y, w: b, h }, { x: x - b, y, w: b, h }),
    right: unlike(img, { x: x + w - b, y, w: b, h }, { x: x + w, y, w: b, h }),
    top: unlike(img, { x, y, w, h: b }, { x, y: y - b, w, h: b }),
    bottom: unlike(img, { x, y: y + h - b, w, h: b }, { x, y: y + h, w, h: b }),
  };
}

// Thresholds, each well away from what real shots measure (the README
// says what): a whole screenshot has hundreds of colours or more, a spread
// of 9 (the loading page) to 90 and a detail of 0.4 % (the loading page)
// to 16 %; a button's inside has its label on its fill (spread > 10), and
// each of its sides is a change of colour (edge 0.6–1; 0–0.05 where the
// button is half a width away); a round thing's middle is nothing like
// its surroundings (0.74 for a picker digit beside another, up to 1;
// 0.2–0.48 a third to half a width away).
export const LIMITS = { colours: 64, spread: 4, detail: 0.1, widgetSpread: 4, edge: 0.3, round: 0.65 };

/**
 * The problems with a decoded shot, as sentences ([] when fine): the whole
 * picture must not be blank, and each widget ({id, x, y, w, h, round} in
 * image pixels) must show something inside (spread) and be drawn where it
 * is said to be: its colour changes across each of its sides (edges), or
 * for a round one its middle differs from its surroundings (centreVsRing).
 * Also returns the measures.
 */
export function judge(img, widgets = [], limits = LIMITS) {
  const problems = [];
  const whole = measure(img);
  if (whole.colours < limits.colours || whole.spread < limits.spread || whole.detail < limits.detail) {
    problems.push(`the picture looks blank: ${whole.colours} distinct colour(s), luminance spread ${whole.spread}, ` +
      `${whole.detail} % of pixels at a sharp edge (want ≥ ${limits.colours} colours, spread ≥ ${limits.spread}, ≥ ${limits.detail} %)`);
  }
  const seen = [];
  for (const w of widgets) {
    const m = measure(img, w);
    const at = `${w.id} at (${Math.round(w.x)}, ${Math.round(w.y)}) ${Math.round(w.w)}×${Math.round(w.h)}`;
    // A round widget is judged by its middle against its surroundings, a
    // rectangular one by each of its sides.
    const e = w.round ? { ring: centreVsRing(img, w) } : edges(img, w);
    seen.push({ id: w.id, spread: m.spread, edges: e });
    const flat = Object.entries(e).filter(([, v]) => v !== null && v < (w.round ? limits.round : limits.edge));
    if (!m.pixels) problems.push(`${at} lies outside the ${img.width}×${img.height} picture`);
    else if (m.spread < limits.widgetSpread) problems.push(`${at} shows nothing: one flat colour inside (spread ${m.spread}, want ≥ ${limits.widgetSpread})`);
    else if (flat.length && w.round) {
      problems.push(`${at} is not drawn there: the disc in its middle is like the ring around it (${e.ring}, want ≥ ${limits.round})`);
    } else if (flat.length) {
      problems.push(`${at} is not drawn there: the colours do not change across its ${flat.map(([k, v]) => `${k} side (${v})`).join(", ")}; want ≥ ${limits.edge} on every side`);
    }
  }
  return { problems, whole, widgets: seen };
}

// ---------------------------------------------------------------------------
// Pixels against the state: every piece a round's probe lists
// (globalThis.cifra.probe().pieces: a stone, a digit, a tile, a score's
// digit, each with the box where it is drawn and what it must show) must
// look, in the screenshot, like the reference picture of what it must show
// and clearly more than like any other look of its kind. The references
// and the limits are the Go pixel tests' (wasm/e2e/testdata/pixels-GAME.json,
// written by `go test ./scenes/GAME -run TestPixelRefs -update-pixels`);
// so is the method (scenes/internal/pixeltest): the box is averaged into a
// coarse grid of colours (area-weighted); for looks that share a ground
// (the digits of a silver tile) the ground's mean picture is taken away;
// each channel's mean is taken away and the grid scaled to length 1, and
// two looks compare by the dot product (normalised cross-correlation;
// text by its luminance and the correlation's size, light on dark and dark
// on light alike), the best of the box and the box moved half a cell. The cells, several pixels wide, forgive
// anti-aliasing and the browser's scaling of a canvas drawn at half
// resolution; the means taken away forgive brightness and tint. The
// tolerance: a right piece must score at least minScore (0.7; real ones
// 0.8–0.99) and beat every other look by minMargin (0.12; real ones 0.2 and
// more, a wrong digit loses by far more).

/** Reads the reference file of a game (kakuzu, knister, kakuro). */
export function loadRefs(game) {
  return JSON.parse(fs.readFileSync(new URL(`../testdata/pixels-${game}.json`, import.meta.url), "utf8"));
}

// Where a point of a piece's upright box (0..1 each way) lies in its box on
// the screen, the piece turned q quarters clockwise.
function turned(u, v, q) {
  switch (((q % 4) + 4) % 4) {
    case 1: return [1 - v, u];
    case 2: return [1 - u, 1 - v];
    case 3: return [v, 1 - u];
  }
  return [u, v];
}

/** The area-weighted mean colour of [x0,x1)×[y0,y1) of img. */
function meanColour(img, x0, y0, x1, y1) {
  const s = [0, 0, 0];
  let total = 0;
  for (let y = Math.max(Math.floor(y0), 0); y < Math.min(Math.ceil(y1), img.height); y++) {
    const wy = Math.min(y1, y + 1) - Math.max(y0, y);
    for (let x = Math.max(Math.floor(x0), 0); x < Math.min(Math.ceil(x1), img.width); x++) {
      const w = wy * (Math.min(x1, x + 1) - Math.max(x0, x));
      if (w <= 0) continue;
      const i = (y * img.width + x) * 4;
      s[0] += w * img.rgba[i]; s[1] += w * img.rgba[i + 1]; s[2] += w * img.rgba[i + 2];
      total += w;
    }
  }
  return total ? s.map(v => v / total) : [0, 0, 0];
}

/** The colours of box ({x, y, w, h}, image pixels) averaged into a gw×gh grid, in the piece's upright frame. */
export function sampleGrid(img, box, gw, gh, turn = 0) {
  const out = [];
  for (let j = 0; j < gh; j++) {
    for (let i = 0; i < gw; i++) {
      const [ax, ay] = turned(i / gw, j / gh, turn), [bx, by] = turned((i + 1) / gw, (j + 1) / gh, turn);
      out.push(...meanColour(img, box.x + Math.min(ax, bx) * box.w, box.y + Math.min(ay, by) * box.h,
        box.x + Math.max(ax, bx) * box.w, box.y + Math.max(ay, by) * box.h));
    }
  }
  return out;
}

/** A grid with each channel's mean taken away, scaled to length 1 (zeros for a flat colour). */
function normalised(s) {
  const out = Float64Array.from(s), n = s.length / 3;
  for (let c = 0; c < 3; c++) {
    let m = 0;
    for (let i = 0; i < n; i++) m += s[3 * i + c];
    m /= Math.max(n, 1);
    for (let i = 0; i < n; i++) out[3 * i + c] -= m;
  }
  let l = 0;
  for (const v of out) l += v * v;
  l = Math.sqrt(l);
  if (l < 1e-9) return out.fill(0);
  for (let i = 0; i < out.length; i++) out[i] /= l;
  return out;
}

/** A grid's cells as their luminance (Rec. 709), in all three channels. */
function luma(s) {
  const out = s.slice();
  for (let i = 0; i + 2 < s.length; i += 3) out[i] = out[i + 1] = out[i + 2] = 0.2126 * s[i] + 0.7152 * s[i + 1] + 0.0722 * s[i + 2];
  return out;
}

/**
 * A kind's references ready to compare, made once per kind (as
 * pixeltest's prepare): text as its luminance; for each family, the mean of
 * its looks' n-th pictures (a size, a mark); every picture less its
 * family's mean of the same place, normalised.
 */
function prepare(kind) {
  if (kind.prepared) return kind;
  const fams = kind.families || {}, sums = {}, counts = {};
  const raw = {};
  for (const [look, pics] of Object.entries(kind.refs)) {
    raw[look] = pics.map(b64 => {
      const p = Array.from(Buffer.from(b64, "base64")); // the grid, a byte a channel
      return kind.text ? luma(p) : p;
    });
    const f = fams[look];
    if (f === undefined) continue;
    raw[look].forEach((r, n) => {
      sums[f] = sums[f] || [];
      counts[f] = counts[f] || [];
      sums[f][n] = sums[f][n] || new Array(r.length).fill(0);
      counts[f][n] = (counts[f][n] || 0) + 1;
      r.forEach((v, i) => { sums[f][n][i] += v; });
    });
  }
  kind.means = Object.fromEntries(Object.entries(sums).map(([f, ms]) => [f, ms.map((m, n) => m.map(v => v / counts[f][n]))]));
  kind.less = (look, n, g) => {
    const f = fams[look], m = f === undefined ? null : (kind.means[f] || [])[n];
    return !m || m.length !== g.length ? g : g.map((v, i) => v - m[i]);
  };
  kind.prepared = Object.fromEntries(Object.entries(raw).map(([look, rs]) => [look, rs.map((r, n) => normalised(kind.less(look, n, r)))]));
  return kind;
}

// The moves of a piece's box tried, in grid cells across and down: its
// place, and half a cell each way (a glyph snapped to the pixel grid, a
// canvas scaled, is a pixel off and still itself).
const SHIFTS = [[0, 0], [-0.5, 0], [0.5, 0], [0, -0.5], [0, 0.5], [-0.5, -0.5], [0.5, -0.5], [-0.5, 0.5], [0.5, 0.5]];

/**
 * Judges pieces ({kind, want, at, x, y, w, h, turn}, boxes already in
 * image pixels) in img against refs (loadRefs), as the Go tests do
 * (scenes/internal/pixeltest Judge): for each, the look it is most like,
 * its score against the look wanted, the best other look and its score,
 * and ok. Returns { verdicts, problems } (a sentence per piece that failed).
 */
export function judgePieces(img, pieces, refs) {
  const verdicts = [], problems = [];
  for (const p of pieces) {
    const kind = refs.kinds[p.kind];
    if (!kind || !kind.refs[p.want]) { problems.push(`${p.at}: no reference for "${p.want}" of kind ${p.kind}`); continue; }
    prepare(kind);
    const [gw, gh] = kind.grid;
    const [across, down] = (p.turn || 0) % 2 ? [gh, gw] : [gw, gh]; // a quarter turn: rows run across the screen
    const grids = SHIFTS.map(([dx, dy]) => {
      const g = sampleGrid(img, { x: p.x + dx * p.w / across, y: p.y + dy * p.h / down, w: p.w, h: p.h }, gw, gh, p.turn || 0);
      return kind.text ? luma(g) : g;
    });
    const v = { piece: p, best: "", score: -Infinity, next: "", nextAt: -Infinity };
    let best = -Infinity;
    // The grids less a family's mean depend on the family and the
    // picture's place, not on the look: made once for each.
    const ready = new Map();
    const gotFor = (look, n) => {
      const key = `${(kind.families || {})[look] ?? "\u0000" + look}|${n}`;
      if (!ready.has(key)) ready.set(key, grids.map(g => normalised(kind.less(look, n, g))));
      return ready.get(key);
    };
    for (const look of Object.keys(kind.refs).sort()) {
      let s = -Infinity;
      kind.prepared[look].forEach((r, n) => {
        for (const got of gotFor(look, n)) {
          let d = 0;
          for (let i = 0; i < r.length; i++) d += r[i] * got[i];
          s = Math.max(s, kind.text ? Math.abs(d) : d); // text: light ink or dark
        }
      });
      if (s > best) { best = s; v.best = look; }
      if (look === p.want) v.score = s;
      else if (s > v.nextAt) { v.nextAt = s; v.next = look; }
    }
    v.margin = v.score - v.nextAt;
    v.ok = v.best === p.want && v.score >= refs.minScore && v.margin >= refs.minMargin;
    verdicts.push(v);
    if (!v.ok) problems.push(describeVerdict(v));
  }
  return { verdicts, problems };
}

/**
 * Screenshots page to file and checks every piece its round's probe lists
 * (probe().pieces, boxes in the canvas's device pixels) against refs
 * (loadRefs), once the round says nothing moves (the caller waits for it).
 * The pieces are read just before and just after the picture; when they
 * differ the picture was caught between two states, and it is taken again
 * (three tries). The picture with each box
 * outlined goes beside it (FILE-boxes.png) to look at what was sampled,
 * and every verdict (FILE-boxes.json).
 * Throws an Error naming the pieces that do not show what they must (or
 * when the probe lists fewer than least); returns the summary line.
 */
export async function checkPieces(page, file, refs, { least = 1, log = null } = {}) {
  const t0 = Date.now();
  let png, s;
  for (let tries = 0; ; tries++) {
    const before = await state(page);
    png = await page.screenshot({ path: file });
    s = await state(page);
    // Frames may come meanwhile (an hourglass's sand): the pieces must not.
    if (JSON.stringify(before.probe?.pieces) === JSON.stringify(s.probe?.pieces) || tries >= 2) break;
    await new Promise(r => setTimeout(r, 200));
  }
  const name = path.basename(file);
  const pieces = (s.probe && s.probe.pieces) || [];
  if (pieces.length < least) throw new Error(`screenshot ${name}: the probe lists ${pieces.length} pieces, want at least ${least} (scene "${s.scene}")`);
  const img = decodePNG(png);
  const c = s.canvas, css = c.cssW / c.w, px = img.width / page.viewportSize().width; // device → CSS → image pixels
  const boxes = pieces.map(p => ({ ...p, x: (c.x + p.x * css) * px, y: (c.y + p.y * css) * px, w: p.w * css * px, h: p.h * css * px }));
  const { verdicts, problems } = judgePieces(img, boxes, refs);
  fs.writeFileSync(file.replace(/\.png$/, "-boxes.png"), outlinedPNG(img, verdicts));
  fs.writeFileSync(file.replace(/\.png$/, "-boxes.json"), JSON.stringify(verdicts.map(v => ({ ...v.piece, best: v.best, score: v.score,
    next: v.next, nextAt: v.nextAt, ok: v.ok }))));
  const line = `${summarise(verdicts)}; canvas at ${Math.round(c.w / c.cssW * 100) / 100} device px a CSS px; ${Date.now() - t0} ms`;
  if (log) log(`pieces ${name}: ${line}`);
  if (problems.length) {
    const shown = problems.slice(0, 6).join("; ") + (problems.length > 6 ? `; …and ${problems.length - 6} more` : "");
    throw new Error(`screenshot ${name}: ${problems.length} of ${pieces.length} pieces do not show what the state says: ${shown}`);
  }
  return line;
}

/** One line for a verdict, as the Go tests write it. */
export function describeVerdict(v) {
  const p = v.piece, f = x => x.toFixed(2);
  return `${p.at} (${p.kind} at ${Math.round(p.x)},${Math.round(p.y)} ${Math.round(p.w)}×${Math.round(p.h)}): want "${p.want}", ` +
    `looks most like "${v.best}"; score ${f(v.score)} for "${p.want}", next "${v.next}" ${f(v.nextAt)} (margin ${f(v.margin)})`;
}

/** The lowest score and the lowest margin of verdicts, for a test's log. */
export function summarise(verdicts) {
  if (!verdicts.length) return "no pieces";
  const lo = verdicts.reduce((a, b) => (b.score < a.score ? b : a)), lm = verdicts.reduce((a, b) => (b.margin < a.margin ? b : a));
  return `${verdicts.length} pieces; lowest score ${lo.score.toFixed(2)} (${lo.piece.at}), lowest margin ${lm.margin.toFixed(2)} (${lm.piece.at}: "${lm.piece.want}" against "${lm.next}")`;
}

/** img with each verdict's box outlined (green passed, red failed), as a PNG, to look at what was sampled. */
export function outlinedPNG(img, verdicts) {
  const rgba = Uint8Array.from(img.rgba);
  const put = (x, y, c) => {
    if (x < 0 || y < 0 || x >= img.width || y >= img.height) return;
    rgba.set(c, (y * img.width + x) * 4);
  };
  for (const v of verdicts) {
    const c = v.ok ? [40, 220, 80, 255] : [255, 30, 30, 255], p = v.piece;
    const x0 = Math.floor(p.x), y0 = Math.floor(p.y), x1 = Math.ceil(p.x + p.w) - 1, y1 = Math.ceil(p.y + p.h) - 1;
    for (let x = x0; x <= x1; x++) { put(x, y0, c); put(x, y1, c); }
    for (let y = y0; y <= y1; y++) { put(x0, y, c); put(x1, y, c); }
  }
  return encodePNG(img.width, img.height, rgba);
}

// CRC-32 (PNG spec, Annex D), for the encoder below.
const CRC = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** An 8-bit RGBA PNG of w×h pixels (unfiltered rows, deflated). */
export function encodePNG(w, h, rgba) {
  const chunk = (kind, body) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(kind, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; ihdr[9] = 6; // 8 bits, RGBA
  const raw = Buffer.alloc((w * 4 + 1) * h);
  for (let y = 0; y < h; y++) Buffer.from(rgba.buffer, rgba.byteOffset + y * w * 4, w * 4).copy(raw, y * (w * 4 + 1) + 1);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(raw, { level: 1 })), chunk("IEND", Buffer.alloc(0))]);
}
