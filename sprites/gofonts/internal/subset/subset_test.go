package subset

import (
	"bytes"
	"slices"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

var goFonts = map[string][]byte{"regular": goregular.TTF, "bold": gobold.TTF, "italic": goitalic.TTF}

// sizes are the ppems compared: small, a fraction, large.
var sizes = []fixed.Int26_6{fixed.I(9), fixed.Int26_6(23*64 + 37), fixed.I(64), fixed.I(300)}

// Every kept rune draws exactly as in the original font: same outline
// segments, advance, bounds and font metrics at several sizes, through
// both sfnt and the opentype faces the game draws text with.
func TestSubsetKeepsOutlinesAndMetrics(t *testing.T) {
	for name, ttf := range goFonts {
		sub, err := Subset(ttf, Runes())
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		a, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		b, err := sfnt.Parse(sub)
		if err != nil {
			t.Fatalf("%s: subset does not parse: %v", name, err)
		}
		var ba, bb sfnt.Buffer
		kept := 0
		for _, r := range Runes() {
			ga, _ := a.GlyphIndex(&ba, r)
			gb, err := b.GlyphIndex(&bb, r)
			if err != nil {
				t.Fatalf("%s %U: %v", name, r, err)
			}
			if ga == 0 {
				if gb != 0 {
					t.Errorf("%s %U: the font has no glyph but the subset maps it to %d", name, r, gb)
				}
				continue
			}
			if gb == 0 {
				t.Errorf("%s %U: dropped", name, r)
				continue
			}
			kept++
			for _, ppem := range sizes {
				sa, err := a.LoadGlyph(&ba, ga, ppem, nil)
				if err != nil {
					t.Fatal(err)
				}
				sa = slices.Clone(sa)
				sb, err := b.LoadGlyph(&bb, gb, ppem, nil)
				if err != nil {
					t.Fatalf("%s %U: %v", name, r, err)
				}
				if !slices.Equal(sa, sb) {
					t.Errorf("%s %U at %v: outline differs", name, r, ppem)
				}
				adva, _ := a.GlyphAdvance(&ba, ga, ppem, font.HintingNone)
				advb, _ := b.GlyphAdvance(&bb, gb, ppem, font.HintingNone)
				bnda, _, _ := a.GlyphBounds(&ba, ga, ppem, font.HintingNone)
				bndb, _, _ := b.GlyphBounds(&bb, gb, ppem, font.HintingNone)
				if adva != advb || bnda != bndb {
					t.Errorf("%s %U at %v: advance %v bounds %v, want %v %v", name, r, ppem, advb, bndb, adva, bnda)
				}
			}
		}
		if kept < 400 {
			t.Errorf("%s: only %d runes kept", name, kept)
		}
		for _, ppem := range sizes {
			ma, _ := a.Metrics(&ba, ppem, font.HintingNone)
			mb, err := b.Metrics(&bb, ppem, font.HintingNone)
			if err != nil || ma != mb {
				t.Errorf("%s metrics at %v: %+v (%v), want %+v", name, ppem, mb, err, ma)
			}
		}
		compareFaces(t, name, ttf, sub)
	}
}

// compareFaces checks the opentype faces agree, as the game uses them.
func compareFaces(t *testing.T, name string, ttf, sub []byte) {
	t.Helper()
	fa, _ := opentype.Parse(ttf)
	fb, err := opentype.Parse(sub)
	if err != nil {
		t.Fatalf("%s: opentype: %v", name, err)
	}
	for _, size := range []float64{11, 17.5, 48} {
		opts := &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone}
		a, _ := opentype.NewFace(fa, opts)
		b, err := opentype.NewFace(fb, opts)
		if err != nil {
			t.Fatal(err)
		}
		if a.Metrics() != b.Metrics() {
			t.Errorf("%s face %v metrics %+v, want %+v", name, size, b.Metrics(), a.Metrics())
		}
		for _, r := range "Hé—Жё€…×Σ" {
			ba, aa, _ := a.GlyphBounds(r)
			bb, ab, ok := b.GlyphBounds(r)
			if !ok || ba != bb || aa != ab {
				t.Errorf("%s face %v %q: bounds %v advance %v, want %v %v", name, size, r, bb, ab, ba, aa)
			}
			if a.Kern('A', r) != b.Kern('A', r) {
				t.Errorf("%s face %v: kern A%c differs", name, size, r)
			}
		}
	}
}

