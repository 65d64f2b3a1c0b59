package events

import (
	"slices"
	"strings"
	"testing"
)

// journal records callbacks in the order they run.
type journal struct{ log []string }

// step is a step named name that logs "name+" when it starts and "name-"
// when it ends.
func (j *journal) step(name string, ticks int, blocking bool) Step {
	return Step{
		Ticks:    ticks,
		Blocking: blocking,
		Start:    func() { j.log = append(j.log, name+"+") },
		End:      func() { j.log = append(j.log, name+"-") },
		Data:     name,
	}
}

// take returns and clears what was logged since the last take.
func (j *journal) take() string {
	s := strings.Join(j.log, " ")
	j.log = j.log[:0]
	return s
}

// tick is what one Update did, and the runner's state after it.
type tick struct {
	log          string
	busy, active bool
}

// play runs n Updates and returns what each did.
func play(r *Runner, j *journal, n int) []tick {
	out := make([]tick, n)
	for i := range out {
		r.Update()
		out[i] = tick{j.take(), r.Busy(), r.Active()}
	}
	return out
}

func check(t *testing.T, got []tick, want []tick) {
	t.Helper()
	for i := range max(len(got), len(want)) {
		var g, w tick
		if i < len(got) {
			g = got[i]
		}
		if i < len(want) {
			w = want[i]
		}
		if g != w {
			t.Errorf("Update %d: got %+v, want %+v", i+1, g, w)
		}
	}
}

func TestZeroRunnerIsIdle(t *testing.T) {
	var r Runner
	r.Update()
	r.Flush()
	if r.Busy() || r.Active() || len(r.Running()) != 0 {
		t.Fatalf("an empty runner is busy %v, active %v, running %v", r.Busy(), r.Active(), r.Running())
	}
	if r.Phase(0) != Finished || r.Progress(0) != 1 || r.Eased(0) != 1 {
		t.Fatal("the zero Handle should read as finished")
	}
}

// spec is a step of a sequence test: a journal step, or a Wait when name
// is "".
type spec struct {
	name     string
	ticks    int
	blocking bool
	with     bool
}

func TestSequences(t *testing.T) {
	for _, c := range []struct {
		name  string
		steps []spec
		want  []tick // after each Update; before the first, nothing has started
	}{
		{"blocking steps play in order", []spec{{"a", 3, true, false}, {"b", 2, true, false}, {"c", 1, true, false}}, []tick{
			{"a+", true, true},
			{"", true, true},
			{"", true, true},
			{"a- b+", true, true},
			{"", true, true},
			{"b- c+", true, true},
			{"c-", false, false},
			{"", false, false},
		}},
		{"with starts together", []spec{{"flip", 4, true, false}, {"fly", 2, true, true}, {"next", 1, true, false}}, []tick{
			{"flip+ fly+", true, true},
			{"", true, true},
			{"fly-", true, true},
			{"", true, true},
			{"flip- next+", true, true},
			{"next-", false, false},
		}},
		{"a non-blocking step lets input and the queue go on", []spec{{"float", 4, false, false}, {"flip", 2, true, false}}, []tick{
			{"float+ flip+", true, true},
			{"", true, true},
			{"flip-", false, true},
			{"", false, true},
			{"float-", false, false},
		}},
		{"a non-blocking step waits for the blocking ones before it", []spec{{"lay", 2, true, false}, {"points", 3, false, false}, {"sound", 0, false, false}}, []tick{
			{"lay+", true, true},
			{"", true, true},
			{"lay- points+ sound+ sound-", false, true},
			{"", false, true},
			{"", false, true},
			{"points-", false, false},
		}},
		{"only non-blocking steps are never busy", []spec{{"float", 2, false, false}}, []tick{
			{"float+", false, true},
			{"", false, true},
			{"float-", false, false},
		}},
		{"a wait pauses the sequence", []spec{{"land", 0, true, false}, {"", 3, true, false}, {"pop", 0, true, false}}, []tick{
			{"land+ land-", true, true},
			{"", true, true},
			{"", true, true},
			{"pop+ pop-", false, false},
		}},
		{"instant steps run in one Update", []spec{{"a", 0, true, false}, {"b", 0, true, false}, {"c", 0, true, false}}, []tick{
			{"a+ a- b+ b- c+ c-", false, false},
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var r Runner
			var j journal
			blocking := false
			for _, sp := range c.steps {
				st := Wait(sp.ticks)
				if sp.name != "" {
					st = j.step(sp.name, sp.ticks, sp.blocking)
				}
				st.With = sp.with
				r.Add(st)
				blocking = blocking || sp.blocking
			}
			if r.Busy() != blocking || !r.Active() || j.take() != "" || len(r.Running()) != 0 {
				t.Fatalf("before the first Update: busy %v, active %v, running %v; want busy %v, active, nothing started", r.Busy(), r.Active(), r.Running(), blocking)
			}
			check(t, play(&r, &j, len(c.want)), c.want)
		})
	}
}

// A With step added while the step before it runs joins it at once.
func TestWithJoinsARunningStep(t *testing.T) {
	var r Runner
	var j journal
	r.Add(j.step("a", 5, true))
	play(&r, &j, 2)
	j.take()
	b := j.step("b", 2, true)
	b.With = true
	r.Add(b)
	r.Add(j.step("c", 1, true))
	check(t, play(&r, &j, 5), []tick{
		{"b+", true, true},
		{"", true, true},
		{"b-", true, true},
		{"a- c+", true, true},
		{"c-", false, false},
	})
}

