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

			"game.knister":       "Knister",
			"game.knister.blurb": "Dice bingo: 25 rolls, one 5×5 card. Build pairs, full houses and straights in every row, column and diagonal.",
			"game.kakuro":        "Kakuro",
			"game.kakuro.blurb":  "Race to spot a row of tiles that adds up to the sum.",
			"game.kakuzu":        "Kakuzu",
			"game.kakuzu.blurb":  "Sudoku memory: lift the stones, keep the ones you guess.",

			"setup.title":       "New game of %s",
			"setup.player":      "Player %d",
			"setup.add":         "+ Add a seat",
			"setup.hints":       "Hints: %s",
			"setup.hints.agree": "Hints show for everyone, so all players must agree.",
			"setup.back":        "Back",
			"setup.start":       "Start",
			"seat.human":        "Person",
			"seat.bot.easy":     "Bot · easy",
			"seat.bot.normal":   "Bot · normal",
			"seat.bot.hard":     "Bot · hard",

			"round.score":           "Score: %d",
			"round.roll":            "Roll",
			"round.finish":          "See the scores",
			"round.passto":          "Pass to %s",
			"round.undo":            "Undo",
			"round.menu":            "Menu",
			"round.hint":            "Hint: %s",
			"round.status.rolling":  "Rolling… (roll %d of 25)",
			"round.status.place":    "Write the %d on your card (roll %d of 25)",
			"round.status.bots":     "The bots are writing…",
			"round.status.roll":     "Everyone has written. Roll %d comes next.",
			"round.status.next":     "%s writes next.",
			"round.status.finished": "The card is full!",
			"round.solo.goal":       "Solo goals: over 50 is good, over 80 super, over 100 spectacular.",

			"pass.title": "Pass the device to %s",
			"pass.body":  "The previous card stays hidden until you are ready.",
			"pass.ready": "I'm ready",

			"scoring.title":      "Final scores",
			"scoring.winner":     "%s wins with a score of %d!",
			"scoring.shared":     "Shared win: %s, with a score of %d!",
			"scoring.solo":       "Score %d: %s",
			"scoring.total":      "Total",
			"scoring.again":      "Play again",
			"scoring.menu":       "Menu",
			"rating.keep":        "keep practising!",
			"rating.good":        "good!",
			"rating.super":       "super!",
			"rating.spectacular": "spectacular!",

			"combo.none":               "Nothing",
			"combo.pair":               "Pair",
			"combo.two-pairs":          "Two pairs",
			"combo.three-of-a-kind":    "Three of a kind",
			"combo.full-house":         "Full house",
			"combo.four-of-a-kind":     "Four of a kind",
			"combo.five-of-a-kind":     "Five of a kind",
			"combo.straight-with-7":    "Straight with 7",
			"combo.straight-without-7": "Straight without 7",

			"line.row":       "Row %d",
			"line.col":       "Column %d",
			"line.diag.down": "Diagonal \\",
			"line.diag.up":   "Diagonal /",

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
			"settings.autoroll":   "Roll automatically: %s",
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

			"error.knister.cell-taken":      "That square is already written in.",
			"error.knister.already-placed":  "You have already written this roll's number.",
			"error.knister.game-over":       "The game is over.",
			"error.knister.nothing-to-undo": "There is nothing to undo for this roll.",
			"error.knister.roll-too-early":  "Not everyone has written this number yet.",

			"help.knister": "Knister is dice bingo. Two dice are rolled 25 times. After each roll, every player writes the sum of the two dice (2 to 12) into any empty square of their own 5×5 card. Once a number is written it stays, so think ahead.\n" +
				"When the card is full, each of its 12 lines scores the combination it holds, as in the table: the 5 rows, the 5 columns and the 2 diagonals, which count double. A straight is five consecutive numbers in any order.\n" +
				"Remember that 7 comes up most often and 2 or 12 rarely. The highest total wins; alone, try to beat 50, 80 or even 100.\n" +
				"Drag the number onto a square, or tap a square, or use the arrow keys and Enter. Undo takes your number back until the next roll. Esc pauses the game.",
		}
	})
}
