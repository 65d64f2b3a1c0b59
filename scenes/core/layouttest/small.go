package layouttest

import (
	"fmt"
	"regexp"
	"strings"

	"cifra/scenes/core"
)

// smallToday are the texts CheckTexts finds under LeastTextPx today, each
// a bug in its scene's layout, reported with issue 41 and written down
// here, in one place, until it is fixed: never a size anyone chose. Each
// is as narrow as the frames it shows in; any other text under the least
// fails, so a lower floor (core.Context.Least 12 → 7) still fails the
// games' tests. Fixing one, delete its entry.
var smallToday = []smallText{
	{
		what: regexp.MustCompile(`^kakuro ([45] seats|\d seats around true)`), space: regexp.MustCompile(`^seat \d+$`),
		why: "Kakuro's seat panels with four or five seats, and around a table, set the buzzer's, " +
			"\"impossible\"'s and the claim's labels and the status at 6–11 CSS px (scenes/kakuro/panel.go)",
	},
	{
		what: regexp.MustCompile(`^kakuro \d seats around true (844x390|1024x768) `), space: regexp.MustCompile(`^(screen|far news)$`),
		why: "Kakuro around a table on a phone or a small tablet sets the prompt, the counts beside the board " +
			"and the menu's labels at 4–11 CSS px (scenes/kakuro/layout.go, draw.go, menu.go)",
	},
	{
		what: regexp.MustCompile(`^kakuro \d seats around false 390x844 `), space: regexp.MustCompile(`^screen$`), text: regexp.MustCompile(`^\d+$`),
		why: "Kakuro's hourglass seconds on a phone are u×2.6, 10 CSS px, with no floor (scenes/kakuro/draw.go)",
	},
	{
		what: regexp.MustCompile(`^kakuro \d seats around false 390x844 `), space: regexp.MustCompile(`^screen$`), above: 11.5,
		why: "Kakuro's prompt and news on a phone are set at 11.7 CSS px (scenes/kakuro/draw.go)",
	},
	{
		what: regexp.MustCompile(`^kakuzu \d seats around true 844x390 `), space: regexp.MustCompile(`^seat \d+$`),
		why: "Kakuzu around a phone lying flat has seat panels 78 px deep: the names, the stone counts and the " +
			"hint's label fall to 6–8 CSS px; deeper panels would take the tray's squares under a fingertip " +
			"(scenes/kakuzu/layout.go, panellayout.go: a question of design)",
	},
	{
		what: regexp.MustCompile(`^kakuzu `), space: regexp.MustCompile(`^seat \d+$`), above: 11,
		why: "Kakuzu's seat panel draws its status down to 11 CSS px, not the least (paintPanel's 11*ctx.Scale, scenes/kakuzu/panel.go)",
	},
	{
		what: regexp.MustCompile(`^knister scoring 12 seats (390x844|768x1024) `), space: regexp.MustCompile(`^screen$`), above: 10,
		why: "Knister's scoring of twelve seats on a phone or a tablet sets the podium's rows and the card's " +
			"numbers at 10.2 CSS px (scenes/podium, scenes/knister/scoring.go)",
	},
	{
		what: regexp.MustCompile(`^knister scoring \d+ seats `), space: regexp.MustCompile(`^screen$`), key: "scoring.shared", above: 10.5,
		why: "the podium's headline naming the shared winners shrinks to 11 CSS px (scenes/podium)",
	},
	{
		what: regexp.MustCompile(`^\w+ (390x844|844x390) ru$`), space: regexp.MustCompile(`^screen$`), key: "online.drop.bot", above: 11.5,
		why: "the new online table's line on a dropped seat is 11.9 CSS px in Russian on a phone (scenes/online/newtable.go)",
	},
}

// smallText is a text known to be set under the least: in the frames
// what matches, in a space matching space, saying the message key (any
// text when empty) or matching text (any when nil), at above CSS px
// or more (any size when 0); why says where the bug is.
type smallText struct {
	what, space, text *regexp.Regexp
	key               string
	above             float64
	why               string
}

// matches reports whether b, drawn in the frame what of ctx, is s.
func (s smallText) matches(what string, ctx *core.Context, b core.TextBox) bool {
	if !s.what.MatchString(what) || !s.space.MatchString(b.Space) {
		return false
	}
	if s.text != nil && !s.text.MatchString(b.Text) {
		return false
	}
	if s.key != "" && len(Saying(ctx.Tr.Lang(), s.key, []string{b.Text})) == 0 {
		return false
	}
	return b.Size >= s.above*ctx.CSSPx()-0.01
}

// TooSmall lists, in words, every text of log set under LeastTextPx CSS
// px on ctx's screen: for a test of texts none of which is known to be
// (CheckTexts lets smallToday's through).
func TooSmall(ctx *core.Context, log *core.TextLog) []string {
	return tooSmall(ctx, log, func(core.TextBox) bool { return false })
}

// smallNow is TooSmall but for the texts smallToday knows to be, in the
// frame what.
func smallNow(what string, ctx *core.Context, log *core.TextLog) []string {
	return tooSmall(ctx, log, func(b core.TextBox) bool {
		for _, s := range smallToday {
			if s.matches(what, ctx, b) {
				return true
			}
		}
		return false
	})
}

// tooSmall lists the texts of log under the least, but those known.
func tooSmall(ctx *core.Context, log *core.TextLog, known func(core.TextBox) bool) []string {
	var out []string
	least := LeastTextPx * ctx.CSSPx()
	for _, b := range log.Boxes {
		if b.Size < least-0.01 && !known(b) {
			out = append(out, fmt.Sprintf("%s: %q is set at %.1f px, under the least %.0f", b.Space, strings.ReplaceAll(b.Text, "\n", " "), b.Size, least))
		}
	}
	return out
}
