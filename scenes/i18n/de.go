package i18n

// German catalog. Scores are phrased as "Punkte: %d" so a score of 1 never
// reads "1 Punkte". The player is addressed with "du", as German game
// leaflets usually do.
func init() {
	add("de", func() map[string]string {
		return map[string]string{
			"lang.name": "Deutsch",
			"on":        "an",
			"off":       "aus",

			"menu.tagline":  "Zahlenspiele für den Spieltisch",
			"menu.settings": "Einstellungen",
			"menu.help":     "Spielregeln",
			"menu.quit":     "Beenden",
			"menu.soon":     "Demnächst.",

			"setup.title":          "Neues Spiel: %s",
			"setup.player":         "Spieler %d",
			"setup.page":           "Seite %d von %d",
			"setup.add":            "+ Spieler hinzufügen",
			"setup.hints":          "Tipps: %s",
			"setup.hints.agree":    "Tipps gelten für alle: Alle müssen einverstanden sein.",
			"setup.back":           "Zurück",
			"setup.start":          "Los geht's",
			"setup.replace.title":  "%s läuft noch: %s",
			"setup.replace.body":   "Eine neue Partie ersetzt die gespeicherte.",
			"setup.replace.new":    "Neue Partie",
			"setup.replace.resume": "Fortsetzen",
			"setup.replace.cancel": "Zurück",
			"seat.human":           "Mensch",
			"seat.bot.easy":        "Bot · leicht",
			"seat.bot.normal":      "Bot · normal",
			"seat.bot.hard":        "Bot · schwer",

			"round.undo": "Rückgängig",
			"round.menu": "Menü",

			"scoring.title":   "Endwertung",
			"scoring.winner":  "%s gewinnt! Punkte: %d",
			"scoring.shared":  "Geteilter Sieg: %s! Punkte: %d",
			"scoring.none":    "Niemand hat gepunktet: diesmal kein Sieger.",
			"scoring.again":   "Noch einmal",
			"scoring.rematch": "Revanche",
			"scoring.menu":    "Menü",

			"overlay.title.pause":    "Pause",
			"overlay.title.settings": "Einstellungen",
			"overlay.title.help":     "Spielregeln",
			"overlay.resume":         "Weiterspielen",
			"overlay.help":           "Spielregeln",
			"overlay.settings":       "Einstellungen",
			"overlay.leave":          "Spiel verlassen",
			"overlay.back":           "Zurück",

			"settings.language":   "Sprache: %s",
			"settings.sound":      "Ton: %s",
			"settings.colorblind": "Farben bei Farbschwäche: %s",
			"settings.fullscreen": "Vollbild: %s",

			"notice.settings.corrupt":    "Deine gespeicherten Einstellungen konnten nicht gelesen werden; es gelten die Standardwerte. Die alte Fassung wurde aufbewahrt.",
			"notice.settings.unreadable": "Deine Einstellungen konnten nicht gelesen werden (%s). Es gelten die Standardwerte.",
			"notice.settings.unsaved":    "Deine Einstellungen konnten nicht gespeichert werden: %s",
			"notice.table.unsaved":       "Die Plätze am Tisch konnten nicht gespeichert werden: %s",
			"menu.resume":                "%s fortsetzen · %s",
			"menu.resume.seats":          "Am Tisch: %s",
			"seat.bot.name":              "Bot %d",
			"notice.game.corrupt":        "Das gespeicherte Spiel war beschädigt und kann nicht fortgesetzt werden. Es wurde beiseitegelegt, nicht gelöscht.",
			"notice.game.unreadable":     "Das gespeicherte Spiel konnte nicht gelesen werden (%s).",
			"notice.game.unsaved":        "Das Spiel konnte nicht gespeichert werden: %s",
			"notice.game.unremoved":      "Das beendete Spiel konnte nicht aus den Spielständen entfernt werden: %s",
		}
	})
}
