package texts

import "cifra/scenes/i18n"

// Knister's rolls option in setup: new rolls each game, or the rolls of
// the day, the same 25 for everyone (the day's table online).
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"option.knister.rolls":           "Rolls: %s",
			"option.knister.rolls.seed":      "new",
			"option.knister.rolls.day":       "of the day",
			"option.knister.rolls.seed.help": "New dice every game.",
			"option.knister.rolls.day.help":  "Today’s 25 rolls, the same for everyone. Played alone, your score goes on the day’s table.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"option.knister.rolls":           "Lanci: %s",
			"option.knister.rolls.seed":      "nuovi",
			"option.knister.rolls.day":       "del giorno",
			"option.knister.rolls.seed.help": "Dadi nuovi a ogni partita.",
			"option.knister.rolls.day.help":  "I 25 lanci di oggi, uguali per tutti. Giocando da solo, il tuo punteggio entra nella classifica del giorno.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"option.knister.rolls":           "Würfe: %s",
			"option.knister.rolls.seed":      "neu",
			"option.knister.rolls.day":       "des Tages",
			"option.knister.rolls.seed.help": "Jedes Spiel neue Würfe.",
			"option.knister.rolls.day.help":  "Die 25 Würfe von heute, für alle gleich. Allein gespielt kommt deine Punktzahl in die Tageswertung.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"option.knister.rolls":           "Lancers : %s",
			"option.knister.rolls.seed":      "nouveaux",
			"option.knister.rolls.day":       "du jour",
			"option.knister.rolls.seed.help": "De nouveaux dés à chaque partie.",
			"option.knister.rolls.day.help":  "Les 25 lancers du jour, les mêmes pour tous. Joué seul, votre score entre au classement du jour.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"option.knister.rolls":           "Броски: %s",
			"option.knister.rolls.seed":      "новые",
			"option.knister.rolls.day":       "дня",
			"option.knister.rolls.seed.help": "Новые кости каждую игру.",
			"option.knister.rolls.day.help":  "25 бросков дня, одинаковые для всех. В одиночной игре ваш счёт попадает в таблицу дня.",
		}
	})
}
