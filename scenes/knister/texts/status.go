package texts

import "cifra/scenes/i18n"

// Knister's round, alone and with "Roll automatically": what the status
// line says once the number is written.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"knister.round.status.solo.roll":    "Written. Roll %d comes next.",
			"knister.round.status.autoroll":     "Roll %d comes in a moment. Undo takes your number back.",
			"knister.round.status.autoroll.key": "Roll %d comes in a moment. Undo (Backspace) takes your number back.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"knister.round.status.solo.roll":    "Eingetragen. Als Nächstes kommt Wurf %d.",
			"knister.round.status.autoroll":     "Gleich kommt Wurf %d. Mit „Rückgängig“ nimmst du deine Zahl zurück.",
			"knister.round.status.autoroll.key": "Gleich kommt Wurf %d. Mit „Rückgängig“ (Rücktaste) nimmst du deine Zahl zurück.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"knister.round.status.solo.roll":    "C’est inscrit. Place au lancer %d.",
			"knister.round.status.autoroll":     "Le lancer %d arrive dans un instant. « Annuler » reprend votre nombre.",
			"knister.round.status.autoroll.key": "Le lancer %d arrive dans un instant. « Annuler » (retour arrière) reprend votre nombre.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"knister.round.status.solo.roll":    "Scritto. Ora tocca al lancio %d.",
			"knister.round.status.autoroll":     "Tra un attimo arriva il lancio %d. «Annulla» riprende il tuo numero.",
			"knister.round.status.autoroll.key": "Tra un attimo arriva il lancio %d. «Annulla» (Backspace) riprende il tuo numero.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"knister.round.status.solo.roll":    "Записано. Дальше бросок %d.",
			"knister.round.status.autoroll":     "Сейчас будет бросок %d. «Отменить» вернёт ваше число.",
			"knister.round.status.autoroll.key": "Сейчас будет бросок %d. «Отменить» (Backspace) вернёт ваше число.",
		}
	})
}
