package subset

import (
	"fmt"
	"math"
	"slices"

	"golang.org/x/image/font/sfnt"
)

// keepNames are the name table entries kept, Windows Unicode strings only
// (every reader takes those): copyright (0), family (1), subfamily (2),
// full name (4), PostScript name (6) and the licence text (13), which the
// Go fonts' licence asks redistributions to carry.
var keepNames = []uint16{0, 1, 2, 4, 6, 13}

// Subset returns ttf cut to the glyphs of runes: .notdef stays glyph 0 and
// the rest keep their original order, renumbered. Runes the font has no
// glyph for, or past the Basic Multilingual Plane, are left out (they draw
// as .notdef, as they did before). The result has no hinting, glyph names
// or optional tables; see the package doc.
func Subset(ttf []byte, runes []rune) ([]byte, error) {
	f, err := parse(ttf)
	if err != nil {
		return nil, err
	}
	sf, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, fmt.Errorf("subset: %w", err)
	}

	// Map the runes to the font's glyphs through its own cmap, as readers do.
	var buf sfnt.Buffer
	oldOf := map[rune]int{}
	keep := map[int]bool{0: true}
	for _, r := range runes {
		if r < 0 || r > 0xFFFF {
			continue
		}
		g, err := sf.GlyphIndex(&buf, r)
		if err != nil {
			return nil, fmt.Errorf("subset: rune %U: %w", r, err)
		}
		if g != 0 {
			oldOf[r] = int(g)
			keep[int(g)] = true
		}
	}
	olds := make([]int, 0, len(keep))
	for g := range keep {
		if g >= f.numGlyphs() {
			return nil, fmt.Errorf("subset: cmap maps to glyph %d of %d", g, f.numGlyphs())
		}
		olds = append(olds, g)
	}
	slices.Sort(olds)
	newOf := make(map[int]int, len(olds))
	for i, g := range olds {
		newOf[g] = i
	}

	glyphs := make([]outline, len(olds))
	advs := make([]uint16, len(olds))
	lsbs := make([]int16, len(olds))
	for i, g := range olds {
		data, err := f.glyph(g)
		if err != nil {
			return nil, err
		}
		if glyphs[i], err = stripInstructions(data); err != nil {
			return nil, fmt.Errorf("subset: glyph %d: %w", g, err)
		}
		if advs[i], lsbs[i], err = f.hmetric(g); err != nil {
			return nil, err
		}
	}

	cmap := map[rune]int{}
	for r, g := range oldOf {
		cmap[r] = newOf[g]
	}
	glyf, loca, longLoca := buildGlyf(glyphs)
	tables := map[string][]byte{
		"OS/2": buildOS2(f.tables["OS/2"], cmap),
		"cmap": buildCmap(cmap),
		"glyf": glyf,
		"head": buildHead(f.tables["head"], glyphs, longLoca),
		"hhea": nil, // below, with hmtx
		"loca": loca,
		"maxp": buildMaxp(glyphs),
		"post": buildPost(f.tables["post"]),
	}
	tables["hhea"], tables["hmtx"] = buildHmtx(f.tables["hhea"], glyphs, advs, lsbs)
	if tables["name"], err = buildName(f.tables["name"]); err != nil {
		return nil, err
	}
	return assemble(tables), nil
}

// buildGlyf lays the glyphs end to end, each padded to an even length so
// loca can use the short (halved) offsets while they fit.
func buildGlyf(glyphs []outline) (glyf, loca []byte, long bool) {
	offsets := make([]int, 0, len(glyphs)+1)
	for _, g := range glyphs {
		offsets = append(offsets, len(glyf))
		glyf = append(glyf, g.data...)
		if len(glyf)%2 == 1 {
			glyf = append(glyf, 0)
		}
	}
	offsets = append(offsets, len(glyf))
	long = len(glyf)/2 > math.MaxUint16
	for _, o := range offsets {
		if long {
			loca = be.AppendUint32(loca, uint32(o))
		} else {
			loca = be.AppendUint16(loca, uint16(o/2))
		}
	}
	return glyf, loca, long
}

