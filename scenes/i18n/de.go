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

			"game.knister":       "Knister",
			"game.knister.blurb": "Würfel-Bingo: 25 Würfe, ein 5×5-Zettel. Bilde Paare, Full Houses und Straßen in jeder Zeile, Spalte und Diagonale.",
			"game.kakuro":        "Kakuro",
			"game.kakuro.blurb":  "Wer findet zuerst eine Reihe Plättchen, die genau die Summe ergibt?",
			"game.kakuzu":        "Kakuzu",
			"game.kakuzu.blurb":  "Sudoku-Memo: Erschließe die Ziffer unter jedem Stein und gewinne ihn.",

			"setup.title":          "Neues Spiel: %s",
			"setup.player":         "Spieler %d",
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

			"round.score":           "Punkte: %d",
			"round.roll":            "Würfeln",
			"round.finish":          "Zur Wertung",
			"round.passto":          "Weiter an %s",
			"round.undo":            "Rückgängig",
			"round.menu":            "Menü",
			"round.hint":            "Tipps: %s",
			"round.status.rolling":  "Es wird gewürfelt… (Wurf %d von 25)",
			"round.status.place":    "Trag die %d auf deinem Zettel ein (Wurf %d von 25)",
			"round.status.bots":     "Die Bots tragen ein…",
			"round.status.roll":     "Alle haben eingetragen. Als Nächstes kommt Wurf %d.",
			"round.status.next":     "Jetzt trägt %s ein.",
			"round.status.finished": "Der Zettel ist voll!",
			"round.solo.goal":       "Solo-Ziele: über 50 ist gut, über 80 super, über 100 spektakulär.",

			"pass.title": "Gib das Gerät an %s weiter",
			"pass.body":  "Der vorige Zettel bleibt verdeckt, bis du bereit bist.",
			"pass.ready": "Ich bin bereit",

			"scoring.title":      "Endwertung",
			"scoring.winner":     "%s gewinnt! Punkte: %d",
			"scoring.shared":     "Geteilter Sieg: %s! Punkte: %d",
			"scoring.solo":       "Punkte: %d — %s",
			"scoring.total":      "Gesamt",
			"scoring.again":      "Noch einmal",
			"scoring.menu":       "Menü",
			"rating.keep":        "weiter üben!",
			"rating.good":        "gut!",
			"rating.super":       "super!",
			"rating.spectacular": "spektakulär!",

			"combo.none":               "Nichts",
			"combo.pair":               "Paar",
			"combo.two-pairs":          "Zwei Paare",
			"combo.three-of-a-kind":    "Drilling",
			"combo.full-house":         "Full House",
			"combo.four-of-a-kind":     "Vierling",
			"combo.five-of-a-kind":     "Fünfling",
			"combo.straight-with-7":    "Straße mit 7",
			"combo.straight-without-7": "Straße ohne 7",

			"line.row":       "Zeile %d",
			"line.col":       "Spalte %d",
			"line.diag.down": "Diagonale \\",
			"line.diag.up":   "Diagonale /",

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
			"settings.autoroll":   "Automatisch würfeln: %s",
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

			"error.knister.cell-taken":      "In diesem Feld steht schon eine Zahl.",
			"error.knister.already-placed":  "Du hast die Zahl dieses Wurfs schon eingetragen.",
			"error.knister.game-over":       "Das Spiel ist vorbei.",
			"error.knister.nothing-to-undo": "Bei diesem Wurf gibt es nichts zurückzunehmen.",
			"error.knister.roll-too-early":  "Noch haben nicht alle diese Zahl eingetragen.",

			"help.knister": "Knister ist Würfel-Bingo. Zwei Würfel werden 25-mal geworfen. Nach jedem Wurf trägt jeder die Summe der beiden Würfel (2 bis 12) in ein beliebiges freies Feld seines eigenen 5×5-Zettels ein. Was eingetragen ist, bleibt stehen – also vorausdenken!\n" +
				"Ist der Zettel voll, bringt jede der 12 Linien die Punkte ihrer Kombination, wie in der Tabelle: die 5 Zeilen, die 5 Spalten und die 2 Diagonalen, die doppelt zählen. Eine Straße sind fünf aufeinanderfolgende Zahlen in beliebiger Reihenfolge.\n" +
				"Denk daran: Die 7 fällt am häufigsten, die 2 und die 12 nur selten. Die höchste Summe gewinnt; allein versuchst du, 50, 80 oder sogar 100 Punkte zu übertreffen.\n" +
				"Zieh die Zahl auf ein Feld, tippe ein Feld an oder nimm die Pfeiltasten und Enter. „Rückgängig“ nimmt deine Zahl bis zum nächsten Wurf zurück. Esc pausiert das Spiel.",
		}
	})
}
