package kakuro

import (
	"encoding/json"
	"slices"

	"cifra/rules"
)

// Config is everything that fixes a game before the first move.
type Config struct {
	Seed    uint64
	Players int
	// Hourglass is the hourglass in seconds, 0 = off (RULES.md §4 option).
	Hourglass int
	// Setup fixes random elements explicitly; what it leaves out is drawn
	// from Seed.
	Setup Setup
}

// Setup is a record's explicit "setup" (RULES.md §4); every key optional.
type Setup struct {
	// Board is 8 strings of 8 digits, row 1 first.
	Board []string `json:"board,omitempty" strict:"item=board row"`
	// Sums is the sum-tile stack, top first.
	Sums []int `json:"sums,omitempty" strict:"item=sum tile"`
	// Stock is the action stock after the starting doublers were taken,
	// top first, as "D", "S", "1".."9".
	Stock []string `json:"stock,omitempty" strict:"item=stock tile"`
}

// Options are a record's kakuro "options" (RULES.md §4).
type Options struct {
	// Hourglass is the hourglass in seconds: 0 = off, otherwise
	// Box.HourglassMin to Box.HourglassMax. A record without the key
	// means Box.HourglassSeconds.
	Hourglass int `json:"hourglass"`
}

// DefaultOptions are a new game's options: the box's hourglass.
func DefaultOptions() Options { return Options{Hourglass: Box.HourglassSeconds} }

// Validate checks the options' ranges: a *ConfigError with
// CodeHourglassRange when the hourglass is neither 0 nor in range.
func (o Options) Validate() error {
	if h := o.Hourglass; h != 0 && (h < Box.HourglassMin || h > Box.HourglassMax) {
		return configError(CodeHourglassRange, "the hourglass is 0 (off) or %d to %d seconds, not %d", Box.HourglassMin, Box.HourglassMax, h)
	}
	return nil
}

// DecodeOptions reads a record's options strictly (an unknown key or a
// wrong type is a CodeBadOptions *ConfigError), takes the defaults for
// missing keys and validates the result.
func DecodeOptions(raw json.RawMessage) (Options, error) {
	o := DefaultOptions()
	if err := rules.DecodeStrict(raw, &o); err != nil {
		return o, configError(CodeBadOptions, "options: %v", err)
	}
	return o, o.Validate()
}

// Encode writes the options as a record holds them; the defaults are
// written as nothing (nil).
func (o Options) Encode() json.RawMessage {
	if o == DefaultOptions() {
		return nil
	}
	return rules.MarshalMove(o)
}

// Options are the options the config was made with.
func (c Config) Options() Options { return Options{Hourglass: c.Hourglass} }

// DefaultConfig is a game for n players from seed with the box's
// hourglass.
func DefaultConfig(seed uint64, players int) Config {
	return Config{Seed: seed, Players: players, Hourglass: DefaultOptions().Hourglass}
}

// New deals a game: the board, the sum-tile stack and the action stock are
// shuffled from the seed unless the setup fixes them; each player takes a
// doubler and draws extra tiles round the table, seat 0 first; the first
// sum tile is revealed. A bad config is a *ConfigError.
func New(cfg Config) (*State, error) {
	if cfg.Players < 1 || cfg.Players > Box.MaxPlayers {
		return nil, configError(CodePlayerCount, "kakuro is for 1 to %d players, not %d", Box.MaxPlayers, cfg.Players)
	}
	if err := cfg.Options().Validate(); err != nil {
		return nil, err
	}
	// All three shuffles always run, in this order, so fixing one part in
	// the setup never changes how the others fall for the same seed.
	rng := rules.NewRand(cfg.Seed, rules.StreamDeal)
	numbers := numberTiles()
	rng.Shuffle(len(numbers), func(i, j int) { numbers[i], numbers[j] = numbers[j], numbers[i] })
	sums := slices.Clone(Box.SumTiles)
	rng.Shuffle(len(sums), func(i, j int) { sums[i], sums[j] = sums[j], sums[i] })
	stock := startingStock(cfg.Players)
	rng.Shuffle(len(stock), func(i, j int) { stock[i], stock[j] = stock[j], stock[i] })

	var digits [64]int8
	copy(digits[:], numbers)
	var err error
	if cfg.Setup.Board != nil {
		if digits, err = parseBoard(cfg.Setup.Board); err != nil {
			return nil, err
		}
	}
	if cfg.Setup.Sums != nil {
		if sums, err = checkSums(cfg.Setup.Sums); err != nil {
			return nil, err
		}
	}
	if cfg.Setup.Stock != nil {
		if stock, err = parseStock(cfg.Setup.Stock, cfg.Players); err != nil {
			return nil, err
		}
	}
	s := &State{cfg: cfg, board: newBoard(digits), sums: sums, stock: stock,
		hands: make([][]Tile, cfg.Players), scores: make([]int, cfg.Players), locked: make([]bool, cfg.Players)}
	for p := range cfg.Players {
		s.hands[p] = []Tile{Doubler}
	}
	for range Box.ExtraTiles[cfg.Players] {
		for p := range cfg.Players {
			if len(s.stock) > 0 {
				s.opening = append(s.opening, s.draw(p))
			}
		}
	}
	s.opening = append(s.opening, s.reveal()...)
	return s, nil
}

