package knister

import (
	"strconv"

	"cifra/rules/knister"
	"cifra/scenes/internal/pieces"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Probe implements core.Prober for browser tests: the seat whose card is
// shown ("viewer"), whether the picture still moves by itself ("busy": the
// dice tumble, a number springs in, a line is announced, a number is
// dragged) or the device is being passed ("passing"), the scores, and
// "pieces" (see Pieces), where each written number and score lies on the
// screen and what it must show.
func (r *Round) Probe() map[string]any {
	scores := []any{}
	for _, s := range r.st.Scores() {
		scores = append(scores, s)
	}
	return map[string]any{"viewer": r.viewer, "busy": r.moving(), "passing": r.passing, "scores": scores,
		"pieces": pieces.JSON(r.Pieces())}
}

// The kinds of piece a Knister round shows (the references of
// wasm/e2e/testdata/pixels-knister.json): a number written on the card
// ("1".."20": the dice give 2 to 12, the others are there to be told
// apart from them), and a score's digits in the bold face.
const pieceNumberName = "knister.number"

// Pieces lists, from the rules' state, what the cards on the screen must
// show once no roll or move is being played out: every number written
// on them, and every score shown (on each card's band, and in the
// scoreboard). Boxes are in device pixels. The pass screen shows none.
func (r *Round) Pieces() []pieces.Piece {
	if r.passing {
		return nil
	}
	if r.table.Around {
		var out []pieces.Piece
		for _, sp := range r.seats {
			if sp.Img != nil {
				out = append(out, pieces.InPanel(&sp.Panel, r.cardPieces(sp.seat, &sp.lay))...)
			}
		}
		return out
	}
	if r.lay.cellSize <= 0 {
		return nil
	}
	out := r.cardPieces(r.viewer, &r.lay.cardLayout)
	if len(r.table.Seats) > 1 {
		scores := r.st.Scores()
		size := r.boardTextSize()
		for i, row := range r.lay.pills {
			if i >= len(scores) {
				break
			}
			// As drawScoreboard writes it, at the pill's right.
			t := pieces.Text{S: strconv.Itoa(scores[i]), Face: sprites.Bold(size), X: row.X + row.W - row.H*0.4, Y: row.Y + row.H/2,
				H: sprites.AlignEnd, V: sprites.AlignCenter}
			out = append(out, pieces.Digits(pieces.BoldDigits, "seat "+strconv.Itoa(i)+"'s score in the scoreboard", t, t.S)...)
		}
	}
	return out
}

// cardPieces are seat p's card laid out as l: each number written, and
// the score on its band.
func (r *Round) cardPieces(p int, l *cardLayout) []pieces.Piece {
	g := r.st.Grid(p)
	var out []pieces.Piece
	for row := range knister.Size {
		for col := range knister.Size {
			n := g[row][col]
			if n == 0 {
				continue
			}
			rect := l.cell(knister.Cell{R: row, C: col})
			cx, cy := rect.Center()
			out = append(out, pieces.Piece{Kind: pieceNumberName, Want: strconv.Itoa(n),
				At: "seat " + strconv.Itoa(p) + "'s square " + strconv.Itoa(row) + "." + strconv.Itoa(col), Box: numberBox(cx, cy, rect.W)})
		}
	}
	// As drawCard writes "Score: N" at the band's right, the number last.
	// The face is the one the band gives it (FitText shrinks it only for a
	// text half the card wide, which no language's word for score is).
	band := l.title
	t := pieces.Text{S: strconv.Itoa(r.st.Scores()[p]), Face: sprites.Bold(band.H * 0.32), X: band.X + band.W*0.94, Y: band.Y + band.H*0.55,
		H: sprites.AlignEnd, V: sprites.AlignCenter}
	return append(out, pieces.Digits(pieces.BoldDigits, "seat "+strconv.Itoa(p)+"'s score on the card", t, t.S)...)
}

// numberBox is the part of a cell of side px centred on (cx, cy) that a
// number written in pencil fills: one digit is about a third of the cell
// wide and a half tall, two digits two thirds wide.
func numberBox(cx, cy, px float64) ui.Rect { return pieces.Centred(cx, cy, px*0.8, px*0.64) }
