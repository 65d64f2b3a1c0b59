package kakuzu

import (
	"math"
	"strconv"

	"cifra/rules/kakuzu"
	"cifra/scenes/internal/pieces"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/kakuzu"
)

// Probe implements core.Prober for browser tests: what the table waits
// for, from whom, and the number hunted; whether a move is being played
// out ("busy": input waits for it) and whether anything of one is still
// shown ("moving": a stone flying on to its pile); and "pieces" (see
// Pieces), where each stone, digit and score lies on the screen and what
// it must show; "clock", the turn clock's seconds as shown (0: none);
// "turns", how many turns have begun.
func (r *Round) Probe() map[string]any {
	return map[string]any{
		"turn": r.st.Turn(), "awaiting": r.st.Awaiting().String(), "hunting": r.st.Hunting(),
		"setup": r.st.Phase() == kakuzu.PhaseSetup, "busy": r.run.Busy(), "moving": r.run.Active(), "covered": r.st.Covered(),
		"scores": anySlice(r.st.Scores()), "pieces": pieces.JSON(r.Pieces()), "clock": r.clockSecs(),
		"turns": r.st.Turns(),
	}
}

// anySlice converts ints for js.ValueOf.
func anySlice(ns []int) []any {
	out := make([]any, len(ns))
	for i, n := range ns {
		out[i] = n
	}
	return out
}

// The kinds of piece a Kakuzu round shows (the references of
// wasm/e2e/testdata/pixels-kakuzu.json): a tray square shows a stone
// ("stone"), a digit printed on the sheet ("1".."9"), or, where neither is
// drawn, the empty well ("well"); a score is digits in the bold face.
const pieceSquareName = "kakuzu.square"

// Pieces lists, from the rules' state, what the tray and the panels must
// show once no move is being played out (while one is, the picture is
// still on its way there): every square's stone or printed digit, and each
// seat's score in its panel. Boxes are in device pixels.
func (r *Round) Pieces() []pieces.Piece {
	l := &r.lay
	if l.cell <= 0 {
		return nil
	}
	v := r.st.View(r.st.Turn())
	wpx := float64(art.WellPx(l.cellPx))
	q := int(math.Round(r.trayAngle()/(math.Pi/2))) % 4 // around a table the digits face the person to move
	var out []pieces.Piece
	for row := range kakuzu.Size {
		for col := range kakuzu.Size {
			sq := kakuzu.Square{Row: row, Col: col}
			c := v.At(sq)
			want, turn := "stone", 0 // a stone is drawn upright
			if c.Holder != kakuzu.Covered {
				want, turn = strconv.Itoa(c.Digit), q
			}
			cx, cy := l.square(sq).Center()
			box := squareBox(cx, cy, wpx)
			if turn%2 == 1 {
				box = pieces.Centred(cx, cy, box.H, box.W)
			}
			out = append(out, pieces.Piece{Kind: pieceSquareName, Want: want,
				At: "square " + strconv.Itoa(row) + "." + strconv.Itoa(col), Box: box, Turn: turn})
		}
	}
	for p, s := range r.seats {
		sp := &s.panel
		if sp.Img == nil || p >= len(v.Scores) {
			continue
		}
		pl := &sp.lay
		// As paintPanel writes the number of stones won.
		t := pieces.Text{S: strconv.Itoa(v.Scores[p]), Face: sprites.Bold(min(pl.name.H*0.8, pl.h*0.34)),
			X: pl.name.X + pl.name.W, Y: pl.name.Y + pl.name.H/2, H: sprites.AlignEnd, V: sprites.AlignCenter}
		out = append(out, pieces.InPanel(&sp.Panel, pieces.Digits(pieces.BoldDigits, "seat "+strconv.Itoa(p)+"'s score", t, t.S))...)
	}
	return out
}

// squareBox is the part of a square centred on (cx, cy), with wells wpx
// across, whose pixels tell what it shows: a printed digit's ink (0.56 of
// the well tall, at most 0.6 wide) and little else. It keeps clear of a
// won stone's ring round the well and its owner's mark in the corner.
func squareBox(cx, cy, wpx float64) ui.Rect {
	return pieces.Centred(cx, cy, wpx*0.4, wpx*0.6)
}
