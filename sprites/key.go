package sprites

import (
	"image/color"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Kind is what sort of image a Key names (a button, a die, a board). Each
// kind is made once by NewKind, in a package-level variable, so looking a
// sprite up compares small integers and never hashes a string.
type Kind uint32

// kindNames are the names NewKind was given, by Kind (0 is no kind).
var (
	kindMu    sync.Mutex
	kindNames = []string{""}
)

// NewKind registers a kind of sprite and returns it. Call it once per kind,
// when a package initialises (var kindTile = sprites.NewKind("kakuro.tile")):
// every call makes a new Kind, so two packages never share cache entries.
// The name says what the kind is in messages and tests.
func NewKind(name string) Kind {
	kindMu.Lock()
	defer kindMu.Unlock()
	kindNames = append(kindNames, name)
	return Kind(len(kindNames) - 1)
}

// String is the name the kind was registered with.
func (k Kind) String() string {
	kindMu.Lock()
	defer kindMu.Unlock()
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// Key names one painted image in a Kit's cache: its Kind, and up to four
// numbers and a colour (sizes, values, variants) that tell images of one
// kind apart. The palette and scale are not in the key: changing either
// drops the whole cache.
type Key struct {
	Kind       Kind
	A, B, C, D int
	Clr        color.RGBA
}

// Sprite returns the image cached under key, painting it with paint the
// first time it is asked for: the way a game's own art package caches its
// pieces in the kit. paint must depend only on the key, the kit's Palette
// and its Scale, and must be safe to run on another goroutine (Prepaint
// runs it beside the game loop, on a kit of its own). While Prepaint's ask
// runs, Sprite returns nil.
func (k *Kit) Sprite(key Key, paint func() *Canvas) *ebiten.Image { return k.get(key, paint) }
