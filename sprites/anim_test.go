package sprites

import (
	"math"
	"testing"
)

func TestEasesHitEndpoints(t *testing.T) {
	eases := map[string]Ease{
		"Linear": Linear, "OutQuad": OutQuad, "OutCubic": OutCubic, "InOutCubic": InOutCubic,
		"OutBack": OutBack, "OutBounce": OutBounce, "OutElastic": OutElastic,
	}
	for name, e := range eases {
		if v := e(0); math.Abs(v) > 1e-9 {
			t.Errorf("%s(0) = %v, want 0", name, v)
		}
		if v := e(1); math.Abs(v-1) > 1e-9 {
			t.Errorf("%s(1) = %v, want 1", name, v)
		}
	}
	if v := InOutCubic(0.5); math.Abs(v-0.5) > 1e-9 {
		t.Errorf("InOutCubic(0.5) = %v, want 0.5", v)
	}
	if OutBack(0.7) <= 1 {
		t.Errorf("OutBack should overshoot 1 near the end, got %v", OutBack(0.7))
	}
}

func TestTweenRunsFromStartToEnd(t *testing.T) {
	tw := NewTween(10, 30, 4, OutCubic)
	if tw.Value() != 10 || tw.Done() {
		t.Fatalf("start: value %v done %v", tw.Value(), tw.Done())
	}
	var running []bool
	prev := tw.Value()
	for range 6 {
		running = append(running, tw.Update())
		if tw.Value() < prev {
			t.Fatalf("OutCubic tween went backwards: %v after %v", tw.Value(), prev)
		}
		prev = tw.Value()
	}
	want := []bool{true, true, true, false, false, false}
	for i := range want {
		if running[i] != want[i] {
			t.Fatalf("Update results %v, want %v", running, want)
		}
	}
	if tw.Value() != 30 || !tw.Done() {
		t.Fatalf("end: value %v done %v", tw.Value(), tw.Done())
	}
	if z := NewTween(1, 2, 0, nil); !z.Done() || z.Value() != 2 {
		t.Fatalf("zero-tick tween: done %v value %v", z.Done(), z.Value())
	}
}

func TestFlipSwapsFaceAtHalfTime(t *testing.T) {
	const ticks = 20
	f := NewFlip(ticks)
	if f.ScaleX() != 1 || f.ShowingBack() {
		t.Fatalf("start: scale %v back %v", f.ScaleX(), f.ShowingBack())
	}
	for i := 1; i <= ticks; i++ {
		f.Update()
		if i < ticks/2 && f.ShowingBack() {
			t.Fatalf("tick %d: back shown before half time", i)
		}
		if i > ticks/2 && !f.ShowingBack() {
			t.Fatalf("tick %d: front still shown after half time", i)
		}
		if i == ticks/2 && f.ScaleX() > 1e-9 {
			t.Fatalf("half time: scale %v, want edge-on 0", f.ScaleX())
		}
	}
	if !f.Done() || math.Abs(f.ScaleX()-1) > 1e-9 || !f.ShowingBack() {
		t.Fatalf("end: done %v scale %v back %v", f.Done(), f.ScaleX(), f.ShowingBack())
	}
}

func TestTumbleEndsOnFinalFace(t *testing.T) {
	for final := 1; final <= 6; final++ {
		for seed := range uint64(20) {
			tm := NewTumble(final, 45, seed)
			changes := 0
			last := tm.Face()
			for tm.Update() {
				if f := tm.Face(); f < 1 || f > 6 {
					t.Fatalf("face %d out of range", f)
				} else if f != last {
					changes++
					last = f
				}
			}
			if tm.Face() != final || !tm.Done() {
				t.Fatalf("final %d seed %d: ended on %d (done %v)", final, seed, tm.Face(), tm.Done())
			}
			if tm.Angle() != 0 || tm.Lift() > 1e-9 {
				t.Fatalf("at rest: angle %v lift %v", tm.Angle(), tm.Lift())
			}
			if changes < 3 {
				t.Fatalf("final %d seed %d: only %d face changes, it does not tumble", final, seed, changes)
			}
		}
	}
}

func TestTumbleIsDeterministic(t *testing.T) {
	a, b := NewTumble(4, 40, 7), NewTumble(4, 40, 7)
	for a.Update() {
		b.Update()
		if a.Face() != b.Face() || a.Angle() != b.Angle() || a.Lift() != b.Lift() {
			t.Fatal("two tumbles with the same seed differ")
		}
	}
}
