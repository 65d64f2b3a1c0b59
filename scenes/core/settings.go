package core

// Settings are the player's preferences, remembered between runs.
type Settings struct {
	Language   string `json:"language"`
	Sound      bool   `json:"sound"`
	ColorBlind bool   `json:"colorBlind"`
	Fullscreen bool   `json:"fullscreen"`
	// AutoRoll throws the next roll by itself once every seat has placed.
	AutoRoll bool `json:"autoRoll"`
	// TableMode seats several people around one touchscreen by default
	// (setup can still choose per game).
	TableMode bool `json:"tableMode,omitempty"`
}

// DefaultSettings are used on the first run and when the file is corrupt.
func DefaultSettings() Settings { return Settings{Sound: true} }