// numberTiles is the box's 72 number tiles, digit by digit.
func numberTiles() []int8 {
	var t []int8
	for d := int8(1); d <= 9; d++ {
		for range Box.NumberTilesPerDigit {
			t = append(t, d)
		}
	}
	return t
}

// startingStock is the box's action tiles less one doubler per player.
func startingStock(players int) []Tile {
	var t []Tile
	for _, front := range tileOrder {
		n := Box.ActionTiles[front]
		if front == Doubler {
			n -= players
		}
		for range n {
			t = append(t, front)
		}
	}
	return t
}

func parseBoard(rows []string) ([64]int8, error) {
	var d [64]int8
	if len(rows) != 8 {
		return d, configError(CodeSetupBoard, "setup board has %d rows, want 8", len(rows))
	}
	var count [10]int
	for r, row := range rows {
		if len(row) != 8 {
			return d, configError(CodeSetupBoard, "setup board row %d is %s, want 8 digits", r+1, rules.Quote(row))
		}
		for c := range 8 {
			v := int(row[c]) - '0'
			if v < 1 || v > 9 {
				return d, configError(CodeSetupBoard, "setup board row %d has %q, want digits 1-9", r+1, row[c])
			}
			if count[v]++; count[v] > Box.NumberTilesPerDigit {
				return d, configError(CodeSetupBoard, "setup board holds more than %d tiles showing %d", Box.NumberTilesPerDigit, v)
			}
			d[r*8+c] = int8(v)
		}
	}
	return d, nil
}

func checkSums(sums []int) ([]int, error) {
	if len(sums) == 0 {
		return nil, configError(CodeSetupSums, "setup sums is empty")
	}
	left := map[int]int{}
	for _, v := range Box.SumTiles {
		left[v]++
	}
	lo, hi := slices.Min(Box.SumTiles), slices.Max(Box.SumTiles)
	for _, v := range sums {
		if v < lo || v > hi {
			return nil, configError(CodeSetupSums, "setup sums holds a sum tile of %d: sum tiles run %d to %d", v, lo, hi)
		}
		if left[v]--; left[v] < 0 {
			return nil, configError(CodeSetupSums, "setup sums holds more sum tiles of %d than the box", v)
		}
	}
	return slices.Clone(sums), nil
}

func parseStock(names []string, players int) ([]Tile, error) {
	left := map[Tile]int{}
	for _, t := range startingStock(players) {
		left[t]++
	}
	stock := make([]Tile, 0, len(names))
	for _, n := range names {
		t, ok := ParseTile(n)
		if !ok {
			return nil, configError(CodeSetupStock, "setup stock: %s is not an action tile", rules.Quote(n))
		}
		if left[t]--; left[t] < 0 {
			return nil, configError(CodeSetupStock, "setup stock holds more %v tiles than the box after the starting doublers", t)
		}
		stock = append(stock, t)
	}
	return stock, nil
}

// BoardRows writes a board's digits as the setup's 8 strings.
func BoardRows(b *Board) []string {
	rows := make([]string, 8)
	for r := 1; r < Size; r++ {
		buf := make([]byte, 8)
		for c := 1; c < Size; c++ {
			buf[c-1] = byte('0' + b[r][c].Digit)
		}
		rows[r-1] = string(buf)
	}
	return rows
}
