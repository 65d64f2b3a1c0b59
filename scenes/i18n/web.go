package i18n

// The browser's loading page (wasm/index.html), shown before the game
// runs: wasm/serve puts these into the page. web.loading.of takes the
// megabytes received and the total, already formatted with web.mb.
func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"web.loading":          "Loading…",
			"web.loading.of":       "Loading… %[1]s of %[2]s",
			"web.mb":               "%s MB",
			"web.starting":         "Starting…",
			"web.fail.title":       "Cifra could not start.",
			"web.fail.nowasm":      "This browser cannot run WebAssembly, which Cifra needs. Please use a current Firefox, Chrome, Edge or Safari.",
			"web.fail.download":    "The game could not be downloaded. Check the connection and try again.",
			"web.fail.compile":     "The game was downloaded but your browser could not load it (WebAssembly failed).",
			"web.fail.flags":       "The link's settings were not understood: %s (the console says why).",
			"web.fail.exit":        "The game stopped unexpectedly (exit code %s). Reload the page to start again.",
			"web.fail.crash":       "The game stopped with an error. Reload the page to start again.",
			"web.retry":            "Try again",
			"web.fullscreen":       "Fullscreen",
			"web.fullscreen.leave": "Leave fullscreen",
		}
	})
	add("it", func() map[string]string {
		return map[string]string{
			"web.loading":          "Caricamento…",
			"web.loading.of":       "Caricamento… %[1]s di %[2]s",
			"web.mb":               "%s MB",
			"web.starting":         "Avvio…",
			"web.fail.title":       "Cifra non è riuscito ad avviarsi.",
			"web.fail.nowasm":      "Questo browser non esegue WebAssembly, che serve a Cifra. Usa una versione recente di Firefox, Chrome, Edge o Safari.",
			"web.fail.download":    "Non è stato possibile scaricare il gioco. Controlla la connessione e riprova.",
			"web.fail.compile":     "Il gioco è stato scaricato, ma il browser non riesce a caricarlo (WebAssembly non è riuscito).",
			"web.fail.flags":       "Le impostazioni del link non sono state capite: %s (la console spiega perché).",
			"web.fail.exit":        "Il gioco si è fermato inaspettatamente (codice di uscita %s). Ricarica la pagina per ricominciare.",
			"web.fail.crash":       "Il gioco si è fermato con un errore. Ricarica la pagina per ricominciare.",
			"web.retry":            "Riprova",
			"web.fullscreen":       "Schermo intero",
			"web.fullscreen.leave": "Esci dallo schermo intero",
		}
	})
	add("de", func() map[string]string {
		return map[string]string{
			"web.loading":          "Wird geladen…",
			"web.loading.of":       "Wird geladen… %[1]s von %[2]s",
			"web.mb":               "%s MB",
			"web.starting":         "Wird gestartet…",
			"web.fail.title":       "Cifra konnte nicht starten.",
			"web.fail.nowasm":      "Dieser Browser kann kein WebAssembly ausführen, das Cifra braucht. Bitte nimm einen aktuellen Firefox, Chrome, Edge oder Safari.",
			"web.fail.download":    "Das Spiel konnte nicht heruntergeladen werden. Prüfe die Verbindung und versuche es noch einmal.",
			"web.fail.compile":     "Das Spiel wurde heruntergeladen, aber dein Browser kann es nicht laden (WebAssembly ist fehlgeschlagen).",
			"web.fail.flags":       "Die Einstellungen im Link wurden nicht verstanden: %s (die Konsole sagt, warum).",
			"web.fail.exit":        "Das Spiel wurde unerwartet beendet (Exit-Code %s). Lade die Seite neu, um neu zu beginnen.",
			"web.fail.crash":       "Das Spiel wurde mit einem Fehler beendet. Lade die Seite neu, um neu zu beginnen.",
			"web.retry":            "Noch einmal versuchen",
			"web.fullscreen":       "Vollbild",
			"web.fullscreen.leave": "Vollbild verlassen",
		}
	})
	add("fr", func() map[string]string {
		return map[string]string{
			"web.loading":          "Chargement…",
			"web.loading.of":       "Chargement… %[1]s sur %[2]s",
			"web.mb":               "%s Mo",
			"web.starting":         "Démarrage…",
			"web.fail.title":       "Cifra n’a pas pu démarrer.",
			"web.fail.nowasm":      "Ce navigateur ne sait pas exécuter WebAssembly, dont Cifra a besoin. Utilisez un Firefox, Chrome, Edge ou Safari récent.",
			"web.fail.download":    "Le jeu n’a pas pu être téléchargé. Vérifiez la connexion et réessayez.",
			"web.fail.compile":     "Le jeu a été téléchargé, mais votre navigateur ne peut pas le charger (échec de WebAssembly).",
			"web.fail.flags":       "Les réglages du lien n’ont pas été compris : %s (la console dit pourquoi).",
			"web.fail.exit":        "Le jeu s’est arrêté de façon inattendue (code de sortie %s). Rechargez la page pour recommencer.",
			"web.fail.crash":       "Le jeu s’est arrêté sur une erreur. Rechargez la page pour recommencer.",
			"web.retry":            "Réessayer",
			"web.fullscreen":       "Plein écran",
			"web.fullscreen.leave": "Quitter le plein écran",
		}
	})
	add("ru", func() map[string]string {
		return map[string]string{
			"web.loading":          "Загрузка…",
			"web.loading.of":       "Загрузка… %[1]s из %[2]s",
			"web.mb":               "%s МБ",
			"web.starting":         "Запуск…",
			"web.fail.title":       "Cifra не удалось запустить.",
			"web.fail.nowasm":      "Этот браузер не умеет выполнять WebAssembly, а он нужен Cifra. Откройте игру в свежем Firefox, Chrome, Edge или Safari.",
			"web.fail.download":    "Не удалось скачать игру. Проверьте подключение и попробуйте ещё раз.",
			"web.fail.compile":     "Игра скачана, но браузер не может её загрузить (ошибка WebAssembly).",
			"web.fail.flags":       "Настройки в ссылке непонятны: %s (причина — в консоли).",
			"web.fail.exit":        "Игра неожиданно остановилась (код выхода %s). Перезагрузите страницу, чтобы начать снова.",
			"web.fail.crash":       "Игра остановилась с ошибкой. Перезагрузите страницу, чтобы начать снова.",
			"web.retry":            "Попробовать снова",
			"web.fullscreen":       "Во весь экран",
			"web.fullscreen.leave": "Выйти из полноэкранного режима",
		}
	})
}
