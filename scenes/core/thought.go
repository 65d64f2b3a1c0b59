package core

// Thought is a bot's decision worked out beside the game loop: a scene
// starts it a few ticks before the move is due (while the bot "thinks" on
// screen) and takes it on the tick the move is played, so that tick only
// collects an answer instead of searching for milliseconds. The move is
// still played on the same tick as if it were decided then, so a game
// plays out the same however fast the machine is. On desktop it runs on
// another core; in the browser (one thread) it runs when the game loop
// waits for the next frame.
type Thought[K comparable, T any] struct {
	key  K
	done chan struct{}
	val  T
}

// Think starts decide for the question key. decide must only use what it
// was given (copies of the position) and the bot's own state, which the
// scene leaves alone until Take returns.
func Think[K comparable, T any](key K, decide func() T) *Thought[K, T] {
	t := &Thought[K, T]{key: key, done: make(chan struct{})}
	go func() {
		defer close(t.done)
		t.val = decide()
	}()
	return t
}

// Take waits for t's answer and returns it when t was started for key;
// ok is false for a nil Thought or another question (the position moved
// on), and then the caller decides now. Take always waits, so the bot's
// state is never used by two goroutines at once.
func (t *Thought[K, T]) Take(key K) (val T, ok bool) {
	if t == nil {
		return val, false
	}
	<-t.done
	if t.key != key {
		return val, false
	}
	return t.val, true
}

// Wait waits for t to finish (nothing for a nil Thought): a scene that
// drops a thought calls it before asking the same bot anew.
func (t *Thought[K, T]) Wait() {
	if t != nil {
		<-t.done
	}
}
