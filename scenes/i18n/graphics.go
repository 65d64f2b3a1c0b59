package i18n

// The graphics setting: sharp (every device pixel), smooth (fewer pixels,
// scaled up softly: far faster without a graphics card) or automatic
// (smooth where the renderer is a software one or frames are slow), and
// the notices it gives.
func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"settings.graphics":        "Graphics: %s",
			"settings.graphics.auto":   "automatic",
			"settings.graphics.sharp":  "sharp",
			"settings.graphics.smooth": "smooth (faster)",
			"notice.graphics.slow":     "This screen draws slowly, so the graphics are now smooth (faster). Settings › Graphics changes it.",
			"notice.graphics.reload":   "The new graphics setting takes full effect when the page is next loaded.",
		}
	})
	add("it", func() map[string]string {
		return map[string]string{
			"settings.graphics":        "Grafica: %s",
			"settings.graphics.auto":   "automatica",
			"settings.graphics.sharp":  "nitida",
			"settings.graphics.smooth": "morbida (più veloce)",
			"notice.graphics.slow":     "Questo schermo disegna lentamente: la grafica ora è morbida (più veloce). Si cambia in Impostazioni › Grafica.",
			"notice.graphics.reload":   "La nuova impostazione grafica vale del tutto dal prossimo caricamento della pagina.",
		}
	})
	add("de", func() map[string]string {
		return map[string]string{
			"settings.graphics":        "Grafik: %s",
			"settings.graphics.auto":   "automatisch",
			"settings.graphics.sharp":  "scharf",
			"settings.graphics.smooth": "weich (schneller)",
			"notice.graphics.slow":     "Dieser Bildschirm zeichnet langsam, darum ist die Grafik jetzt weich (schneller). Einstellungen › Grafik ändert das.",
			"notice.graphics.reload":   "Die neue Grafikeinstellung wirkt ganz, sobald die Seite neu geladen wird.",
		}
	})
	add("fr", func() map[string]string {
		return map[string]string{
			"settings.graphics":        "Graphismes : %s",
			"settings.graphics.auto":   "automatiques",
			"settings.graphics.sharp":  "nets",
			"settings.graphics.smooth": "doux (plus rapides)",
			"notice.graphics.slow":     "Cet écran dessine lentement : les graphismes sont désormais doux (plus rapides). Paramètres › Graphismes pour changer.",
			"notice.graphics.reload":   "Le nouveau paramètre des graphismes s’appliquera pleinement au prochain chargement de la page.",
		}
	})
	add("ru", func() map[string]string {
		return map[string]string{
			"settings.graphics":        "Графика: %s",
			"settings.graphics.auto":   "автоматически",
			"settings.graphics.sharp":  "чёткая",
			"settings.graphics.smooth": "мягкая (быстрее)",
			"notice.graphics.slow":     "Этот экран рисует медленно, поэтому графика теперь мягкая (быстрее). Изменить: Настройки › Графика.",
			"notice.graphics.reload":   "Новая настройка графики полностью заработает при следующей загрузке страницы.",
		}
	})
}
