package kakuzu

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
	"cifra/scenes/ui"
)

// TestGuidedRecordTeaches: the guided record is legal move by move and
// each lesson ends as its card says: the setup's last neutral stone
// starts the play, the guess matches, the second guess misses (the stone
// to the bot), the bot misses (its stone to the person), the 9 is where
// the rules' own deduction (the candidates of the view) says it alone
// can be in its box, and the 0 ends the person's turn.
func TestGuidedRecordTeaches(t *testing.T) {
	ctx, _ := newContext(1280, 800)
	t.Setenv(store.EnvConfigDir, t.TempDir())
	st, err := guidedState(NewGuided(ctx).table)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range guideSteps {
		if s.say == "kakuzu.guide.deduce" {
			v := st.View(guidePerson)
			var inBox []kakuzu.Square
			for _, sq := range v.WhereCanItBe(deduceDigit) {
				if sq.Box() == deduceSquare.Box() {
					inBox = append(inBox, sq)
				}
			}
			if !slices.Equal(inBox, []kakuzu.Square{deduceSquare}) {
				t.Fatalf("the deduction: the %d can be at %v in its box, want only %v", deduceDigit, inBox, deduceSquare)
			}
		}
		evs, err := st.Apply(s.move)
		if err != nil {
			t.Fatalf("step %d (%v): %v", i, s.move, err)
		}
		kept, passed := false, false
		for _, ev := range evs {
			switch ev.(type) {
			case kakuzu.StoneKept:
				kept = true
			case kakuzu.StonePassed:
				passed = true
			}
		}
		switch i {
		case 0:
			if st.Phase() != kakuzu.PhasePlay || st.Turn() != guidePerson {
				t.Fatalf("after the last neutral stone: phase %v, turn %d", st.Phase(), st.Turn())
			}
		case 2, 8:
			if !kept || st.Turn() != guidePerson {
				t.Fatalf("step %d: kept %v, turn %d; want a match", i, kept, st.Turn())
			}
		case 4, 6:
			if !passed {
				t.Fatalf("step %d: want a miss", i)
			}
		case 9:
			if st.Turn() != guideBot {
				t.Fatalf("the 0 left the turn with seat %d", st.Turn())
			}
		}
	}
	if got := st.Scores(); !slices.Equal(got, []int{3, 1}) {
		t.Errorf("after the lessons the scores are %v, want [3 1]", got)
	}
}

// guidedRig starts the guided game on a w×h screen.
func guidedRig(t *testing.T, w, h int) *rig {
	t.Helper()
	if os.Getenv(store.EnvConfigDir) == "" {
		t.Setenv(store.EnvConfigDir, t.TempDir())
	}
	ctx, n := newContext(w, h)
	g := &rig{t: t, ctx: ctx, nav: n, script: &ui.Script{}}
	g.r = NewGuided(ctx)
	g.r.Layout(ctx)
	return g
}

// guideTarget is the target the guide's pointer stands on now, failing
// when it stands on none, or on another than the step's.
func (g *rig) guideTarget() ui.Target {
	g.t.Helper()
	p := g.r.guide.pointing(g.r)
	s := g.r.guide.step(g.r)
	want := bagID
	if s.move.Action == kakuzu.ActionLift {
		want = squareID(s.move.Square)
	}
	x := g.find(want)
	if !x.Enabled || !rectOf(x).Contains(p.x, p.y) {
		g.t.Fatalf("the pointer at (%.0f, %.0f) is not on %s %+v", p.x, p.y, want, x)
	}
	return x
}

// followGuide plays the lessons doing only what the pointer shows, by
// taps or (keys) by the arrows and Enter; with shots set, it saves a PNG
// of every step there.
func followGuide(t *testing.T, g *rig, keys bool, shots string) {
	t.Helper()
	want := len(guidedPrelude) + len(guideSteps)
	for step := 0; g.r.st.MoveCount() < want; step++ {
		if step > 40 {
			t.Fatalf("the lessons did not end after 40 steps (%d moves)", g.r.st.MoveCount())
		}
		g.waitFor("the guide to point", 2000, func() bool {
			return g.r.guide.pointing(g.r).show || g.r.st.MoveCount() >= want
		})
		if g.r.st.MoveCount() >= want {
			break
		}
		if msg := g.r.guide.message(g.ctx, g.r); msg == "" {
			t.Fatalf("step %d: a pointer without words", step)
		}
		if shots != "" {
			g.shoot(filepath.Join(shots, strconv.Itoa(g.ctx.W)+"-"+strconv.Itoa(step)+".png"))
		}
		x := g.guideTarget()
		moves := g.r.st.MoveCount()
		if keys {
			g.walkTo(g.r.guide.pointing(g.r))
			g.press(ui.KeyActivate)
		} else {
			c := center(x)
			g.script.Tap(c.X, c.Y, true)
			g.run(1)
		}
		if g.r.st.MoveCount() != moves+1 {
			t.Fatalf("step %d: following the pointer played %d moves (word %q)", step, g.r.st.MoveCount()-moves, g.r.seats[0].word)
		}
	}
	g.settle()
	if got := g.r.st.Moves()[len(guidedPrelude):]; len(got) != len(guideSteps) {
		t.Fatalf("the lessons played %d moves", len(got))
	}
	for i, m := range g.r.st.Moves()[len(guidedPrelude):] {
		if m != guideSteps[i].move {
			t.Fatalf("move %d is %v, want %v", i, m, guideSteps[i].move)
		}
	}
}

