package texts

import "cifra/scenes/i18n"

// Kakuro in the menu and setup: its name, the menu's line about it, the
// hourglass option and the lines under setup's options saying what each
// does (core.Game's "option.ID.KEY.VALUE.help").
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"game.kakuro":       "Kakuro",
			"game.kakuro.blurb": "Race to spot a row of tiles that adds up to the sum.",

			"option.kakuro.hourglass":          "Hourglass: %s",
			"option.kakuro.hourglass.help":     "When half the table says impossible (alone: as each sum turns up), the sand runs; when it runs out, the sum is set aside.",
			"option.kakuro.hourglass.off.help": "No sand: a sum is set aside when everyone says impossible.",
			"option.kakuro.claim.help":         "How long the first to call Kakuro! has the board to lay their row.",
			"option.kakuro.claim.off.help":     "No time limit for a claim.",
			"option.kakuro.deal.seed.help":     "A new board every game.",
			"option.kakuro.deal.day.help":      "Today’s board and sums, the same for everyone.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"game.kakuro":       "Kakuro",
			"game.kakuro.blurb": "Chi trova per primo una fila di tessere che dà la somma?",

			"option.kakuro.hourglass":          "Clessidra: %s",
			"option.kakuro.hourglass.help":     "Quando metà del tavolo dice impossibile (da soli: a ogni totale scoperto), la sabbia scorre; quando finisce, il totale è messo da parte.",
			"option.kakuro.hourglass.off.help": "Niente sabbia: un totale è messo da parte quando tutti dicono impossibile.",
			"option.kakuro.claim.help":         "Quanto tempo ha per la sua fila chi grida per primo Kakuro!",
			"option.kakuro.claim.off.help":     "Nessun limite di tempo per la fila.",
			"option.kakuro.deal.seed.help":     "Un piano di gioco nuovo a ogni partita.",
			"option.kakuro.deal.day.help":      "Il piano e i totali di oggi, uguali per tutti.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"game.kakuro":       "Kakuro",
			"game.kakuro.blurb": "Wer findet zuerst eine Reihe Plättchen, die genau die Summe ergibt?",

			"option.kakuro.hourglass":          "Sanduhr: %s",
			"option.kakuro.hourglass.help":     "Sagt die Hälfte des Tisches „unmöglich“ (allein: bei jeder neuen Summe), läuft der Sand; ist er durch, wird die Summe beiseitegelegt.",
			"option.kakuro.hourglass.off.help": "Kein Sand: Eine Summe wird beiseitegelegt, wenn alle „unmöglich“ sagen.",
			"option.kakuro.claim.help":         "Wie lange, wer zuerst „Kakuro!“ ruft, den Spielplan für seine Reihe hat.",
			"option.kakuro.claim.off.help":     "Keine Zeitgrenze für die Reihe.",
			"option.kakuro.deal.seed.help":     "Jedes Spiel ein neuer Spielplan.",
			"option.kakuro.deal.day.help":      "Der Spielplan und die Summen von heute, für alle gleich.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"game.kakuro":       "Kakuro",
			"game.kakuro.blurb": "Soyez le premier à repérer une rangée de tuiles qui fait la somme.",

			"option.kakuro.hourglass":          "Sablier : %s",
			"option.kakuro.hourglass.help":     "Quand la moitié de la table dit impossible (seul : à chaque somme retournée), le sable coule ; à la fin, la somme est mise de côté.",
			"option.kakuro.hourglass.off.help": "Pas de sable : une somme est mise de côté quand tout le monde dit impossible.",
			"option.kakuro.claim.help":         "Le temps qu’a pour sa rangée le premier à crier « Kakuro ! ».",
			"option.kakuro.claim.off.help":     "Pas de limite de temps pour la rangée.",
			"option.kakuro.deal.seed.help":     "Un nouveau plateau à chaque partie.",
			"option.kakuro.deal.day.help":      "Le plateau et les sommes du jour, les mêmes pour tous.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"game.kakuro":       "Kakuro",
			"game.kakuro.blurb": "Кто первым найдёт ряд фишек, дающий в сумме нужное число?",

			"option.kakuro.hourglass":          "Песочные часы: %s",
			"option.kakuro.hourglass.help":     "Когда половина стола говорит «невозможно» (в одиночку — с каждой новой суммой), сыплется песок; когда он кончится, сумма откладывается.",
			"option.kakuro.hourglass.off.help": "Без песка: сумма откладывается, когда все говорят «невозможно».",
			"option.kakuro.claim.help":         "Сколько времени у первого, кто крикнул «Kakuro!», чтобы выложить свой ряд.",
			"option.kakuro.claim.off.help":     "Без ограничения времени на ряд.",
			"option.kakuro.deal.seed.help":     "Каждую игру — новая доска.",
			"option.kakuro.deal.day.help":      "Доска и суммы дня, одинаковые для всех.",
		}
	})
}
