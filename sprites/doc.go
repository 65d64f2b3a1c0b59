// Package sprites paints Cifra's shared look procedurally and keeps it
// cached: the felt table, buttons, panels, badges, dots, the focus ring and
// the logo. It also owns the fonts and text drawing, and the tick-based
// animation kit (eases, tweens, card flips and tumbling dice).
//
// It names no game. Each game paints its own pieces in its own package
// (sprites/knister, sprites/kakuro, sprites/kakuzu) with the painting
// primitives exported here: Canvas and RGB, Slab and Frame, Mask and
// GlyphMask, the signed-distance shapes (SDRoundRect, SDTriangle, SDArrow),
// lighting (Lit, LightDir, BevelNormal) and noise (Hash2, ValueNoise, FBM).
// It caches them in the same Kit through Kit.Sprite, under a Key of a Kind
// it registered with NewKind.
//
// Every image is painted once per key (and palette and scale) by a Kit and
// then only drawn; sizes are in device pixels. Painting happens on the CPU
// into a Canvas using signed-distance shapes (anti-aliased edges, bevels,
// soft shadows, noise) and glyph outlines rasterised with
// golang.org/x/image, and is uploaded once with ebiten.NewImageFromImage.
// Nothing here paints or allocates GPU images inside a per-frame draw path
// once a key is cached.
package sprites
