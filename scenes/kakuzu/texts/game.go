package texts

import "cifra/scenes/i18n"

// Kakuzu in the menu and setup: its name, the menu's line about it, its
// variants and the turn timer.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"game.kakuzu":       "Kakuzu",
			"game.kakuzu.blurb": "Sudoku memory: deduce the digit under each stone and win it.",

			"option.kakuzu.variant":            "Variant: %s",
			"option.kakuzu.variant.classic":    "classic",
			"option.kakuzu.variant.same-digit": "same digit",
			"option.kakuzu.variant.no-bag":     "no bag",
			"option.kakuzu.turnSeconds":        "Turn timer: %s",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"game.kakuzu":       "Kakuzu",
			"game.kakuzu.blurb": "Memory in stile sudoku: deduci la cifra sotto ogni pietra e conquistala.",

			"option.kakuzu.variant":            "Variante: %s",
			"option.kakuzu.variant.classic":    "classica",
			"option.kakuzu.variant.same-digit": "stessa cifra",
			"option.kakuzu.variant.no-bag":     "senza sacchetto",
			"option.kakuzu.turnSeconds":        "Tempo per turno: %s",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"game.kakuzu":       "Kakuzu",
			"game.kakuzu.blurb": "Sudoku-Memo: Erschließe die Ziffer unter jedem Stein und gewinne ihn.",

			"option.kakuzu.variant":            "Variante: %s",
			"option.kakuzu.variant.classic":    "klassisch",
			"option.kakuzu.variant.same-digit": "gleiche Ziffer",
			"option.kakuzu.variant.no-bag":     "ohne Beutel",
			"option.kakuzu.turnSeconds":        "Zugzeit: %s",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"game.kakuzu":       "Kakuzu",
			"game.kakuzu.blurb": "Un memory façon sudoku : déduisez le chiffre sous chaque pierre et gagnez-la.",

			"option.kakuzu.variant":            "Variante : %s",
			"option.kakuzu.variant.classic":    "classique",
			"option.kakuzu.variant.same-digit": "même chiffre",
			"option.kakuzu.variant.no-bag":     "sans sac",
			"option.kakuzu.turnSeconds":        "Temps par tour : %s",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"game.kakuzu":       "Kakuzu",
			"game.kakuzu.blurb": "Мемори в духе судоку: вычисляйте цифру под камнем и забирайте его.",

			"option.kakuzu.variant":            "Вариант: %s",
			"option.kakuzu.variant.classic":    "классика",
			"option.kakuzu.variant.same-digit": "та же цифра",
			"option.kakuzu.variant.no-bag":     "без мешочка",
			"option.kakuzu.turnSeconds":        "Время хода: %s",
		}
	})
}
