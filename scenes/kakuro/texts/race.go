package texts

import "cifra/scenes/i18n"

// Kakuro's race at an online table: a call on its way, who won it and by
// how much, who has the board.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"kakuro.status.hasboard": "Has the board: claiming…",
			"kakuro.status.calling":  "Calling Kakuro!…",
			"kakuro.online.calling":  "%s calls Kakuro!… the table is judging the race",
			"kakuro.online.beaten":   "%s called first, %d ms sooner.",
			"kakuro.online.tied":     "%s called in the same instant and won the draw.",
			"kakuro.online.held":     "%s has the board: wait for their claim.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"kakuro.status.hasboard": "Ha il tabellone: dichiara…",
			"kakuro.status.calling":  "Grida Kakuro!…",
			"kakuro.online.calling":  "%s grida Kakuro!… il tavolo giudica la gara",
			"kakuro.online.beaten":   "%s ha gridato prima, %d ms prima.",
			"kakuro.online.tied":     "%s ha gridato nello stesso istante e ha vinto il sorteggio.",
			"kakuro.online.held":     "%s ha il tabellone: aspetta la sua dichiarazione.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"kakuro.status.hasboard": "Hat das Brett: löst…",
			"kakuro.status.calling":  "Ruft Kakuro!…",
			"kakuro.online.calling":  "%s ruft Kakuro!… der Tisch entscheidet das Rennen",
			"kakuro.online.beaten":   "%s hat zuerst gerufen, %d ms früher.",
			"kakuro.online.tied":     "%s hat im selben Augenblick gerufen und das Los gewonnen.",
			"kakuro.online.held":     "%s hat das Brett: Warte auf die Lösung.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"kakuro.status.hasboard": "A le plateau : propose…",
			"kakuro.status.calling":  "Crie Kakuro !…",
			"kakuro.online.calling":  "%s crie Kakuro !… la table juge la course",
			"kakuro.online.beaten":   "%s a crié d’abord, %d ms plus tôt.",
			"kakuro.online.tied":     "%s a crié au même instant et a gagné le tirage.",
			"kakuro.online.held":     "%s a le plateau : attendez sa proposition.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"kakuro.status.hasboard": "Поле у игрока: решает…",
			"kakuro.status.calling":  "Кричит «Kakuro!»…",
			"kakuro.online.calling":  "%s кричит «Kakuro!»… стол решает, кто был первым",
			"kakuro.online.beaten":   "%s крикнул(а) первым, на %d мс раньше.",
			"kakuro.online.tied":     "%s крикнул(а) в то же мгновение и выиграл(а) жребий.",
			"kakuro.online.held":     "Поле у игрока %s: дождитесь его решения.",
		}
	})
}
