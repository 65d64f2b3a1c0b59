package i18n

// Leaving an online table from the pause panel (scenes/overlay/leave.go):
// back to the menu with the seat kept, or for good after asking.
func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"overlay.leave.keep":    "Menu: your seat is kept",
			"overlay.leave.forgood": "Leave the table for good",
			"overlay.leave.ask":     "Leave for good?",
			"overlay.leave.yes":     "Leave: give up my seat",
			"overlay.leave.no":      "Stay at the table",
		}
	})
	add("it", func() map[string]string {
		return map[string]string{
			"overlay.leave.keep":    "Menu: il tuo posto resta tuo",
			"overlay.leave.forgood": "Lascia il tavolo per sempre",
			"overlay.leave.ask":     "Lasciare per sempre?",
			"overlay.leave.yes":     "Lascia: cedi il posto",
			"overlay.leave.no":      "Resta al tavolo",
		}
	})
	add("de", func() map[string]string {
		return map[string]string{
			"overlay.leave.keep":    "Menü: dein Platz bleibt",
			"overlay.leave.forgood": "Tisch endgültig verlassen",
			"overlay.leave.ask":     "Endgültig gehen?",
			"overlay.leave.yes":     "Gehen: Platz aufgeben",
			"overlay.leave.no":      "Am Tisch bleiben",
		}
	})
	add("fr", func() map[string]string {
		return map[string]string{
			"overlay.leave.keep":    "Menu : votre place est gardée",
			"overlay.leave.forgood": "Quitter la table pour de bon",
			"overlay.leave.ask":     "Partir pour de bon ?",
			"overlay.leave.yes":     "Partir : céder ma place",
			"overlay.leave.no":      "Rester à la table",
		}
	})
	add("ru", func() map[string]string {
		return map[string]string{
			"overlay.leave.keep":    "В меню: место за вами",
			"overlay.leave.forgood": "Уйти из-за стола насовсем",
			"overlay.leave.ask":     "Уйти насовсем?",
			"overlay.leave.yes":     "Уйти: отдать место",
			"overlay.leave.no":      "Остаться за столом",
		}
	})
}
