// What a person would see in a screenshot, measured in Node (no page, no
// dependency): a PNG decoder for what Chromium writes, and the measures the
// tests check: a picture is not blank, and a widget is drawn where the
// game's hook says it is.
import zlib from "node:zlib";

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
