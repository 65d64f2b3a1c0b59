package i18n

// French catalog. Scores are phrased as "Score : %d" because French puts 0
// and 1 in the singular ("1 point"), which a plural noun after %d would get
// wrong. Players are addressed with "vous", as French rule books do. The
// space before ":", "!" and "?" is a plain space: sprites.Wrap splits on
// every Unicode space, so a no-break space would not hold anyway.
func init() {
	add("fr", func() map[string]string {
		return map[string]string{
			"lang.name": "Français",
			"on":        "oui",
			"off":       "non",

			"menu.tagline":  "Jeux de chiffres autour de la table",
			"menu.settings": "Paramètres",
			"menu.help":     "Comment jouer",
			"menu.quit":     "Quitter",
			"menu.soon":     "Bientôt disponible.",

			"setup.title":          "Nouvelle partie de %s",
			"setup.player":         "Joueur %d",
			"setup.page":           "Page %d sur %d",
			"setup.add":            "+ Ajouter un joueur",
			"setup.hints":          "Aides : %s",
			"setup.hints.agree":    "Les aides valent pour tous : tout le monde doit être d'accord.",
			"setup.back":           "Retour",
			"setup.start":          "Commencer",
			"setup.replace.title":  "%s en cours : %s",
			"setup.replace.body":   "Une nouvelle partie remplace celle qui est enregistrée.",
			"setup.replace.new":    "Nouvelle partie",
			"setup.replace.resume": "La reprendre",
			"setup.replace.cancel": "Retour",
			"seat.human":           "Humain",
			"seat.bot.easy":        "Bot · facile",
			"seat.bot.normal":      "Bot · normal",
			"seat.bot.hard":        "Bot · difficile",

			"round.undo": "Annuler",
			"round.menu": "Menu",

			"scoring.title":   "Scores finaux",
			"scoring.winner":  "Victoire de %s ! Score : %d",
			"scoring.shared":  "Victoire partagée : %s ! Score : %d",
			"scoring.none":    "Personne n’a marqué : pas de vainqueur cette fois.",
			"scoring.again":   "Rejouer",
			"scoring.rematch": "Revanche",
			"scoring.menu":    "Menu",

			"overlay.title.pause":    "Pause",
			"overlay.title.settings": "Paramètres",
			"overlay.title.help":     "Comment jouer",
			"overlay.resume":         "Reprendre",
			"overlay.help":           "Comment jouer",
			"overlay.settings":       "Paramètres",
			"overlay.leave":          "Quitter la partie",
			"overlay.back":           "Retour",

			"settings.language":   "Langue : %s",
			"settings.sound":      "Son : %s",
			"settings.colorblind": "Couleurs pour daltoniens : %s",
			"settings.fullscreen": "Plein écran : %s",

			"notice.settings.corrupt":    "Vos paramètres enregistrés n'ont pas pu être lus ; les valeurs par défaut sont utilisées. L'ancienne copie a été conservée.",
			"notice.settings.unreadable": "Impossible de lire vos paramètres (%s). Les valeurs par défaut sont utilisées.",
			"notice.settings.unsaved":    "Impossible d'enregistrer vos paramètres : %s",
			"notice.table.unsaved":       "Impossible de mémoriser les places à table : %s",
			"menu.resume":                "Reprendre %s · %s",
			"menu.resume.seats":          "À la table : %s",
			"seat.bot.name":              "Bot %d",
			"notice.game.corrupt":        "La partie sauvegardée était endommagée et ne peut pas être reprise. Elle a été mise de côté, pas effacée.",
			"notice.game.unreadable":     "La partie sauvegardée n'a pas pu être lue (%s).",
			"notice.game.unsaved":        "La partie n'a pas pu être sauvegardée : %s",
			"notice.game.unremoved":      "La partie terminée n'a pas pu être retirée des sauvegardes : %s",
		}
	})
}