// bbox is the union of the glyphs' boxes (empty glyphs have none).
func bbox(glyphs []outline) (xMin, yMin, xMax, yMax int16) {
	first := true
	for _, g := range glyphs {
		if g.contours == 0 {
			continue
		}
		if first {
			xMin, yMin, xMax, yMax, first = g.xMin, g.yMin, g.xMax, g.yMax, false
			continue
		}
		xMin, yMin = min(xMin, g.xMin), min(yMin, g.yMin)
		xMax, yMax = max(xMax, g.xMax), max(yMax, g.yMax)
	}
	return
}

// buildHead copies head with the subset's bounding box and loca format;
// checksumAdjustment is zeroed here and set by assemble.
func buildHead(old []byte, glyphs []outline, longLoca bool) []byte {
	h := slices.Clone(old[:54])
	be.PutUint32(h[8:], 0)
	// Bit 4: instructions may alter advance widths. There are none now.
	be.PutUint16(h[16:], be.Uint16(h[16:])&^(1<<4))
	xMin, yMin, xMax, yMax := bbox(glyphs)
	be.PutUint16(h[36:], uint16(xMin))
	be.PutUint16(h[38:], uint16(yMin))
	be.PutUint16(h[40:], uint16(xMax))
	be.PutUint16(h[42:], uint16(yMax))
	format := uint16(0)
	if longLoca {
		format = 1
	}
	be.PutUint16(h[50:], format)
	return h
}

// buildMaxp writes maxp 1.0 with the subset's counts and every hinting
// limit (zones, twilight points, storage, functions, stack, instruction
// size) at its no-hinting value.
func buildMaxp(glyphs []outline) []byte {
	m := make([]byte, 32)
	be.PutUint32(m, 0x00010000)
	be.PutUint16(m[4:], uint16(len(glyphs)))
	var points, contours int
	for _, g := range glyphs {
		points, contours = max(points, g.points), max(contours, g.contours)
	}
	be.PutUint16(m[6:], uint16(points))
	be.PutUint16(m[8:], uint16(contours))
	be.PutUint16(m[14:], 1) // maxZones: 1 means no twilight zone
	return m
}

// buildHmtx writes the advances and bearings, dropping the run of equal
// advances at the end into the short form, and hhea to match: its
// numberOfHMetrics and the extents it summarises.
func buildHmtx(oldHhea []byte, glyphs []outline, advs []uint16, lsbs []int16) (hhea, hmtx []byte) {
	nh := len(advs)
	for nh > 1 && advs[nh-1] == advs[nh-2] {
		nh--
	}
	for i := range advs {
		if i < nh {
			hmtx = be.AppendUint16(hmtx, advs[i])
		}
		hmtx = be.AppendUint16(hmtx, uint16(lsbs[i]))
	}
	hhea = slices.Clone(oldHhea[:36])
	var advMax uint16
	minLSB, minRSB, maxExtent := int16(math.MaxInt16), int16(math.MaxInt16), int16(math.MinInt16)
	for i, g := range glyphs {
		advMax = max(advMax, advs[i])
		if g.contours == 0 {
			continue
		}
		w := g.xMax - g.xMin
		minLSB = min(minLSB, lsbs[i])
		minRSB = min(minRSB, int16(advs[i])-lsbs[i]-w)
		maxExtent = max(maxExtent, lsbs[i]+w)
	}
	if maxExtent == math.MinInt16 { // no glyph has an outline
		minLSB, minRSB, maxExtent = 0, 0, 0
	}
	be.PutUint16(hhea[10:], advMax)
	be.PutUint16(hhea[12:], uint16(minLSB))
	be.PutUint16(hhea[14:], uint16(minRSB))
	be.PutUint16(hhea[16:], uint16(maxExtent))
	be.PutUint16(hhea[34:], uint16(nh))
	return hhea, hmtx
}

// buildPost keeps post's header (italic angle, underline, fixed pitch) as
// format 3: no glyph names.
func buildPost(old []byte) []byte {
	p := make([]byte, 32)
	copy(p, old[:16])
	be.PutUint32(p, 0x00030000)
	return p
}

// buildOS2 copies OS/2 with the first and last character the subset maps.
func buildOS2(old []byte, cmap map[rune]int) []byte {
	o := slices.Clone(old)
	first, last := rune(0xFFFF), rune(0)
	for r := range cmap {
		first, last = min(first, r), max(last, r)
	}
	be.PutUint16(o[64:], uint16(first))
	be.PutUint16(o[66:], uint16(last))
	return o
}
