package buzzer_test

import (
	"slices"
	"testing"
	"time"

	"cifra/online/buzzer"
	"cifra/rules/kakuro"
)

var reveal = time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)

func at(ms int) time.Time { return reveal.Add(time.Duration(ms) * time.Millisecond) }

func ms(n int) time.Duration { return time.Duration(n) * time.Millisecond }

// noTie fails the test if the judge draws.
func noTie(t *testing.T) func([]int, int) int {
	return func(seats []int, n int) int {
		t.Fatalf("the judge drew among %v", seats)
		return -1
	}
}

func TestASlowerLinkWithAnEarlierReactionWins(t *testing.T) {
	// Ana is on a 20 ms link and calls 300 ms after seeing the sum: she
	// arrives at 320 ms. Ben is on a 150 ms link and calls after 200 ms:
	// he arrives later, at 350 ms, but reacted first.
	v := buzzer.Judge(buzzer.Reaction, reveal, []buzzer.Buzz{
		{Seat: 0, Arrival: at(320), RTT: ms(20)},
		{Seat: 1, Arrival: at(350), RTT: ms(150)},
	}, 200*time.Millisecond, 0, noTie(t))
	if !slices.Equal(v.Order, []int{1, 0}) {
		t.Fatalf("order %v, want Ben (1) first", v.Order)
	}
	if v.Buzzes[0].Seat != 0 || v.Buzzes[0].EstimateMs != 300 || v.Buzzes[1].EstimateMs != 200 || v.Buzzes[1].Rank != 0 {
		t.Fatalf("estimates %+v", v.Buzzes)
	}
	if v.Buzzes[1].Tick != 12 || v.Buzzes[0].Tick != 18 {
		t.Fatalf("ticks %d and %d, want 12 and 18", v.Buzzes[1].Tick, v.Buzzes[0].Tick)
	}
}

func TestTheCreditIsCapped(t *testing.T) {
	// Ben's link (or his late pongs) claims 600 ms: he is credited 200.
	// Ana: 10 ms link, reaction 300 → arrives 310. Ben: arrives 700,
	// which with 600 credited would be a 100 ms reaction; capped, 500.
	v := buzzer.Judge(buzzer.Reaction, reveal, []buzzer.Buzz{
		{Seat: 1, Arrival: at(700), RTT: ms(600)},
		{Seat: 0, Arrival: at(310), RTT: ms(10)},
	}, 200*time.Millisecond, 0, noTie(t))
	if !slices.Equal(v.Order, []int{0, 1}) {
		t.Fatalf("order %v, want Ana (0) first", v.Order)
	}
	ben := v.Buzzes[1]
	if ben.Seat != 1 || ben.CreditMs != 200 || ben.RTTMs != 600 || ben.EstimateMs != 500 {
		t.Fatalf("Ben judged %+v, want 200 ms credited of 600", ben)
	}
	if got := buzzer.Credit(ms(600), ms(200)); got != ms(200) {
		t.Fatalf("Credit = %v", got)
	}
	// An estimate never goes below the reveal.
	v = buzzer.Judge(buzzer.Reaction, reveal, []buzzer.Buzz{{Seat: 0, Arrival: at(50), RTT: ms(180)}}, ms(200), 0, noTie(t))
	if v.Buzzes[0].EstimateMs != 0 || v.Buzzes[0].Tick != 0 {
		t.Fatalf("a buzz before its round trip could arrive: %+v", v.Buzzes[0])
	}
}

func TestEqualTicksGoToTheRulesTieBreak(t *testing.T) {
	s, err := kakuro.New(kakuro.DefaultConfig(42, 3))
	if err != nil {
		t.Fatal(err)
	}
	// 301, 305 and 310 ms are all tick 18 (300–316.7 ms): a three-way
	// tie, drawn by the rules' seeded BreakTie, not by arrival.
	buzzes := []buzzer.Buzz{
		{Seat: 2, Arrival: at(301)},
		{Seat: 0, Arrival: at(355), RTT: ms(50)},
		{Seat: 1, Arrival: at(410), RTT: ms(100)},
	}
	var drawn [][]int
	tie := func(seats []int, n int) int {
		drawn = append(drawn, slices.Clone(seats))
		return s.BreakTie(seats, n)
	}
	v := buzzer.Judge(buzzer.Reaction, reveal, buzzes, ms(200), 0, tie)
	if v.Ties != 2 || len(drawn) != 2 {
		t.Fatalf("%d draws (%v), want 2: first among three, then between two", v.Ties, drawn)
	}
	first := s.BreakTie([]int{0, 1, 2}, 0)
	if v.Order[0] != first {
		t.Fatalf("order %v, but BreakTie picks %d first", v.Order, first)
	}
	rest := slices.DeleteFunc([]int{0, 1, 2}, func(x int) bool { return x == first })
	if second := s.BreakTie(rest, 1); v.Order[1] != second {
		t.Fatalf("order %v, but BreakTie picks %d second", v.Order, second)
	}
	// The same race judged again draws the same: the seed decides.
	again := buzzer.Judge(buzzer.Reaction, reveal, buzzes, ms(200), 0, s.BreakTie)
	if !slices.Equal(again.Order, v.Order) {
		t.Fatalf("judged twice: %v then %v", v.Order, again.Order)
	}
	// A tick apart is no tie.
	v = buzzer.Judge(buzzer.Reaction, reveal, []buzzer.Buzz{{Seat: 0, Arrival: at(299)}, {Seat: 1, Arrival: at(301)}}, ms(200), 0, noTie(t))
	if !slices.Equal(v.Order, []int{0, 1}) {
		t.Fatalf("order %v", v.Order)
	}
}

func TestFirstToArriveIgnoresRoundTrips(t *testing.T) {
	v := buzzer.Judge(buzzer.Arrival, reveal, []buzzer.Buzz{
		{Seat: 0, Arrival: at(320), RTT: ms(20)},
		{Seat: 1, Arrival: at(350), RTT: ms(150)},
	}, ms(200), 0, noTie(t))
	if !slices.Equal(v.Order, []int{0, 1}) || v.Mode != "arrival" || v.Buzzes[1].CreditMs != 0 || v.Buzzes[1].EstimateMs != 350 {
		t.Fatalf("judged by arrival: %+v", v)
	}
	// Within the same tick, arrival still decides.
	v = buzzer.Judge(buzzer.Arrival, reveal, []buzzer.Buzz{{Seat: 1, Arrival: at(302)}, {Seat: 0, Arrival: at(301)}}, ms(200), 0, noTie(t))
	if !slices.Equal(v.Order, []int{0, 1}) {
		t.Fatalf("order %v", v.Order)
	}
}

func TestRTTKeepsTheLowestAndWaitsTheLargestCredit(t *testing.T) {
	r := buzzer.NewRTT(3)
	for _, d := range []int{90, 40, 70} {
		r.Observe(0, ms(d))
	}
	r.Observe(1, ms(500))
	r.Observe(2, 0) // nothing measured
	r.Observe(7, ms(1))
	if r.Best(0) != ms(40) || r.Best(1) != ms(500) || r.Best(2) != 0 || r.Best(7) != 0 {
		t.Fatalf("best %v %v %v", r.Best(0), r.Best(1), r.Best(2))
	}
	if w := r.Wait([]int{0, 2}, ms(200)); w != ms(40) {
		t.Fatalf("Wait = %v, want 40ms", w)
	}
	if w := r.Wait([]int{0, 1, 2}, ms(200)); w != ms(200) {
		t.Fatalf("Wait = %v, want the cap", w)
	}
}
