// Package subset cuts a TrueType font down to the glyphs of a set of runes
// and drops what an unhinted rasterizer never reads: hinting instructions
// (fpgm, prep, cvt, gasp, hdmx, VDMX, LTSH and every glyph's own bytecode),
// glyph names (post becomes format 3) and all but the naming and licence
// strings. The outlines, advances and metrics of the kept glyphs stay
// exactly as they were.
//
// It reads what golang.org/x/image's Go fonts hold: TrueType outlines
// (glyf/loca), simple glyphs only, no kern or GPOS table. Anything else is
// refused with an error rather than cut wrongly.
package subset

import (
	"encoding/binary"
	"fmt"
)

var be = binary.BigEndian

// ttfont is a parsed table directory: each table's bytes by tag.
type ttfont struct {
	tables map[string][]byte
}

// parse splits a TrueType file into its tables, checking each lies inside
// the file.
func parse(ttf []byte) (*ttfont, error) {
	if len(ttf) < 12 {
		return nil, fmt.Errorf("subset: %d bytes is too short for a font", len(ttf))
	}
	if v := be.Uint32(ttf); v != 0x00010000 && v != 0x74727565 { // 1.0 or 'true'
		return nil, fmt.Errorf("subset: not a TrueType font (sfnt version %#08x)", v)
	}
	n := int(be.Uint16(ttf[4:]))
	if len(ttf) < 12+16*n {
		return nil, fmt.Errorf("subset: table directory of %d tables runs past the end", n)
	}
	f := &ttfont{tables: map[string][]byte{}}
	for i := range n {
		rec := ttf[12+16*i:]
		tag := string(rec[:4])
		off, length := be.Uint32(rec[8:]), be.Uint32(rec[12:])
		if uint64(off)+uint64(length) > uint64(len(ttf)) {
			return nil, fmt.Errorf("subset: table %q runs past the end of the font", tag)
		}
		f.tables[tag] = ttf[off : off+length]
	}
	for _, tag := range []string{"head", "hhea", "hmtx", "maxp", "loca", "glyf", "cmap", "post", "name", "OS/2"} {
		if _, ok := f.tables[tag]; !ok {
			return nil, fmt.Errorf("subset: font has no %q table", tag)
		}
	}
	for _, tag := range []string{"CFF ", "CFF2", "kern", "GPOS", "GSUB", "GDEF", "morx", "kerx"} {
		if _, ok := f.tables[tag]; ok {
			// Subsetting these would need their own rewriting; dropping
			// them would change how text looks.
			return nil, fmt.Errorf("subset: font has a %q table, which this subsetter does not rewrite", tag)
		}
	}
	if len(f.tables["head"]) < 54 || len(f.tables["hhea"]) < 36 || len(f.tables["maxp"]) < 6 ||
		len(f.tables["post"]) < 32 || len(f.tables["OS/2"]) < 68 {
		return nil, fmt.Errorf("subset: head, hhea, maxp, post or OS/2 table is too short")
	}
	return f, nil
}

// numGlyphs is maxp's glyph count.
func (f *ttfont) numGlyphs() int { return int(be.Uint16(f.tables["maxp"][4:])) }

// glyph returns glyph i's glyf bytes (empty for a glyph with no outline).
func (f *ttfont) glyph(i int) ([]byte, error) {
	loca, glyf := f.tables["loca"], f.tables["glyf"]
	var start, end int
	if be.Uint16(f.tables["head"][50:]) == 0 { // short offsets, halved
		if len(loca) < 2*(i+2) {
			return nil, fmt.Errorf("subset: loca too short for glyph %d", i)
		}
		start, end = 2*int(be.Uint16(loca[2*i:])), 2*int(be.Uint16(loca[2*i+2:]))
	} else {
		if len(loca) < 4*(i+2) {
			return nil, fmt.Errorf("subset: loca too short for glyph %d", i)
		}
		start, end = int(be.Uint32(loca[4*i:])), int(be.Uint32(loca[4*i+4:]))
	}
	if start > end || end > len(glyf) {
		return nil, fmt.Errorf("subset: glyph %d lies outside glyf (%d..%d of %d)", i, start, end, len(glyf))
	}
	return glyf[start:end], nil
}

