package texts

import "cifra/scenes/i18n"

// Kakuro in the menu and setup: its name, the menu's line about it and
// the hourglass option.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"game.kakuro":       "Kakuro",
			"game.kakuro.blurb": "Race to spot a row of tiles that adds up to the sum.",

			"option.kakuro.hourglass": "Hourglass: %s",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"game.kakuro":       "Kakuro",
			"game.kakuro.blurb": "Chi trova per primo una fila di tessere che dà la somma?",

			"option.kakuro.hourglass": "Clessidra: %s",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"game.kakuro":       "Kakuro",
			"game.kakuro.blurb": "Wer findet zuerst eine Reihe Plättchen, die genau die Summe ergibt?",

			"option.kakuro.hourglass": "Sanduhr: %s",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"game.kakuro":       "Kakuro",
			"game.kakuro.blurb": "Soyez le premier à repérer une rangée de tuiles qui fait la somme.",

			"option.kakuro.hourglass": "Sablier : %s",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"game.kakuro":       "Kakuro",
			"game.kakuro.blurb": "Кто первым найдёт ряд фишек, дающий в сумме нужное число?",

			"option.kakuro.hourglass": "Песочные часы: %s",
		}
	})
}
