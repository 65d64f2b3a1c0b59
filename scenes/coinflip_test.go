package scenes

import (
	"encoding/json"
	"fmt"
	"image/color"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"cifra/rules"
	"cifra/rules/rulestest"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/podium"
	"cifra/scenes/stats"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// The test-only fourth game: rulestest.CoinFlip's rules with the smallest
// scenes a game needs (a round, its scoring, its save), its texts and its
// registry entry, all in this file. Nothing else in the app names it: the
// tests register it for themselves (withRegistered) and play it through
// the menu, setup, saves and statistics like the real games.

// coinGame is the coin-flip game's registry entry.
var coinGame = core.Game{
	ID:        rulestest.CoinFlipName,
	MinSeats:  1,
	MaxSeats:  4,
	BotLevels: rulestest.CoinFlip.Levels(),
	Start:     func(ctx *core.Context, t core.Table) core.Scene { return newCoinRound(t, nil) },
	Resume:    resumeCoin,
}

func init() {
	drivers[coinGame.ID] = driver{move: coinMove, digest: coinDigest}
	words := map[i18n.Lang][6]string{
		"en": {"Coin flip", "A test game: call the coin, score when right.", "Call the coin, and score a point each time you are right. Five calls each.", "Heads", "Tails", "call %d of %d"},
		"it": {"Testa o croce", "Un gioco di prova: indovina la moneta, segna se hai ragione.", "Indovina la moneta e segna un punto ogni volta che hai ragione. Cinque lanci a testa.", "Testa", "Croce", "lancio %d di %d"},
		"de": {"Münzwurf", "Ein Testspiel: Münze ansagen, bei Treffer punkten.", "Sag die Münze an und punkte bei jedem Treffer. Fünf Ansagen pro Person.", "Kopf", "Zahl", "Ansage %d von %d"},
		"fr": {"Pile ou face", "Un jeu d'essai : annoncez la pièce, marquez si c'est juste.", "Annoncez la pièce et marquez un point à chaque bonne annonce. Cinq annonces chacun.", "Face", "Pile", "annonce %d sur %d"},
		"ru": {"Орлянка", "Тестовая игра: угадай монету и получи очко.", "Угадывайте монету и получайте очко за каждое верное угадывание. По пять бросков каждому.", "Орёл", "Решка", "бросок %d из %d"},
	}
	for lang, w := range words {
		i18n.Register(lang, func() map[string]string {
			return map[string]string{
				"game.coinflip": w[0], "game.coinflip.blurb": w[1], "help.coinflip": w[2],
				"coinflip.heads": w[3], "coinflip.tails": w[4], "resume.coinflip": w[5],
			}
		})
	}
}

// Its round's buttons.
var (
	idHeads = ui.Named("coinflip.heads")
	idTails = ui.Named("coinflip.tails")
	idMenu  = ui.Named("round.menu")
)

// coinRound is the coin flip in play: Heads and Tails for the person whose
// call it is, the bots' calls after their plans' ticks.
type coinRound struct {
	table    core.Table
	play     rules.Play
	bots     []rules.Bot
	planned  bool
	wait     int
	pending  json.RawMessage
	controls ui.Controls
	slot     core.SaveSlot
}

func newCoinRound(t core.Table, play rules.Play) *coinRound {
	r := &coinRound{table: t, play: play}
	if play == nil {
		rec := &rules.Record{Format: rules.FormatVersion, Game: t.Game, Seed: t.Seed, Players: t.Seats}
		r.play, _ = rulestest.CoinFlip.Start(rec)
	} else {
		r.slot.Own()
	}
	r.bots = make([]rules.Bot, len(t.Seats))
	for i, s := range t.Seats {
		if s.Bot != "" {
			r.bots[i], _ = rulestest.CoinFlip.NewBot(s.Bot, t.Seed, i)
		}
	}
	return r
}

func (r *coinRound) Name() string         { return "round" }
func (r *coinRound) Game() string         { return coinGame.ID }
func (r *coinRound) Animating() bool      { return r.planned }
func (r *coinRound) Targets() []ui.Target { return r.controls.Targets() }

func (r *coinRound) view() rulestest.CoinFlipView {
	return r.play.View(0).(rulestest.CoinFlipView)
}

func (r *coinRound) Layout(ctx *core.Context) {
	u := ctx.U()
	row := ui.Rect{X: u * 10, Y: float64(ctx.H) / 2, W: float64(ctx.W) - u*20, H: max(u*10, 44*ctx.Scale)}
	human := r.table.Human(r.view().Turn)
	var ws []ui.Widget
	for i, b := range row.Row(2, u*4) {
		ws = append(ws, ui.Widget{ID: []ui.ID{idHeads, idTails}[i], Rect: b, Enabled: human && !r.play.Finished()})
	}
	ws = append(ws, ui.Widget{ID: idMenu, Rect: ui.Rect{X: u * 10, Y: row.Y + row.H + u*4, W: u * 30, H: row.H}, Enabled: true})
	r.controls.Set(ws)
}

func (r *coinRound) Update(ctx *core.Context) {
	if r.play.Finished() {
		ctx.Nav.Switch(newCoinScoring(ctx, r.table, r.play))
		return
	}
	if ctx.Frame.Key(ui.KeyPause) || ctx.Frame.Key(ui.KeyBack) {
		ctx.Nav.Overlay(core.OverlayPause)
		return
	}
	id := r.controls.Update(ctx.Frame)
	if id == idMenu {
		ctx.Nav.Overlay(core.OverlayPause)
		return
	}
	seat := r.view().Turn
	if bot := r.bots[seat]; bot != nil {
		if !r.planned {
			plan, ok := bot.Next(r.play)
			r.planned, r.wait, r.pending = ok, plan.Ticks, plan.Move
		}
		if r.wait--; r.planned && r.wait <= 0 {
			r.apply(ctx, r.pending)
		}
		return
	}
	switch id {
	case idHeads:
		r.apply(ctx, rules.MarshalMove(map[string]any{"p": seat, "call": "heads"}))
	case idTails:
		r.apply(ctx, rules.MarshalMove(map[string]any{"p": seat, "call": "tails"}))
	}
}

// apply plays a move, saves the game and lays the buttons out for the
// next call.
func (r *coinRound) apply(ctx *core.Context, move json.RawMessage) {
	r.planned = false
	if _, err := r.play.Apply(move); err != nil {
		ctx.Notify(err.Error())
		return
	}
	if r.table.Human(r.view().Turn) || r.play.Finished() {
		r.slot.Own()
	}
	if r.play.Finished() {
		r.slot.Forget(ctx, r.table)
	} else {
		r.slot.Write(ctx, r.table, r.play.Record(r.table.Seats), nil)
	}
	r.Layout(ctx)
}

func (r *coinRound) Draw(dst *ebiten.Image, ctx *core.Context) {
	dst.DrawImage(ctx.Kit.Table(ctx.W, ctx.H), nil)
	v := r.view()
	u := ctx.U()
	sprites.DrawText(dst, fmt.Sprint(v.Scores), sprites.Bold(u*5), float64(ctx.W)/2, u*10, sprites.AlignCenter, sprites.AlignCenter, ctx.Kit.Palette().PanelText)
	vector.DrawFilledCircle(dst, float32(ctx.W)/2, float32(u*22), float32(u*5), color.RGBA{200, 170, 60, 255}, true)
	for _, w := range r.controls.Widgets() {
		core.DrawButton(dst, ctx, &r.controls, w, ctx.T(w.ID.Name), sprites.ButtonPrimary)
	}
}

// coinSaved is a coin-flip game read back from its save slot.
type coinSaved struct {
	table core.Table
	play  rules.Play
}

func resumeCoin(s *core.Save) (core.Resumable, error) {
	play, err := rules.ReplayRecord(rulestest.CoinFlip, s.Record, nil)
	if err != nil {
		return nil, err
	}
	return &coinSaved{table: s.Table, play: play}, nil
}

func (s *coinSaved) Table() core.Table { return s.table }

func (s *coinSaved) Progress(ctx *core.Context) string {
	calls := len(s.play.Record(s.table.Seats).Moves)
	return ctx.T("resume.coinflip", calls+1, rulestest.CoinFlipRounds*len(s.table.Seats))
}

func (s *coinSaved) Scene(*core.Context) core.Scene { return newCoinRound(s.table, s.play) }

// coinScoring is the shared podium over a finished coin flip.
type coinScoring struct {
	*podium.Podium
	play rules.Play
}

func newCoinScoring(ctx *core.Context, t core.Table, play rules.Play) *coinScoring {
	scores := play.Scores()
	order := make([]int, len(scores))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return scores[b] - scores[a] })
	return &coinScoring{Podium: podium.New(ctx, t, order, scores, play.Winners()), play: play}
}

