package scenes

import (
	"strings"
	"testing"

	"cifra/rules"
)

// TestParseOptionsRegistry: the checks that need the game registry, on top
// of cli.Parse's (tested in internal/cli).
func TestParseOptionsRegistry(t *testing.T) {
	for _, c := range []struct {
		args []string
		want func(Options) bool
	}{
		{[]string{"-players", "Bot:Hard"}, func(o Options) bool {
			return o.Game == "knister" && len(o.Players) == 1 && o.Players[0] == rules.Player{Bot: "hard"}
		}},
		{[]string{"-game", "kakuzu", "-players", "Ana,BOT:normal"}, func(o Options) bool { return o.Players[1].Bot == "normal" }},
		{[]string{"-guide"}, func(o Options) bool { return o.Game == guidedIDs(registry)[0] }},
		{[]string{"-guide", "-game", "knister"}, func(o Options) bool { return o.Guide && o.Game == "knister" }},
		{[]string{"-players", strings.Repeat("Я", 16)}, func(o Options) bool { return o.Players[0].Name == strings.Repeat("Я", 16) }},
	} {
		o, err := ParseOptions(c.args, registry, &strings.Builder{})
		if err != nil || !c.want(o) {
			t.Errorf("%q: got %+v, %v", c.args, o, err)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-players", "Ana,bot:wizard"}, `seat 2: "wizard" is not a bot level of knister; its levels are easy, normal, hard (e.g. bot:hard)`},
		{[]string{"-game", "kakuzu", "-players", "Ana"}, "kakuzu seats 2 to 4 players, not 1"},
		{[]string{"-game", "chess"}, `-game "chess": unknown game (knister, kakuro, kakuzu)`},
		{[]string{"-players", strings.Repeat("Я", 17)}, "has 17 characters; a name has at most 16"},
	} {
		_, err := ParseOptions(c.args, registry, &strings.Builder{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.args, err, c.want)
		}
	}
}