// hmetric returns glyph i's advance width and left side bearing: glyphs
// past numberOfHMetrics share the last advance and keep their own bearing.
func (f *ttfont) hmetric(i int) (adv uint16, lsb int16, err error) {
	hmtx := f.tables["hmtx"]
	nh := int(be.Uint16(f.tables["hhea"][34:]))
	if nh == 0 || len(hmtx) < 4*nh+2*(f.numGlyphs()-nh) {
		return 0, 0, fmt.Errorf("subset: hmtx too short for %d metrics and %d glyphs", nh, f.numGlyphs())
	}
	if i < nh {
		return be.Uint16(hmtx[4*i:]), int16(be.Uint16(hmtx[4*i+2:])), nil
	}
	return be.Uint16(hmtx[4*(nh-1):]), int16(be.Uint16(hmtx[4*nh+2*(i-nh):])), nil
}

// outline is a simple glyph without its instructions, and what maxp and
// the bounding boxes need to know of it.
type outline struct {
	data                   []byte
	contours, points       int
	xMin, yMin, xMax, yMax int16
}

// stripInstructions returns glyph g with its hinting bytecode removed and
// any padding after its coordinates cut. An empty glyph stays empty.
func stripInstructions(g []byte) (outline, error) {
	if len(g) == 0 {
		return outline{}, nil
	}
	if len(g) < 10 {
		return outline{}, fmt.Errorf("glyph header is %d bytes, want 10", len(g))
	}
	nc := int(int16(be.Uint16(g)))
	if nc < 0 {
		return outline{}, fmt.Errorf("composite glyph (components are not supported)")
	}
	o := outline{
		contours: nc,
		xMin:     int16(be.Uint16(g[2:])), yMin: int16(be.Uint16(g[4:])),
		xMax: int16(be.Uint16(g[6:])), yMax: int16(be.Uint16(g[8:])),
	}
	if nc == 0 {
		return outline{}, nil // a header with no contours draws nothing
	}
	p := 10 + 2*nc // instructionLength
	if len(g) < p+2 {
		return outline{}, fmt.Errorf("glyph ends inside its contour ends")
	}
	o.points = int(be.Uint16(g[p-2:])) + 1
	q := p + 2 + int(be.Uint16(g[p:])) // flags start
	if q > len(g) {
		return outline{}, fmt.Errorf("glyph instructions run past its end")
	}
	// Walk the flags to find where the coordinates end.
	const (
		xShort, yShort, repeat, xSame, ySame = 0x02, 0x04, 0x08, 0x10, 0x20
	)
	i, xLen, yLen := q, 0, 0
	for n := 0; n < o.points; {
		if i >= len(g) {
			return outline{}, fmt.Errorf("glyph flags run past its end")
		}
		flag := g[i]
		i++
		count := 1
		if flag&repeat != 0 {
			if i >= len(g) {
				return outline{}, fmt.Errorf("glyph flags run past its end")
			}
			count += int(g[i])
			i++
		}
		if n+count > o.points {
			return outline{}, fmt.Errorf("glyph flags repeat past its %d points", o.points)
		}
		n += count
		switch {
		case flag&xShort != 0:
			xLen += count
		case flag&xSame == 0:
			xLen += 2 * count
		}
		switch {
		case flag&yShort != 0:
			yLen += count
		case flag&ySame == 0:
			yLen += 2 * count
		}
	}
	end := i + xLen + yLen
	if end > len(g) {
		return outline{}, fmt.Errorf("glyph coordinates run past its end")
	}
	o.data = make([]byte, 0, p+2+end-q)
	o.data = append(o.data, g[:p]...)
	o.data = append(o.data, 0, 0) // no instructions
	o.data = append(o.data, g[q:end]...)
	return o, nil
}
