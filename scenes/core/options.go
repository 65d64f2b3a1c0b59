package core

import (
	"fmt"
	"slices"

	"cifra/scenes/i18n"
)

// OptionKind is how an option is chosen.
type OptionKind int

// The kinds of options setup can draw.
const (
	Choice OptionKind = iota // one of Choices (a string)
	Toggle                   // on or off (a bool)
	Number                   // Min..Max in steps of Step (an int); Off adds 0 as "off"
)

// Option is one of a game's setup choices, as data: setup draws it, the
// round reads its value from Table.Options, records carry it in options.
type Option struct {
	Key     string // the record's options key
	Kind    OptionKind
	Choices []string // Choice: the values in record spelling
	// Number: the range, the step between values, and whether 0 (off) is
	// offered before Min.
	Min, Max, Step int
	Off            bool
	// From, for a Number, is the first value the cycle offers (0: Min):
	// the values below it stay valid (old records and saves) but a press
	// never lands on them.
	From int
	// Default is the value a new table starts with: a string, bool or int
	// by Kind.
	Default any
	// Online says a new online table offers it: a rules' option, which
	// the table's server plays by (an option only the scene or a local
	// clock keeps is not offered there).
	Online bool
}

// Next returns the value after v in the option's cycle (what pressing
// its button does); an invalid v gives the default.
func (o *Option) Next(v any) any {
	if o.Check(v) != nil {
		return o.Default
	}
	switch o.Kind {
	case Choice:
		i := slices.Index(o.Choices, v.(string))
		return o.Choices[(i+1)%len(o.Choices)]
	case Toggle:
		return !v.(bool)
	}
	n := v.(int)
	first := max(o.Min, o.From)
	if n == 0 && o.Off || n < first {
		return first
	}
	// The next step of the range (a record may hold a value between steps).
	next := o.Min + ((n-o.Min)/o.Step+1)*o.Step
	switch {
	case next <= o.Max:
		return next
	case o.Off:
		return 0
	}
	return o.Min
}

// Check says in English why v is not a value of the option, or nil.
func (o *Option) Check(v any) error {
	switch o.Kind {
	case Choice:
		s, ok := v.(string)
		if !ok || !slices.Contains(o.Choices, s) {
			return fmt.Errorf("option %s: %v is not one of %v", o.Key, v, o.Choices)
		}
	case Toggle:
		if _, ok := v.(bool); !ok {
			return fmt.Errorf("option %s: %v is not on or off", o.Key, v)
		}
	case Number:
		n, ok := v.(int)
		if !ok || (n != 0 || !o.Off) && (n < o.Min || n > o.Max) {
			return fmt.Errorf("option %s: %v is outside %d..%d", o.Key, v, o.Min, o.Max)
		}
	}
	return nil
}

// OptionLabel is option o's button label with value v, in the player's
// language: "Hourglass: 90 s".
func (g *Game) OptionLabel(ctx *Context, o *Option, v any) string {
	return ctx.T("option."+g.ID+"."+o.Key, o.words(ctx, g.ID, v))
}

// words says an option's value: a choice's name, on/off, seconds.
func (o *Option) words(ctx *Context, game string, v any) string {
	switch v := v.(type) {
	case string:
		return ctx.T("option." + game + "." + o.Key + "." + v)
	case bool:
		return ctx.OnOff(v)
	case int:
		if v == 0 && o.Off {
			return ctx.T("off")
		}
		return ctx.T("option.seconds", v)
	}
	return fmt.Sprint(v)
}

// OptionHelp is the line that says what option o does at value v ("":
// the catalog has none).
func (g *Game) OptionHelp(ctx *Context, o *Option, v any) string {
	if k := g.OptionHelpKey(o, v); k != "" {
		return ctx.T(k)
	}
	return ""
}

// OptionHelpKey is the catalog key of OptionHelp's line, or "" when there
// is none: "option.ID.KEY.VALUE.help", else "option.ID.KEY.help" (VALUE
// a choice, on or off).
func (g *Game) OptionHelpKey(o *Option, v any) string {
	name := "on"
	switch x := v.(type) {
	case string:
		name = x
	case bool:
		if !x {
			name = "off"
		}
	case int:
		if x == 0 && o.Off {
			name = "off"
		}
	}
	base := "option." + g.ID + "." + o.Key
	for _, k := range []string{base + "." + name + ".help", base + ".help"} {
		if i18n.Has(k) {
			return k
		}
	}
	return ""
}
