package i18n

// What a round at a table played over days says when the table played
// for a seat whose time ran out (wire's "Tables over days"), and how
// it words a clock's time (core.DurationWords).
func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"online.timeup.you":     "Your time ran out: the table played for you.",
			"online.timeup":         "%s's time ran out: the table played for them.",
			"online.dur.minutes":    "%d min",
			"online.dur.hours":      "%d h",
			"online.dur.days#one":   "%d day",
			"online.dur.days#other": "%d days",
		}
	})
	add("it", func() map[string]string {
		return map[string]string{
			"online.timeup.you":     "Il tuo tempo è scaduto: il tavolo ha giocato al tuo posto.",
			"online.timeup":         "Tempo scaduto per %s: il tavolo ha giocato al suo posto.",
			"online.dur.minutes":    "%d min",
			"online.dur.hours":      "%d h",
			"online.dur.days#one":   "%d giorno",
			"online.dur.days#other": "%d giorni",
		}
	})
	add("de", func() map[string]string {
		return map[string]string{
			"online.timeup.you":     "Deine Zeit ist abgelaufen: der Tisch hat für dich gespielt.",
			"online.timeup":         "Die Zeit für %s ist abgelaufen: der Tisch hat für sie gespielt.",
			"online.dur.minutes":    "%d Min.",
			"online.dur.hours":      "%d Std.",
			"online.dur.days#one":   "%d Tag",
			"online.dur.days#other": "%d Tage",
		}
	})
	add("fr", func() map[string]string {
		return map[string]string{
			"online.timeup.you":     "Votre temps est écoulé : la table a joué à votre place.",
			"online.timeup":         "Le temps de %s est écoulé : la table a joué à sa place.",
			"online.dur.minutes":    "%d min",
			"online.dur.hours":      "%d h",
			"online.dur.days#one":   "%d jour",
			"online.dur.days#other": "%d jours",
		}
	})
	add("ru", func() map[string]string {
		return map[string]string{
			"online.timeup.you":    "Ваше время вышло: стол сходил за вас.",
			"online.timeup":        "У игрока %s вышло время: стол сходил за него.",
			"online.dur.minutes":   "%d мин",
			"online.dur.hours":     "%d ч",
			"online.dur.days#one":  "%d день",
			"online.dur.days#few":  "%d дня",
			"online.dur.days#many": "%d дней",
		}
	})
}
