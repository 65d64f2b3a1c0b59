package kakuro

import (
	"encoding/json"
	"fmt"

	"cifra/rules"
)

// Row is a claimed row: its first square, direction and length.
type Row struct {
	At  Pos
	Dir Dir
	Len int
}

// Square returns the row's i-th square (i may be -1 or Len: the squares
// just before and after the row).
func (r Row) Square(i int) Pos { return r.At.Step(r.Dir, i) }

// Contains reports whether p is one of the row's squares. It takes the
// same time whatever the row's length.
func (r Row) Contains(p Pos) bool {
	line, along := 0, 1 // Right: the row keeps its row and walks the columns
	if r.Dir == Down {
		line, along = 1, 0
	}
	if p[line] != r.At[line] {
		return false
	}
	k := p[along] - r.At[along]
	return k >= 0 && k < r.Len
}

// firstOffBoard is the row's first square off the 9×9 board, if any. The
// first square must be on the board; since a row on the board has at most
// Size squares, at most Size+1 are looked at, whatever Len says.
func (r Row) firstOffBoard() (Pos, bool) {
	for i := range min(r.Len, Size+1) {
		if p := r.Square(i); !p.OnBoard() {
			return p, true
		}
	}
	return Pos{}, false
}

// UseKind says which side of an action tile a use plays and how.
type UseKind int8

// The four ways to use an action tile.
const (
	UseSwap     UseKind = iota // front of S: trade the number tiles on A and B
	UseDigit                   // front of a digit tile: cover A
	UseDouble                  // front of D: allow one more repeat
	UseSumField                // back of any tile: a sum field on A
)

// Use is one action tile played for a claim.
type Use struct {
	Tile Tile
	Kind UseKind
	A, B Pos
}

// Claim is a player's "Kakuro!": a row and the action tiles played for it,
// in order.
type Claim struct {
	Player int
	Row    Row
	Uses   []Use
}

// Move is what changes the game: a claim, or the current sum tile being set
// aside (nobody found a row in time).
type Move struct {
	Aside bool
	Claim Claim
}

// ClaimMove wraps a claim as a move.
func ClaimMove(c Claim) Move { return Move{Claim: c} }

// AsideMove is the move that sets the current sum tile aside.
func AsideMove() Move { return Move{Aside: true} }

// The record's JSON shapes (RULES.md §4). The pointers tell a missing key
// from a zero or false, so that a move is exactly one of its shapes.
type moveJSON struct {
	P     *int       `json:"p,omitempty"`
	Claim *claimJSON `json:"claim,omitempty"`
	Use   []useJSON  `json:"use,omitempty" strict:"item=use"`
	Aside *bool      `json:"aside,omitempty"`
}

type claimJSON struct {
	At  *Pos    `json:"at"`
	Dir *string `json:"dir"`
	Len *int    `json:"len"`
}

type useJSON struct {
	Tile     *string `json:"tile"`
	Swap     *[2]Pos `json:"swap,omitempty" strict:"item=square"`
	Digit    *Pos    `json:"digit,omitempty"`
	Double   *bool   `json:"double,omitempty"`
	SumField *Pos    `json:"sumfield,omitempty"`
}

// MarshalJSON writes the record's form of the move.
func (m Move) MarshalJSON() ([]byte, error) {
	if m.Aside {
		aside := true
		return json.Marshal(moveJSON{Aside: &aside})
	}
	c := m.Claim
	p, at, dir, n := c.Player, c.Row.At, c.Row.Dir.String(), c.Row.Len
	out := moveJSON{P: &p, Claim: &claimJSON{At: &at, Dir: &dir, Len: &n}}
	for _, u := range c.Uses {
		tile := u.Tile.String()
		j := useJSON{Tile: &tile}
		switch u.Kind {
		case UseSwap:
			j.Swap = &[2]Pos{u.A, u.B}
		case UseDigit:
			j.Digit = &u.A
		case UseDouble:
			double := true
			j.Double = &double
		case UseSumField:
			j.SumField = &u.A
		}
		out.Use = append(out.Use, j)
	}
	return json.Marshal(out)
}

