package texts

import "cifra/scenes/i18n"

// Kakuzu's words when a screen is too small for the table around it: the
// round is passed from hand to hand instead (as Knister's is).
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"kakuzu.table.toosmall": "This screen is too small for the tray around the table: pass the device from hand to hand.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"kakuzu.table.toosmall": "Lo schermo è troppo piccolo per la plancia attorno al tavolo: passate il dispositivo di mano in mano.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"kakuzu.table.toosmall": "Der Bildschirm ist zu klein für das Brett rund um den Tisch: Reicht das Gerät von Hand zu Hand weiter.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"kakuzu.table.toosmall": "L’écran est trop petit pour le plateau autour de la table : passez l’appareil de main en main.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"kakuzu.table.toosmall": "Экран слишком мал для поля вокруг стола: передавайте устройство из рук в руки.",
		}
	})
}
