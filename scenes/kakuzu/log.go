package kakuzu

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/sprites"
	art "cifra/sprites/kakuzu"
)

// The game log (core.Logged) and the tray's mark on the stone lifted
// last. Both are read from the record — the log by replaying its moves
// through the rules and wording their events, the mark from the last
// lift — so they are the same after a resume as before it.

// liftKind is how the last lift ended.
type liftKind uint8

const (
	liftNone    liftKind = iota // nothing lifted yet
	liftNeutral                 // a setup stone, set aside
	liftKept                    // a match: the lifter kept it
	liftMissed                  // a miss: it went to the lifter's neighbour
)

// lastLift is the stone lifted last, who lifted it and how it ended.
type lastLift struct {
	sq   kakuzu.Square
	seat int
	kind liftKind
}

// lastLiftOf reads the last lift from st's record: its square and lifter
// from the move, its end from who holds the stone now.
func lastLiftOf(st *kakuzu.State) lastLift {
	ms := st.Moves()
	for i := len(ms) - 1; i >= 0; i-- {
		m := ms[i]
		if m.Action != kakuzu.ActionLift {
			continue
		}
		l := lastLift{sq: m.Square, seat: m.Player, kind: liftMissed}
		switch st.Holder(m.Square) {
		case kakuzu.Neutral:
			l.kind = liftNeutral
		case m.Player:
			l.kind = liftKept
		}
		return l
	}
	return lastLift{}
}

// drawLastLift marks the stone lifted last, quietly: corners in the
// lifter's colour and the lifter's mark in the top left corner; for a
// stone given away, an arrow on a paper dot in the top right (never the
// colour alone: kept or given reads by the arrow, and the owner's mark is
// the lifter's or not). Nothing while that stone is still in the air.
// Drawn from the kit's painted pieces and filled bands, which allocate
// nothing and join the tray's batch of draws.
func (r *Round) drawLastLift(dst *ebiten.Image, ctx *core.Context) {
	l := r.last
	if l.kind == liftNone || r.view.at(l.sq).Holder == inAir || r.view.at(l.sq).Holder == kakuzu.Covered {
		return
	}
	rect := r.lay.square(l.sq)
	cell := r.lay.cell
	k := ctx.Kit
	pal := k.Palette()
	w := max(2, math.Round(cell*0.06))
	in := cell * 0.04
	arm := cell * 0.26
	x0, y0 := rect.X+in, rect.Y+in
	x1, y1 := rect.X+rect.W-in, rect.Y+rect.H-in
	base := seatColour(l.seat)
	alpha := 0.9
	if l.kind == liftNeutral {
		base, alpha = pal.PanelText, 0.7
	}
	bar := r.barOf(k, base)
	for _, c := range [4][2]float64{{x0, y0}, {x1 - arm, y0}, {x0, y1 - w}, {x1 - arm, y1 - w}} {
		drawBar(dst, bar, c[0], c[1], arm, w, alpha) // the corners' bars across
	}
	for _, c := range [4][2]float64{{x0, y0}, {x1 - w, y0}, {x0, y1 - arm}, {x1 - w, y1 - arm}} {
		drawBar(dst, bar, c[0], c[1], w, arm, alpha) // and down
	}
	if l.kind == liftNeutral {
		return
	}
	mark := ownerMarkPx(cell)
	sprites.DrawImage(dst, art.SeatMark(k, l.seat, mark, seatColour(l.seat)), rect.X+cell*0.2, rect.Y+cell*0.2, 1, 1, 1)
	if l.kind == liftMissed {
		cx, cy := rect.X+cell*0.79, rect.Y+cell*0.21
		sprites.DrawImage(dst, k.Circle(ownerMarkPx(cell)+2, 0, pal.Paper), cx, cy, 1, 1, 0.92)
		sprites.DrawText(dst, "→", sprites.Bold(max(6, cell*0.24)), cx, cy, sprites.AlignCenter, sprites.AlignCenter, pal.Ink)
	}
}

// markBar is a piece of solid colour cut from the middle of the kit's
// disc of that colour: drawn stretched into bars, it stays in the kit's
// images, so the tray's batch of draws goes on through the mark.
type markBar struct {
	clr color.RGBA
	img *ebiten.Image
}

// barOf is the solid piece of clr, cut once (again when the palette
// gives another colour).
func (r *Round) barOf(k *sprites.Kit, clr color.RGBA) *ebiten.Image {
	for i := range r.bars {
		if b := &r.bars[i]; b.img != nil && b.clr == clr {
			return b.img
		}
	}
	putOff := k.PutOff()
	disc := k.Circle(16, 0, clr) // 18 px square, solid within 6 px of its middle
	if k.PutOff() != putOff {
		// Still to be painted (core.LaterPaint): cut nothing to keep.
		return disc.SubImage(image.Rect(7, 7, 11, 11)).(*ebiten.Image)
	}
	b := &r.bars[r.nextBar%len(r.bars)]
	r.nextBar++
	*b = markBar{clr: clr, img: disc.SubImage(image.Rect(7, 7, 11, 11)).(*ebiten.Image)}
	return b.img
}

