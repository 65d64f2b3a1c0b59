// Package gofonts holds the three Go fonts Cifra draws with (Go Regular,
// Go Bold, Go Italic, by Bigelow & Holmes; licence in LICENSE here), cut
// down to the runes the game needs and without hinting, which it never
// runs (it rasterizes with font.HintingNone).
//
// The files are made from golang.org/x/image/font/gofont by gen.go
// (go generate); internal/subset says what a subset keeps and drops, and
// subset.Runes which runes. Each font shrinks from 149–157 KB (69–73 KB
// gzipped) to 45–48 KB (21–23 KB gzipped); the outlines, advances and
// metrics of every kept rune stay exactly those of the original.
package gofonts

import _ "embed" // for the font files

//go:generate go run gen.go

// Regular is Go Regular, a TrueType font: labels, help, dialogs.
//
//go:embed regular.ttf
var Regular []byte

// Bold is Go Bold, a TrueType font: titles, scores, buttons.
//
//go:embed bold.ttf
var Bold []byte

// Italic is Go Italic, a TrueType font: the hand-written look.
//
//go:embed italic.ttf
var Italic []byte
