package i18n

// Messages of the Stats screen (scenes/stats) and of the notices about the
// statistics. Counts follow a label ("Games played" … 12), so no noun has
// to agree with a number (where one must, see Translator.N), and the date
// stays YYYY-MM-DD, which reads the same in every language.
func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"stats.title":             "Statistics",
			"stats.back":              "Back",
			"stats.played":            "Games played",
			"stats.won":               "Games won",
			"stats.best":              "Best solo score",
			"stats.best.date":         "Set on",
			"stats.best.seed":         "Seed",
			"stats.none":              "—",
			"stats.empty":             "No games yet",
			"stats.newbest":           "New personal best: %d!",
			"stats.newbest.setting":   "New personal best for these settings: %d!",
			"stats.yourbest":          "Your best: %d (%s)",
			"stats.yourbest.setting":  "Your best with these settings: %d (%s)",
			"notice.stats.corrupt":    "Your statistics were damaged, so they start afresh. The old copy was kept.",
			"notice.stats.unreadable": "Your statistics could not be read (%s).",
			"notice.stats.unsaved":    "Your statistics could not be saved: %s",
		}
	})
	add("it", func() map[string]string {
		return map[string]string{
			"stats.title":             "Statistiche",
			"stats.back":              "Indietro",
			"stats.played":            "Partite giocate",
			"stats.won":               "Partite vinte",
			"stats.best":              "Record in solitario",
			"stats.best.date":         "Ottenuto il",
			"stats.best.seed":         "Seme",
			"stats.none":              "—",
			"stats.empty":             "Ancora nessuna partita",
			"stats.newbest":           "Nuovo record personale: %d!",
			"stats.newbest.setting":   "Nuovo record personale con queste impostazioni: %d!",
			"stats.yourbest":          "Il tuo record: %d (%s)",
			"stats.yourbest.setting":  "Il tuo record con queste impostazioni: %d (%s)",
			"notice.stats.corrupt":    "Le statistiche erano danneggiate, quindi ripartono da zero. La vecchia copia è stata conservata.",
			"notice.stats.unreadable": "Non è stato possibile leggere le statistiche (%s).",
			"notice.stats.unsaved":    "Non è stato possibile salvare le statistiche: %s",
		}
	})
	add("de", func() map[string]string {
		return map[string]string{
			"stats.title":             "Statistik",
			"stats.back":              "Zurück",
			"stats.played":            "Gespielte Partien",
			"stats.won":               "Gewonnene Partien",
			"stats.best":              "Solo-Rekord",
			"stats.best.date":         "Erzielt am",
			"stats.best.seed":         "Startwert",
			"stats.none":              "—",
			"stats.empty":             "Noch keine Partie",
			"stats.newbest":           "Neuer persönlicher Rekord: %d!",
			"stats.newbest.setting":   "Neuer persönlicher Rekord mit diesen Einstellungen: %d!",
			"stats.yourbest":          "Dein Rekord: %d (%s)",
			"stats.yourbest.setting":  "Dein Rekord mit diesen Einstellungen: %d (%s)",
			"notice.stats.corrupt":    "Deine Statistik war beschädigt und beginnt von vorn. Die alte Kopie wurde aufbewahrt.",
			"notice.stats.unreadable": "Deine Statistik konnte nicht gelesen werden (%s).",
			"notice.stats.unsaved":    "Deine Statistik konnte nicht gespeichert werden: %s",
		}
	})
	add("fr", func() map[string]string {
		return map[string]string{
			"stats.title":             "Statistiques",
			"stats.back":              "Retour",
			"stats.played":            "Parties jouées",
			"stats.won":               "Parties gagnées",
			"stats.best":              "Record en solo",
			"stats.best.date":         "Obtenu le",
			"stats.best.seed":         "Graine",
			"stats.none":              "—",
			"stats.empty":             "Aucune partie pour l'instant",
			"stats.newbest":           "Nouveau record personnel : %d !",
			"stats.newbest.setting":   "Nouveau record personnel avec ces réglages : %d !",
			"stats.yourbest":          "Votre record : %d (%s)",
			"stats.yourbest.setting":  "Votre record avec ces réglages : %d (%s)",
			"notice.stats.corrupt":    "Vos statistiques étaient endommagées, elles repartent de zéro. L'ancienne copie a été conservée.",
			"notice.stats.unreadable": "Vos statistiques n'ont pas pu être lues (%s).",
			"notice.stats.unsaved":    "Vos statistiques n'ont pas pu être enregistrées : %s",
		}
	})
	add("ru", func() map[string]string {
		return map[string]string{
			"stats.title":             "Статистика",
			"stats.back":              "Назад",
			"stats.played":            "Сыграно партий",
			"stats.won":               "Выиграно партий",
			"stats.best":              "Рекорд в одиночной игре",
			"stats.best.date":         "Дата",
			"stats.best.seed":         "Сид",
			"stats.none":              "—",
			"stats.empty":             "Партий пока нет",
			"stats.newbest":           "Новый личный рекорд: %d!",
			"stats.newbest.setting":   "Новый личный рекорд с этими настройками: %d!",
			"stats.yourbest":          "Ваш рекорд: %d (%s)",
			"stats.yourbest.setting":  "Ваш рекорд с этими настройками: %d (%s)",
			"notice.stats.corrupt":    "Статистика была повреждена и начинается заново. Старая копия сохранена.",
			"notice.stats.unreadable": "Не удалось прочитать статистику (%s).",
			"notice.stats.unsaved":    "Не удалось сохранить статистику: %s",
		}
	})
}