// drawBar stretches the solid piece bar over x, y, w, h (nearest
// filtering, like the tray's stones drawn unscaled: the same batch).
func drawBar(dst, bar *ebiten.Image, x, y, w, h, alpha float64) {
	bw, bh := float64(bar.Bounds().Dx()), float64(bar.Bounds().Dy())
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(w/bw, h/bh)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleAlpha(float32(alpha))
	dst.DrawImage(bar, op)
}

// gameLog is a game's log as last built: for how many moves, in which
// language, and its lines.
type gameLog struct {
	moves int
	lang  i18n.Lang
	built bool
	lines []core.LogLine
}

// GameLog implements core.Logged: the game so far in words.
func (r *Round) GameLog(ctx *core.Context) []core.LogLine {
	return r.log.of(ctx, r.table, r.st)
}

// GameLog implements core.Logged: the whole game in words.
func (s *Scoring) GameLog(ctx *core.Context) []core.LogLine {
	return s.gameLog.of(ctx, s.Table, s.st)
}

// of is the log of st's game, built again only when a move was played or
// the language changed since.
func (g *gameLog) of(ctx *core.Context, t core.Table, st *kakuzu.State) []core.LogLine {
	if g.built && g.moves == st.MoveCount() && g.lang == ctx.Tr.Lang() {
		return g.lines
	}
	g.built, g.moves, g.lang = true, st.MoveCount(), ctx.Tr.Lang()
	g.lines = logLines(ctx, t, st)
	return g.lines
}

// logLines replays st's record through the rules and words every move's
// events: who drew or named what, lifted where (row and column counted
// from 1, top left, as the players read the tray), kept it or gave it to
// whom, why a turn passed when the lift does not say, the digits that
// left the game and the end.
func logLines(ctx *core.Context, t core.Table, st *kakuzu.State) []core.LogLine {
	cfg, err := kakuzu.ConfigFromRecord(st.Record())
	if err != nil {
		return nil
	}
	replay, err := kakuzu.New(cfg)
	if err != nil {
		return nil
	}
	name := func(p int) string {
		if p < 0 || p >= len(t.Seats) {
			return "?"
		}
		return ctx.Tr.SeatName(t.Seats[p].Name)
	}
	var out []core.LogLine
	turn, hunted := 0, 0
	add := func(seat int, text string) {
		l := core.LogLine{Seat: seat, Text: text, Turn: turn}
		if seat >= 0 {
			l.Colour = seatColour(seat)
		}
		out = append(out, l)
	}
	sheet := st.Sheet()
	for _, m := range st.Moves() {
		evs, err := replay.Apply(m)
		if err != nil {
			break // the record replayed once already; it cannot differ
		}
		for _, ev := range evs {
			switch e := ev.(type) {
			case kakuzu.NumberDrawn:
				hunted = e.Number
				if e.Number == 0 {
					add(e.Player, ctx.T("kakuzu.drew0", name(e.Player)))
				} else {
					add(e.Player, ctx.T("kakuzu.drew", name(e.Player), e.Number))
				}
			case kakuzu.DigitNamed:
				hunted = e.Digit
				add(e.Player, ctx.T("kakuzu.named", name(e.Player), e.Digit))
			case kakuzu.StoneSetAside:
				add(e.Player, ctx.T("kakuzu.log.neutral", name(e.Player), sheet.At(e.Square), e.Square.Row+1, e.Square.Col+1))
			case kakuzu.StoneKept:
				add(e.Player, ctx.T("kakuzu.log.kept", name(e.Player), sheet.At(e.Square), e.Square.Row+1, e.Square.Col+1))
			case kakuzu.StonePassed:
				add(e.From, ctx.T("kakuzu.log.missed", name(e.From), sheet.At(e.Square), e.Square.Row+1, e.Square.Col+1, hunted, name(e.To)))
			case kakuzu.DigitRetired:
				add(-1, ctx.T("kakuzu.retired", e.Digit))
			case kakuzu.TurnTimedOut:
				add(e.Player, ctx.T("kakuzu.timeout", name(e.Player)))
			case kakuzu.PlayStarted:
				add(-1, ctx.T("kakuzu.playstarts", name(e.Turn)))
				turn++
			case kakuzu.TurnPassed:
				switch e.Why {
				case kakuzu.EndMiss, kakuzu.EndZero, kakuzu.EndTimeout:
					// The miss, the 0 or the time up already said so.
				default:
					add(e.From, ctx.T("kakuzu.end."+string(e.Why), name(e.From), name(e.To)))
				}
				turn++
			case kakuzu.GameOver:
				turn++
				add(-1, ctx.T("kakuzu.over"))
				for p, n := range e.Scores {
					add(p, ctx.N("kakuzu.log.final", n, name(p), n))
				}
			}
		}
	}
	return out
}
