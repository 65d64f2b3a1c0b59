package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// games lists the menu's game cards; playable ones can be chosen.
var games = []struct {
	id       string
	playable bool
}{{"knister", true}, {"kakuro", false}, {"kakuzu", false}}

// menu is the title screen: the three games, settings, help, quit.
type menu struct {
	controls ui.Controls
	logo     ui.Rect
	cards    []ui.Rect
	appear   *sprites.Tween
}

func newMenu(ctx *core.Context) *menu {
	return &menu{appear: sprites.NewTween(0, 1, 30, sprites.OutCubic)}
}

func (m *menu) Name() string         { return "menu" }
func (m *menu) Animating() bool      { return !m.appear.Done() }
func (m *menu) Targets() []ui.Target { return m.controls.Targets() }

func (m *menu) Layout(ctx *core.Context) {
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	portrait := H > W*1.1
	m.logo = ui.Rect{X: 0, Y: u * 3, W: W, H: u * 16}
	var widgets []ui.Widget
	m.cards = m.cards[:0]
	if portrait {
		cw, ch := min(W-u*8, u*90), u*22
		for i := range games {
			m.cards = append(m.cards, ui.Rect{X: (W - cw) / 2, Y: u*22 + float64(i)*(ch+u*3), W: cw, H: ch})
		}
	} else {
		cw := min((W-u*16)/3, u*60)
		ch := min(cw*1.25, H*0.52)
		x0 := (W - 3*cw - 2*u*4) / 2
		for i := range games {
			m.cards = append(m.cards, ui.Rect{X: x0 + float64(i)*(cw+u*4), Y: u * 22, W: cw, H: ch})
		}
	}
	for i, g := range games {
		widgets = append(widgets, ui.Widget{ID: "menu." + g.id, Rect: m.cards[i], Enabled: g.playable})
	}
	last := m.cards[len(m.cards)-1]
	bw, bh := min(u*34, (W-u*12)/3), u*9
	row := ui.Rect{X: (W - (3*bw + 2*u*3)) / 2, Y: min(last.Y+last.H+u*5, H-bh-u*3), W: 3*bw + 2*u*3, H: bh}
	ids := []string{"menu.settings", "menu.help", "menu.quit"}
	if ctx.Browser {
		ids = ids[:2]
		row = row.CenterIn(2*bw+u*3, bh)
	}
	for i, r := range row.Row(len(ids), u*3) {
		widgets = append(widgets, ui.Widget{ID: ids[i], Rect: r, Enabled: true})
	}
	m.controls.Set(widgets)
	if m.controls.Focused() == "" {
		m.controls.Focus("menu.knister")
	}
}

func (m *menu) Update(ctx *core.Context) {
	m.appear.Update()
	if ctx.Frame.Key(ui.KeyBack) {
		m.controls.Focus("menu.quit")
	}
	switch id := m.controls.Update(ctx.Frame); id {
	case "":
	case "menu.settings":
		ctx.Play(audio.Click)
		ctx.Nav.Overlay("settings")
	case "menu.help":
		ctx.Play(audio.Click)
		ctx.Nav.Overlay("help:knister")
	case "menu.quit":
		ctx.Nav.Quit()
	default:
		ctx.Play(audio.Click)
		ctx.Nav.Switch(newSetup(ctx, id[len("menu."):]))
	}
}

func (m *menu) Draw(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	p := k.Palette()
	dst.DrawImage(k.Table(ctx.W, ctx.H), nil)
	u := ctx.U()
	a := m.appear.Value()
	lx, ly := m.logo.Center()
	logo := k.Logo(int(m.logo.H * 0.75))
	lw := float64(logo.Bounds().Dx())
	titleFace := sprites.Bold(u * 9)
	tw, _ := sprites.Measure("Cifra", titleFace)
	total := lw + u*3 + tw
	sprites.DrawImage(dst, logo, lx-total/2+lw/2, ly, 1, 1, a)
	sprites.DrawText(dst, "Cifra", titleFace, lx-total/2+lw+u*3, ly, sprites.AlignStart, sprites.AlignCenter, p.PanelText)
	sprites.DrawText(dst, ctx.T("menu.tagline"), sprites.UI(u*3), lx, m.logo.Y+m.logo.H+u*1.5, sprites.AlignCenter, sprites.AlignCenter, p.Muted)
	for i, g := range games {
		m.drawCard(dst, ctx, m.cards[i], g.id, g.playable, a)
	}
	for _, w := range m.controls.Widgets()[len(games):] {
		core.DrawButton(dst, ctx, &m.controls, w, ctx.T(w.ID), sprites.ButtonSecondary)
	}
}

// drawCard paints one game card: panel, illustration, name, blurb.
func (m *menu) drawCard(dst *ebiten.Image, ctx *core.Context, r ui.Rect, id string, playable bool, a float64) {
	k := ctx.Kit
	p := k.Palette()
	u := ctx.U()
	st := m.controls.State("menu." + id)
	lift := 0.0
	if st.Hover && playable {
		lift = u * 0.8
	}
	if st.Pressed {
		lift = -u * 0.3
	}
	r.Y -= lift
	cx, cy := r.Center()
	alpha := a
	if !playable {
		alpha *= 0.6
	}
	sprites.DrawImage(dst, k.Panel(int(r.W), int(r.H)), cx, cy, 1, 1, alpha)
	portrait := r.W > r.H*2
	var icon ui.Rect
	var text ui.Rect
	if portrait {
		icon, text = r.Inset(u*2).SplitH(r.H-u*4, u*3)
	} else {
		icon, text = r.Inset(u*2).SplitV(r.H*0.45, u*2)
	}
	side := min(icon.W, icon.H)
	ix, iy := icon.Center()
	sprites.DrawImage(dst, k.GameIcon(id, int(side)), ix, iy, 1, 1, alpha)
	size := min(u*5, text.H*0.3)
	sprites.DrawText(dst, ctx.T("game."+id), sprites.Bold(size), text.X, text.Y, sprites.AlignStart, sprites.AlignStart, p.PanelText)
	blurb := ctx.T("game." + id + ".blurb")
	if !playable {
		blurb = ctx.T("menu.soon")
	}
	body := text
	body.Y += size * 1.5
	body.H -= size * 1.5
	core.Paragraphs(dst, ctx, blurb, body, min(u*2.8, size*0.62), p.Muted)
	if st.Focused {
		core.DrawFocus(dst, ctx, r)
	}
}
