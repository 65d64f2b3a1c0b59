package i18n

// The game log's panel: its title, the pause panel's button that opens
// it, its page turners and what it says before anything happened.
func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"scoring.log":       "Log",
			"overlay.title.log": "Game log",
			"overlay.log":       "Game log",
			"log.prev":          "Earlier",
			"log.next":          "Later",
			"log.empty":         "Nothing has happened yet.",
		}
	})
	add("it", func() map[string]string {
		return map[string]string{
			"scoring.log":       "Cronaca",
			"overlay.title.log": "Cronaca",
			"overlay.log":       "Cronaca",
			"log.prev":          "Prima",
			"log.next":          "Dopo",
			"log.empty":         "Non è ancora successo niente.",
		}
	})
	add("de", func() map[string]string {
		return map[string]string{
			"scoring.log":       "Protokoll",
			"overlay.title.log": "Protokoll",
			"overlay.log":       "Protokoll",
			"log.prev":          "Früher",
			"log.next":          "Später",
			"log.empty":         "Noch ist nichts geschehen.",
		}
	})
	add("fr", func() map[string]string {
		return map[string]string{
			"scoring.log":       "Journal",
			"overlay.title.log": "Journal",
			"overlay.log":       "Journal",
			"log.prev":          "Plus tôt",
			"log.next":          "Plus tard",
			"log.empty":         "Rien ne s'est encore passé.",
		}
	})
	add("ru", func() map[string]string {
		return map[string]string{
			"scoring.log":       "Журнал",
			"overlay.title.log": "Журнал",
			"overlay.log":       "Журнал",
			"log.prev":          "Раньше",
			"log.next":          "Позже",
			"log.empty":         "Пока ничего не произошло.",
		}
	})
}
