package kakuro

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
)

// texts are a log's lines as text.
func texts(lines []core.LogLine) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l.Text
	}
	return out
}

// hasLine fails unless lines holds want, by seat.
func hasLine(t *testing.T, lines []core.LogLine, seat int, want string) {
	t.Helper()
	for _, l := range lines {
		if l.Text == want && l.Seat == seat {
			return
		}
	}
	t.Fatalf("the log lacks %q (seat %d):\n%s", want, seat, strings.Join(texts(lines), "\n"))
}

// TestGameLogTellsTheGame: a scripted game — a claim scored with a digit
// tile, in English — reads in the log with its row, its tile and its
// points after the sum that turned up; and the log read from the save is
// the same, line for line.
func TestGameLogTellsTheGame(t *testing.T) {
	seed, sol := findDeal(t, 1, testStock, kakuro.UseDigit, nil)
	tb := table(seats(1, 0, ""), seed, 90)
	st := deal(t, tb, kakuro.Setup{Stock: testStock})
	first := st.Target()
	g := rigWith(t, tb, st)
	hasLine(t, g.r.GameLog(g.ctx), -1, fmt.Sprintf("Sum tile %d turns up (%d left).", first, st.SumsLeft()))
	g.claimByPointer(0, sol.Claim)
	row, u := sol.Claim.Row, sol.Claim.Uses[0]
	last := row.Square(row.Len - 1)
	where := fmt.Sprintf("row %d, columns %d–%d", row.At[0], row.At[1], last[1])
	if row.Dir == kakuro.Down {
		where = fmt.Sprintf("column %d, rows %d–%d", row.At[1], row.At[0], last[0])
	}
	lines := g.r.GameLog(g.ctx)
	hasLine(t, lines, 0, fmt.Sprintf("P1 claims %d on %s, with digit %d on row %d, column %d: %d points.", first, where, u.Tile.Digit(), u.A[0], u.A[1], row.Len))
	hasLine(t, lines, -1, fmt.Sprintf("Sum tile %d turns up (%d left).", g.r.st.Target(), g.r.st.SumsLeft()))
	if lines[0].Turn != 0 || lines[len(lines)-1].Turn != 1 {
		t.Errorf("the first sum's lines are turn %d, the second's %d; want 0 and 1", lines[0].Turn, lines[len(lines)-1].Turn)
	}
	s, err := load(t)
	if err != nil || s == nil {
		t.Fatalf("load: %v, %v", s, err)
	}
	r := s.Scene(g.ctx).(*Round)
	if got := r.GameLog(g.ctx); !slices.Equal(got, lines) {
		t.Fatalf("after a resume the log reads\n%s\nwant\n%s", strings.Join(texts(got), "\n"), strings.Join(texts(lines), "\n"))
	}
}

// TestGameLogTellsRefusalsAndAsides: a claim that does not add up is
// logged with its reason and the lockout; the sum then set aside is
// logged; the log after a resume reads the same; and the scoring scene's
// log is the round's.
func TestGameLogTellsRefusalsAndAsides(t *testing.T) {
	tb, st, cl := illegalDeal(t)
	first := st.Target()
	g := rigWith(t, tb, st)
	g.tap(buzzID(0))
	g.markRow(cl.Row)
	g.playUse(0, cl.Uses[0], cl.Row)
	g.tap(checkID(0))
	g.settle()
	lines := g.r.GameLog(g.ctx)
	var failed string
	for _, l := range lines {
		if l.Seat == 0 && strings.Contains(l.Text, "refused") {
			failed = l.Text
		}
	}
	if !strings.HasPrefix(failed, fmt.Sprintf("P1 claims %d on row %d, columns", first, cl.Row.At[0])) ||
		!strings.Contains(failed, "with digit 4") || !strings.Contains(failed, "adds up to") || !strings.HasSuffix(failed, "Out until the next sum.") {
		t.Fatalf("the failed claim reads %q in\n%s", failed, strings.Join(texts(lines), "\n"))
	}
	// Seat 1 says impossible: with seat 0 out, that is everyone, and the
	// sum is set aside at once.
	g.tap(impossibleID(1))
	g.settle()
	lines = g.r.GameLog(g.ctx)
	hasLine(t, lines, -1, fmt.Sprintf("Nobody found %d: set aside (1 of 3).", first))
	s, err := load(t)
	if err != nil || s == nil {
		t.Fatalf("load: %v, %v", s, err)
	}
	if got := s.Scene(g.ctx).(*Round).GameLog(g.ctx); !slices.Equal(got, lines) {
		t.Fatalf("after a resume the log reads\n%s\nwant\n%s", strings.Join(texts(got), "\n"), strings.Join(texts(lines), "\n"))
	}
	if got := NewScoring(g.ctx, tb, g.r.st).GameLog(g.ctx); !slices.Equal(got, lines) {
		t.Fatalf("the scoring scene's log differs from the round's")
	}
}

