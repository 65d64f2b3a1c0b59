// Package sprites paints Cifra's look procedurally and keeps it cached: the
// felt table, ivory dice, the Knister paper card and its pencil hand,
// Kakuro's board, silver and red number tiles, action tiles, brass sum tiles,
// hourglass and buzzer, Kakuzu's stones, buttons, panels, the focus ring,
// the logo and the menu illustrations. It also owns the fonts and the
// tick-based animation kit (eases, tweens, card flips and tumbling dice).
//
// Every image is painted once per (kind, size, palette) by a Kit and then
// only drawn; sizes are in device pixels. Painting happens on the CPU into an
// image.RGBA using signed-distance shapes (anti-aliased edges, bevels, soft
// shadows, noise) and glyph outlines rasterised with golang.org/x/image, and
// is uploaded once with ebiten.NewImageFromImage. Nothing here paints or
// allocates GPU images inside a per-frame draw path once a key is cached.
package sprites
