package texts

import "cifra/scenes/i18n"

// Knister's game log (core.Logged): the rolls, where each seat wrote, the
// lines filled; the round's Log button, and the scoring screen's.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"knister.log":                   "Log",
			"knister.log.roll":              "Roll %d of %d: %d and %d, sum %d.",
			"knister.log.wrote":             "%s writes the %d in row %d, column %d.",
			"knister.log.wrote.hidden":      "%s has written the %d.",
			"knister.log.line#one":          "%s fills %s: %s, %d point.",
			"knister.log.line#other":        "%s fills %s: %s, %d points.",
			"knister.log.line.double#one":   "%s fills %s: %s, %d × 2 = %d point.",
			"knister.log.line.double#other": "%s fills %s: %s, %d × 2 = %d points.",
			"knister.log.over.solo#one":     "The card is full: %d point.",
			"knister.log.over.solo#other":   "The card is full: %d points.",
			"knister.log.over#one":          "Game over: %s wins with %d point.",
			"knister.log.over#other":        "Game over: %s wins with %d points.",
			"knister.log.over.tie#one":      "Game over: %s share the win with %d point.",
			"knister.log.over.tie#other":    "Game over: %s share the win with %d points.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"knister.log":                   "Cronaca",
			"knister.log.roll":              "Lancio %d di %d: %d e %d, somma %d.",
			"knister.log.wrote":             "%s scrive il %d nella riga %d, colonna %d.",
			"knister.log.wrote.hidden":      "%s ha scritto il %d.",
			"knister.log.line#one":          "%s completa %s: %s, %d punto.",
			"knister.log.line#other":        "%s completa %s: %s, %d punti.",
			"knister.log.line.double#one":   "%s completa %s: %s, %d × 2 = %d punto.",
			"knister.log.line.double#other": "%s completa %s: %s, %d × 2 = %d punti.",
			"knister.log.over.solo#one":     "La cartella è piena: %d punto.",
			"knister.log.over.solo#other":   "La cartella è piena: %d punti.",
			"knister.log.over#one":          "Fine della partita: vince %s con %d punto.",
			"knister.log.over#other":        "Fine della partita: vince %s con %d punti.",
			"knister.log.over.tie#one":      "Fine della partita: %s vincono a pari merito con %d punto.",
			"knister.log.over.tie#other":    "Fine della partita: %s vincono a pari merito con %d punti.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"knister.log":                   "Protokoll",
			"knister.log.roll":              "Wurf %d von %d: %d und %d, Summe %d.",
			"knister.log.wrote":             "%s schreibt die %d in Zeile %d, Spalte %d.",
			"knister.log.wrote.hidden":      "%s hat die %d eingetragen.",
			"knister.log.line#one":          "%s füllt %s: %s, %d Punkt.",
			"knister.log.line#other":        "%s füllt %s: %s, %d Punkte.",
			"knister.log.line.double#one":   "%s füllt %s: %s, %d × 2 = %d Punkt.",
			"knister.log.line.double#other": "%s füllt %s: %s, %d × 2 = %d Punkte.",
			"knister.log.over.solo#one":     "Der Zettel ist voll: %d Punkt.",
			"knister.log.over.solo#other":   "Der Zettel ist voll: %d Punkte.",
			"knister.log.over#one":          "Spielende: %s gewinnt mit %d Punkt.",
			"knister.log.over#other":        "Spielende: %s gewinnt mit %d Punkten.",
			"knister.log.over.tie#one":      "Spielende: %s gewinnen gemeinsam mit %d Punkt.",
			"knister.log.over.tie#other":    "Spielende: %s gewinnen gemeinsam mit %d Punkten.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"knister.log":                   "Journal",
			"knister.log.roll":              "Lancer %d sur %d : %d et %d, somme %d.",
			"knister.log.wrote":             "%s écrit le %d en ligne %d, colonne %d.",
			"knister.log.wrote.hidden":      "%s a écrit le %d.",
			"knister.log.line#one":          "%s remplit %s : %s, %d point.",
			"knister.log.line#other":        "%s remplit %s : %s, %d points.",
			"knister.log.line.double#one":   "%s remplit %s : %s, %d × 2 = %d point.",
			"knister.log.line.double#other": "%s remplit %s : %s, %d × 2 = %d points.",
			"knister.log.over.solo#one":     "La grille est pleine : %d point.",
			"knister.log.over.solo#other":   "La grille est pleine : %d points.",
			"knister.log.over#one":          "Fin de la partie : %s gagne avec %d point.",
			"knister.log.over#other":        "Fin de la partie : %s gagne avec %d points.",
			"knister.log.over.tie#one":      "Fin de la partie : %s gagnent ex æquo avec %d point.",
			"knister.log.over.tie#other":    "Fin de la partie : %s gagnent ex æquo avec %d points.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"knister.log":                  "Журнал",
			"knister.log.roll":             "Бросок %d из %d: %d и %d, сумма %d.",
			"knister.log.wrote":            "%s пишет %d в строку %d, столбец %d.",
			"knister.log.wrote.hidden":     "%s: %d уже на карточке.",
			"knister.log.line#one":         "%s заполняет: %s — %s, %d очко.",
			"knister.log.line#few":         "%s заполняет: %s — %s, %d очка.",
			"knister.log.line#many":        "%s заполняет: %s — %s, %d очков.",
			"knister.log.line.double#one":  "%s заполняет: %s — %s, %d × 2 = %d очко.",
			"knister.log.line.double#few":  "%s заполняет: %s — %s, %d × 2 = %d очка.",
			"knister.log.line.double#many": "%s заполняет: %s — %s, %d × 2 = %d очков.",
			"knister.log.over.solo#one":    "Карточка заполнена: %d очко.",
			"knister.log.over.solo#few":    "Карточка заполнена: %d очка.",
			"knister.log.over.solo#many":   "Карточка заполнена: %d очков.",
			"knister.log.over#one":         "Игра окончена: побеждает %s, %d очко.",
			"knister.log.over#few":         "Игра окончена: побеждает %s, %d очка.",
			"knister.log.over#many":        "Игра окончена: побеждает %s, %d очков.",
			"knister.log.over.tie#one":     "Игра окончена: %s делят победу, %d очко.",
			"knister.log.over.tie#few":     "Игра окончена: %s делят победу, %d очка.",
			"knister.log.over.tie#many":    "Игра окончена: %s делят победу, %d очков.",
		}
	})
}
