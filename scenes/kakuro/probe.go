package kakuro

import (
	"slices"
	"strconv"

	"cifra/rules/kakuro"
	"cifra/scenes/internal/pieces"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/kakuro"
)

// Probe implements core.Prober for browser tests (globalThis.cifra.probe()
// in the page): where the round stands and, at an online table, its race
// as this device follows it. The values are plain JSON ones for
// js.ValueOf: "phase" (Phase), "claimSeat" (the seat whose claim this
// device builds, -1 none), "held" (the seat the table last named as
// having the board, -1 nobody), "calling" (this device's seats whose
// "Kakuro!" is on its way to the table), "message" (the last thing said),
// "moves" (the moves played, len(State().Moves())), "target" (the sum tile showing, 0 none),
// "aside" (sum tiles set aside), "locked" and "declared" (per seat),
// "scores", "busy" (a move still being played out or shown: a flip, the
// points counting up) and "pieces" (see
// Pieces): where each tile and score lies on the screen and what it must
// show.
func (r *Round) Probe() map[string]any {
	calling := []any{}
	for p, on := range r.online.calling {
		if on {
			calling = append(calling, p)
		}
	}
	slices.SortFunc(calling, func(a, b any) int { return a.(int) - b.(int) })
	n := r.st.Players()
	locked, declared, scores := make([]any, n), make([]any, n), make([]any, n)
	all := r.st.Scores()
	for p := range n {
		locked[p] = r.st.LockedOut(p)
		declared[p] = p < len(r.seats) && r.seats[p].declared
		scores[p] = all[p]
	}
	held := -1
	if r.table.Online() {
		held = r.online.held
	}
	return map[string]any{
		"phase": r.Phase(), "claimSeat": r.Claimer(), "held": held, "calling": calling,
		"message": r.message, "moves": r.st.MoveCount(), "target": r.view.target,
		"aside": len(r.st.Aside()), "locked": locked, "declared": declared, "scores": scores,
		"busy": r.run.Active(), "pieces": pieces.JSON(r.Pieces()),
	}
}

// The kinds of piece a Kakuro round shows (the references of
// wasm/e2e/testdata/pixels-kakuro.json): a tile on the board or in a hand
// — a number tile's silver face ("1".."9") or red back ("1r".."9r"), an
// action tile's face (a digit tile "a1".."a9", the doubler "D", the swap
// "S") or its sum-field back ("back") — and a score's digits in the bold
// face.
const pieceTileName = "kakuro.tile"

// Pieces lists what the board, the hands and the points must show once
// no move is being played out: every tile on the board (the rules' board,
// or during a claim the claimer's tiles laid on it, as the claim shows
// them; a laid sum field only while no sum tile lies on it), every tile
// in a hand (but those laid in the claim or being carried), and each
// seat's points. Boxes are in device pixels.
func (r *Round) Pieces() []pieces.Piece {
	l := &r.lay
	if l.cell <= 0 {
		return nil
	}
	board := r.st.Board()
	if c := r.claim; c != nil && c.marked && len(c.uses) > 0 && (r.phase == phaseClaim || r.rejecting) {
		board = c.preview.Board
	}
	tpx := float64(art.TilePx(l.cellPx))
	cover := r.totalCover()
	var out []pieces.Piece
	for row := range kakuro.Size {
		for col := range kakuro.Size {
			cell := &board[row][col]
			var want string
			switch {
			case cell.Kind == kakuro.Number && cell.Cover != 0:
				want = faceOf(cell.Cover)
			case cell.Kind == kakuro.Number && cell.Red:
				want = strconv.Itoa(int(cell.Digit)) + "r"
			case cell.Kind == kakuro.Number:
				want = strconv.Itoa(int(cell.Digit))
			case cell.Kind == kakuro.LaidSum && cell.SumTile == [2]int8{}:
				want = "back" // (a sum tile laid on it hides it: those are not listed)
			default:
				continue
			}
			cx, cy := l.square(kakuro.Pos{row, col}).Center()
			box := tileBox(cx, cy, tpx)
			if pieces.Under(box, cover) {
				continue // under the claim's running total
			}
			out = append(out, pieces.Piece{Kind: pieceTileName, Want: want,
				At: "square " + strconv.Itoa(row) + "." + strconv.Itoa(col), Box: box})
		}
	}
	scores := r.st.Scores()
	for p, s := range r.seats {
		sp := &s.panel
		if sp.Img == nil {
			continue
		}
		var in []pieces.Piece
		hand := r.st.Hand(p)
		px := float64(int(sp.tileRect(0, len(hand)).W)) // as panelLook paints them
		for i, t := range hand {
			if r.isSpent(p, i) || r.drags.Carrying(tileRef{p, i}) {
				continue
			}
			want := faceOf(t)
			if i < len(s.back) && s.back[i] {
				want = "back"
			}
			cx, cy := sp.tileRect(i, len(hand)).Center()
			if c := r.claim; c != nil && c.seat == p && c.selected == i {
				cy -= sp.tileRect(i, len(hand)).H * 0.12 // picked: lifted, as paintPanel draws it
			}
			in = append(in, pieces.Piece{Kind: pieceTileName, Want: want,
				At: "seat " + strconv.Itoa(p) + "'s hand tile " + strconv.Itoa(i), Box: tileBox(cx, cy, px)})
		}
		if p < len(scores) {
			in = append(in, pieces.Digits(pieces.BoldDigits, "seat "+strconv.Itoa(p)+"'s points", sp.points, strconv.Itoa(scores[p]))...)
		}
		out = append(out, pieces.InPanel(&sp.Panel, in)...)
	}
	return out
}

// totalCover is what the claim's running total and its doublers cover on
// the board while a claim is built (drawTotal draws them there).
func (r *Round) totalCover() []ui.Rect {
	c := r.claim
	if c == nil || !c.marked || r.phase != phaseClaim || len(c.preview.Squares) == 0 {
		return nil
	}
	l := &r.lay
	w, h := sprites.Measure(r.totalText(c.preview.Total, r.view.target), sprites.Bold(l.cell*0.36))
	x, y := r.totalAt(c.row.Dir, c.preview.Squares, c.uses, w, h)
	bw, bh := float64(int(w+l.cell*0.3)), float64(int(h*1.5)) // the badge's size
	badge := ui.Rect{X: x - bw/2, Y: y - bh/2, W: bw, H: bh}
	return append(r.doublerMarks(c, badge), badge)
}

// faceOf is the reference an action tile's face shows.
func faceOf(t kakuro.Tile) string {
	if t >= '1' && t <= '9' {
		return "a" + string(rune(t))
	}
	return string(rune(t))
}

// tileBox is the part of a tile of side px centred on (cx, cy) whose
// pixels tell what it shows: its digit or symbol, and on an action tile
// the printed frame round it, which tells it from a number tile with the
// same digit; the tile's bevelled edge stays outside.
func tileBox(cx, cy, px float64) ui.Rect { return pieces.Centred(cx, cy, px*0.8, px*0.8) }
