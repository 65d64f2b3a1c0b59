package texts

import "cifra/scenes/i18n"

// Tables played over days (scenes/online's newtable.go and me.go): the
// new table's pace, and whose turn each of the player's tables waits for,
// with the time left.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"online.pace.sitting":      "Played at one sitting",
			"online.pace.days":         "Over days: %s a move",
			"online.pace.sitting.help": "Everyone plays now, together.",
			"online.pace.days.help":    "Move whenever you have a minute: each move may wait %s. When time runs out the table plays for whoever is late (Knister: a bot writes the roll; Kakuzu: the turn passes). Your turns are listed under Play online on every device.",
			"menu.turn.more#one":       "and %d more table waits for you",
			"menu.turn.more#other":     "and %d more tables wait for you",
			"online.mine.turn":         "your turn",
			"online.mine.waits":        "waiting for %s",
			"online.mine.left":         "%s left",
			"online.mine.late":         "time is up",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"online.pace.sitting":      "In una sola seduta",
			"online.pace.days":         "In più giorni: %s a mossa",
			"online.pace.sitting.help": "Tutti giocano adesso, insieme.",
			"online.pace.days.help":    "Muovi quando hai un minuto: ogni mossa può attendere %s. Allo scadere del tempo il tavolo gioca per chi è in ritardo (Knister: un bot scrive il lancio; Kakuzu: il turno passa). I tuoi turni sono elencati in Gioca online su ogni dispositivo.",
			"menu.turn.more#one":       "e ancora %d tavolo ti aspetta",
			"menu.turn.more#other":     "e altri %d tavoli ti aspettano",
			"online.mine.turn":         "tocca a te",
			"online.mine.waits":        "si aspetta %s",
			"online.mine.left":         "restano %s",
			"online.mine.late":         "tempo scaduto",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"online.pace.sitting":      "In einem Rutsch gespielt",
			"online.pace.days":         "Über Tage: %s pro Zug",
			"online.pace.sitting.help": "Alle spielen jetzt, gemeinsam.",
			"online.pace.days.help":    "Zieh, wann immer du eine Minute hast: jeder Zug darf %s warten. Läuft die Zeit ab, spielt der Tisch für wen es betrifft (Knister: ein Bot trägt den Wurf ein; Kakuzu: der Zug geht weiter). Deine Züge stehen auf jedem Gerät unter Online spielen.",
			"menu.turn.more#one":       "und %d weiterer Tisch wartet auf dich",
			"menu.turn.more#other":     "und %d weitere Tische warten auf dich",
			"online.mine.turn":         "du bist dran",
			"online.mine.waits":        "wartet auf %s",
			"online.mine.left":         "noch %s",
			"online.mine.late":         "Zeit abgelaufen",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"online.pace.sitting":      "En une seule fois",
			"online.pace.days":         "Sur plusieurs jours : %s par coup",
			"online.pace.sitting.help": "Tout le monde joue maintenant, ensemble.",
			"online.pace.days.help":    "Jouez quand vous avez une minute : chaque coup peut attendre %s. Le temps écoulé, la table joue pour qui est en retard (Knister : un bot inscrit le lancer ; Kakuzu : le tour passe). Vos tours sont listés sous Jouer en ligne, sur chaque appareil.",
			"menu.turn.more#one":       "et %d autre table vous attend",
			"menu.turn.more#other":     "et %d autres tables vous attendent",
			"online.mine.turn":         "à vous",
			"online.mine.waits":        "on attend %s",
			"online.mine.left":         "encore %s",
			"online.mine.late":         "temps écoulé",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"online.pace.sitting":      "За один присест",
			"online.pace.days":         "Несколько дней: %s на ход",
			"online.pace.sitting.help": "Все играют сейчас, вместе.",
			"online.pace.days.help":    "Ходите, когда есть минута: каждый ход может ждать %s. Когда время выходит, стол ходит за опоздавшего (Knister: бот записывает бросок; Kakuzu: ход переходит). Ваши ходы видны в «Играть онлайн» на каждом устройстве.",
			"menu.turn.more#one":       "и ещё %d стол ждёт вас",
			"menu.turn.more#few":       "и ещё %d стола ждут вас",
			"menu.turn.more#many":      "и ещё %d столов ждут вас",
			"online.mine.turn":         "ваш ход",
			"online.mine.waits":        "ждём: %s",
			"online.mine.left":         "осталось %s",
			"online.mine.late":         "время вышло",
		}
	})
}