func (s *coinScoring) Layout(ctx *core.Context) { s.Podium.Layout(ctx, 7) }

func (s *coinScoring) Update(ctx *core.Context) {
	if s.Podium.Update(ctx) {
		t := s.Table
		t.Seed = rules.NextSeed(t.Seed)
		ctx.Nav.Switch(newCoinRound(t, nil))
	}
}

func (s *coinScoring) Draw(dst *ebiten.Image, ctx *core.Context) {
	s.Podium.Draw(dst, ctx, s.Podium.Winners(ctx, s.play.Scores(), s.play.Winners()), nil)
}

// coinMove makes the next person's call: Heads, once the buttons are up.
func coinMove(h *harness) {
	h.T.Helper()
	h.WaitFor("a person's call", 600, func() bool {
		return h.app().Scene().Name() != "round" || h.Enabled(idHeads.String())
	})
	if h.app().Scene().Name() == "round" {
		h.Tap(idHeads.String())
	}
}

// coinDigest is the scores and the calls made.
func coinDigest(s core.Scene) string {
	r := s.(*coinRound)
	return fmt.Sprint(r.view(), len(r.play.Record(r.table.Seats).Moves))
}

// A fourth game needs only its registration: the coin flip, registered by
// this test alone, shows on the menu, is set up and played to its scores,
// is counted in the statistics, saves and resumes identically, and its
// texts pass every catalog check (TestMessages sees them registered).
func TestAFourthGameNeedsOnlyItsRegistration(t *testing.T) {
	withRegistered(t, &coinGame)
	i := len(registry) - 1
	t.Run("setup to scoring", func(t *testing.T) { playFromSetupToScoring(t, i, &coinGame) })
	t.Run("save and resume", func(t *testing.T) { resumeRoundTrip(t, i, &coinGame) })
	t.Run("statistics", func(t *testing.T) {
		h := newHarness(t, Options{Seed: 5, Game: coinGame.ID, Players: []rules.Player{{Name: "Ana"}, {Name: "Bot", Bot: "hard"}}})
		for moves := 0; h.app().Scene().Name() != "scoring"; moves++ {
			if moves > 50 {
				t.Fatalf("no scores after %d calls", moves)
			}
			coinMove(h)
			h.Run(1)
		}
		st, err := stats.Load()
		if err != nil {
			t.Fatal(err)
		}
		if got := st.For(coinGame.ID); got.Played != 1 {
			t.Errorf("the coin flip is counted %+v, want one game played", got)
		}
		if card := h.app().ctx.T(coinGame.NameKey()); card != "Coin flip" {
			t.Errorf("the game's name reads %q", card)
		}
	})
}
