package texts

import "cifra/scenes/i18n"

// Kakuzu's game log: the round's Log button (worded as the scores' Log,
// "scoring.log") and the lines that say where a stone was lifted (row and
// column counted from 1, top left) and how each seat ended.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"kakuzu.log":             "Log",
			"kakuzu.log.neutral":     "%s lifts a neutral %d at row %d, column %d.",
			"kakuzu.log.kept":        "%s lifts the %d at row %d, column %d and keeps it.",
			"kakuzu.log.missed":      "%s lifts a %d at row %d, column %d, not the %d: the stone goes to %s.",
			"kakuzu.log.final#one":   "%s ends with %d stone.",
			"kakuzu.log.final#other": "%s ends with %d stones.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"kakuzu.log":             "Cronaca",
			"kakuzu.log.neutral":     "%s solleva una pietra neutra: %d, riga %d, colonna %d.",
			"kakuzu.log.kept":        "%s solleva il %d in riga %d, colonna %d e tiene la pietra.",
			"kakuzu.log.missed":      "%s solleva un %d in riga %d, colonna %d, non il %d: la pietra va a %s.",
			"kakuzu.log.final#one":   "%s finisce con %d pietra.",
			"kakuzu.log.final#other": "%s finisce con %d pietre.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"kakuzu.log":             "Protokoll",
			"kakuzu.log.neutral":     "%s hebt einen neutralen Stein: %d in Reihe %d, Spalte %d.",
			"kakuzu.log.kept":        "%s hebt die %d in Reihe %d, Spalte %d und behält den Stein.",
			"kakuzu.log.missed":      "%s hebt eine %d in Reihe %d, Spalte %d, nicht die %d: Der Stein geht an %s.",
			"kakuzu.log.final#one":   "%s endet mit %d Stein.",
			"kakuzu.log.final#other": "%s endet mit %d Steinen.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"kakuzu.log":             "Journal",
			"kakuzu.log.neutral":     "%s soulève une pierre neutre : %d, ligne %d, colonne %d.",
			"kakuzu.log.kept":        "%s soulève le %d en ligne %d, colonne %d et garde la pierre.",
			"kakuzu.log.missed":      "%s soulève un %d en ligne %d, colonne %d, pas le %d : la pierre va à %s.",
			"kakuzu.log.final#one":   "%s finit avec %d pierre.",
			"kakuzu.log.final#other": "%s finit avec %d pierres.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"kakuzu.log":            "Журнал",
			"kakuzu.log.neutral":    "%s снимает нейтральный камень: %d, строка %d, столбец %d.",
			"kakuzu.log.kept":       "%s снимает %d в строке %d, столбце %d и забирает камень.",
			"kakuzu.log.missed":     "%s снимает %d в строке %d, столбце %d, а не %d: камень получает %s.",
			"kakuzu.log.final#one":  "%s: в итоге %d камень.",
			"kakuzu.log.final#few":  "%s: в итоге %d камня.",
			"kakuzu.log.final#many": "%s: в итоге %d камней.",
		}
	})
}
