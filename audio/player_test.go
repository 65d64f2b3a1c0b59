package audio

import (
	"bytes"
	"testing"
)

func TestNilPlayerIsSilent(t *testing.T) {
	var p *Player
	p.Play(Click)
	p.SetMuted(false)
	if !p.Muted() {
		t.Fatal("a nil player should report muted")
	}
}

func TestMutedPlayerTouchesNoDevice(t *testing.T) {
	p := New(true)
	for e := Effect(0); e < numEffects; e++ {
		p.Play(e)
	}
	if p.ctx != nil {
		t.Fatal("a muted player created an audio context")
	}
	if !p.Muted() {
		t.Fatal("New(true) should be muted")
	}
	p.SetMuted(false)
	if p.Muted() {
		t.Fatal("SetMuted(false) did not unmute")
	}
}

func TestNoAudioEnvKeepsPlayerSilent(t *testing.T) {
	t.Setenv(EnvNoAudio, "1")
	p := New(false)
	p.Play(DiceRattle)
	p.Play(Effect(-1))
	p.Play(numEffects)
	if p.ctx != nil || !p.silent {
		t.Fatalf("with %s set the player should stay silent (ctx %v, silent %v)", EnvNoAudio, p.ctx, p.silent)
	}
}

// TestNewSynthesizesNothing: creating the player is cheap (it happens
// before the first frame); the effects come later, from Warm or Play.
func TestNewSynthesizesNothing(t *testing.T) {
	p := New(false)
	for e := Effect(0); e < numEffects; e++ {
		if p.pcm[e] != nil {
			t.Errorf("%v synthesized by New", e)
		}
	}
	if p.rate != SampleRate {
		t.Errorf("rate %d, want %d", p.rate, SampleRate)
	}
}

// TestWarmMakesOneEffectACall: each Warm synthesizes exactly one effect,
// in warmOrder, until those are ready and Warm says so; what it makes is
// the effect's own sound, and the long effects are left to Play.
func TestWarmMakesOneEffectACall(t *testing.T) {
	seen := map[Effect]bool{}
	for _, e := range warmOrder {
		if seen[e] || e < 0 || e >= numEffects {
			t.Fatalf("warmOrder lists %v twice or out of range: %v", e, warmOrder)
		}
		seen[e] = true
	}
	p := New(false)
	for i, e := range warmOrder {
		more := p.Warm()
		ready := 0
		for _, pcm := range p.pcm {
			if pcm != nil {
				ready++
			}
		}
		if ready != i+1 || p.pcm[e] == nil {
			t.Fatalf("after Warm call %d: %d effects ready (want %d, %v among them)", i+1, ready, i+1, e)
		}
		if want := i < len(warmOrder)-1; more != want {
			t.Errorf("Warm call %d reported more=%v, want %v", i+1, more, want)
		}
		if !bytes.Equal(p.pcm[e], synthesizers[e](SampleRate)) {
			t.Errorf("Warm made something other than %v", e)
		}
	}
	if p.Warm() {
		t.Error("Warm reports more work once its effects are ready")
	}
	for _, e := range []Effect{LineCompleted, LineBig, LineHuge, Fanfare} {
		if seen[e] || p.pcm[e] != nil {
			t.Errorf("Warm synthesized the long %v", e)
		}
	}
}

// TestMutedPlayerWarmsNothing: with sound off nothing needs synthesizing,
// and Play on an unmuted player synthesizes an effect Warm has not made.
func TestMutedPlayerWarmsNothing(t *testing.T) {
	p := New(true)
	if p.Warm() {
		t.Error("a muted player's Warm reports work")
	}
	for e := Effect(0); e < numEffects; e++ {
		if p.pcm[e] != nil {
			t.Errorf("muted player synthesized %v", e)
		}
	}
	p.SetMuted(false)
	p.mu.Lock()
	pcm := p.pcmFor(Fanfare)
	p.mu.Unlock()
	if !bytes.Equal(pcm, synthesizers[Fanfare](SampleRate)) || !bytes.Equal(p.pcm[Fanfare], pcm) {
		t.Error("pcmFor did not synthesize and keep the Fanfare on demand")
	}
}

// TestPlayWithoutDeviceDoesNotPanic plays every effect, several times over,
// through whatever this machine has: a real device or (CI) none at all.
func TestPlayWithoutDeviceDoesNotPanic(t *testing.T) {
	p := New(false)
	for range 2 * maxVoices {
		for e := Effect(0); e < numEffects; e++ {
			p.Play(e)
		}
	}
	t.Logf("sound device available: %v", !p.silent)
	if !p.silent {
		for e := Effect(0); e < numEffects; e++ {
			if n := len(p.voices[e]); n == 0 || n > maxVoices {
				t.Errorf("%v has %d voices, want 1..%d", e, n, maxVoices)
			}
			if p.pcm[e] == nil {
				t.Errorf("%v played but never synthesized", e)
			}
		}
	}
}
