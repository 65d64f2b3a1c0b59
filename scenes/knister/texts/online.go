package texts

import "cifra/scenes/i18n"

// Knister at an online table: a number taken back too late (the table
// rolled meanwhile: wire.UndoRolled).
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"error.knister.rolled": "The dice were rolled meanwhile: your number stands.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"error.knister.rolled": "Inzwischen wurde gewürfelt: Deine Zahl bleibt stehen.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"error.knister.rolled": "Les dés ont été lancés entre-temps : votre nombre reste inscrit.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"error.knister.rolled": "Nel frattempo i dadi sono stati lanciati: il tuo numero resta.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"error.knister.rolled": "Кости уже брошены: ваше число остаётся.",
		}
	})
}
