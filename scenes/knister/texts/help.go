package texts

import "cifra/scenes/i18n"

// Knister's how-to-play pictures (the table of combinations and the card
// with its double diagonals) and what a line that scores nothing is
// called when it is announced.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"knister.fx.none":    "No combination",
			"knister.pic.combos": "What a full line scores",
			"knister.pic.else":   "Anything else",
			"knister.pic.card":   "5 rows, 5 columns and 2 diagonals score; the diagonals count double.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"knister.fx.none":    "Nessuna combinazione",
			"knister.pic.combos": "Quanto vale una linea completa",
			"knister.pic.else":   "Tutto il resto",
			"knister.pic.card":   "Contano 5 righe, 5 colonne e 2 diagonali; le diagonali valgono doppio.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"knister.fx.none":    "Keine Kombination",
			"knister.pic.combos": "Was eine volle Reihe zählt",
			"knister.pic.else":   "Alles andere",
			"knister.pic.card":   "5 Zeilen, 5 Spalten und 2 Diagonalen zählen; die Diagonalen doppelt.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"knister.fx.none":    "Aucune combinaison",
			"knister.pic.combos": "Ce que rapporte une ligne pleine",
			"knister.pic.else":   "Tout le reste",
			"knister.pic.card":   "5 lignes, 5 colonnes et 2 diagonales marquent ; les diagonales comptent double.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"knister.fx.none":    "Без комбинации",
			"knister.pic.combos": "Сколько приносит полная линия",
			"knister.pic.else":   "Всё остальное",
			"knister.pic.card":   "Очки приносят 5 строк, 5 столбцов и 2 диагонали; диагонали — вдвойне.",
		}
	})
}
