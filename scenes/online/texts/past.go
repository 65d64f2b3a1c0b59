package texts

import "cifra/scenes/i18n"

// The Play online screen's past games (scenes/online's past.go).
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"online.past":       "Past games",
			"online.past.hint":  "Your finished games, the newest first: open one to see how it ended.",
			"online.past.newer": "Newer",
			"online.past.older": "Older",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"online.past":       "Partite passate",
			"online.past.hint":  "Le tue partite finite, le più recenti prima: aprine una per vedere com’è finita.",
			"online.past.newer": "Più recenti",
			"online.past.older": "Meno recenti",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"online.past":       "Frühere Spiele",
			"online.past.hint":  "Deine beendeten Spiele, die neuesten zuerst: Öffne eines, um zu sehen, wie es ausging.",
			"online.past.newer": "Neuere",
			"online.past.older": "Ältere",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"online.past":       "Parties passées",
			"online.past.hint":  "Vos parties terminées, les plus récentes d’abord : ouvrez-en une pour voir comment elle a fini.",
			"online.past.newer": "Plus récentes",
			"online.past.older": "Plus anciennes",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"online.past":       "Прошлые игры",
			"online.past.hint":  "Ваши законченные игры, сначала новые: откройте любую, чтобы увидеть, чем она кончилась.",
			"online.past.newer": "Новее",
			"online.past.older": "Старше",
		}
	})
}