func TestProgressAndPhase(t *testing.T) {
	var r Runner
	square := func(x float64) float64 { return x * x }
	h := r.Add(Step{Ticks: 4, Blocking: true, Ease: square, Data: "x"})
	if r.Phase(h) != Queued || r.Progress(h) != 0 || r.Eased(h) != 0 {
		t.Fatalf("queued: phase %v progress %v eased %v", r.Phase(h), r.Progress(h), r.Eased(h))
	}
	for i, want := range []float64{0, 0.25, 0.5, 0.75} {
		r.Update()
		if r.Phase(h) != Running || r.Progress(h) != want || r.Eased(h) != want*want {
			t.Fatalf("Update %d: phase %v progress %v eased %v, want Running %v %v", i+1, r.Phase(h), r.Progress(h), r.Eased(h), want, want*want)
		}
		run := r.Running()
		if len(run) != 1 || run[0].Handle != h || run[0].Step.Data != "x" || run[0].Tick != i || run[0].Eased() != want*want {
			t.Fatalf("Update %d: Running() = %+v", i+1, run)
		}
	}
	r.Update()
	if r.Phase(h) != Finished || r.Progress(h) != 1 || r.Eased(h) != 1 || len(r.Running()) != 0 {
		t.Fatalf("finished: phase %v progress %v eased %v running %v", r.Phase(h), r.Progress(h), r.Eased(h), r.Running())
	}
}

func TestFlushRunsEveryCallbackInOrder(t *testing.T) {
	var r Runner
	var j journal
	r.Add(j.step("a", 5, true))
	b := j.step("b", 3, false)
	b.With = true
	r.Add(b)
	r.Add(j.step("c", 4, true))
	r.Add(Wait(10))
	d := j.step("d", 2, false)
	d.Start = func() {
		j.log = append(j.log, "d+")
		r.Add(j.step("e", 7, true)) // a callback adding a step: flushed too
	}
	r.Add(d)
	if got := play(&r, &j, 2); got[0].log != "a+ b+" || got[1].log != "" {
		t.Fatalf("before the flush: %+v", got)
	}
	r.Flush()
	if got, want := j.take(), "a- b- c+ c- d+ d- e+ e-"; got != want {
		t.Fatalf("Flush ran %q, want %q", got, want)
	}
	if r.Busy() || r.Active() || len(r.Running()) != 0 {
		t.Fatal("after Flush nothing may be left")
	}
	r.Add(j.step("f", 1, true))
	if got := play(&r, &j, 2); got[0].log != "f+" || got[1].log != "f-" {
		t.Fatalf("the runner does not work after a Flush: %+v", got)
	}
}

func TestACallbackMayFlush(t *testing.T) {
	var r Runner
	var j journal
	a := j.step("a", 2, true)
	a.End = func() { j.log = append(j.log, "a-"); r.Flush() }
	r.Add(a)
	r.Add(j.step("b", 3, true))
	r.Add(j.step("c", 3, true))
	check(t, play(&r, &j, 3), []tick{
		{"a+", true, true},
		{"", true, true},
		{"a- b+ b- c+ c-", false, false},
	})
}

// A step's Start may add the next link of a chain with With, which then
// starts in the same Update.
func TestStartMayChainWithSteps(t *testing.T) {
	var r Runner
	var j journal
	a := j.step("a", 2, true)
	a.Start = func() {
		j.log = append(j.log, "a+")
		b := j.step("b", 2, true)
		b.With = true
		r.Add(b)
	}
	r.Add(a)
	check(t, play(&r, &j, 3), []tick{
		{"a+ b+", true, true},
		{"", true, true},
		{"a- b-", false, false},
	})
}

func TestUpdateDoesNotAllocate(t *testing.T) {
	var r Runner
	var data any = "points" // boxed once, as a scene keeps its event
	noop := func() {}
	ease := func(x float64) float64 { return x }
	steps := []Step{
		{Ticks: 7, Blocking: true, Start: noop, End: noop, Data: data},
		{Ticks: 3, With: true, Start: noop, Ease: ease, Data: data},
		Wait(2),
		{Ticks: 11, Start: noop, End: noop, Data: data},
		{Ticks: 0, Blocking: true, Start: noop},
	}
	feed := func() {
		if !r.Busy() {
			for _, s := range steps {
				r.Add(s)
			}
		}
		r.Update()
		for _, p := range r.Running() {
			_ = p.Eased()
		}
		_ = r.Active()
	}
	for range 200 { // let the slices grow to their working size
		feed()
	}
	if n := testing.AllocsPerRun(1000, feed); n != 0 {
		t.Fatalf("%v allocations per tick, want 0", n)
	}
}

// Running keeps the start order, which scenes rely on to draw later steps
// on top.
func TestRunningKeepsStartOrder(t *testing.T) {
	var r Runner
	var names []string
	for _, n := range []string{"a", "b", "c", "d"} {
		r.Add(Step{Ticks: 3 + len(names), Data: n})
		names = append(names, n)
	}
	r.Update()
	var got []string
	for _, p := range r.Running() {
		got = append(got, p.Step.Data.(string))
	}
	if !slices.Equal(got, names) {
		t.Fatalf("Running order %v, want %v", got, names)
	}
}