// walkTo moves the keyboard's cursor onto the pointer's stone with the
// arrows (nothing for the bag: Enter draws).
func (g *rig) walkTo(p pointer) {
	if !p.onTray {
		return
	}
	for g.r.cursor.Row != p.sq.Row {
		g.press(ui.KeyDown)
	}
	for g.r.cursor.Col != p.sq.Col {
		g.press(ui.KeyRight)
	}
}

// TestGuidedGameFollowingThePointer plays the lessons by taps where the
// pointer shows, in landscape and on a phone, and by the keyboard, then
// on against the bot to the scores: nothing saved, nothing counted, and
// play again starts a practice game.
func TestGuidedGameFollowingThePointer(t *testing.T) {
	shots := os.Getenv("KAKUZU_GUIDE_SHOTS")
	for _, c := range []struct {
		w, h int
		keys bool
	}{{1280, 800, false}, {390, 844, false}, {1280, 800, true}} {
		g := guidedRig(t, c.w, c.h)
		followGuide(t, g, c.keys, shots)
		if g.r.guide.message(g.ctx, g.r) != g.ctx.T("kakuzu.guide.end", "Bot 1") {
			t.Errorf("%dx%d: after the lessons the card says %q", c.w, c.h, g.r.guide.message(g.ctx, g.r))
		}
		if c.keys {
			continue
		}
		// On against the bot, the person playing as a bot would.
		stand, _ := kakuzu.NewBot("easy", 3, guidePerson)
		for tick := 0; len(g.nav.switched) == 0; tick++ {
			if tick > 100_000 {
				t.Fatalf("no scores after %d ticks", tick)
			}
			if !g.r.run.Busy() && !g.r.st.Finished() && g.r.st.Turn() == guidePerson {
				m, ok := g.r.st.RandomDraw()
				if !ok {
					m, _ = stand.Choose(g.r.st.View(guidePerson))
				}
				g.r.apply(g.ctx, m)
			}
			g.step()
		}
		s, ok := g.nav.switched[0].(*Scoring)
		if !ok || !s.Table.Practice {
			t.Fatalf("the guided game went to %T (practice %v)", g.nav.switched[0], ok && s.Table.Practice)
		}
		if sv, err := core.LoadSave(&Game); sv != nil || err != nil {
			t.Errorf("the guided game left a save (%v, %v)", sv, err)
		}
	}
}

// TestGuideHoldsBack: a stone other than the lesson's is refused with
// the lesson's reason on the panel and in the news, and nothing is
// played — in the setup, a guess, and the deduction, where the reason is
// the row or column that already shows the 9, or that nothing proves it.
func TestGuideHoldsBack(t *testing.T) {
	g := guidedRig(t, 1280, 800)
	refused := func(sq kakuzu.Square, want string) {
		t.Helper()
		moves := g.r.st.MoveCount()
		g.clearWords()
		g.tap(squareID(sq))
		if g.r.st.MoveCount() != moves || g.r.seats[0].word != want || g.r.message != want {
			t.Fatalf("%v: %d moves played, the panel says %q, the news %q; want %q", sq, g.r.st.MoveCount()-moves, g.r.seats[0].word, g.r.message, want)
		}
	}
	next := func() {
		t.Helper()
		c := center(g.guideTarget())
		g.script.Tap(c.X, c.Y, false)
		g.run(1)
		g.waitFor("the guide to point", 2000, func() bool { return g.r.guide.pointing(g.r).show })
	}
	g.settle()
	refused(kakuzu.Square{Row: 8, Col: 8}, g.ctx.T("kakuzu.guide.why.setup"))
	next() // the neutral stone
	next() // draw the 5
	refused(kakuzu.Square{Row: 0, Col: 0}, g.ctx.T("kakuzu.guide.why.guess", 5))
	for g.r.guide.step(g.r).say != "kakuzu.guide.deduce" {
		next()
	}
	refused(kakuzu.Square{Row: 6, Col: 7}, g.ctx.T("kakuzu.guide.why.row", 7, 9))
	refused(kakuzu.Square{Row: 8, Col: 6}, g.ctx.T("kakuzu.guide.why.col", 7, 9))
	refused(kakuzu.Square{Row: 3, Col: 3}, g.ctx.T("kakuzu.guide.why.maybe", 9))
	next()
	if h := g.r.st.Holder(deduceSquare); h != guidePerson {
		t.Fatalf("the 9 after the refusals: holder %d", h)
	}
}

