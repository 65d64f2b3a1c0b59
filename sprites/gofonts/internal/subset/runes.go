package subset

// Runes returns the code points Cifra keeps in its Go fonts (each font
// keeps those of them it has a glyph for):
//
//   - ASCII, Latin-1 and Latin Extended-A, and Romanian's ș ț: every
//     Western and Central European letter, so the catalogs (English,
//     Italian, German, French) and names typed with those letters draw;
//   - Cyrillic, for Russian;
//   - General Punctuation (dashes, quotes, ellipsis, bullets, ‰) and a
//     few symbols: € № ™, − √ ∞ ≈ ≠ ≤ ≥, Σ (Kakuro's sum plates), the
//     arrows (the on-screen keyboard prints ← and ↑) and the circles of
//     Knister's score pills (○ ●).
//
// The tests of scenes/i18n, scenes/ui and package gofonts fail when a
// catalog, a keyboard key or a string in the game's code needs a rune
// left out here.
//
// The rest of Greek is left out: no catalog needs it and its 72 glyphs
// would add about 7 KB (4 KB gzipped) to each font. A name typed on a
// physical keyboard in a script not kept here (Greek, Hebrew, CJK, …)
// draws as .notdef boxes, as letters the Go fonts never had always did
// (they have no ✓ or emoji either).
func Runes() []rune {
	var rs []rune
	for _, block := range [][2]rune{
		{0x20, 0x7E},     // ASCII
		{0xA0, 0xFF},     // Latin-1 Supplement
		{0x100, 0x17F},   // Latin Extended-A
		{0x218, 0x21B},   // Ș ș Ț ț
		{0x400, 0x4FF},   // Cyrillic
		{0x2010, 0x2044}, // General Punctuation, as far as the fraction slash
		{0x2190, 0x2193}, // ← ↑ → ↓
	} {
		for r := block[0]; r <= block[1]; r++ {
			rs = append(rs, r)
		}
	}
	return append(rs,
		0x03A3, // Σ
		0x20AC, // €
		0x2116, // №
		0x2122, // ™
		0x2212, // − minus sign
		0x221A, // √ (Kakuro's "Impossible √")
		0x221E, // ∞
		0x2248, // ≈
		0x2260, // ≠
		0x2264, // ≤
		0x2265, // ≥
		0x25CB, // ○ white circle
		0x25CF, // ● black circle
	)
}
