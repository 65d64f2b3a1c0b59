package sprites

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Pictures are images a scene paints of the kit's sprites (a help page's
// pictures), painted once per size with one kit and palette: the
// colour-blind setting repaints them. The zero value holds none.
type Pictures struct {
	kit  *Kit
	pal  Palette
	cell int
	imgs []*ebiten.Image
}

// At returns the pictures paint makes at cell, painting them only when
// the size, kit or palette changed (the old ones are deallocated).
func (p *Pictures) At(k *Kit, cell int, paint func(k *Kit, cell int) []*ebiten.Image) []*ebiten.Image {
	if p.kit == k && p.pal == k.Palette() && p.cell == cell && p.imgs != nil {
		return p.imgs
	}
	for _, img := range p.imgs {
		img.Deallocate()
	}
	p.kit, p.pal, p.cell = k, k.Palette(), cell
	p.imgs = paint(k, cell)
	return p.imgs
}

// Images are the pictures as last painted.
func (p *Pictures) Images() []*ebiten.Image { return p.imgs }

// SlabWindow is the part of a 9×9 slab's image at cell (origin: its
// SlabOrigin; size: its SlabSize) that shows rows×cols squares from
// square [top, left]: those squares, and the frame and shadow where they
// reach the slab's edge.
func SlabWindow(origin, size, cell, top, left, rows, cols int) image.Rectangle {
	x0, y0 := origin+left*cell, origin+top*cell
	x1, y1 := x0+cols*cell, y0+rows*cell
	if left == 0 {
		x0 = 0
	}
	if top == 0 {
		y0 = 0
	}
	if left+cols == 9 {
		x1 = size
	}
	if top+rows == 9 {
		y1 = size
	}
	return image.Rect(x0, y0, x1, y1)
}
