package audio

import "testing"

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

func TestEffectsSynthesizedAtCreation(t *testing.T) {
	p := New(true)
	for e := Effect(0); e < numEffects; e++ {
		if len(p.pcm[e]) == 0 {
			t.Errorf("%v not synthesized by New", e)
		}
	}
	if p.rate != SampleRate {
		t.Errorf("rate %d, want %d", p.rate, SampleRate)
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
		}
	}
}
