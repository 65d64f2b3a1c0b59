package sprites

import "image/color"

// Palette names the colours of the tabletop by role, so a scene never picks
// a raw colour and the colour-blind setting swaps them all at once.
type Palette struct {
	Table      color.RGBA // the felt under everything
	TableDark  color.RGBA // felt in the vignette corners
	Wood       color.RGBA // trays, frames, the Kakuzu tray
	Paper      color.RGBA // the Knister card
	PaperLine  color.RGBA // printed lines on the card
	Ink        color.RGBA // printed text on paper
	Pencil     color.RGBA // graphite written by a player
	Accent     color.RGBA // Kakuro red: red backs, primary buttons
	AccentText color.RGBA // text on Accent
	Focus      color.RGBA // the keyboard focus ring
	Good       color.RGBA // success, legal, scored
	Bad        color.RGBA // errors, danger buttons
	Muted      color.RGBA // disabled things, secondary text on paper
	Shadow     color.RGBA // baked shadows (alpha is the strength)
	Panel      color.RGBA // translucent overlay panels (alpha is used)
	PanelText  color.RGBA // text on Panel
}

// Classic is the warm tabletop: green-brown felt, wood, cream paper,
// graphite pencil, Kakuro red and a gold focus ring.
func Classic() Palette {
	return Palette{
		Table:      color.RGBA{56, 84, 58, 255},
		TableDark:  color.RGBA{30, 44, 32, 255},
		Wood:       color.RGBA{146, 98, 56, 255},
		Paper:      color.RGBA{247, 240, 222, 255},
		PaperLine:  color.RGBA{170, 150, 120, 255},
		Ink:        color.RGBA{52, 42, 34, 255},
		Pencil:     color.RGBA{62, 64, 72, 255},
		Accent:     color.RGBA{190, 36, 42, 255},
		AccentText: color.RGBA{255, 247, 238, 255},
		Focus:      color.RGBA{244, 192, 48, 255},
		Good:       color.RGBA{64, 148, 82, 255},
		Bad:        color.RGBA{214, 92, 40, 255},
		Muted:      color.RGBA{150, 138, 118, 255},
		Shadow:     color.RGBA{18, 12, 6, 150},
		Panel:      color.RGBA{28, 24, 20, 226},
		PanelText:  color.RGBA{246, 238, 222, 255},
	}
}

// ColorBlind keeps the same roles with colours that stay apart for
// deuteranopia and protanopia (the Okabe–Ito blue/orange/vermillion set) and
// stronger contrast; scenes still mark state with shape, never colour alone.
func ColorBlind() Palette {
	return Palette{
		Table:      color.RGBA{44, 58, 74, 255},
		TableDark:  color.RGBA{22, 28, 38, 255},
		Wood:       color.RGBA{150, 106, 62, 255},
		Paper:      color.RGBA{252, 248, 238, 255},
		PaperLine:  color.RGBA{110, 110, 122, 255},
		Ink:        color.RGBA{16, 16, 22, 255},
		Pencil:     color.RGBA{30, 34, 48, 255},
		Accent:     color.RGBA{213, 94, 0, 255},
		AccentText: color.RGBA{255, 255, 255, 255},
		Focus:      color.RGBA{86, 180, 233, 255},
		Good:       color.RGBA{0, 114, 178, 255},
		Bad:        color.RGBA{230, 159, 0, 255},
		Muted:      color.RGBA{120, 120, 130, 255},
		Shadow:     color.RGBA{0, 0, 10, 170},
		Panel:      color.RGBA{16, 20, 30, 232},
		PanelText:  color.RGBA{255, 255, 255, 255},
	}
}
