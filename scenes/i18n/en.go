package i18n

func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"lang.name": "English",
			"on":        "on",
			"off":       "off",

			"menu.tagline":  "Number games for the table",
			"menu.settings": "Settings",
			"menu.help":     "How to play",
			"menu.quit":     "Quit",
			"menu.soon":     "Coming soon.",

			"setup.title":          "New game of %s",
			"setup.player":         "Player %d",
			"setup.page":           "Page %d of %d",
			"setup.add":            "+ Add a seat",
			"setup.hints":          "Hints: %s",
			"setup.hints.agree":    "Hints show for everyone, so all players must agree.",
			"setup.back":           "Back",
			"setup.start":          "Start",
			"setup.replace.title":  "%s in progress: %s",
			"setup.replace.body":   "A new game replaces the saved one.",
			"setup.replace.new":    "New game",
			"setup.replace.resume": "Resume it",
			"setup.replace.cancel": "Back",
			"seat.human":           "Person",
			"seat.bot.easy":        "Bot · easy",
			"seat.bot.normal":      "Bot · normal",
			"seat.bot.hard":        "Bot · hard",

			"round.undo": "Undo",
			"round.menu": "Menu",

			"scoring.title":   "Final scores",
			"scoring.winner":  "%s wins with a score of %d!",
			"scoring.shared":  "Shared win: %s, with a score of %d!",
			"scoring.none":    "Nobody scored: no winner this time.",
			"scoring.again":   "Play again",
			"scoring.rematch": "Rematch",
			"scoring.menu":    "Menu",

			"overlay.title.pause":    "Paused",
			"overlay.title.settings": "Settings",
			"overlay.title.help":     "How to play",
			"overlay.resume":         "Resume",
			"overlay.help":           "How to play",
			"overlay.settings":       "Settings",
			"overlay.leave":          "Leave the game",
			"overlay.back":           "Back",

			"settings.language":   "Language: %s",
			"settings.sound":      "Sound: %s",
			"settings.colorblind": "Colour-blind palette: %s",
			"settings.fullscreen": "Fullscreen: %s",

			"notice.settings.corrupt":    "Your saved settings could not be read, so the defaults are used. The old copy was kept.",
			"notice.settings.unreadable": "Your settings could not be read (%s). The defaults are used.",
			"notice.settings.unsaved":    "Your settings could not be saved: %s",
			"notice.table.unsaved":       "The seats could not be remembered: %s",
			"menu.resume":                "Resume %s · %s",
			"menu.resume.seats":          "At the table: %s",
			"seat.bot.name":              "Bot %d",
			"notice.game.corrupt":        "The saved game was damaged and cannot be resumed. It was kept aside, not deleted.",
			"notice.game.unreadable":     "The saved game could not be read (%s).",
			"notice.game.unsaved":        "The game could not be saved: %s",
			"notice.game.unremoved":      "The finished game could not be cleared from the saves: %s",
		}
	})
}