// DecodeMove reads one record move strictly; a malformed move is an
// *InvalidMove with code "malformed".
func DecodeMove(data []byte) (Move, error) {
	var j moveJSON
	if err := rules.DecodeStrict(data, &j); err != nil {
		return Move{}, malformed("%v", err)
	}
	if j.Aside != nil {
		switch {
		case !*j.Aside:
			return Move{}, malformed(`"aside" can only be true: a move that sets no tile aside is a claim`)
		case j.P != nil || j.Claim != nil || j.Use != nil || len(keysOf(data)) != 1:
			// len(keysOf): a key given as null ("p":null) is there too.
			return Move{}, malformed(`an aside move is {"aside":true} alone, without "p", "claim" or "use"`)
		}
		return AsideMove(), nil
	}
	switch {
	case j.P == nil && j.Claim == nil:
		return Move{}, malformed(`a move is {"aside":true} or a claim {"p":…,"claim":…}`)
	case j.P == nil:
		return Move{}, malformed(`the claim names no player ("p")`)
	case j.Claim == nil:
		return Move{}, malformed(`the move has no "claim"`)
	case j.Claim.At == nil:
		return Move{}, malformed(`claim: no "at"`)
	case j.Claim.Dir == nil:
		return Move{}, malformed(`claim: no "dir"`)
	case j.Claim.Len == nil:
		return Move{}, malformed(`claim: no "len"`)
	}
	dir, ok := ParseDir(*j.Claim.Dir)
	if !ok {
		return Move{}, malformed(`claim, dir: %s is neither "right" nor "down"`, rules.Quote(*j.Claim.Dir))
	}
	c := Claim{Player: *j.P, Row: Row{At: *j.Claim.At, Dir: dir, Len: *j.Claim.Len}}
	for i, u := range j.Use {
		use, err := decodeUse(u)
		if err != nil {
			return Move{}, malformed("use %d: %v", i+1, err)
		}
		c.Uses = append(c.Uses, use)
	}
	return ClaimMove(c), nil
}

func decodeUse(u useJSON) (Use, error) {
	if u.Tile == nil {
		return Use{}, fmt.Errorf(`no "tile"`)
	}
	t, ok := ParseTile(*u.Tile)
	if !ok {
		return Use{}, fmt.Errorf(`tile: %s is not an action tile ("D", "S", "1".."9")`, rules.Quote(*u.Tile))
	}
	n := 0
	var use Use
	if u.Swap != nil {
		n++
		use = Use{Tile: t, Kind: UseSwap, A: u.Swap[0], B: u.Swap[1]}
	}
	if u.Digit != nil {
		n++
		use = Use{Tile: t, Kind: UseDigit, A: *u.Digit}
	}
	if u.Double != nil {
		if !*u.Double {
			return Use{}, fmt.Errorf(`"double" can only be true`)
		}
		n++
		use = Use{Tile: t, Kind: UseDouble}
	}
	if u.SumField != nil {
		n++
		use = Use{Tile: t, Kind: UseSumField, A: *u.SumField}
	}
	switch {
	case n != 1:
		return Use{}, fmt.Errorf("a use names exactly one of swap, digit, double, sumfield")
	case use.Kind == UseSwap && t != Swap:
		return Use{}, fmt.Errorf("only an S tile swaps, not %v", t)
	case use.Kind == UseDigit && t.Digit() == 0:
		return Use{}, fmt.Errorf("only a digit tile covers a square, not %v", t)
	case use.Kind == UseDouble && t != Doubler:
		return Use{}, fmt.Errorf("only a D tile doubles, not %v", t)
	}
	return use, nil
}

func malformed(format string, args ...any) *InvalidMove {
	return &InvalidMove{Kind: CodeMalformed, Detail: fmt.Sprintf(format, args...)}
}

// keysOf lists the keys of the JSON object data (already checked by
// rules.DecodeStrict), whatever their values, null included.
func keysOf(data []byte) map[string]json.RawMessage {
	var keys map[string]json.RawMessage
	_ = json.Unmarshal(data, &keys) // data decoded strictly above: an object
	return keys
}
