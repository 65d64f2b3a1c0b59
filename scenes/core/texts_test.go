package core

import (
	"strings"
	"testing"

	"cifra/scenes/ui"
	"cifra/sprites"
)

// TestTextLogProblems: boxes are measured where they are drawn (by their
// anchor and alignment); one that leaves its box, one that leaves its
// space and two of one space that overlap are each reported, while the
// same place in two spaces (two panels) is no overlap.
func TestTextLogProblems(t *testing.T) {
	face := sprites.Bold(20)
	w, h := sprites.Measure("Hello", face)
	log := &TextLog{}
	log.Enter("screen", ui.Rect{W: 400, H: 300})
	log.add("Hello", face, 100, 50, sprites.AlignEnd, sprites.AlignCenter, ui.Rect{W: 400, H: 300})
	if b := log.Boxes[0].Box; b.X != 100-w || b.Y != 50-h/2 || b.W != w || log.Boxes[0].Size != 20 {
		t.Fatalf("an end-aligned box at %+v (size %v), want x %v y %v", b, log.Boxes[0].Size, 100-w, 50-h/2)
	}
	if p := log.Problems(); len(p) != 0 {
		t.Fatalf("one box in place: %v", p)
	}
	leave := log.Enter("seat 0", ui.Rect{W: 120, H: 40})
	log.add("Hello", face, 0, 0, sprites.AlignStart, sprites.AlignStart, ui.Rect{W: 120, H: 40})   // where the screen's is: another space
	log.add("Hello", face, 100, 0, sprites.AlignStart, sprites.AlignStart, ui.Rect{W: 400, H: 40}) // past the panel
	leave()
	log.add("Hello", face, 90, 50, sprites.AlignStart, sprites.AlignCenter, ui.Rect{X: 90, Y: 40, W: 10, H: 20}) // over the first, out of its box
	got := strings.Join(log.Problems(), "\n")
	for _, want := range []string{"seat 0: \"Hello\" {100", "leaves its box {90", "overlap"} {
		if !strings.Contains(got, want) {
			t.Errorf("problems lack %q:\n%s", want, got)
		}
	}
	if n := len(log.Problems()); n != 3 {
		t.Errorf("%d problems, want 3:\n%s", n, got)
	}
}
