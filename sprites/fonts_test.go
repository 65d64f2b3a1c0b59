package sprites

import (
	"strings"
	"testing"
)

var wrapSamples = []string{
	"Roll the dice and write the sum in any empty square of your card.",
	"Tira i dadi e scrivi la somma in una casella vuota della tua scheda.",
	"Würfle und trage die Summe in ein leeres Feld deines Blocks ein.",
	"Lance les dés et écris la somme dans une case vide de ta feuille.",
	"Бросьте кубики и запишите сумму в любую пустую клетку своей карточки.",
}

func TestWrapNeverExceedsWidthForWordsThatFit(t *testing.T) {
	face := UI(20)
	for _, s := range wrapSamples {
		for _, width := range []float64{120, 200, 320, 1000} {
			lines := Wrap(s, face, width)
			for _, l := range lines {
				w, _ := Measure(l, face)
				if w > width && strings.Contains(l, " ") {
					t.Errorf("width %v: line %q is %v wide", width, l, w)
				}
			}
			if got := strings.Join(lines, " "); got != strings.Join(strings.Fields(s), " ") {
				t.Errorf("wrap lost words: %q", got)
			}
		}
	}
}

func TestWrapKeepsNewlinesAndLongWords(t *testing.T) {
	lines := Wrap("one\n\nSupercalifragilistic two", UI(20), 40)
	want := []string{"one", "", "Supercalifragilistic", "two"}
	if strings.Join(lines, "|") != strings.Join(want, "|") {
		t.Fatalf("got %q, want %q", lines, want)
	}
}

func TestMeasureGrowsWithText(t *testing.T) {
	w1, h1 := Measure("12", Bold(30))
	w2, h2 := Measure("12\n345", Bold(30))
	if w1 <= 0 || h1 <= 0 || w2 <= w1 || h2 <= h1 {
		t.Fatalf("Measure: %v×%v then %v×%v", w1, h1, w2, h2)
	}
}

func FuzzWrap(f *testing.F) {
	for _, s := range wrapSamples {
		f.Add(s, 150.0)
	}
	f.Add("a  b\n c", 1.0)
	face := UI(16)
	f.Fuzz(func(t *testing.T, s string, width float64) {
		if width < 1 || width > 5000 || len(s) > 300 {
			return
		}
		for _, l := range Wrap(s, face, width) {
			if strings.Contains(l, "\n") {
				t.Fatalf("line contains a newline: %q", l)
			}
			if w, _ := Measure(l, face); w > width && strings.Contains(strings.TrimSpace(l), " ") {
				t.Fatalf("line %q is %v wide, max %v", l, w, width)
			}
		}
	})
}