// TestGameLogTellsTheHunt: who says impossible and who holds the board
// now, which no move records yet, end the round's log; a claim never
// shown in time reads as such.
func TestGameLogTellsTheHunt(t *testing.T) {
	g := newRig(t, table(seats(3, 0, ""), 4, 60))
	g.tap(impossibleID(2))
	lines := g.r.GameLog(g.ctx)
	if l := lines[len(lines)-1]; l.Seat != 2 || l.Text != "P3 says impossible." {
		t.Fatalf("the log ends %+v", l)
	}
	target := g.r.st.Target()
	g.tap(buzzID(1))
	lines = g.r.GameLog(g.ctx)
	if l := lines[len(lines)-1]; l.Seat != 1 || l.Text != "P2 calls Kakuro!" {
		t.Fatalf("with P2 claiming the log ends %+v", l)
	}
	// The claim window runs out with no row marked.
	g.waitFor("the claim to time out", g.r.claimTicks+10, func() bool { return g.r.phase != phaseClaim })
	g.settle()
	hasLine(t, g.r.GameLog(g.ctx), 1, fmt.Sprintf("P2 called Kakuro! for %d but showed no row in time: out until the next sum.", target))
}

// TestGameLogInEveryLanguage: the whole game of bots reads without a
// missing message or a formatting error in each language.
func TestGameLogInEveryLanguage(t *testing.T) {
	g := newRig(t, table(seats(0, 3, "normal"), 8, 30))
	g.run(3000)
	for _, lang := range i18n.Languages {
		g.ctx.Tr = i18n.New(lang)
		for _, l := range g.r.GameLog(g.ctx) {
			if strings.Contains(l.Text, "%!") || strings.Contains(l.Text, "kakuro.") || strings.Contains(l.Text, "error.") {
				t.Errorf("%s: %q", lang, l.Text)
			}
		}
	}
}

// TestTheLogOpensFromTheRoundAndTheScores: the Log button (a whole touch
// target on a phone, a laptop and around a table) and the key L open the
// log: alone at the screen the overlay, with several people the round's
// own panel, which L closes again; L buzzes for nobody. The scores have
// a Log button too.
func TestTheLogOpensFromTheRoundAndTheScores(t *testing.T) {
	for _, c := range []struct {
		w, h   int
		around bool
	}{{1280, 800, false}, {390, 844, false}, {1280, 800, true}, {1024, 600, true}} {
		tb := table(seats(4, 0, ""), 3, 60)
		tb.Around = c.around
		g := newRig(t, tb)
		g.resize(c.w, c.h)
		g.settle()
		x := g.find(idLog.String())
		if min(x.W, x.H) < layouttest.TouchPx-1e-9 {
			t.Errorf("%dx%d around %v: the Log button is %.0f×%.0f px", c.w, c.h, c.around, x.W, x.H)
		}
		g.tap(idLog.String())
		opened := g.r.log.open
		g.script.Press(ui.KeyLog)
		g.run(1)
		if !opened || g.r.log.open || len(g.nav.overlays) != 0 {
			t.Errorf("%dx%d around %v: the button opened the panel %v, L left it open %v, overlays %v", c.w, c.h, c.around, opened, g.r.log.open, g.nav.overlays)
		}
		if g.r.Claimer() >= 0 {
			t.Errorf("L gave seat %d the board", g.r.Claimer())
		}
	}
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		g := newRig(t, table(seats(1, 2, "easy"), 3, 60))
		g.resize(size[0], size[1])
		g.settle()
		g.tap(idLog.String())
		g.script.Press(ui.KeyLog)
		g.run(1)
		if !slices.Equal(g.nav.overlays, []core.OverlayKind{core.OverlayLog, core.OverlayLog}) {
			t.Errorf("%v alone: the button and L opened %v", size, g.nav.overlays)
		}
	}
	g := newRig(t, table(seats(2, 0, ""), 3, 60))
	s := NewScoring(g.ctx, g.r.table, g.r.st)
	s.Layout(g.ctx)
	found := false
	for _, x := range s.Targets() {
		found = found || x.ID == "scoring.log"
	}
	if !found {
		t.Fatal("the scores have no Log button")
	}
}

