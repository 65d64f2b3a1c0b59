package core

import (
	"encoding/json"
	"slices"
)

// Settings are the player's preferences, remembered between runs.
type Settings struct {
	Language   string `json:"language"`
	Sound      bool   `json:"sound"`
	ColorBlind bool   `json:"colorBlind"`
	Fullscreen bool   `json:"fullscreen"`
	// TableMode seats several people around one touchscreen by default
	// (setup can still choose per game).
	TableMode bool `json:"tableMode,omitempty"`
	// Graphics is how many pixels the app draws: GraphicsAuto (empty),
	// GraphicsSharp or GraphicsSmooth.
	Graphics string `json:"graphics,omitempty"`
	// GraphicsSlow remembers that frames were found slow for a sustained
	// while under GraphicsAuto: later runs start smooth (the browser's page
	// then starts at the lower pixel ratio). Choosing GraphicsAuto again
	// forgets it.
	GraphicsSlow bool `json:"graphicsSlow,omitempty"`
	// Games holds the games' own switches (each core.Game's Settings): by
	// the game's ID, then by the switch's key. A switch never set has its
	// default.
	Games map[string]map[string]bool `json:"games,omitempty"`
	// Online is what the player typed last to play online: the server's
	// address and their name there.
	Online OnlinePrefs `json:"online,omitzero"`
	// legacy holds the top-level switches of the file read, where an
	// older Cifra kept a game's switch beside the shared ones, until Adopt
	// moves them under Games.
	legacy map[string]bool
}

// OnlinePrefs are the player's last choices for online play.
type OnlinePrefs struct {
	Server string `json:"server,omitempty"`
	Name   string `json:"name,omitempty"`
	// Seat is the online table this device last sat at, kept until the
	// player leaves it: a closed app or a reloaded page goes back to it.
	Seat *OnlineSeat `json:"seat,omitempty"`
	// Device is this device's key pair (online/wire's "Who you are"),
	// made at its first request to a server: every seat it takes is its
	// player's, on each of the player's devices. The seed is the secret
	// half, kept here as the seats' tokens are.
	Device *OnlineDevice `json:"device,omitempty"`
	// Seen are the online tables whose end this device has shown (their
	// podium), the latest last, at most MaxSeen: the player's list of
	// tables leaves them out once seen, as games of the past.
	Seen []string `json:"seen,omitempty"`
}

// MaxSeen is how many finished tables OnlinePrefs.Seen remembers: as
// many seats as the server keeps for a player (online/players.MaxSeats),
// so that a table forgotten here has left the player's list there too
// and does not come back to the home step as if its podium had not shown.
const MaxSeen = 200

// SawEnd notes that this device showed table's end (its podium): the
// player's list of tables leaves it out from now on.
func (p *OnlinePrefs) SawEnd(table string) bool {
	if slices.Contains(p.Seen, table) {
		return false
	}
	p.Seen = append(p.Seen, table)
	if len(p.Seen) > MaxSeen {
		p.Seen = p.Seen[len(p.Seen)-MaxSeen:]
	}
	return true
}

// OnlineDevice is a device's key pair: an NKey user's seed and public key.
type OnlineDevice struct {
	Key  string `json:"key"`
	Seed string `json:"seed"`
}

// OnlineSeat is a seat at an online table: the server and the seat's
// credential (wire.Credential).
type OnlineSeat struct {
	URL   string `json:"url"`
	Table string `json:"table"`
	Seat  int    `json:"seat"`
	Token string `json:"token"`
	// Others are the device's other seats at the same table (several
	// players at one screen): their Seat and Token.
	Others []OnlineSeat `json:"others,omitempty"`
	// OverDays says the table is played over days: the app opens on its
	// menu, which says whose turn each of the player's tables waits for,
	// rather than straight at this table.
	OverDays bool `json:"overDays,omitempty"`
}

// The graphics settings (Settings.Graphics).
const (
	// GraphicsAuto draws sharp unless the renderer is a software one
	// (SwiftShader, llvmpipe) or frames were slow for a sustained while;
	// then it draws smooth.
	GraphicsAuto = ""
	// GraphicsSharp draws every device pixel.
	GraphicsSharp = "sharp"
	// GraphicsSmooth draws fewer pixels, scaled up to the screen with
	// linear filtering: softer edges, far fewer pixels for a slow renderer.
	GraphicsSmooth = "smooth"
)

// NextGraphics is the graphics setting after g in the settings' cycle:
// automatic, sharp, smooth, automatic.
func NextGraphics(g string) string {
	switch g {
	case GraphicsAuto:
		return GraphicsSharp
	case GraphicsSharp:
		return GraphicsSmooth
	}
	return GraphicsAuto
}

// DefaultSettings are used on the first run and when the file is corrupt.
func DefaultSettings() Settings { return Settings{Sound: true} }

// UnmarshalJSON reads the settings and keeps every top-level switch aside
// for Adopt.
func (s *Settings) UnmarshalJSON(data []byte) error {
	type plain Settings // the same fields, without this method
	if err := json.Unmarshal(data, (*plain)(s)); err != nil {
		return err
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(data, &all); err != nil {
		return err
	}
	for k, raw := range all {
		var on bool
		if json.Unmarshal(raw, &on) == nil {
			if s.legacy == nil {
				s.legacy = map[string]bool{}
			}
			s.legacy[k] = on
		}
	}
	return nil
}

// Switch reports whether game's switch st is on.
func (s *Settings) Switch(game string, st Setting) bool {
	if on, ok := s.Games[game][st.Key]; ok {
		return on
	}
	return st.Default
}

// SetSwitch turns game's switch st on or off.
func (s *Settings) SetSwitch(game string, st Setting, on bool) {
	if s.Games == nil {
		s.Games = map[string]map[string]bool{}
	}
	if s.Games[game] == nil {
		s.Games[game] = map[string]bool{}
	}
	s.Games[game][st.Key] = on
}

// Adopt moves game's switches that the file read kept at its top level
// (under a switch's Legacy key) to where they live now, unless already
// there, and reports whether it moved any (the settings are then saved
// in the new shape).
func (s *Settings) Adopt(game string, sts []Setting) bool {
	moved := false
	for _, st := range sts {
		on, ok := s.legacy[st.Legacy]
		if _, set := s.Games[game][st.Key]; st.Legacy == "" || !ok || set {
			continue
		}
		s.SetSwitch(game, st, on)
		moved = true
	}
	return moved
}
