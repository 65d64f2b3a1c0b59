package i18n

// Knister's round, alone and with "Roll automatically": what the status
// line says once the number is written.
func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"round.status.solo.roll":    "Written. Roll %d comes next.",
			"round.status.autoroll":     "Roll %d comes in a moment. Undo takes your number back.",
			"round.status.autoroll.key": "Roll %d comes in a moment. Undo (Backspace) takes your number back.",
		}
	})
	add("de", func() map[string]string {
		return map[string]string{
			"round.status.solo.roll":    "Eingetragen. Als Nächstes kommt Wurf %d.",
			"round.status.autoroll":     "Gleich kommt Wurf %d. Mit „Rückgängig“ nimmst du deine Zahl zurück.",
			"round.status.autoroll.key": "Gleich kommt Wurf %d. Mit „Rückgängig“ (Rücktaste) nimmst du deine Zahl zurück.",
		}
	})
	add("fr", func() map[string]string {
		return map[string]string{
			"round.status.solo.roll":    "C’est inscrit. Place au lancer %d.",
			"round.status.autoroll":     "Le lancer %d arrive dans un instant. « Annuler » reprend votre nombre.",
			"round.status.autoroll.key": "Le lancer %d arrive dans un instant. « Annuler » (retour arrière) reprend votre nombre.",
		}
	})
	add("it", func() map[string]string {
		return map[string]string{
			"round.status.solo.roll":    "Scritto. Ora tocca al lancio %d.",
			"round.status.autoroll":     "Tra un attimo arriva il lancio %d. «Annulla» riprende il tuo numero.",
			"round.status.autoroll.key": "Tra un attimo arriva il lancio %d. «Annulla» (Backspace) riprende il tuo numero.",
		}
	})
	add("ru", func() map[string]string {
		return map[string]string{
			"round.status.solo.roll":    "Записано. Дальше бросок %d.",
			"round.status.autoroll":     "Сейчас будет бросок %d. «Отменить» вернёт ваше число.",
			"round.status.autoroll.key": "Сейчас будет бросок %d. «Отменить» (Backspace) вернёт ваше число.",
		}
	})
}
