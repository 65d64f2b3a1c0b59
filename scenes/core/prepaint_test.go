package core

import (
	"testing"
	"time"

	"cifra/sprites"
)

// dotJob paints a dot of its size.
type dotJob struct{ px int }

func (j dotJob) Paint(k *sprites.Kit) { k.Dot(j.px, sprites.Classic().Focus) }

func TestPaintQueuePaintsEachJobOnceBesideTheLoop(t *testing.T) {
	k := sprites.NewKit(sprites.Classic())
	k.Dot(10, sprites.Classic().Focus) // cached already: skipped at once
	var q PaintQueue[dotJob]
	for _, px := range []int{10, 11, 12, 11} {
		q.Add(dotJob{px})
	}
	if q.Len() != 3 {
		t.Fatalf("queue holds %d jobs, want 3 (a job added twice is kept once)", q.Len())
	}
	painted := k.Painted()
	q.Next(k)
	if k.Painting() != 1 || k.Painted() != painted {
		t.Fatalf("after one Next: painting %d, painted %d more; want 1 being painted beside the loop, none in it", k.Painting(), k.Painted()-painted)
	}
	deadline := time.Now().Add(20 * time.Second)
	for k.Painted() < painted+2 {
		if time.Now().After(deadline) {
			t.Fatalf("painted %d of 2 after 20 s", k.Painted()-painted)
		}
		q.Next(k)
		time.Sleep(time.Millisecond)
	}
	if k.Painting() != 0 {
		t.Errorf("still painting %d after the queue's jobs were collected", k.Painting())
	}
	q.Next(k) // nothing left: nothing happens
	if k.Painted() != painted+2 || k.Cached() != 3 {
		t.Errorf("painted %d, cached %d; want 2 painted, 3 cached", k.Painted()-painted, k.Cached())
	}
	q.Reset()
	if q.Len() != 0 {
		t.Errorf("after Reset the queue holds %d jobs", q.Len())
	}
}
