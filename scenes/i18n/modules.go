package i18n

// The browser build's modules, one a game (scenes/games): the loading
// page's line while another game's module loads (web.loading.game takes
// the game's name), the menu's line on a saved game of a game another
// module plays (menu.resume.moves: how many moves its record holds), and
// the toast when the page cannot load that module.
func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"web.loading.game":  "Loading %s…",
			"web.fail.switch":   "This page cannot load the other game. Reload it to try again.",
			"menu.resume.moves": "moves: %d",
		}
	})
	add("it", func() map[string]string {
		return map[string]string{
			"web.loading.game":  "Caricamento di %s…",
			"web.fail.switch":   "Questa pagina non riesce a caricare l'altro gioco. Ricaricala per riprovare.",
			"menu.resume.moves": "mosse: %d",
		}
	})
	add("de", func() map[string]string {
		return map[string]string{
			"web.loading.game":  "%s wird geladen…",
			"web.fail.switch":   "Diese Seite kann das andere Spiel nicht laden. Lade sie neu, um es noch einmal zu versuchen.",
			"menu.resume.moves": "Züge: %d",
		}
	})
	add("fr", func() map[string]string {
		return map[string]string{
			"web.loading.game":  "Chargement de %s…",
			"web.fail.switch":   "Cette page ne peut pas charger l'autre jeu. Rechargez-la pour réessayer.",
			"menu.resume.moves": "coups : %d",
		}
	})
	add("ru", func() map[string]string {
		return map[string]string{
			"web.loading.game":  "Загрузка: %s…",
			"web.fail.switch":   "Страница не может загрузить другую игру. Обновите её и попробуйте снова.",
			"menu.resume.moves": "ходов: %d",
		}
	})
}