// TestGuideLayouts: in the guided game on a laptop and a phone the card
// lies on the screen clear of the tray, the panels and the buttons, and
// the round's layout checks hold; the card's words fit in every language.
func TestGuideLayouts(t *testing.T) {
	for _, sz := range [][2]int{{1280, 800}, {390, 844}, {844, 390}} {
		g := guidedRig(t, sz[0], sz[1])
		g.step()
		checkLayout(t, g)
		card := g.r.lay.guide
		W, H := float64(sz[0]), float64(sz[1])
		if card.W < 100 || card.H < 60 || card.X < 0 || card.Y < 0 || card.X+card.W > W+0.5 || card.Y+card.H > H+0.5 {
			t.Errorf("%v: the guide's card %+v", sz, card)
		}
		if overlap(card, g.r.lay.grid) || overlap(card, g.r.lay.news) {
			t.Errorf("%v: the card %+v overlaps the tray or the news", sz, card)
		}
		for _, x := range g.r.Targets() {
			if pressable(x.ID) && overlap(card, rectOf(x)) {
				t.Errorf("%v: the card %+v overlaps %s", sz, card, x.ID)
			}
		}
		for p, s := range g.r.seats {
			if overlap(card, s.panel.Panel.Rect) {
				t.Errorf("%v: the card overlaps seat %d's panel", sz, p)
			}
		}
		for _, lang := range i18n.Languages {
			g.ctx.Tr = i18n.New(lang)
			g.r.refreshNames(g.ctx)
			for i := range guideSteps {
				g.r.guide.shown = i
				msg := g.r.guide.message(g.ctx, g.r)
				g.draw()
				fitMsg, fitSize, fitHigh := g.r.guide.card.Fitted()
				if fitMsg != msg || fitSize < layouttest.LeastTextPx*g.ctx.CSSPx()-0.01 || fitHigh > card.H+0.5 {
					t.Errorf("%v %s step %d: the card's words fit at %.1f px in %.0f of %.0f", sz, lang, i, fitSize, fitHigh, card.H)
				}
				if h := core.Paragraphs(nil, g.ctx, msg, card.Inset(min(card.W, card.H*2)*0.04), fitSize, g.ctx.Kit.Palette().PanelText); h > card.H {
					t.Errorf("%v %s step %d: the words take %.0f px of a %.0f px card", sz, lang, i, h, card.H)
				}
			}
		}
	}
}

// TestGuideShots paints the guided game at each lesson, in landscape and
// on a phone, in English, Italian and Russian, into $CIFRA_SHOTS (or a
// temporary folder), checking each picture shows something.
func TestGuideShots(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "CIFRA_SHOTS")
	for _, lang := range []string{"en", "it", "ru"} {
		for _, sz := range [][2]int{{1280, 800}, {390, 844}} {
			g := guidedRig(t, sz[0], sz[1])
			g.ctx.Tr = i18n.New(i18n.Lang(lang))
			g.r.refreshNames(g.ctx)
			shoot := func(what string) {
				img := ebiten.NewImage(sz[0], sz[1])
				defer img.Deallocate()
				g.r.Draw(img, g.ctx)
				name := "guide-" + lang + "-" + itoa(sz[0]) + "x" + itoa(sz[1]) + "-" + what + ".png"
				if err := ebitentest.Shoot(img, filepath.Join(dir, name)); err != nil {
					t.Error(err)
				}
			}
			end := len(guidedPrelude) + len(guideSteps)
			shotBot := false
			for step := 0; g.r.st.MoveCount() < end; step++ {
				g.waitFor("the guide to point", 2000, func() bool {
					if !shotBot && !g.r.run.Busy() && g.r.st.Turn() == guideBot && g.r.st.MoveCount() == len(guidedPrelude)+5 {
						shoot("bot") // the card says what the miss did
						shotBot = true
					}
					return g.r.guide.pointing(g.r).show || g.r.st.MoveCount() >= end
				})
				if !g.r.guide.pointing(g.r).show {
					break
				}
				switch step {
				case 6: // the deduction, with a stone refused
					g.tap(squareID(kakuzu.Square{Row: 6, Col: 7}))
					fallthrough
				case 0, 2, 5:
					shoot(itoa(step))
				}
				c := center(g.guideTarget())
				g.script.Tap(c.X, c.Y, true)
				g.run(1)
			}
		}
	}
}

// shoot saves the round as drawn now, for looking at.
func (g *rig) shoot(path string) {
	dst := ebiten.NewImage(g.ctx.W, g.ctx.H)
	defer dst.Deallocate()
	g.r.Draw(dst, g.ctx)
	if err := ebitentest.WritePNG(dst, path); err != nil {
		g.t.Fatal(err)
	}
}
