package i18n

// The how-to-play pages: the buttons that turn them and the "2 / 4" that
// says where the reader is, for rules too long for one screen at a size
// still read.
func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"help.prev": "Previous",
			"help.next": "Next",
			"help.page": "%d / %d",
		}
	})
	add("it", func() map[string]string {
		return map[string]string{
			"help.prev": "Precedente",
			"help.next": "Successiva",
			"help.page": "%d / %d",
		}
	})
	add("de", func() map[string]string {
		return map[string]string{
			"help.prev": "Vorige",
			"help.next": "Nächste",
			"help.page": "%d / %d",
		}
	})
	add("fr", func() map[string]string {
		return map[string]string{
			"help.prev": "Précédente",
			"help.next": "Suivante",
			"help.page": "%d / %d",
		}
	})
	add("ru", func() map[string]string {
		return map[string]string{
			"help.prev": "Предыдущая",
			"help.next": "Следующая",
			"help.page": "%d / %d",
		}
	})
}
