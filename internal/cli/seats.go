package cli

import (
	"fmt"
	"strings"

	"cifra/rules"
)

// MaxNameRunes is the one limit on a person's name, in characters:
// rules.MaxNameRunes, which -players, setup, records and saves all apply.
const MaxNameRunes = rules.MaxNameRunes

// botPrefix marks a bot seat in -players; matched in any case.
const botPrefix = "bot:"

// ParseSeats reads "Ana,Bo,bot:hard" into seats. The bot prefix and the
// level are read in any case ("Bot:Hard" is bot:hard); the game checks the
// number of seats and which levels it has. Bot seats get no name here:
// the language is not known yet, and the app names them ("Bot 1", "Бот 1",
// …) when the game starts.
func ParseSeats(s string) ([]rules.Player, error) {
	var seats []rules.Player
	for i, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if len(part) >= len(botPrefix) && strings.EqualFold(part[:len(botPrefix)], botPrefix) {
			level := strings.ToLower(strings.TrimSpace(part[len(botPrefix):]))
			if level == "" {
				return nil, fmt.Errorf("-players: seat %d (%q) has no level after %q, e.g. bot:hard", i+1, part, botPrefix)
			}
			seats = append(seats, rules.Player{Bot: level})
			continue
		}
		if err := CheckName(part); err != nil {
			return nil, fmt.Errorf("-players: seat %d: %w", i+1, err)
		}
		seats = append(seats, rules.Player{Name: part})
	}
	return seats, nil
}

// CheckName says in words what is wrong with a person's name, or nil:
// rules.CheckName, the one name rule of setup, records and saves.
func CheckName(name string) error { return rules.CheckName(name) }
