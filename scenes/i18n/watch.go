package i18n

// Watching an online table by its code: the join step's Watch, the
// waiting room as a watcher sees it, and what the round says when it
// opens.
func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"online.watch":         "Watch",
			"online.watch.title":   "Watching table %s",
			"online.watch.waiting": "You are watching: the game starts when the host says.",
			"online.watch.toast":   "Watching table %s: you follow the game, nobody plays here.",
		}
	})
	add("it", func() map[string]string {
		return map[string]string{
			"online.watch":         "Guarda",
			"online.watch.title":   "Spettatore al tavolo %s",
			"online.watch.waiting": "Stai guardando: la partita comincia quando la avvia chi ha creato il tavolo.",
			"online.watch.toast":   "Guardi il tavolo %s: segui la partita, qui non gioca nessuno.",
		}
	})
	add("de", func() map[string]string {
		return map[string]string{
			"online.watch":         "Zuschauen",
			"online.watch.title":   "Zuschauer am Tisch %s",
			"online.watch.waiting": "Du schaust zu: Das Spiel beginnt, wenn der Gastgeber es startet.",
			"online.watch.toast":   "Du schaust Tisch %s zu: Du verfolgst das Spiel, hier spielt niemand.",
		}
	})
	add("fr", func() map[string]string {
		return map[string]string{
			"online.watch":         "Regarder",
			"online.watch.title":   "Spectateur à la table %s",
			"online.watch.waiting": "Vous regardez : la partie commence quand l’hôte la lance.",
			"online.watch.toast":   "Vous regardez la table %s : vous suivez la partie, personne ne joue ici.",
		}
	})
	add("ru", func() map[string]string {
		return map[string]string{
			"online.watch":         "Смотреть",
			"online.watch.title":   "Зритель за столом %s",
			"online.watch.waiting": "Вы зритель: игра начнётся, когда её запустит хозяин стола.",
			"online.watch.toast":   "Вы смотрите стол %s: вы следите за игрой, здесь никто не играет.",
		}
	})
}
