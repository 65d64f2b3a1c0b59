package sprites

import "github.com/hajimehoshi/ebiten/v2"

// Square is the sprite key names, painted at its first ask onto a canvas
// px square by paint (given px as a float and the kit's palette): a
// game's icon, a bag.
func (k *Kit) Square(key Key, px int, paint func(cv *Canvas, p float64, pal Palette)) *ebiten.Image {
	return k.Sprite(key, func() *Canvas {
		cv := NewCanvas(px, px)
		paint(cv, float64(px), k.Palette())
		return cv
	})
}

// Flag is a two-way state as a sprite key's number: 1 for true, 0 for
// false (a buzzer lit, a bag open).
func Flag(on bool) int {
	if on {
		return 1
	}
	return 0
}
