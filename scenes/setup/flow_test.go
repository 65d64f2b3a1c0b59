package setup

import (
	"fmt"
	"slices"
	"testing"

	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
)

// TestAPhoneLyingDownSetsUpTwelveSeats: Knister's setup on a phone lying
// down (844×390), where seats stacked under one another would be a few
// pixels tall (and twelve of them divided by zero columns). Adding seats
// by touch up to the most, every page the pager shows has full touch
// targets over their help, the seat just added is always on the page
// shown, and the pages together show every seat and every option once;
// "→" stops at the last page, "←" at the first.
func TestAPhoneLyingDownSetsUpTwelveSeats(t *testing.T) {
	for _, lang := range []i18n.Lang{"en", "ru"} {
		h, s := openSetup(t, lang, 844, 390)
		ctx := h.App.Context()
		for len(s.table.Seats) < s.game.MaxSeats {
			if !h.Enabled("setup.add") {
				h.Touch("setup.page.next") // the button follows the seats onto the next page
				continue
			}
			h.Touch("setup.add")
			last := ui.Indexed(seatNameID, len(s.table.Seats)-1).String()
			if _, ok := h.Target(last); !ok {
				t.Fatalf("%s: seat %d was added off the page shown (%v)", lang, len(s.table.Seats), h.IDs())
			}
		}
		if s.pages < 2 {
			t.Fatalf("%s: twelve seats and Knister's options on one page of 844×390?", lang)
		}
		for h.Enabled("setup.page.prev") {
			h.Touch("setup.page.prev")
		}
		if s.page != 0 {
			t.Fatalf("%s: ← stopped on page %d", lang, s.page+1)
		}
		seen := map[string]int{}
		for p := range s.pages {
			what := fmt.Sprintf("%s 844x390 page %d", lang, p+1)
			layouttest.CheckTargets(t, what, ctx, s.Targets(), layouttest.TouchPx)
			for _, tg := range s.Targets() {
				if tg.ID != idPagePrev.String() && tg.ID != idPageNext.String() {
					seen[tg.ID]++
				}
			}
			for _, hp := range s.helps {
				for _, tg := range s.Targets() {
					if r := hp.rect; r.X < tg.X+tg.W && tg.X < r.X+r.W && r.Y < tg.Y+tg.H && tg.Y < r.Y+r.H {
						t.Errorf("%s: the help of %s lies under %s", what, hp.id, tg.ID)
					}
				}
			}
			if p < s.pages-1 {
				h.Touch("setup.page.next")
			}
		}
		if h.Enabled("setup.page.next") {
			t.Errorf("%s: → is still enabled on the last page", lang)
		}
		var want []string
		for i := range s.table.Seats {
			for _, name := range []string{seatNameID, seatKindID, seatRemoveID} {
				want = append(want, ui.Indexed(name, i).String())
			}
		}
		for _, id := range s.toggles() {
			want = append(want, id.String())
		}
		for _, id := range want {
			if seen[id] != 1 {
				t.Errorf("%s: %s shows on %d pages, want 1", lang, id, seen[id])
			}
		}
		for id := range seen {
			if !slices.Contains(want, id) && id != idBack.String() && id != idStart.String() && id != idGuide.String() {
				t.Errorf("%s: %s is not a seat's or an option's", lang, id)
			}
		}
	}
}
