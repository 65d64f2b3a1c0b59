package i18n

import (
	"strconv"
	"strings"
	"sync"
)

// defaultNameKeys are the messages setup names new seats with ("Player
// %d", "Bot %d"): a seat still called so was never named by a person, and
// its name follows the language.
var defaultNameKeys = []string{"setup.player", "seat.bot.name"}

// seatNames remembers SeatName's answers by language and name: the first
// look-up reads every language's catalog.
var seatNames struct {
	sync.Mutex
	m map[[2]string]string
}

// SeatName is a seat's name as t's language shows it: a default name
// setup gave in any language ("Player 2", "Giocatore 2", "Bot 1") in t's
// words ("Spieler 2"); a name a person typed unchanged.
func (t *Translator) SeatName(name string) string {
	k := [2]string{string(t.lang), name}
	seatNames.Lock()
	defer seatNames.Unlock()
	if s, ok := seatNames.m[k]; ok {
		return s
	}
	out := name
	if key, n, ok := defaultName(name); ok {
		out = t.T(key, n)
	}
	if seatNames.m == nil {
		seatNames.m = map[[2]string]string{}
	}
	seatNames.m[k] = out
	return out
}

// defaultName finds the default-name message and number that wrote name
// in some language.
func defaultName(name string) (key string, n int, ok bool) {
	for _, l := range Languages {
		cat := catalog(l)
		for _, key := range defaultNameKeys {
			pre, post, found := strings.Cut(cat[key], "%d")
			if !found || !strings.HasPrefix(name, pre) || !strings.HasSuffix(name, post) || len(name) <= len(pre)+len(post) {
				continue
			}
			digits := name[len(pre) : len(name)-len(post)]
			if n, err := strconv.Atoi(digits); err == nil && n > 0 && strconv.Itoa(n) == digits {
				return key, n, true
			}
		}
	}
	return "", 0, false
}
