package texts

import "cifra/scenes/i18n"

// Kakuro's claim panel in few words, and the menu of an online table.
// A claimer's panel says what to do next in the longest wording that
// reads at its size: the status itself, then these short ones
// (kakuro.status.short.*), and a reason the row is not legal yet in short
// (kakuro.why.<the reason's code>), for the narrow panels of five seats
// on a small screen; a seat locked out says so in short there too.
// Online nothing pauses: the menu says so.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"kakuro.status.short.tiles":      "Lay tiles, then Check",
			"kakuro.status.short.ready":      "Adds up: Check",
			"kakuro.status.short.swap":       "Tap the other square",
			"kakuro.status.short.locked":     "Out this sum",
			"kakuro.why.row-too-short":       "Two squares at least",
			"kakuro.why.row-off-play-area":   "Off the play area",
			"kakuro.why.not-a-number-square": "A sum field in the row",
			"kakuro.why.no-start-sum-field":  "Start at a sum field",
			"kakuro.why.start-half-taken":    "That sum field is taken",
			"kakuro.why.row-not-closed":      "End at a sum field or edge",
			"kakuro.why.already-scored":      "Scored this way before",
			"kakuro.why.not-silver":          "Only on bare silver tiles",
			"kakuro.why.swap-same-square":    "Swap two different squares",
			"kakuro.why.digit-outside-row":   "Digit tiles go in the row",
			"kakuro.why.sum-field-misplaced": "Sum field at either end",
			"kakuro.menu.live":               "The game goes on",
			"kakuro.menu.back":               "Back to the game",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"kakuro.status.short.tiles":      "Posa tessere, poi Verifica",
			"kakuro.status.short.ready":      "Torna: Verifica",
			"kakuro.status.short.swap":       "Tocca l'altra casella",
			"kakuro.status.short.locked":     "Fuori per ora",
			"kakuro.why.row-too-short":       "Almeno due caselle",
			"kakuro.why.row-off-play-area":   "Fuori dal piano di gioco",
			"kakuro.why.not-a-number-square": "Casella del totale in fila",
			"kakuro.why.no-start-sum-field":  "Deve partire da un totale",
			"kakuro.why.start-half-taken":    "Totale già occupato",
			"kakuro.why.row-not-closed":      "Finisci su totale o bordo",
			"kakuro.why.already-scored":      "Già valutata in quel verso",
			"kakuro.why.not-silver":          "Solo su argento scoperto",
			"kakuro.why.swap-same-square":    "Due caselle diverse",
			"kakuro.why.digit-outside-row":   "La cifra va nella fila",
			"kakuro.why.sum-field-misplaced": "Totale subito prima o dopo",
			"kakuro.menu.live":               "La partita continua",
			"kakuro.menu.back":               "Torna alla partita",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"kakuro.status.short.tiles":      "Plättchen legen, dann Prüfen",
			"kakuro.status.short.ready":      "Geht auf: Prüfen",
			"kakuro.status.short.swap":       "Tippe das andere Feld an",
			"kakuro.status.short.locked":     "Setzt aus",
			"kakuro.why.row-too-short":       "Mindestens zwei Felder",
			"kakuro.why.row-off-play-area":   "Ragt über den Spielplan",
			"kakuro.why.not-a-number-square": "Summenfeld in der Reihe",
			"kakuro.why.no-start-sum-field":  "Am Summenfeld beginnen",
			"kakuro.why.start-half-taken":    "Summenfeld schon belegt",
			"kakuro.why.row-not-closed":      "Bis Summenfeld oder Rand",
			"kakuro.why.already-scored":      "In dieser Richtung gewertet",
			"kakuro.why.not-silver":          "Nur auf freies Silber",
			"kakuro.why.swap-same-square":    "Zwei verschiedene Felder",
			"kakuro.why.digit-outside-row":   "Ziffer gehört in die Reihe",
			"kakuro.why.sum-field-misplaced": "Summenfeld ans Reihenende",
			"kakuro.menu.live":               "Das Spiel läuft weiter",
			"kakuro.menu.back":               "Zurück zum Spiel",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"kakuro.status.short.tiles":      "Posez, puis Vérifier",
			"kakuro.status.short.ready":      "C'est bon : Vérifier",
			"kakuro.status.short.swap":       "Touchez l'autre case",
			"kakuro.status.short.locked":     "Hors jeu",
			"kakuro.why.row-too-short":       "Au moins deux cases",
			"kakuro.why.row-off-play-area":   "Hors du plateau",
			"kakuro.why.not-a-number-square": "Une case de somme la coupe",
			"kakuro.why.no-start-sum-field":  "Partir d'une case de somme",
			"kakuro.why.start-half-taken":    "Case de somme déjà prise",
			"kakuro.why.row-not-closed":      "Finir sur somme ou bord",
			"kakuro.why.already-scored":      "Déjà marquée dans ce sens",
			"kakuro.why.not-silver":          "Sur argent non couvert",
			"kakuro.why.swap-same-square":    "Deux cases différentes",
			"kakuro.why.digit-outside-row":   "Chiffre hors de la rangée",
			"kakuro.why.sum-field-misplaced": "Case de somme : à un bout",
			"kakuro.menu.live":               "La partie continue",
			"kakuro.menu.back":               "Retour à la partie",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"kakuro.status.short.tiles":      "Положите фишки, проверьте",
			"kakuro.status.short.ready":      "Сошлось: «Проверить»",
			"kakuro.status.short.swap":       "Коснитесь второй клетки",
			"kakuro.status.short.locked":     "Ждёт суммы",
			"kakuro.why.row-too-short":       "Нужно от двух клеток",
			"kakuro.why.row-off-play-area":   "Ряд выходит за доску",
			"kakuro.why.not-a-number-square": "В ряду поле суммы",
			"kakuro.why.no-start-sum-field":  "Начните у поля суммы",
			"kakuro.why.start-half-taken":    "Поле суммы уже занято",
			"kakuro.why.row-not-closed":      "До поля суммы или края",
			"kakuro.why.already-scored":      "Уже засчитан в эту сторону",
			"kakuro.why.not-silver":          "Только на открытое серебро",
			"kakuro.why.swap-same-square":    "Нужны две разные клетки",
			"kakuro.why.digit-outside-row":   "Цифра вне ряда",
			"kakuro.why.sum-field-misplaced": "Поле суммы — у края ряда",
			"kakuro.menu.live":               "Игра продолжается",
			"kakuro.menu.back":               "Вернуться к игре",
		}
	})
}

// The short reason for doublers, which agrees with how many are needed.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"kakuro.why.doublers-short#one":   "%d doubler needed",
			"kakuro.why.doublers-short#other": "%d doublers needed",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"kakuro.why.doublers-short#one":   "Serve %d raddoppio",
			"kakuro.why.doublers-short#other": "Servono %d raddoppi",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"kakuro.why.doublers-short#one":   "%d Dopplerplättchen nötig",
			"kakuro.why.doublers-short#other": "%d Dopplerplättchen nötig",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"kakuro.why.doublers-short#one":   "Il faut %d doubleur",
			"kakuro.why.doublers-short#other": "Il faut %d doubleurs",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"kakuro.why.doublers-short#one":  "Нужна %d фишка «Дубль»",
			"kakuro.why.doublers-short#few":  "Нужны %d фишки «Дубль»",
			"kakuro.why.doublers-short#many": "Нужно %d фишек «Дубль»",
		}
	})
}
