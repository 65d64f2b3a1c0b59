// Package audio plays Cifra's sound effects. Every effect is synthesized in
// Go (no sound files) once per process, then played from memory.
//
// Nothing is synthesized at start-up: all effects together take about a
// tenth of a second natively and several times that in the browser, where
// the build is single-threaded and a goroutine computing without pause
// would freeze the game. An effect is synthesized the first time it
// plays, and the app calls Warm on quiet ticks after the first frame so
// the short effects are ready, one a tick, before anyone asks for them.
//
// The audio context is created lazily on the first unmuted Play rather than
// at start-up: in the browser that first Play follows a click or touch, so
// the page's AudioContext starts under a user gesture and the console stays
// clean; on a Linux machine with no sound device (CI under Xvfb) the device
// is probed first and the player quietly stays silent, because Ebitengine
// would otherwise end the game loop with an ALSA error.
package audio

import (
	"os"
	"sync"

	eaudio "github.com/hajimehoshi/ebiten/v2/audio"
)

// SampleRate is the rate of the process's single audio context.
const SampleRate = 48000

// EnvNoAudio names an environment variable that, when set to anything but
// "", keeps the player silent without probing any device (tests, kiosks).
const EnvNoAudio = "CIFRA_NO_AUDIO"

// maxVoices bounds how many copies of one effect may overlap; a further
// Play of that effect is dropped rather than queued, so Play never waits.
const maxVoices = 4

// Player plays effects. Its methods are safe for concurrent use, and a nil
// *Player is a valid, silent player.
type Player struct {
	mu        sync.Mutex
	muted     bool
	silent    bool // no usable sound device: Play is always a no-op
	rate      int
	pcm       [numEffects][]byte // nil until synthesized (see pcmFor)
	ctx       *eaudio.Context
	voices    [numEffects][]*eaudio.Player
	probeOnce sync.Once
}

// New returns a player; it synthesizes nothing (see Warm) and touches no
// sound device until the first unmuted Play.
func New(muted bool) *Player {
	rate := SampleRate
	if c := eaudio.CurrentContext(); c != nil {
		rate = c.SampleRate() // someone made the one context already: follow it
	}
	return &Player{muted: muted, rate: rate}
}

// warmOrder is what Warm synthesizes, in order: the short effects (a few
// milliseconds each natively), what a player hears first before the rest.
// The long chords (LineCompleted, LineBig, LineHuge, Fanfare: 12 to 90 ms
// natively, several times that in the browser) are made on first Play:
// a tick that long while a player clicks could swallow the click (the
// browser end-to-end run lost one that way).
var warmOrder = []Effect{Click, DiceRattle, NumberPlaced, TileFlip, StoneLift, Error, LineNone, LineSmall}

// Warm synthesizes the first effect in warmOrder that is not ready yet,
// at most one a call, so a caller spreads the work over frames. It
// reports whether effects remain. A muted player synthesizes nothing
// (Play synthesizes on demand once sound is on) and reports false.
func (p *Player) Warm() bool {
	if p == nil {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.muted || p.silent {
		return false
	}
	for i, e := range warmOrder {
		if p.pcm[e] == nil {
			p.pcmFor(e)
			return i < len(warmOrder)-1
		}
	}
	return false
}

// pcmFor returns e's PCM at the player's rate, synthesizing it the first
// time. Called with p.mu held.
func (p *Player) pcmFor(e Effect) []byte {
	if p.pcm[e] == nil {
		p.pcm[e] = synthesizers[e](p.rate)
	}
	return p.pcm[e]
}

// SetMuted turns all effects off (true) or on (false). Muting does not cut
// effects already sounding; they are short.
func (p *Player) SetMuted(m bool) {
	if p == nil {
		return
	}
	p.mu.Lock()
	p.muted = m
	p.mu.Unlock()
}

// Muted reports whether the player is muted.
func (p *Player) Muted() bool {
	if p == nil {
		return true
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.muted
}

// Play starts effect e and returns at once. It does nothing when muted,
// when there is no sound device, or when e is unknown. Plays may overlap.
func (p *Player) Play(e Effect) {
	if p == nil || e < 0 || e >= numEffects {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.muted || !p.ensureContext() {
		return
	}
	if v := p.freeVoice(e); v != nil {
		v.Play()
	}
}

// ensureContext creates or adopts the process's audio context, once. It
// reports false when the player must stay silent. Called with p.mu held.
func (p *Player) ensureContext() bool {
	p.probeOnce.Do(func() {
		if os.Getenv(EnvNoAudio) != "" || !deviceAvailable() {
			p.silent = true
			return
		}
		p.ctx = eaudio.CurrentContext()
		if p.ctx == nil {
			p.ctx = eaudio.NewContext(p.rate)
		}
		if r := p.ctx.SampleRate(); r != p.rate {
			p.rate, p.pcm = r, [numEffects][]byte{} // made again at the context's rate
		}
	})
	return !p.silent
}

// freeVoice returns a player for e that is not sounding, rewound to the
// start, creating one if fewer than maxVoices exist; nil when all are busy.
// Called with p.mu held.
func (p *Player) freeVoice(e Effect) *eaudio.Player {
	for _, v := range p.voices[e] {
		if !v.IsPlaying() {
			if err := v.Rewind(); err != nil {
				continue
			}
			return v
		}
	}
	if len(p.voices[e]) >= maxVoices {
		return nil
	}
	v := p.ctx.NewPlayerFromBytes(p.pcmFor(e))
	p.voices[e] = append(p.voices[e], v)
	return v
}
