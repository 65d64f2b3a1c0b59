//go:build cifra_module_knister

package games

import (
	"encoding/json"
	"reflect"
	"testing"

	"cifra/rules"
	"cifra/scenes/core"
)

// Run with -tags cifra_module_knister: Knister's module, which lists
// Kakuro and Kakuzu and plays neither.

// Every way into a game another module plays hands the page that game
// and where to start: setup's table as it was set, the guide, the saved
// game, an online room (the seat the settings keep).
func TestAGameElsewhereIsHandedToThePage(t *testing.T) {
	kakuro, kakuzu := All[1], All[2]
	if kakuro.ID != "kakuro" || kakuzu.ID != "kakuzu" || !elsewhereIDs["kakuro"] || !elsewhereIDs["kakuzu"] || elsewhereIDs["knister"] {
		t.Fatalf("Knister's module lists %s and %s as elsewhere: %v", kakuro.ID, kakuzu.ID, elsewhereIDs)
	}
	if !kakuro.Playable() || kakuro.Guide == nil || kakuro.Icon == nil || kakuro.Resume == nil {
		t.Fatal("Kakuro's entry in Knister's module is not playable, guided, pictured and resumable as on its own")
	}
	table := core.Table{Game: "kakuro", Seats: []rules.Player{{Name: "Ana"}, {Name: "Bot 1", Bot: "hard"}},
		Options: map[string]any{"hourglass": 90, "claim": 0, "deal": "day"}, Hints: true, Seed: 7}
	cases := []struct {
		name  string
		enter func() core.Scene
		want  handoff
	}{
		{"setup's table", func() core.Scene { return kakuro.Start(nil, table) }, handoff{Game: "kakuro", Table: &table}},
		{"the guide", func() core.Scene { return kakuzu.Guide(nil) }, handoff{Game: "kakuzu", Guide: true}},
		{"a saved game", func() core.Scene {
			r, err := kakuzu.Resume(&core.Save{Table: core.Table{Game: "kakuzu"}, Record: &rules.Record{}})
			if err != nil {
				t.Fatal(err)
			}
			return r.Scene(nil)
		}, handoff{Game: "kakuzu", Resume: true}},
		{"an online room", func() core.Scene { return kakuzu.Elsewhere(nil) }, handoff{Game: "kakuzu", Online: true}},
	}
	for _, c := range cases {
		if s := c.enter(); s == nil || s.Name() != "leaving" {
			t.Errorf("%s: the scene meanwhile is %v, want the leaving one", c.name, s)
		}
		raw := thePage.handed()
		got, err := decodeHandoff(raw)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got.Table != nil { // JSON's numbers come back as float64
			got.Table.Options = core.NormalizeOptions(got.Table.Options)
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s handed %s, want %+v", c.name, raw, c.want)
		}
	}
}

// A module arrives in its own game only: none handed, one for another
// game (the page loaded the wrong module) and one that does not decode
// leave the choice to the command line and the settings.
func TestArrivalIsForThisModulesGameOnly(t *testing.T) {
	if s := Arrival(nil, All); s != nil {
		t.Errorf("nothing handed: arrived at %s", s.Name())
	}
	thePage.hand(handoff{Game: "kakuro", Guide: true})
	if s := Arrival(nil, All); s != nil {
		t.Errorf("Kakuro's guide handed to Knister's module: arrived at %s", s.Name())
	}
	if _, err := decodeHandoff(`{"game":`); err == nil {
		t.Error("a broken handoff decoded")
	}
	var h handoff
	if err := json.Unmarshal([]byte(`{"game":"knister","watch":"ABCD"}`), &h); err != nil || h.Watch != "ABCD" {
		t.Errorf("a watch handoff reads %+v, %v", h, err)
	}
}
