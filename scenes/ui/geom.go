// Package ui is Cifra's input and widget layer: one pointer model for the
// mouse and every touch, keyboard focus, buttons, drag-and-drop and the
// layout rectangles scenes are built from. Scenes never read raw
// Ebitengine input; they read a Frame.
package ui

import (
	"image"
	"math"
)

// Rect is an axis-aligned rectangle in screen (device) pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Overlaps reports whether r and o share some area (touching is apart).
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// Center returns the middle of r.
func (r Rect) Center() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Inset shrinks r by d on every side (never below zero size).
func (r Rect) Inset(d float64) Rect {
	w, h := max(0, r.W-2*d), max(0, r.H-2*d)
	return Rect{r.X + (r.W-w)/2, r.Y + (r.H-h)/2, w, h}
}

// SplitH cuts r into a left part of width w and the rest, with gap between.
func (r Rect) SplitH(w, gap float64) (Rect, Rect) {
	w = min(max(0, w), r.W)
	rest := max(0, r.W-w-gap)
	return Rect{r.X, r.Y, w, r.H}, Rect{r.X + r.W - rest, r.Y, rest, r.H}
}

// SplitV cuts r into a top part of height h and the rest, with gap between.
func (r Rect) SplitV(h, gap float64) (Rect, Rect) {
	h = min(max(0, h), r.H)
	rest := max(0, r.H-h-gap)
	return Rect{r.X, r.Y, r.W, h}, Rect{r.X, r.Y + r.H - rest, r.W, rest}
}

// CenterIn returns a w×h rectangle centred in r.
func (r Rect) CenterIn(w, h float64) Rect {
	return Rect{r.X + (r.W-w)/2, r.Y + (r.H-h)/2, w, h}
}

// Row lays n equal rectangles of height h side by side across r's width,
// centred vertically, separated by gap.
func (r Rect) Row(n int, gap float64) []Rect {
	if n <= 0 {
		return nil
	}
	w := max(0, (r.W-gap*float64(n-1))/float64(n))
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{r.X + float64(i)*(w+gap), r.Y, w, r.H}
	}
	return out
}

// Column stacks n rectangles of height h from r's top, separated by gap.
func (r Rect) Column(n int, h, gap float64) []Rect {
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{r.X, r.Y + float64(i)*(h+gap), r.W, h}
	}
	return out
}

// Union is the smallest rectangle holding r and o.
func (r Rect) Union(o Rect) Rect {
	x0, y0 := min(r.X, o.X), min(r.Y, o.Y)
	x1, y1 := max(r.X+r.W, o.X+o.W), max(r.Y+r.H, o.Y+o.H)
	return Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// Pixels is the image rectangle of whole pixels that covers r.
func (r Rect) Pixels() image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}
