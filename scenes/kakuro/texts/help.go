package texts

import "cifra/scenes/i18n"

// Kakuro's how-to-play pictures: the captions under the rule book's
// examples.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"kakuro.pic.full":   "A full row: 8 tiles from the sum field to the edge add up to 36.",
			"kakuro.pic.closed": "A sum field laid after 3 tiles closes the row: 9+3+8=20.",
			"kakuro.pic.again":  "A red tile counts again the other way: down, 5+3+4=12.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"kakuro.pic.full":   "Una fila intera: 8 tessere dalla casella del totale al margine fanno 36.",
			"kakuro.pic.closed": "Una casella del totale posata dopo 3 tessere chiude la fila: 9+3+8=20.",
			"kakuro.pic.again":  "Una tessera rossa conta di nuovo nell'altro verso: in verticale, 5+3+4=12.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"kakuro.pic.full":   "Eine ganze Reihe: 8 Plättchen vom Summenfeld bis zum Rand ergeben 36.",
			"kakuro.pic.closed": "Ein hinter 3 Plättchen gelegtes Summenfeld schließt die Reihe: 9+3+8=20.",
			"kakuro.pic.again":  "Ein rotes Plättchen zählt in der anderen Richtung noch einmal: senkrecht 5+3+4=12.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"kakuro.pic.full":   "Une rangée entière : 8 tuiles de la case de somme au bord font 36.",
			"kakuro.pic.closed": "Une case de somme posée après 3 tuiles ferme la rangée : 9+3+8=20.",
			"kakuro.pic.again":  "Une tuile rouge compte à nouveau dans l'autre sens : à la verticale, 5+3+4=12.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"kakuro.pic.full":   "Целый ряд: 8 фишек от поля суммы до края дают 36.",
			"kakuro.pic.closed": "Поле суммы, выложенное после 3 фишек, закрывает ряд: 9+3+8=20.",
			"kakuro.pic.again":  "Красная фишка считается снова в другом направлении: по вертикали 5+3+4=12.",
		}
	})
}
