package layouttest

import (
	"fmt"
	"strings"

	"cifra/scenes/core"
)

// TooSmall lists, in words, every text of log set under LeastTextPx CSS
// px on ctx's screen. No text is let off: the list of known small texts
// this check once tolerated (issue 41) is empty and gone.
func TooSmall(ctx *core.Context, log *core.TextLog) []string {
	var out []string
	least := LeastTextPx * ctx.CSSPx()
	for _, b := range log.Boxes {
		if b.Size < least-0.01 {
			out = append(out, fmt.Sprintf("%s: %q is set at %.1f px, under the least %.0f", b.Space, strings.ReplaceAll(b.Text, "\n", " "), b.Size, least))
		}
	}
	return out
}
