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

			"game.knister":       "Knister",
			"game.knister.blurb": "Bingo de dés : 25 lancers, une grille 5×5. Formez des paires, des fulls et des suites sur chaque ligne, colonne et diagonale.",
			"game.kakuro":        "Kakuro",
			"game.kakuro.blurb":  "Soyez le premier à repérer une rangée de tuiles qui fait la somme.",
			"game.kakuzu":        "Kakuzu",
			"game.kakuzu.blurb":  "Un memory façon sudoku : déduisez le chiffre sous chaque pierre et gagnez-la.",

			"setup.title":          "Nouvelle partie de %s",
			"setup.player":         "Joueur %d",
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

			"round.score":           "Score : %d",
			"round.roll":            "Lancer",
			"round.finish":          "Voir les scores",
			"round.passto":          "Passer à %s",
			"round.undo":            "Annuler",
			"round.menu":            "Menu",
			"round.hint":            "Aides : %s",
			"round.status.rolling":  "Lancer des dés… (lancer %d sur 25)",
			"round.status.place":    "Inscrivez le %d sur votre grille (lancer %d sur 25)",
			"round.status.bots":     "Les bots inscrivent leur nombre…",
			"round.status.roll":     "Tout le monde a inscrit son nombre. Place au lancer %d.",
			"round.status.next":     "À %s d'inscrire son nombre.",
			"round.status.finished": "La grille est pleine !",
			"round.solo.goal":       "Objectifs en solo : plus de 50, c'est bien ; plus de 80, super ; plus de 100, spectaculaire.",

			"pass.title": "Passez l'appareil à %s",
			"pass.body":  "La grille précédente reste cachée en attendant votre signal.",
			"pass.ready": "C'est parti",

			"scoring.title":      "Scores finaux",
			"scoring.winner":     "Victoire de %s ! Score : %d",
			"scoring.shared":     "Victoire partagée : %s ! Score : %d",
			"scoring.solo":       "Score : %d — %s",
			"scoring.total":      "Total",
			"scoring.again":      "Rejouer",
			"scoring.menu":       "Menu",
			"rating.keep":        "continuez à vous entraîner !",
			"rating.good":        "bien !",
			"rating.super":       "super !",
			"rating.spectacular": "spectaculaire !",

			"combo.none":               "Rien",
			"combo.pair":               "Paire",
			"combo.two-pairs":          "Double paire",
			"combo.three-of-a-kind":    "Brelan",
			"combo.full-house":         "Full",
			"combo.four-of-a-kind":     "Carré",
			"combo.five-of-a-kind":     "Yam's",
			"combo.straight-with-7":    "Suite avec 7",
			"combo.straight-without-7": "Suite sans 7",

			"line.row":       "Ligne %d",
			"line.col":       "Colonne %d",
			"line.diag.down": "Diagonale \\",
			"line.diag.up":   "Diagonale /",

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
			"settings.autoroll":   "Lancer automatique : %s",
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

			"error.knister.cell-taken":      "Cette case est déjà remplie.",
			"error.knister.already-placed":  "Vous avez déjà inscrit le nombre de ce lancer.",
			"error.knister.game-over":       "La partie est terminée.",
			"error.knister.nothing-to-undo": "Rien à annuler pour ce lancer.",
			"error.knister.roll-too-early":  "Tout le monde n'a pas encore inscrit ce nombre.",

			"help.knister": "Knister est un bingo de dés. On lance deux dés 25 fois. Après chaque lancer, chaque joueur inscrit la somme des deux dés (de 2 à 12) dans la case vide de son choix sur sa propre grille 5×5. Un nombre inscrit ne bouge plus : réfléchissez à l'avance.\n" +
				"Quand la grille est pleine, chacun des 12 alignements rapporte sa combinaison, comme dans le tableau : les 5 lignes, les 5 colonnes et les 2 diagonales, qui comptent double. Une suite, ce sont cinq nombres consécutifs dans n'importe quel ordre.\n" +
				"Rappelez-vous : le 7 sort le plus souvent, le 2 et le 12 rarement. Le plus gros total l'emporte ; en solo, essayez de dépasser 50, 80, voire 100.\n" +
				"Faites glisser le nombre sur une case, touchez une case ou utilisez les flèches et Entrée. « Annuler » reprend votre nombre jusqu'au lancer suivant. Échap met la partie en pause.",
		}
	})
}
