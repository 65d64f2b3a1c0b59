package core

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// PanelSheet keeps copies of a table's seat panels, each painted upright
// in an image of its own, one under the other in one image: turned into
// place from that one image, the panels make one batch of draws, where
// their own images make one each (and each batch an allocation in
// Ebitengine, every frame). A panel is copied in when it is painted again,
// not every frame. The zero value is ready to use.
type PanelSheet struct {
	img   *ebiten.Image
	slots []sheetSlot
}

// sheetSlot is where one panel's copy lies in the sheet.
type sheetSlot struct {
	src  *ebiten.Image   // the panel's own image, copied in
	rect image.Rectangle // its place in the sheet
	sub  *ebiten.Image   // the sheet's image there
}

// sheetGap keeps the panels a pixel apart, so that no draw of one reads
// its neighbour's edge.
const sheetGap = 1

// Put copies src, seat i's panel as just painted, into the sheet. A panel
// of a new size lays the sheet out again (and copies the others back in
// from their own images, which still hold them).
func (s *PanelSheet) Put(i int, src *ebiten.Image) {
	for len(s.slots) <= i {
		s.slots = append(s.slots, sheetSlot{})
	}
	slot := &s.slots[i]
	size := src.Bounds().Size()
	if slot.sub == nil || slot.rect.Size() != size || s.img == nil {
		slot.src = src
		s.layOut()
		return
	}
	slot.src = src
	s.copyIn(slot)
}

// Draw draws seat i's panel onto dst through geoM (the panel's
// ui.Panel.GeoM), as drawing its own image would.
func (s *PanelSheet) Draw(dst *ebiten.Image, i int, geoM ebiten.GeoM) {
	if i >= len(s.slots) || s.slots[i].sub == nil {
		return
	}
	op := &ebiten.DrawImageOptions{GeoM: geoM}
	dst.DrawImage(s.slots[i].sub, op)
}

// layOut stacks the panels, grows the sheet's image when they no longer
// fit, and copies every panel in.
func (s *PanelSheet) layOut() {
	// One under the other: panels are strips, far wider than tall, and a
	// phone's GPU takes textures no wider than 4096 pixels.
	w, h := 1, 0
	for i := range s.slots {
		slot := &s.slots[i]
		if slot.src == nil {
			slot.rect = image.Rectangle{}
			continue
		}
		size := slot.src.Bounds().Size()
		slot.rect = image.Rect(0, h, size.X, h+size.Y)
		w, h = max(w, size.X), h+size.Y+sheetGap
	}
	h = max(h, 1)
	if s.img == nil || s.img.Bounds().Dx() < w || s.img.Bounds().Dy() < h {
		if s.img != nil {
			s.img.Deallocate()
		}
		s.img = ebiten.NewImage(w, h)
	} else {
		s.img.Clear()
	}
	for i := range s.slots {
		slot := &s.slots[i]
		slot.sub = nil
		if slot.src != nil {
			slot.sub = s.img.SubImage(slot.rect).(*ebiten.Image)
			s.copyIn(slot)
		}
	}
}

// copyIn copies a slot's panel into its place, replacing what was there.
func (s *PanelSheet) copyIn(slot *sheetSlot) {
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	op.GeoM.Translate(float64(slot.rect.Min.X), float64(slot.rect.Min.Y))
	s.img.DrawImage(slot.src, op)
}

// Shown remembers the look an image was last painted with, so that a
// frame whose look is the same paints nothing. The zero value has painted
// nothing.
type Shown[L comparable] struct {
	look    L
	painted bool
}

// Stale reports whether the image must be painted for look, and from then
// on takes it as painted so. A look that cannot hold all the image shows
// (keep false) is painted every frame, and so is every look while a
// layout test reads the texts as they are drawn (ctx.Texts) or the kit may
// put sprites off (LaterPaint: the image would keep their blanks).
func (s *Shown[L]) Stale(ctx *Context, look L, keep bool) bool {
	keep = keep && !ctx.Kit.PaintingLater()
	if keep && s.painted && look == s.look && ctx.Texts == nil {
		return false
	}
	s.look, s.painted = look, keep
	return true
}

// Forget makes the next Stale true: the image was made anew.
func (s *Shown[L]) Forget() { s.painted = false }