// TestEveryRefusalHasWords: every reason a claim can fail for and every
// move the rules refuse (read from rules/kakuro's source, so a new one is
// caught) has a message, and reads in each language in its words, never
// the rules' English.
func TestEveryRefusalHasWords(t *testing.T) {
	reasons, refusals := ruleCodes(t)
	if len(reasons) < 13 || len(refusals) < 6 {
		t.Fatalf("read %d reasons and %d refusals from the rules", len(reasons), len(refusals))
	}
	for _, code := range reasons {
		if key := "kakuro.reason." + code; !i18n.Has(key) && !i18n.Has(key+"#other") { // a plural message
			t.Errorf("no message kakuro.reason.%s", code)
		}
	}
	for _, code := range refusals {
		if !i18n.Has("error.kakuro." + code) {
			t.Errorf("no message error.kakuro.%s", code)
		}
	}
	ctx, _ := newContext(1280, 800)
	for _, lang := range i18n.Languages {
		ctx.Tr = i18n.New(lang)
		for _, code := range refusals {
			err := &kakuro.InvalidMove{Kind: code, Player: 1, Tile: kakuro.Swap, Detail: "the rules' English"}
			if got := explainReason(ctx, err); got == err.Error() || got == "" {
				t.Errorf("%s: the refusal %s reads %q", lang, code, got)
			}
			if got := core.Explain(ctx, kakuro.GameName, err); got == err.Error() {
				t.Errorf("%s: core.Explain of %s reads the rules' English %q", lang, code, got)
			}
		}
	}
}

// ruleCodes reads rules/kakuro's source: the codes of its claim reasons
// (each type's Code method) and of its refused moves (the Code constants
// of InvalidMove).
func ruleCodes(t *testing.T) (reasons, refusals []string) {
	t.Helper()
	fset := token.NewFileSet()
	dir := filepath.Join("..", "..", "rules", "kakuro")
	for _, name := range []string{"reasons.go", "errors.go"} {
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				// func (X) Code() string { return "code" }
				if d.Name.Name != "Code" || d.Recv == nil || len(d.Body.List) != 1 {
					continue
				}
				if ret, ok := d.Body.List[0].(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
					if lit, ok := ret.Results[0].(*ast.BasicLit); ok {
						code, _ := strconv.Unquote(lit.Value)
						reasons = append(reasons, code)
					}
				}
			case *ast.GenDecl:
				// The const block whose first name is CodeGameOver.
				if d.Tok != token.CONST || len(d.Specs) == 0 || d.Specs[0].(*ast.ValueSpec).Names[0].Name != "CodeGameOver" {
					continue
				}
				for _, s := range d.Specs {
					if lit, ok := s.(*ast.ValueSpec).Values[0].(*ast.BasicLit); ok {
						code, _ := strconv.Unquote(lit.Value)
						refusals = append(refusals, code)
					}
				}
			}
		}
	}
	return reasons, refusals
}
