package i18n

// The shell's messages for several games at one table: seating, gamepads,
// the words every game's options share, the statistics button, the help's
// game chooser. Each game's own options, and what its saved game shows in
// the menu, are in the game's texts package.
func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"settings.tablemode":        "Table mode: %s",
			"menu.stats":                "Statistics",
			"menu.online":               "Play online",
			"setup.seating":             "Seating: %s",
			"setup.seating.pass":        "pass the device",
			"setup.seating.around":      "around the table",
			"setup.seating.around.note": "Everyone sits around this screen, each at their own edge.",
			"setup.pad.join":            "Gamepad %d: press A to join",
			"setup.pad.seat":            "Pad %d",
			"notice.pad.joined":         "Gamepad %d plays for %s.",
			"notice.pad.lost":           "Gamepad %d was unplugged; %s plays by touch or keyboard now.",
			"notice.save.unknown":       "A saved game of %s cannot be resumed by this version. It was kept aside, not deleted.",
			"option.on":                 "on",
			"option.off":                "off",
			"option.seconds":            "%d s",
			"help.choose":               "Game: %s",
		}
	})
	add("it", func() map[string]string {
		return map[string]string{
			"settings.tablemode":        "Modalità tavolo: %s",
			"menu.stats":                "Statistiche",
			"menu.online":               "Gioca online",
			"setup.seating":             "Posti: %s",
			"setup.seating.pass":        "passarsi il dispositivo",
			"setup.seating.around":      "attorno al tavolo",
			"setup.seating.around.note": "Tutti siedono intorno a questo schermo, ognuno dal proprio lato.",
			"setup.pad.join":            "Gamepad %d: premi A per unirti",
			"setup.pad.seat":            "Pad %d",
			"notice.pad.joined":         "Il gamepad %d gioca per %s.",
			"notice.pad.lost":           "Il gamepad %d è stato scollegato; %s ora gioca con il tocco o la tastiera.",
			"notice.save.unknown":       "Una partita salvata di %s non può essere ripresa da questa versione. È stata messa da parte, non cancellata.",
			"option.on":                 "sì",
			"option.off":                "no",
			"option.seconds":            "%d s",
			"help.choose":               "Gioco: %s",
		}
	})
	add("de", func() map[string]string {
		return map[string]string{
			"settings.tablemode":        "Tischmodus: %s",
			"menu.stats":                "Statistik",
			"menu.online":               "Online spielen",
			"setup.seating":             "Sitzordnung: %s",
			"setup.seating.pass":        "Gerät weitergeben",
			"setup.seating.around":      "rund um den Tisch",
			"setup.seating.around.note": "Alle sitzen um diesen Bildschirm, jede Person an ihrer Seite.",
			"setup.pad.join":            "Gamepad %d: A drücken zum Mitspielen",
			"setup.pad.seat":            "Pad %d",
			"notice.pad.joined":         "Gamepad %d spielt für %s.",
			"notice.pad.lost":           "Gamepad %d wurde getrennt; %s spielt jetzt per Touch oder Tastatur.",
			"notice.save.unknown":       "Ein gespeichertes Spiel %s kann diese Version nicht fortsetzen. Es wurde beiseitegelegt, nicht gelöscht.",
			"option.on":                 "an",
			"option.off":                "aus",
			"option.seconds":            "%d s",
			"help.choose":               "Spiel: %s",
		}
	})
	add("fr", func() map[string]string {
		return map[string]string{
			"settings.tablemode":        "Mode table : %s",
			"menu.stats":                "Statistiques",
			"menu.online":               "Jouer en ligne",
			"setup.seating":             "Places : %s",
			"setup.seating.pass":        "se passer l'appareil",
			"setup.seating.around":      "autour de la table",
			"setup.seating.around.note": "Tout le monde s’installe autour de cet écran, chacun de son côté.",
			"setup.pad.join":            "Manette %d : appuyez sur A pour jouer",
			"setup.pad.seat":            "Manette %d",
			"notice.pad.joined":         "La manette %d joue pour %s.",
			"notice.pad.lost":           "La manette %d a été débranchée ; %s joue maintenant au toucher ou au clavier.",
			"notice.save.unknown":       "Une partie enregistrée de %s ne peut pas être reprise par cette version. Elle a été mise de côté, pas supprimée.",
			"option.on":                 "oui",
			"option.off":                "non",
			"option.seconds":            "%d s",
			"help.choose":               "Jeu : %s",
		}
	})
	add("ru", func() map[string]string {
		return map[string]string{
			"settings.tablemode":        "Режим стола: %s",
			"menu.stats":                "Статистика",
			"menu.online":               "Игра по сети",
			"setup.seating":             "Рассадка: %s",
			"setup.seating.pass":        "передавать устройство",
			"setup.seating.around":      "вокруг стола",
			"setup.seating.around.note": "Все сидят вокруг этого экрана, каждый со своей стороны.",
			"setup.pad.join":            "Геймпад %d: нажмите A, чтобы играть",
			"setup.pad.seat":            "Геймпад %d",
			"notice.pad.joined":         "Геймпад %d играет за %s.",
			"notice.pad.lost":           "Геймпад %d отключён; %s теперь играет касанием или клавиатурой.",
			"notice.save.unknown":       "Сохранённую игру %s эта версия продолжить не может. Она отложена, а не удалена.",
			"option.on":                 "да",
			"option.off":                "нет",
			"option.seconds":            "%d с",
			"help.choose":               "Игра: %s",
		}
	})
}
