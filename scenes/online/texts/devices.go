package texts

import "cifra/scenes/i18n"

// The Play online screen's devices step and the player's tables
// (scenes/online's devices.go and me.go): a transfer code to type on
// another device, and what losing every device means.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"online.devices":            "Your devices",
			"online.mine.state.room":    "waiting room",
			"online.mine.state.playing": "in play",
			"online.mine.state.over":    "game over",
			"online.devices.field":      "A code from your other device",
			"online.devices.use":        "Use this code",
			"online.devices.hint":       "Type this code on your other device (Play online, Your devices) within %d minutes, and your tables are there too. It works once.",
			"online.devices.lost":       "Lose every device you added, and your tables are lost with them.",
			"online.devices.done#one":   "This device now plays as %[1]s: %[2]d table.",
			"online.devices.done#other": "This device now plays as %[1]s: %[2]d tables.",
			"online.err.no-link":        "That code names nothing: it is wrong, used already, or more than 10 minutes old. Ask your other device for a new one.",
			"online.err.not-player":     "This device could not sign in with its key. Try again.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"online.devices":            "I tuoi dispositivi",
			"online.mine.state.room":    "in attesa",
			"online.mine.state.playing": "in corso",
			"online.mine.state.over":    "finita",
			"online.devices.field":      "Un codice dall'altro dispositivo",
			"online.devices.use":        "Usa questo codice",
			"online.devices.hint":       "Scrivi questo codice sull'altro dispositivo (Gioca online, I tuoi dispositivi) entro %d minuti, e i tuoi tavoli saranno anche lì. Vale una volta.",
			"online.devices.lost":       "Se perdi tutti i dispositivi aggiunti, perdi anche i tuoi tavoli.",
			"online.devices.done#one":   "Ora questo dispositivo gioca come %[1]s: %[2]d tavolo.",
			"online.devices.done#other": "Ora questo dispositivo gioca come %[1]s: %[2]d tavoli.",
			"online.err.no-link":        "Quel codice non corrisponde a nulla: è sbagliato, già usato o vecchio di più di 10 minuti. Chiedine uno nuovo all'altro dispositivo.",
			"online.err.not-player":     "Questo dispositivo non è riuscito ad accedere con la sua chiave. Riprova.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"online.devices":            "Deine Geräte",
			"online.mine.state.room":    "Warteraum",
			"online.mine.state.playing": "läuft",
			"online.mine.state.over":    "beendet",
			"online.devices.field":      "Ein Code von deinem anderen Gerät",
			"online.devices.use":        "Code verwenden",
			"online.devices.hint":       "Tippe diesen Code innerhalb von %d Minuten auf deinem anderen Gerät ein (Online spielen, Deine Geräte), dann sind deine Tische auch dort. Er gilt einmal.",
			"online.devices.lost":       "Gehen alle hinzugefügten Geräte verloren, sind auch deine Tische verloren.",
			"online.devices.done#one":   "Dieses Gerät spielt jetzt als %[1]s: %[2]d Tisch.",
			"online.devices.done#other": "Dieses Gerät spielt jetzt als %[1]s: %[2]d Tische.",
			"online.err.no-link":        "Dieser Code gehört zu nichts: Er ist falsch, schon benutzt oder älter als 10 Minuten. Lass dir auf dem anderen Gerät einen neuen geben.",
			"online.err.not-player":     "Dieses Gerät konnte sich nicht mit seinem Schlüssel anmelden. Versuch es noch einmal.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"online.devices":            "Vos appareils",
			"online.mine.state.room":    "en attente",
			"online.mine.state.playing": "en cours",
			"online.mine.state.over":    "terminée",
			"online.devices.field":      "Un code de votre autre appareil",
			"online.devices.use":        "Utiliser ce code",
			"online.devices.hint":       "Tapez ce code sur votre autre appareil (Jouer en ligne, Vos appareils) d’ici %d minutes, et vos tables y seront aussi. Il sert une fois.",
			"online.devices.lost":       "Perdez tous les appareils ajoutés, et vos tables sont perdues avec eux.",
			"online.devices.done#one":   "Cet appareil joue désormais en tant que %[1]s : %[2]d table.",
			"online.devices.done#other": "Cet appareil joue désormais en tant que %[1]s : %[2]d tables.",
			"online.err.no-link":        "Ce code ne correspond à rien : il est faux, déjà utilisé ou vieux de plus de 10 minutes. Demandez-en un nouveau à votre autre appareil.",
			"online.err.not-player":     "Cet appareil n’a pas pu se connecter avec sa clé. Réessayez.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"online.devices":            "Ваши устройства",
			"online.mine.state.room":    "ожидание",
			"online.mine.state.playing": "идёт игра",
			"online.mine.state.over":    "окончена",
			"online.devices.field":      "Код с другого устройства",
			"online.devices.use":        "Ввести код",
			"online.devices.hint":       "Введите этот код на другом устройстве («Играть онлайн», «Ваши устройства») в течение %d мин., и ваши столы будут и там. Код действует один раз.",
			"online.devices.lost":       "Потеряете все добавленные устройства — потеряете и свои столы.",
			"online.devices.done#one":   "Теперь это устройство играет как %[1]s: %[2]d стол.",
			"online.devices.done#few":   "Теперь это устройство играет как %[1]s: %[2]d стола.",
			"online.devices.done#many":  "Теперь это устройство играет как %[1]s: %[2]d столов.",
			"online.err.no-link":        "Этот код ничему не соответствует: он неверный, уже использован или старше 10 минут. Попросите новый на другом устройстве.",
			"online.err.not-player":     "Устройству не удалось войти со своим ключом. Попробуйте ещё раз.",
		}
	})
}
