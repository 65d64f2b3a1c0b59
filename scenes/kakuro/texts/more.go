package texts

import "cifra/scenes/i18n"

// Kakuro's round, what players asked for: who a tie's draw chose, a
// buzzer out for this sum; and its seating, which passes nothing around.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"setup.seating.pass.kakuro": "side by side",
			"kakuro.tie":                "Called together: %s. The draw gives the board to %s.",
			"kakuro.buzz.out":           "Out",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"setup.seating.pass.kakuro": "fianco a fianco",
			"kakuro.tie":                "Chiamata insieme: %s. Il sorteggio dà il piano di gioco a %s.",
			"kakuro.buzz.out":           "Fuori",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"setup.seating.pass.kakuro": "nebeneinander",
			"kakuro.tie":                "Gleichzeitig gerufen: %s. Das Los gibt %s das Spielbrett.",
			"kakuro.buzz.out":           "Raus",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"setup.seating.pass.kakuro": "côte à côte",
			"kakuro.tie":                "Appel simultané : %s. Le tirage donne le plateau à %s.",
			"kakuro.buzz.out":           "Hors jeu",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"setup.seating.pass.kakuro": "рядом у экрана",
			"kakuro.tie":                "Одновременно: %s. Жребий отдаёт поле игроку %s.",
			"kakuro.buzz.out":           "Выбыл",
		}
	})
}
