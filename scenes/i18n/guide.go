package i18n

// The buttons that lead a new player into a game: setup's guided first
// game (a short label where setup is narrow) and the how-to-play page's
// "Try it".
func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"setup.guide":       "Learn: guided game",
			"setup.guide.short": "Learn",
			"help.try":          "Try it",
		}
	})
	add("it", func() map[string]string {
		return map[string]string{
			"setup.guide":       "Impara: partita guidata",
			"setup.guide.short": "Impara",
			"help.try":          "Prova",
		}
	})
	add("de", func() map[string]string {
		return map[string]string{
			"setup.guide":       "Lernen: geführtes Spiel",
			"setup.guide.short": "Lernen",
			"help.try":          "Ausprobieren",
		}
	})
	add("fr", func() map[string]string {
		return map[string]string{
			"setup.guide":       "Apprendre : partie guidée",
			"setup.guide.short": "Apprendre",
			"help.try":          "Essayer",
		}
	})
	add("ru", func() map[string]string {
		return map[string]string{
			"setup.guide":       "Обучение: партия с подсказками",
			"setup.guide.short": "Обучение",
			"help.try":          "Попробовать",
		}
	})
}
