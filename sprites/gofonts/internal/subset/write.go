package subset

import (
	"fmt"
	"math/bits"
	"slices"
)

// buildCmap writes a cmap with one format 4 subtable (BMP) listed for both
// Unicode (platform 0, encoding 3) and Windows (platform 3, encoding 1).
// Each run of consecutive runes whose glyphs are consecutive too is one
// segment mapped by idDelta alone; the glyphs keep the font's order, which
// follows the code points closely, so the runs are long.
func buildCmap(cmap map[rune]int) []byte {
	runes := make([]rune, 0, len(cmap))
	for r := range cmap {
		runes = append(runes, r)
	}
	slices.Sort(runes)
	type segment struct{ start, end rune }
	var segs []segment
	for i, r := range runes {
		if i > 0 && r == runes[i-1]+1 && cmap[r] == cmap[runes[i-1]]+1 {
			segs[len(segs)-1].end = r
			continue
		}
		segs = append(segs, segment{r, r})
	}
	if len(segs) == 0 || segs[len(segs)-1].end != 0xFFFF {
		segs = append(segs, segment{0xFFFF, 0xFFFF}) // the required last segment, to .notdef
	}
	n := len(segs)
	sub := be.AppendUint16(nil, 4)
	sub = be.AppendUint16(sub, uint16(16+8*n)) // length
	sub = be.AppendUint16(sub, 0)              // language
	pow := 1 << (bits.Len(uint(n)) - 1)        // largest power of two ≤ n
	sub = be.AppendUint16(sub, uint16(2*n))
	sub = be.AppendUint16(sub, uint16(2*pow))
	sub = be.AppendUint16(sub, uint16(bits.Len(uint(pow))-1))
	sub = be.AppendUint16(sub, uint16(2*n-2*pow))
	for _, s := range segs {
		sub = be.AppendUint16(sub, uint16(s.end))
	}
	sub = be.AppendUint16(sub, 0) // reservedPad
	for _, s := range segs {
		sub = be.AppendUint16(sub, uint16(s.start))
	}
	for _, s := range segs {
		delta := 1 // 0xFFFF+1 wraps to glyph 0
		if g, ok := cmap[s.start]; ok {
			delta = g - int(s.start)
		}
		sub = be.AppendUint16(sub, uint16(delta)) // modulo 65536, as the format wants
	}
	for range segs {
		sub = be.AppendUint16(sub, 0) // idRangeOffset: none, idDelta maps every segment
	}

	const headerLen = 4 + 2*8
	out := be.AppendUint16(nil, 0) // version
	out = be.AppendUint16(out, 2)
	for _, pe := range [][2]uint16{{0, 3}, {3, 1}} {
		out = be.AppendUint16(out, pe[0])
		out = be.AppendUint16(out, pe[1])
		out = be.AppendUint32(out, headerLen)
	}
	return append(out, sub...)
}

// buildName writes a format 0 name table with the Windows Unicode records
// of keepNames, in their original order (sorted, as the format wants).
func buildName(old []byte) ([]byte, error) {
	if len(old) < 6 {
		return nil, fmt.Errorf("subset: name table too short")
	}
	count, strOff := int(be.Uint16(old[2:])), int(be.Uint16(old[4:]))
	if len(old) < 6+12*count {
		return nil, fmt.Errorf("subset: name table records run past its end")
	}
	var recs, strs []byte
	n := 0
	for i := range count {
		r := old[6+12*i : 6+12*i+12]
		platform, encoding, id := be.Uint16(r), be.Uint16(r[2:]), be.Uint16(r[6:])
		if platform != 3 || encoding != 1 || !slices.Contains(keepNames, id) {
			continue
		}
		length, off := int(be.Uint16(r[8:])), int(be.Uint16(r[10:]))
		if strOff+off+length > len(old) {
			return nil, fmt.Errorf("subset: name %d runs past the name table", id)
		}
		recs = append(recs, r[:8]...)
		recs = be.AppendUint16(recs, uint16(length))
		recs = be.AppendUint16(recs, uint16(len(strs)))
		strs = append(strs, old[strOff+off:strOff+off+length]...)
		n++
	}
	if n == 0 {
		return nil, fmt.Errorf("subset: name table has no Windows Unicode names to keep")
	}
	out := be.AppendUint16(nil, 0)
	out = be.AppendUint16(out, uint16(n))
	out = be.AppendUint16(out, uint16(6+12*n))
	out = append(out, recs...)
	return append(out, strs...), nil
}

// checksum is the sum of a table's big-endian uint32 words, zero-padded.
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += be.Uint32(w[:])
	}
	return sum
}

// assemble writes the table directory (tags sorted, as readers require)
// and the tables, each 4-byte aligned, then sets head's
// checksumAdjustment so the whole file sums to 0xB1B0AFBA.
func assemble(tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for t := range tables {
		tags = append(tags, t)
	}
	slices.Sort(tags) // byte order: "OS/2" sorts before "cmap"
	n := len(tags)
	pow := 1 << (bits.Len(uint(n)) - 1)
	out := be.AppendUint32(nil, 0x00010000)
	out = be.AppendUint16(out, uint16(n))
	out = be.AppendUint16(out, uint16(16*pow))
	out = be.AppendUint16(out, uint16(bits.Len(uint(pow))-1))
	out = be.AppendUint16(out, uint16(16*n-16*pow))
	off := 12 + 16*n
	headAt := 0
	for _, t := range tags {
		b := tables[t]
		if t == "head" {
			headAt = off
		}
		out = append(out, t...)
		out = be.AppendUint32(out, checksum(b))
		out = be.AppendUint32(out, uint32(off))
		out = be.AppendUint32(out, uint32(len(b)))
		off += (len(b) + 3) &^ 3
	}
	for _, t := range tags {
		out = append(out, tables[t]...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	be.PutUint32(out[headAt+8:], 0xB1B0AFBA-checksum(out))
	return out
}
