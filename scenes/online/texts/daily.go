package texts

import "cifra/scenes/i18n"

// The daily challenge (scenes/online's daily.go, the podium's line and
// button): a game of the day sent to the day's table, and that table.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"scoring.day":          "Day’s table",
			"daily.title":          "%s: the day’s table",
			"daily.players#one":    "%d player",
			"daily.players#other":  "%d players",
			"daily.asking":         "Asking the server…",
			"daily.sending":        "Sending your game to the day’s table…",
			"daily.placed":         "Day’s table: place %[1]d of %[2]d",
			"daily.again":          "Played today already: %[1]d not counted (place %[2]d of %[3]d stands)",
			"daily.none":           "Nobody has played this day’s game yet.",
			"daily.days":           "Your last days",
			"daily.day":            "%[1]s · place %[2]d of %[3]d · %[4]d",
			"daily.back":           "Back",
			"daily.unreachable":    "The day’s table cannot be reached now.",
			"daily.err.not-daily":  "Not the game of the day as everyone plays it: not counted.",
			"daily.err.no-replay":  "The server could not replay this game: not counted.",
			"daily.err.bad-day":    "That day’s table is closed.",
			"daily.err.copied":     "Another player sent this very game today: not counted.",
			"daily.err.not-player": "This device could not sign in with its key: not counted.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"scoring.day":          "Classifica del giorno",
			"daily.title":          "%s: classifica del giorno",
			"daily.players#one":    "%d giocatore",
			"daily.players#other":  "%d giocatori",
			"daily.asking":         "Chiedo al server…",
			"daily.sending":        "Invio della partita alla classifica del giorno…",
			"daily.placed":         "Classifica del giorno: %[1]d° su %[2]d",
			"daily.again":          "Già giocato oggi: %[1]d non conta (resta %[2]d° su %[3]d)",
			"daily.none":           "Nessuno ha ancora giocato la partita di questo giorno.",
			"daily.days":           "I tuoi ultimi giorni",
			"daily.day":            "%[1]s · %[2]d° su %[3]d · %[4]d",
			"daily.back":           "Indietro",
			"daily.unreachable":    "Ora la classifica del giorno non è raggiungibile.",
			"daily.err.not-daily":  "Non è la partita del giorno come la giocano tutti: non conta.",
			"daily.err.no-replay":  "Il server non ha potuto rigiocare questa partita: non conta.",
			"daily.err.bad-day":    "La classifica di quel giorno è chiusa.",
			"daily.err.copied":     "Un altro giocatore ha inviato oggi proprio questa partita: non conta.",
			"daily.err.not-player": "Questo dispositivo non è riuscito ad accedere con la sua chiave: non conta.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"scoring.day":          "Tageswertung",
			"daily.title":          "%s: Tageswertung",
			"daily.players#one":    "%d Spieler",
			"daily.players#other":  "%d Spieler",
			"daily.asking":         "Frage den Server…",
			"daily.sending":        "Dein Spiel geht an die Tageswertung…",
			"daily.placed":         "Tageswertung: Platz %[1]d von %[2]d",
			"daily.again":          "Heute schon gespielt: %[1]d zählt nicht (Platz %[2]d von %[3]d bleibt)",
			"daily.none":           "Noch hat niemand das Spiel dieses Tages gespielt.",
			"daily.days":           "Deine letzten Tage",
			"daily.day":            "%[1]s · Platz %[2]d von %[3]d · %[4]d",
			"daily.back":           "Zurück",
			"daily.unreachable":    "Die Tageswertung ist gerade nicht erreichbar.",
			"daily.err.not-daily":  "Nicht das Spiel des Tages, wie alle es spielen: zählt nicht.",
			"daily.err.no-replay":  "Der Server konnte dieses Spiel nicht nachspielen: zählt nicht.",
			"daily.err.bad-day":    "Die Wertung dieses Tages ist geschlossen.",
			"daily.err.copied":     "Genau dieses Spiel hat heute schon jemand anderes geschickt: zählt nicht.",
			"daily.err.not-player": "Dieses Gerät konnte sich nicht mit seinem Schlüssel anmelden: zählt nicht.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"scoring.day":          "Classement du jour",
			"daily.title":          "%s : classement du jour",
			"daily.players#one":    "%d joueur",
			"daily.players#other":  "%d joueurs",
			"daily.asking":         "Je demande au serveur…",
			"daily.sending":        "Envoi de votre partie au classement du jour…",
			"daily.placed":         "Classement du jour : %[1]de sur %[2]d",
			"daily.again":          "Déjà joué aujourd’hui : %[1]d ne compte pas (%[2]de sur %[3]d reste)",
			"daily.none":           "Personne n’a encore joué la partie de ce jour.",
			"daily.days":           "Vos derniers jours",
			"daily.day":            "%[1]s · %[2]de sur %[3]d · %[4]d",
			"daily.back":           "Retour",
			"daily.unreachable":    "Le classement du jour est injoignable pour l’instant.",
			"daily.err.not-daily":  "Pas la partie du jour telle que tous la jouent : ne compte pas.",
			"daily.err.no-replay":  "Le serveur n’a pas pu rejouer cette partie : ne compte pas.",
			"daily.err.bad-day":    "Le classement de ce jour est clos.",
			"daily.err.copied":     "Un autre joueur a envoyé cette même partie aujourd’hui : ne compte pas.",
			"daily.err.not-player": "Cet appareil n’a pas pu se connecter avec sa clé : ne compte pas.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"scoring.day":          "Таблица дня",
			"daily.title":          "%s: таблица дня",
			"daily.players#one":    "%d игрок",
			"daily.players#few":    "%d игрока",
			"daily.players#many":   "%d игроков",
			"daily.asking":         "Спрашиваю сервер…",
			"daily.sending":        "Отправляю игру в таблицу дня…",
			"daily.placed":         "Таблица дня: место %[1]d из %[2]d",
			"daily.again":          "Сегодня уже сыграно: %[1]d не засчитано (остаётся место %[2]d из %[3]d)",
			"daily.none":           "Игру этого дня ещё никто не сыграл.",
			"daily.days":           "Ваши последние дни",
			"daily.day":            "%[1]s · место %[2]d из %[3]d · %[4]d",
			"daily.back":           "Назад",
			"daily.unreachable":    "Таблица дня сейчас недоступна.",
			"daily.err.not-daily":  "Это не игра дня в общем виде: не засчитано.",
			"daily.err.no-replay":  "Сервер не смог воспроизвести эту игру: не засчитано.",
			"daily.err.bad-day":    "Таблица того дня закрыта.",
			"daily.err.copied":     "Эту же игру сегодня прислал другой игрок: не засчитано.",
			"daily.err.not-player": "Устройству не удалось войти со своим ключом: не засчитано.",
		}
	})
}
