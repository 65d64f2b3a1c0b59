package i18n

// Messages of the Stats screen (scenes/stats) and of the notices about the
// statistics. As in the language catalogs, counts follow a label ("Games
// played" … 12) so no noun has to agree with a number, and the date stays
// YYYY-MM-DD, which reads the same in every language.
func init() {
	add("en", map[string]string{
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
		"notice.stats.corrupt":    "Your statistics were damaged. They were kept as %s and start afresh.",
		"notice.stats.unreadable": "Your statistics could not be read (%s).",
		"notice.stats.unsaved":    "Your statistics could not be saved: %s",
	})
	add("it", map[string]string{
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
		"notice.stats.corrupt":    "Le statistiche erano danneggiate. Sono state conservate come %s e ripartono da zero.",
		"notice.stats.unreadable": "Non è stato possibile leggere le statistiche (%s).",
		"notice.stats.unsaved":    "Non è stato possibile salvare le statistiche: %s",
	})
	add("de", map[string]string{
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
		"notice.stats.corrupt":    "Deine Statistik war beschädigt. Sie wurde als %s aufbewahrt und beginnt von vorn.",
		"notice.stats.unreadable": "Deine Statistik konnte nicht gelesen werden (%s).",
		"notice.stats.unsaved":    "Deine Statistik konnte nicht gespeichert werden: %s",
	})
	add("fr", map[string]string{
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
		"notice.stats.corrupt":    "Vos statistiques étaient endommagées. Elles ont été conservées sous %s et repartent de zéro.",
		"notice.stats.unreadable": "Vos statistiques n'ont pas pu être lues (%s).",
		"notice.stats.unsaved":    "Vos statistiques n'ont pas pu être enregistrées : %s",
	})
	add("ru", map[string]string{
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
		"notice.stats.corrupt":    "Статистика была повреждена. Она сохранена как %s и начинается заново.",
		"notice.stats.unreadable": "Не удалось прочитать статистику (%s).",
		"notice.stats.unsaved":    "Не удалось сохранить статистику: %s",
	})
}
