package core

import (
	"slices"

	"cifra/sprites"
)

// PaintJob is one sprite a scene lines up to be painted before it shows:
// Paint asks the kit for it (and does nothing else; see sprites.Prepaint).
type PaintJob interface {
	comparable
	Paint(k *sprites.Kit)
}

// PaintQueue is the sprites a scene's layout may show, painted beside the
// game loop one after another (Next, once a tick) rather than each in the
// frame where it first shows: a frame that paints a sprite takes
// milliseconds. The zero value is an empty queue. In the browser the
// queue asks for nothing (see prepaints).
type PaintQueue[J PaintJob] struct {
	jobs []J
	next int // the first job not asked for yet
}

// Reset empties the queue for a new layout.
func (q *PaintQueue[J]) Reset() { q.jobs, q.next = q.jobs[:0], 0 }

// Add lines up j, unless it already is (or the queue asks for nothing).
func (q *PaintQueue[J]) Add(j J) {
	if prepaints && !slices.Contains(q.jobs, j) {
		q.jobs = append(q.jobs, j)
	}
}

// Len is how many jobs are lined up.
func (q *PaintQueue[J]) Len() int { return len(q.jobs) }

// Next collects what the kit has finished painting and, when it is
// painting nothing, asks for the next jobs: those already cached are
// skipped at once, the first that is not starts painting.
func (q *PaintQueue[J]) Next(k *sprites.Kit) {
	k.Collect()
	for q.next < len(q.jobs) && k.Painting() == 0 {
		k.Prepaint(q.jobs[q.next].Paint)
		q.next++
	}
}
