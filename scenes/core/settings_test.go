package core

import (
	"encoding/json"
	"testing"
)

// A game's switch reads its default until flipped, lives under the game's
// ID, and a file an older Cifra wrote (the switch at the top level) is
// adopted: the switch keeps its state and is written in the new shape.
func TestGameSwitches(t *testing.T) {
	roll := Setting{Key: "autoRoll", Label: "x", Legacy: "autoRoll"}
	hints := Setting{Key: "hints", Label: "y", Default: true}
	var s Settings
	if s.Switch("knister", roll) || !s.Switch("knister", hints) {
		t.Errorf("new switches read %v and %v, want their defaults", s.Switch("knister", roll), s.Switch("knister", hints))
	}
	s.SetSwitch("knister", hints, false)
	if s.Switch("knister", hints) || s.Switch("other", hints) != true {
		t.Errorf("a switch turned off in one game reads %v there, %v in another", s.Switch("knister", hints), s.Switch("other", hints))
	}

	var old Settings
	if err := json.Unmarshal([]byte(`{"language":"de","sound":true,"autoRoll":true}`), &old); err != nil {
		t.Fatal(err)
	}
	if old.Language != "de" || !old.Sound {
		t.Errorf("the shared settings read %+v", old)
	}
	if !old.Adopt("knister", []Setting{roll, hints}) || !old.Switch("knister", roll) {
		t.Fatalf("the old file's autoRoll was not adopted: %+v", old.Games)
	}
	if old.Adopt("knister", []Setting{roll}) {
		t.Errorf("adopted twice")
	}
	b, err := json.Marshal(old)
	if err != nil {
		t.Fatal(err)
	}
	var again Settings
	if err := json.Unmarshal(b, &again); err != nil {
		t.Fatal(err)
	}
	if again.Adopt("knister", []Setting{roll}) || !again.Switch("knister", roll) {
		t.Errorf("written as %s, read back the switch is %v", b, again.Switch("knister", roll))
	}
	// A switch flipped in the new shape wins over the top-level key.
	var both Settings
	if err := json.Unmarshal([]byte(`{"autoRoll":true,"games":{"knister":{"autoRoll":false}}}`), &both); err != nil {
		t.Fatal(err)
	}
	if both.Adopt("knister", []Setting{roll}) || both.Switch("knister", roll) {
		t.Errorf("the top-level key overrode the game's own: %v", both.Switch("knister", roll))
	}
}
