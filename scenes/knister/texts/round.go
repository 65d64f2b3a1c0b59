package texts

import "cifra/scenes/i18n"

// Knister in the menu, its round and scoring: its name and the menu's
// line about it, the buttons and status line, passing the device, the
// combinations and lines a card scores, the solo rating, the
// "Roll automatically" switch, the rules' refusals, how to play, what a
// saved game shows in the menu and the table's words.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"game.knister":       "Knister",
			"game.knister.blurb": "Dice bingo: 25 rolls, one 5×5 card. Build pairs, full houses and straights in every row, column and diagonal.",

			"knister.round.score":  "Score: %d",
			"knister.round.roll":   "Roll",
			"knister.round.finish": "See the scores",
			"knister.round.passto": "Pass to %s",
			"knister.round.hint":   "Hint: %s",

			// A bot's level alone, where "Bot · hard" does not fit beside its name.
			"knister.level.easy":   "easy",
			"knister.level.normal": "normal",
			"knister.level.hard":   "hard",

			"knister.round.status.rolling":  "Rolling… (roll %d of 25)",
			"knister.round.status.place":    "Write the %d on your card (roll %d of 25)",
			"knister.round.status.bots":     "The bots are writing…",
			"knister.round.status.roll":     "Everyone has written. Roll %d comes next.",
			"knister.round.status.next":     "%s writes next.",
			"knister.round.status.finished": "The card is full!",
			"knister.round.solo.goal":       "Solo goals: over 50 is good, over 80 super, over 100 spectacular.",

			"knister.pass.title": "Pass the device to %s",
			"knister.pass.body":  "The previous card stays hidden until you are ready.",
			"knister.pass.ready": "I'm ready",

			"knister.scoring.solo":       "Score %d: %s",
			"knister.scoring.total":      "Total",
			"knister.rating.keep":        "keep practising!",
			"knister.rating.good":        "good!",
			"knister.rating.super":       "super!",
			"knister.rating.spectacular": "spectacular!",

			"knister.combo.none":               "Nothing",
			"knister.combo.pair":               "Pair",
			"knister.combo.two-pairs":          "Two pairs",
			"knister.combo.three-of-a-kind":    "Three of a kind",
			"knister.combo.full-house":         "Full house",
			"knister.combo.four-of-a-kind":     "Four of a kind",
			"knister.combo.five-of-a-kind":     "Five of a kind",
			"knister.combo.straight-with-7":    "Straight with 7",
			"knister.combo.straight-without-7": "Straight without 7",

			"knister.line.row":       "Row %d",
			"knister.line.col":       "Column %d",
			"knister.line.diag.down": "Diagonal \\",
			"knister.line.diag.up":   "Diagonal /",

			"knister.settings.autoroll": "Roll automatically: %s",

			"error.knister.cell-taken":      "That square is already written in.",
			"error.knister.already-placed":  "You have already written this roll's number.",
			"error.knister.game-over":       "The game is over.",
			"error.knister.nothing-to-undo": "There is nothing to undo for this roll.",
			"error.knister.roll-too-early":  "Not everyone has written this number yet.",

			"help.knister": "Knister is dice bingo. Two dice are rolled 25 times. After each roll, every player writes the sum of the two dice (2 to 12) into any empty square of their own 5×5 card. Once a number is written it stays, so think ahead.\n" +
				"When the card is full, each of its 12 lines scores the combination it holds, as in the table: the 5 rows, the 5 columns and the 2 diagonals, which count double. A straight is five consecutive numbers in any order.\n" +
				"Remember that 7 comes up most often and 2 or 12 rarely. The highest total wins; alone, try to beat 50, 80 or even 100.\n" +
				"Drag the number onto a square, or tap a square, or use the arrow keys and Enter. Undo takes your number back until the next roll. Esc pauses the game.",

			"resume.knister":         "roll %d of %d",
			"knister.table.roll":     "Roll",
			"knister.table.waiting":  "Waiting for %s",
			"knister.table.write":    "Write the %d",
			"knister.table.written":  "Written",
			"knister.table.toosmall": "This screen is too small for every card around it: pass the device from hand to hand.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"game.knister":       "Knister",
			"game.knister.blurb": "Bingo con i dadi: 25 lanci, una cartella 5×5. Forma coppie, full e scale in ogni riga, colonna e diagonale.",

			"knister.round.score":  "Punti: %d",
			"knister.round.roll":   "Lancia",
			"knister.round.finish": "Vedi i punteggi",
			"knister.round.passto": "Passa a %s",
			"knister.round.hint":   "Aiuti: %s",

			// A bot's level alone, where "Bot · hard" does not fit beside its name.
			"knister.level.easy":   "facile",
			"knister.level.normal": "normale",
			"knister.level.hard":   "difficile",

			"knister.round.status.rolling":  "Si lanciano i dadi… (lancio %d di 25)",
			"knister.round.status.place":    "Scrivi il numero %d nella tua cartella (lancio %d di 25)",
			"knister.round.status.bots":     "I bot stanno scrivendo…",
			"knister.round.status.roll":     "Tutti hanno scritto. Ora tocca al lancio %d.",
			"knister.round.status.next":     "Ora scrive %s.",
			"knister.round.status.finished": "La cartella è piena!",
			"knister.round.solo.goal":       "Obiettivi in solitario: oltre 50 è buono, oltre 80 super, oltre 100 spettacolare.",

			"knister.pass.title": "Passa il dispositivo a %s",
			"knister.pass.body":  "La cartella precedente resta nascosta fino al tuo via.",
			"knister.pass.ready": "Ci sono",

			"knister.scoring.solo":       "Punteggio %d: %s",
			"knister.scoring.total":      "Totale",
			"knister.rating.keep":        "continua ad allenarti!",
			"knister.rating.good":        "buono!",
			"knister.rating.super":       "super!",
			"knister.rating.spectacular": "spettacolare!",

			"knister.combo.none":               "Niente",
			"knister.combo.pair":               "Coppia",
			"knister.combo.two-pairs":          "Doppia coppia",
			"knister.combo.three-of-a-kind":    "Tris",
			"knister.combo.full-house":         "Full",
			"knister.combo.four-of-a-kind":     "Poker",
			"knister.combo.five-of-a-kind":     "Pokerissimo",
			"knister.combo.straight-with-7":    "Scala con 7",
			"knister.combo.straight-without-7": "Scala senza 7",

			"knister.line.row":       "Riga %d",
			"knister.line.col":       "Colonna %d",
			"knister.line.diag.down": "Diagonale \\",
			"knister.line.diag.up":   "Diagonale /",

			"knister.settings.autoroll": "Lancio automatico: %s",

			"error.knister.cell-taken":      "In quella casella c'è già un numero.",
			"error.knister.already-placed":  "Hai già scritto il numero di questo lancio.",
			"error.knister.game-over":       "La partita è finita.",
			"error.knister.nothing-to-undo": "In questo lancio non c'è niente da annullare.",
			"error.knister.roll-too-early":  "Non tutti hanno ancora scritto questo numero.",

			"help.knister": "Knister è un bingo con i dadi. Si lanciano due dadi per 25 volte. Dopo ogni lancio, ciascun giocatore scrive la somma dei due dadi (da 2 a 12) in una casella libera a scelta della propria cartella 5×5. Un numero scritto non si cancella più: pensa alle mosse successive.\n" +
				"Quando la cartella è piena, ciascuna delle 12 linee vale la combinazione che contiene, come nella tabella: le 5 righe, le 5 colonne e le 2 diagonali, che valgono doppio. Una scala è fatta di cinque numeri consecutivi, in qualsiasi ordine.\n" +
				"Ricorda: il 7 esce più spesso di tutti, il 2 e il 12 di rado. Vince il totale più alto; in solitario, prova a superare 50, 80 o addirittura 100.\n" +
				"Trascina il numero su una casella, oppure tocca una casella, oppure usa le frecce e Invio. «Annulla» riprende il tuo numero fino al lancio successivo. Esc mette in pausa la partita.",

			"resume.knister":         "lancio %d di %d",
			"knister.table.roll":     "Lancia",
			"knister.table.waiting":  "Si aspetta %s",
			"knister.table.write":    "Scrivi il %d",
			"knister.table.written":  "Scritto",
			"knister.table.toosmall": "Lo schermo è troppo piccolo per tutte le cartelle intorno: passate il dispositivo di mano in mano.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"game.knister":       "Knister",
			"game.knister.blurb": "Würfel-Bingo: 25 Würfe, ein 5×5-Zettel. Bilde Paare, Full Houses und Straßen in jeder Zeile, Spalte und Diagonale.",

			"knister.round.score":  "Punkte: %d",
			"knister.round.roll":   "Würfeln",
			"knister.round.finish": "Zur Wertung",
			"knister.round.passto": "Weiter an %s",
			"knister.round.hint":   "Tipps: %s",

			// A bot's level alone, where "Bot · hard" does not fit beside its name.
			"knister.level.easy":   "leicht",
			"knister.level.normal": "normal",
			"knister.level.hard":   "schwer",

			"knister.round.status.rolling":  "Es wird gewürfelt… (Wurf %d von 25)",
			"knister.round.status.place":    "Trag die %d auf deinem Zettel ein (Wurf %d von 25)",
			"knister.round.status.bots":     "Die Bots tragen ein…",
			"knister.round.status.roll":     "Alle haben eingetragen. Als Nächstes kommt Wurf %d.",
			"knister.round.status.next":     "Jetzt trägt %s ein.",
			"knister.round.status.finished": "Der Zettel ist voll!",
			"knister.round.solo.goal":       "Solo-Ziele: über 50 ist gut, über 80 super, über 100 spektakulär.",

			"knister.pass.title": "Gib das Gerät an %s weiter",
			"knister.pass.body":  "Der vorige Zettel bleibt verdeckt, bis du bereit bist.",
			"knister.pass.ready": "Ich bin bereit",

			"knister.scoring.solo":       "Punkte: %d — %s",
			"knister.scoring.total":      "Gesamt",
			"knister.rating.keep":        "weiter üben!",
			"knister.rating.good":        "gut!",
			"knister.rating.super":       "super!",
			"knister.rating.spectacular": "spektakulär!",

			"knister.combo.none":               "Nichts",
			"knister.combo.pair":               "Paar",
			"knister.combo.two-pairs":          "Zwei Paare",
			"knister.combo.three-of-a-kind":    "Drilling",
			"knister.combo.full-house":         "Full House",
			"knister.combo.four-of-a-kind":     "Vierling",
			"knister.combo.five-of-a-kind":     "Fünfling",
			"knister.combo.straight-with-7":    "Straße mit 7",
			"knister.combo.straight-without-7": "Straße ohne 7",

			"knister.line.row":       "Zeile %d",
			"knister.line.col":       "Spalte %d",
			"knister.line.diag.down": "Diagonale \\",
			"knister.line.diag.up":   "Diagonale /",

			"knister.settings.autoroll": "Automatisch würfeln: %s",

			"error.knister.cell-taken":      "In diesem Feld steht schon eine Zahl.",
			"error.knister.already-placed":  "Du hast die Zahl dieses Wurfs schon eingetragen.",
			"error.knister.game-over":       "Das Spiel ist vorbei.",
			"error.knister.nothing-to-undo": "Bei diesem Wurf gibt es nichts zurückzunehmen.",
			"error.knister.roll-too-early":  "Noch haben nicht alle diese Zahl eingetragen.",

			"help.knister": "Knister ist Würfel-Bingo. Zwei Würfel werden 25-mal geworfen. Nach jedem Wurf trägt jeder die Summe der beiden Würfel (2 bis 12) in ein beliebiges freies Feld seines eigenen 5×5-Zettels ein. Was eingetragen ist, bleibt stehen – also vorausdenken!\n" +
				"Ist der Zettel voll, bringt jede der 12 Linien die Punkte ihrer Kombination, wie in der Tabelle: die 5 Zeilen, die 5 Spalten und die 2 Diagonalen, die doppelt zählen. Eine Straße sind fünf aufeinanderfolgende Zahlen in beliebiger Reihenfolge.\n" +
				"Denk daran: Die 7 fällt am häufigsten, die 2 und die 12 nur selten. Die höchste Summe gewinnt; allein versuchst du, 50, 80 oder sogar 100 Punkte zu übertreffen.\n" +
				"Zieh die Zahl auf ein Feld, tippe ein Feld an oder nimm die Pfeiltasten und Enter. „Rückgängig“ nimmt deine Zahl bis zum nächsten Wurf zurück. Esc pausiert das Spiel.",

			"resume.knister":         "Wurf %d von %d",
			"knister.table.roll":     "Würfeln",
			"knister.table.waiting":  "Warten auf %s",
			"knister.table.write":    "Trag die %d ein",
			"knister.table.written":  "Eingetragen",
			"knister.table.toosmall": "Der Bildschirm ist zu klein für alle Zettel ringsum: reicht das Gerät von Hand zu Hand weiter.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"game.knister":       "Knister",
			"game.knister.blurb": "Bingo de dés : 25 lancers, une grille 5×5. Formez des paires, des fulls et des suites sur chaque ligne, colonne et diagonale.",

			"knister.round.score":  "Score : %d",
			"knister.round.roll":   "Lancer",
			"knister.round.finish": "Voir les scores",
			"knister.round.passto": "Passer à %s",
			"knister.round.hint":   "Aides : %s",

			// A bot's level alone, where "Bot · hard" does not fit beside its name.
			"knister.level.easy":   "facile",
			"knister.level.normal": "normal",
			"knister.level.hard":   "difficile",

			"knister.round.status.rolling":  "Lancer des dés… (lancer %d sur 25)",
			"knister.round.status.place":    "Inscrivez le %d sur votre grille (lancer %d sur 25)",
			"knister.round.status.bots":     "Les bots inscrivent leur nombre…",
			"knister.round.status.roll":     "Tout le monde a inscrit son nombre. Place au lancer %d.",
			"knister.round.status.next":     "À %s d'inscrire son nombre.",
			"knister.round.status.finished": "La grille est pleine !",
			"knister.round.solo.goal":       "Objectifs en solo : plus de 50, c'est bien ; plus de 80, super ; plus de 100, spectaculaire.",

			"knister.pass.title": "Passez l'appareil à %s",
			"knister.pass.body":  "La grille précédente reste cachée en attendant votre signal.",
			"knister.pass.ready": "C'est parti",

			"knister.scoring.solo":       "Score : %d — %s",
			"knister.scoring.total":      "Total",
			"knister.rating.keep":        "continuez à vous entraîner !",
			"knister.rating.good":        "bien !",
			"knister.rating.super":       "super !",
			"knister.rating.spectacular": "spectaculaire !",

			"knister.combo.none":               "Rien",
			"knister.combo.pair":               "Paire",
			"knister.combo.two-pairs":          "Double paire",
			"knister.combo.three-of-a-kind":    "Brelan",
			"knister.combo.full-house":         "Full",
			"knister.combo.four-of-a-kind":     "Carré",
			"knister.combo.five-of-a-kind":     "Yam's",
			"knister.combo.straight-with-7":    "Suite avec 7",
			"knister.combo.straight-without-7": "Suite sans 7",

			"knister.line.row":       "Ligne %d",
			"knister.line.col":       "Colonne %d",
			"knister.line.diag.down": "Diagonale \\",
			"knister.line.diag.up":   "Diagonale /",

			"knister.settings.autoroll": "Lancer automatique : %s",

			"error.knister.cell-taken":      "Cette case est déjà remplie.",
			"error.knister.already-placed":  "Vous avez déjà inscrit le nombre de ce lancer.",
			"error.knister.game-over":       "La partie est terminée.",
			"error.knister.nothing-to-undo": "Rien à annuler pour ce lancer.",
			"error.knister.roll-too-early":  "Tout le monde n'a pas encore inscrit ce nombre.",

			"help.knister": "Knister est un bingo de dés. On lance deux dés 25 fois. Après chaque lancer, chaque joueur inscrit la somme des deux dés (de 2 à 12) dans la case vide de son choix sur sa propre grille 5×5. Un nombre inscrit ne bouge plus : réfléchissez à l'avance.\n" +
				"Quand la grille est pleine, chacun des 12 alignements rapporte sa combinaison, comme dans le tableau : les 5 lignes, les 5 colonnes et les 2 diagonales, qui comptent double. Une suite, ce sont cinq nombres consécutifs dans n'importe quel ordre.\n" +
				"Rappelez-vous : le 7 sort le plus souvent, le 2 et le 12 rarement. Le plus gros total l'emporte ; en solo, essayez de dépasser 50, 80, voire 100.\n" +
				"Faites glisser le nombre sur une case, touchez une case ou utilisez les flèches et Entrée. « Annuler » reprend votre nombre jusqu'au lancer suivant. Échap met la partie en pause.",

			"resume.knister":         "lancer %d sur %d",
			"knister.table.roll":     "Lancer",
			"knister.table.waiting":  "On attend %s",
			"knister.table.write":    "Inscrivez le %d",
			"knister.table.written":  "Inscrit",
			"knister.table.toosmall": "L’écran est trop petit pour toutes les grilles autour : passez l’appareil de main en main.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"game.knister":       "Knister",
			"game.knister.blurb": "Бинго на кубиках: 25 бросков, одна карточка 5×5. Собирайте пары, фулл-хаусы и стриты в каждой строке, столбце и диагонали.",

			"knister.round.score":  "Очки: %d",
			"knister.round.roll":   "Бросить",
			"knister.round.finish": "К итогам",
			"knister.round.passto": "Передать: %s",
			"knister.round.hint":   "Подсказки: %s",

			// A bot's level alone, where "Bot · hard" does not fit beside its name.
			"knister.level.easy":   "лёгкий",
			"knister.level.normal": "средний",
			"knister.level.hard":   "сложный",

			"knister.round.status.rolling":  "Бросаем кубики… (бросок %d из 25)",
			"knister.round.status.place":    "Запишите число %d в свою карточку (бросок %d из 25)",
			"knister.round.status.bots":     "Боты записывают…",
			"knister.round.status.roll":     "Все записали. Дальше бросок %d.",
			"knister.round.status.next":     "Теперь записывает %s.",
			"knister.round.status.finished": "Карточка заполнена!",
			"knister.round.solo.goal":       "Цели в одиночной игре: больше 50 — хорошо, больше 80 — супер, больше 100 — великолепно.",

			"knister.pass.title": "Передайте устройство: %s",
			"knister.pass.body":  "Предыдущая карточка скрыта, пока вы не будете готовы.",
			"knister.pass.ready": "Показать карточку",

			"knister.scoring.solo":       "Очки: %d — %s",
			"knister.scoring.total":      "Итого",
			"knister.rating.keep":        "тренируйтесь дальше!",
			"knister.rating.good":        "хорошо!",
			"knister.rating.super":       "супер!",
			"knister.rating.spectacular": "великолепно!",

			"knister.combo.none":               "Ничего",
			"knister.combo.pair":               "Пара",
			"knister.combo.two-pairs":          "Две пары",
			"knister.combo.three-of-a-kind":    "Тройка",
			"knister.combo.full-house":         "Фулл-хаус",
			"knister.combo.four-of-a-kind":     "Каре",
			"knister.combo.five-of-a-kind":     "Покер",
			"knister.combo.straight-with-7":    "Стрит с 7",
			"knister.combo.straight-without-7": "Стрит без 7",

			"knister.line.row":       "Строка %d",
			"knister.line.col":       "Столбец %d",
			"knister.line.diag.down": "Диагональ \\",
			"knister.line.diag.up":   "Диагональ /",

			"knister.settings.autoroll": "Автоматический бросок: %s",

			"error.knister.cell-taken":      "В этой клетке уже есть число.",
			"error.knister.already-placed":  "Вы уже записали число этого броска.",
			"error.knister.game-over":       "Игра окончена.",
			"error.knister.nothing-to-undo": "В этом броске нечего отменять.",
			"error.knister.roll-too-early":  "Ещё не все записали это число.",

			"help.knister": "Knister — это бинго на кубиках. Два кубика бросают 25 раз. После каждого броска каждый игрок записывает сумму двух кубиков (от 2 до 12) в любую свободную клетку своей карточки 5×5. Записанное число уже не изменить, так что думайте наперёд.\n" +
				"Когда карточка заполнена, каждая из 12 линий приносит очки за свою комбинацию, как в таблице: 5 строк, 5 столбцов и 2 диагонали, очки за которые удваиваются. Стрит — это пять последовательных чисел в любом порядке.\n" +
				"Помните: 7 выпадает чаще всего, а 2 и 12 — редко. Побеждает наибольшая сумма; в одиночной игре постарайтесь набрать больше 50, 80 или даже 100.\n" +
				"Перетащите число на клетку, коснитесь клетки или используйте стрелки и Enter. «Отменить» возвращает ваше число до следующего броска. Esc ставит игру на паузу.",

			"resume.knister":         "бросок %d из %d",
			"knister.table.roll":     "Бросить",
			"knister.table.waiting":  "Ждём: %s",
			"knister.table.write":    "Запишите %d",
			"knister.table.written":  "Записано",
			"knister.table.toosmall": "Экран слишком мал для всех карточек вокруг: передавайте устройство из рук в руки.",
		}
	})
}