// Runes outside the set map to nothing, and .notdef stays glyph 0 with
// its outline.
func TestSubsetDropsTheRest(t *testing.T) {
	sub, err := Subset(goregular.TTF, []rune("Ab"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := sfnt.Parse(sub)
	if err != nil {
		t.Fatal(err)
	}
	if f.NumGlyphs() != 3 {
		t.Errorf("NumGlyphs = %d, want 3 (.notdef, A, b)", f.NumGlyphs())
	}
	var buf sfnt.Buffer
	for _, r := range "aBЖ1 " {
		if g, _ := f.GlyphIndex(&buf, r); g != 0 {
			t.Errorf("%q maps to glyph %d, want none", r, g)
		}
	}
	orig, _ := sfnt.Parse(goregular.TTF)
	na, _ := orig.LoadGlyph(&buf, 0, fixed.I(20), nil)
	na = slices.Clone(na)
	nb, _ := f.LoadGlyph(&buf, 0, fixed.I(20), nil)
	if len(na) == 0 || !slices.Equal(na, nb) {
		t.Errorf(".notdef outline changed (%d segments, want %d)", len(nb), len(na))
	}
}

// The file is well formed: sorted tags, table checksums, the whole-file
// checksum adjustment, no hinting tables and no glyph instructions.
func TestSubsetIsWellFormed(t *testing.T) {
	sub, err := Subset(gobold.TTF, Runes())
	if err != nil {
		t.Fatal(err)
	}
	f, err := parse(sub)
	if err != nil {
		t.Fatal(err)
	}
	n := int(be.Uint16(sub[4:]))
	prev := ""
	for i := range n {
		rec := sub[12+16*i:]
		tag := string(rec[:4])
		if tag <= prev {
			t.Errorf("table %q after %q", tag, prev)
		}
		prev = tag
		off, length := be.Uint32(rec[8:]), be.Uint32(rec[12:])
		if off%4 != 0 {
			t.Errorf("%s at %d, not 4-byte aligned", tag, off)
		}
		data := slices.Clone(sub[off : off+length])
		if tag == "head" {
			be.PutUint32(data[8:], 0)
		}
		if got := checksum(data); got != be.Uint32(rec[4:]) {
			t.Errorf("%s checksum %#x, directory says %#x", tag, got, be.Uint32(rec[4:]))
		}
	}
	if s := checksum(sub); s != 0xB1B0AFBA {
		t.Errorf("file sums to %#x, want 0xB1B0AFBA", s)
	}
	for _, tag := range []string{"fpgm", "prep", "cvt ", "gasp", "hdmx", "VDMX", "LTSH"} {
		if _, ok := f.tables[tag]; ok {
			t.Errorf("hinting table %q kept", tag)
		}
	}
	for i := range f.numGlyphs() {
		g, err := f.glyph(i)
		if err != nil {
			t.Fatal(err)
		}
		if len(g) == 0 {
			continue
		}
		p := 10 + 2*int(be.Uint16(g))
		if l := be.Uint16(g[p:]); l != 0 {
			t.Errorf("glyph %d keeps %d bytes of instructions", i, l)
		}
	}
	if v := be.Uint32(f.tables["post"]); v != 0x30000 {
		t.Errorf("post version %#x, want 3.0", v)
	}
	if len(sub) > len(gobold.TTF)/2 {
		t.Errorf("subset is %d bytes of %d", len(sub), len(gobold.TTF))
	}
}

// The names and licence survive, and nothing else of the name table.
func TestSubsetKeepsNamesAndLicence(t *testing.T) {
	sub, err := Subset(goitalic.TTF, Runes())
	if err != nil {
		t.Fatal(err)
	}
	f, err := sfnt.Parse(sub)
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	for id, want := range map[sfnt.NameID]string{
		sfnt.NameIDFamily:     "Go",
		sfnt.NameIDSubfamily:  "Italic",
		sfnt.NameIDFull:       "Go Italic",
		sfnt.NameIDCopyright:  "Copyright (c) 2016 by Bigelow & Holmes Inc.",
		sfnt.NameIDLicense:    "Redistribution and use in source and binary forms",
		sfnt.NameIDPostScript: "Go-Italic",
	} {
		got, err := f.Name(&buf, id)
		if err != nil || !bytes.Contains([]byte(got), []byte(want)) {
			t.Errorf("name %d = %q (%v), want it to hold %q", id, got, err, want)
		}
	}
	if got, err := f.Name(&buf, sfnt.NameIDDescription); err == nil {
		t.Errorf("description kept: %q", got)
	}
}

// Bad input is refused with an error, never a panic or a broken font.
func TestSubsetRefusesBadInput(t *testing.T) {
	cases := map[string][]byte{
		"empty":      nil,
		"truncated":  goregular.TTF[:2000],
		"not a font": []byte("this is plainly not a TrueType font at all"),
	}
	// A glyph claiming more points than its bytes hold.
	broken := slices.Clone(goregular.TTF)
	f, _ := parse(broken)
	g, _ := f.glyph(int(mustGlyph(t, 'A')))
	nc := int(be.Uint16(g))
	be.PutUint16(g[10+2*nc-2:], 0x7FFF) // the glyph's last point
	cases["glyph too short"] = broken
	for name, ttf := range cases {
		if _, err := Subset(ttf, []rune("ABC")); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func mustGlyph(t *testing.T, r rune) sfnt.GlyphIndex {
	t.Helper()
	f, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	g, err := f.GlyphIndex(&buf, r)
	if err != nil || g == 0 {
		t.Fatalf("no glyph for %q", r)
	}
	return g
}
