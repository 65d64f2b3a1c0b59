// Package audio plays Cifra's sound effects. Every effect is synthesized in
// Go (no sound files) once per process, then played from memory.
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
	pcm       [numEffects][]byte
	ctx       *eaudio.Context
	voices    [numEffects][]*eaudio.Player
	probeOnce sync.Once
}

// New returns a player whose effects are already synthesized. No sound
// device is touched until the first unmuted Play.
func New(muted bool) *Player {
	rate := SampleRate
	if c := eaudio.CurrentContext(); c != nil {
		rate = c.SampleRate() // someone made the one context already: follow it
	}
	return &Player{muted: muted, rate: rate, pcm: synthAll(rate)}
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
			p.rate, p.pcm = r, synthAll(r)
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
	v := p.ctx.NewPlayerFromBytes(p.pcm[e])
	p.voices[e] = append(p.voices[e], v)
	return v
}
