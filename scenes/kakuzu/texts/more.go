package texts

import "cifra/scenes/i18n"

// Kakuzu's texts for what players hit at the table (issue 26): the draw
// prompt for the keyboard and pads, why undo did nothing, the scoring
// sheet's line about its rows, and setup's line under each option.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"kakuzu.prompt.draw.keys":               "%s: press Enter to draw a number.",
			"kakuzu.prompt.draw.pad":                "%s: press A to draw a number.",
			"kakuzu.undo.none":                      "Only a digit just named can be taken back.",
			"kakuzu.sheet.pick":                     "Tap a player's row to ring their stones.",
			"option.kakuzu.variant.classic.help":    "Draw a number, then lift a stone you think hides it.",
			"option.kakuzu.variant.same-digit.help": "After a find, hunt the same digit again until you miss.",
			"option.kakuzu.variant.no-bag.help":     "No bag: name a digit before each lift, up to 3 finds a turn.",
			"option.kakuzu.turnSeconds.off.help":    "No clock: think as long as you like.",
			"option.kakuzu.turnSeconds.help":        "When a turn's time runs out, the turn passes.",
			"option.kakuzu.sheet.seed.help":         "A new hidden sudoku every game.",
			"option.kakuzu.sheet.day.help":          "Today's sudoku, the same for everyone.",
			"option.kakuzu.hints.help":              "Pencil marks on the stones, where a number can hide, and a Hint button.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"kakuzu.prompt.draw.keys":               "%s: premi Invio per pescare un numero.",
			"kakuzu.prompt.draw.pad":                "%s: premi A per pescare un numero.",
			"kakuzu.undo.none":                      "Si può annullare solo una cifra appena dichiarata.",
			"kakuzu.sheet.pick":                     "Tocca la riga di un giocatore per cerchiarne le pietre.",
			"option.kakuzu.variant.classic.help":    "Pesca un numero, poi solleva la pietra che pensi lo nasconda.",
			"option.kakuzu.variant.same-digit.help": "Dopo una scoperta cerchi ancora la stessa cifra, finché sbagli.",
			"option.kakuzu.variant.no-bag.help":     "Senza sacchetto: dichiari una cifra prima di ogni pietra, fino a 3 per turno.",
			"option.kakuzu.turnSeconds.off.help":    "Nessun limite: pensa quanto vuoi.",
			"option.kakuzu.turnSeconds.help":        "Quando il tempo del turno scade, il turno passa.",
			"option.kakuzu.sheet.seed.help":         "Un nuovo sudoku nascosto a ogni partita.",
			"option.kakuzu.sheet.day.help":          "Il sudoku di oggi, uguale per tutti.",
			"option.kakuzu.hints.help":              "Note a matita sulle pietre, dove può essere un numero e il pulsante Suggerimento.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"kakuzu.prompt.draw.keys":               "%s: Drücke Enter, um eine Zahl zu ziehen.",
			"kakuzu.prompt.draw.pad":                "%s: Drücke A, um eine Zahl zu ziehen.",
			"kakuzu.undo.none":                      "Zurücknehmen lässt sich nur eine eben genannte Ziffer.",
			"kakuzu.sheet.pick":                     "Tippe auf eine Zeile, um deren Steine einzukreisen.",
			"option.kakuzu.variant.classic.help":    "Zieh eine Zahl und heb einen Stein, unter dem du sie vermutest.",
			"option.kakuzu.variant.same-digit.help": "Nach einem Fund suchst du dieselbe Ziffer weiter, bis du danebenliegst.",
			"option.kakuzu.variant.no-bag.help":     "Ohne Beutel: Vor jedem Stein eine Ziffer nennen, bis zu 3 Funde pro Zug.",
			"option.kakuzu.turnSeconds.off.help":    "Keine Uhr: Denk nach, so lange du willst.",
			"option.kakuzu.turnSeconds.help":        "Läuft die Zeit eines Zugs ab, ist der Nächste dran.",
			"option.kakuzu.sheet.seed.help":         "In jeder Partie ein neues verdecktes Sudoku.",
			"option.kakuzu.sheet.day.help":          "Das Sudoku des Tages, für alle gleich.",
			"option.kakuzu.hints.help":              "Bleistiftnotizen auf den Steinen, wo eine Zahl sein kann, und ein Tipp-Knopf.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"kakuzu.prompt.draw.keys":               "%s : appuyez sur Entrée pour piocher un numéro.",
			"kakuzu.prompt.draw.pad":                "%s : appuyez sur A pour piocher un numéro.",
			"kakuzu.undo.none":                      "Seul un chiffre tout juste annoncé peut être annulé.",
			"kakuzu.sheet.pick":                     "Touchez la ligne d'un joueur pour entourer ses pierres.",
			"option.kakuzu.variant.classic.help":    "Piochez un numéro, puis soulevez la pierre qui le cache selon vous.",
			"option.kakuzu.variant.same-digit.help": "Après une trouvaille, cherchez encore le même chiffre jusqu'à l'erreur.",
			"option.kakuzu.variant.no-bag.help":     "Sans sac : annoncez un chiffre avant chaque pierre, 3 trouvailles au plus par tour.",
			"option.kakuzu.turnSeconds.off.help":    "Pas de chrono : prenez votre temps.",
			"option.kakuzu.turnSeconds.help":        "Quand le temps du tour est écoulé, le tour passe.",
			"option.kakuzu.sheet.seed.help":         "Un nouveau sudoku caché à chaque partie.",
			"option.kakuzu.sheet.day.help":          "Le sudoku du jour, le même pour tous.",
			"option.kakuzu.hints.help":              "Notes au crayon sur les pierres, où un numéro peut se cacher, et un bouton Conseil.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"kakuzu.prompt.draw.keys":               "%s: нажмите Enter, чтобы вытянуть «номер».",
			"kakuzu.prompt.draw.pad":                "%s: нажмите A, чтобы вытянуть «номер».",
			"kakuzu.undo.none":                      "Отменить можно только что названную цифру.",
			"kakuzu.sheet.pick":                     "Коснитесь строки игрока, чтобы обвести его камни.",
			"option.kakuzu.variant.classic.help":    "Вытяните «номер» и снимите камень, под которым он, по-вашему, лежит.",
			"option.kakuzu.variant.same-digit.help": "После находки ищите ту же цифру, пока не ошибётесь.",
			"option.kakuzu.variant.no-bag.help":     "Без мешочка: называйте цифру перед каждым камнем, до 3 находок за ход.",
			"option.kakuzu.turnSeconds.off.help":    "Без часов: думайте сколько угодно.",
			"option.kakuzu.turnSeconds.help":        "Когда время хода истекает, ход переходит дальше.",
			"option.kakuzu.sheet.seed.help":         "Новое скрытое судоку в каждой партии.",
			"option.kakuzu.sheet.day.help":          "Судоку дня, одно для всех.",
			"option.kakuzu.hints.help":              "Пометки карандашом на камнях, где может быть число, и кнопка «Совет».",
		}
	})
}
