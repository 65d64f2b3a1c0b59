package cli

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"cifra/rules"
)

// MaxNameRunes is the one limit on a person's name, in characters: -players
// refuses longer names and setup stops taking letters there
// (core.MaxNameRunes is this). Sixteen fits "Maximilian-Josef" and most
// first names in every language while a scoreboard still has room for the
// scores.
const MaxNameRunes = 16

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

// CheckName says in words what is wrong with a person's name, or nil: it
// must not be empty, must be text (valid UTF-8, no control characters)
// and must have at most MaxNameRunes characters.
func CheckName(name string) error {
	switch n := utf8.RuneCountInString(name); {
	case strings.TrimSpace(name) == "":
		return fmt.Errorf("the name is empty")
	case !utf8.ValidString(name):
		return fmt.Errorf("the name %q is not valid text (UTF-8)", name)
	case strings.ContainsFunc(name, unicode.IsControl):
		return fmt.Errorf("the name %q has a control character", name)
	case n > MaxNameRunes:
		return fmt.Errorf("the name %q has %d characters; a name has at most %d", name, n, MaxNameRunes)
	}
	return nil
}
