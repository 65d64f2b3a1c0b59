package texts

import "cifra/scenes/i18n"

// Kakuro's guided first game and its setup choices (the claim window and
// the deal of the day).
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"option.kakuro.claim":     "Claim time: %s",
			"option.kakuro.deal":      "Deal: %s",
			"option.kakuro.deal.seed": "new",
			"option.kakuro.deal.day":  "of the day",
			"kakuro.guide.1":          "The sum tile shows %d. A row runs from a red sum field all the way to the edge or the next sum field. Row 3 reads 4 7 1 8 5 2 6 3: eight tiles, together 36. Press Kakuro! to claim it.",
			"kakuro.guide.1.done":     "8 tiles, 8 points! The row turned red and the sum tile lies on its sum field. A red tile can still count once more, going down.",
			"kakuro.guide.2":          "Next sum: %d. Row 6 begins 9 5 8 — that is 22, but the row goes on to the edge. Press Kakuro! and close it with a sum field.",
			"kakuro.guide.2.done":     "3 points! The tile you laid is a new sum field: from now on rows start from it, across and down.",
			"kakuro.guide.3":          "Sum %d. Under your new sum field, column 4 ends with 2 and 5: only 7. A digit tile changes what a tile is worth. Press Kakuro!",
			"kakuro.guide.3.done":     "2 points! A digit tile stays where it was laid. That was the guided game's last sum.",
			"kakuro.guide.mark":       "Mark the row: drag from its first square to its last (or tap the two).",
			"kakuro.guide.flip":       "Tap the swap tile to pick it, then tap it again: it turns over. Its back is a sum field.",
			"kakuro.guide.flipback":   "This tile should show its front: tap it to pick it, then tap again to turn it.",
			"kakuro.guide.sumfield":   "Drag the sum field onto the square just after the row: the row now ends there.",
			"kakuro.guide.digit":      "Drag the 6 onto the 2: that square now counts 6, and 6 + 5 = 11.",
			"kakuro.guide.check":      "The total is right. Press Check!",
			"kakuro.guide.follow":     "In the guided game, follow the white finger.",
			"kakuro.guide.end":        "Well done — you know Kakuro! Play against bots or friends: set up a game from the menu.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"option.kakuro.claim":     "Tempo per la fila: %s",
			"option.kakuro.deal":      "Distribuzione: %s",
			"option.kakuro.deal.seed": "nuova",
			"option.kakuro.deal.day":  "del giorno",
			"kakuro.guide.1":          "La tessera del totale mostra %d. Una fila va da una casella del totale rossa fino al bordo o alla casella del totale successiva. La fila 3 dice 4 7 1 8 5 2 6 3: otto tessere, in tutto 36. Premi Kakuro! per prenderla.",
			"kakuro.guide.1.done":     "8 tessere, 8 punti! La fila è diventata rossa e la tessera del totale è sulla sua casella. Una tessera rossa può contare ancora una volta, in verticale.",
			"kakuro.guide.2":          "Prossimo totale: %d. La fila 6 comincia con 9 5 8 — fa 22, ma la fila prosegue fino al bordo. Premi Kakuro! e chiudila con una casella del totale.",
			"kakuro.guide.2.done":     "3 punti! La tessera che hai posato è una nuova casella del totale: da ora le file partono anche da lì, in orizzontale e in verticale.",
			"kakuro.guide.3":          "Totale %d. Sotto la tua nuova casella del totale, la colonna 4 finisce con 2 e 5: solo 7. Una tessera della cifra cambia il valore di una tessera. Premi Kakuro!",
			"kakuro.guide.3.done":     "2 punti! La tessera della cifra resta dove l'hai posata. Era l'ultimo totale della partita guidata.",
			"kakuro.guide.mark":       "Segna la fila: trascina dalla prima all'ultima casella (oppure tocca le due).",
			"kakuro.guide.flip":       "Tocca la tessera di scambio per sceglierla, poi toccala di nuovo: si gira. Il suo dorso è una casella del totale.",
			"kakuro.guide.flipback":   "Questa tessera deve mostrare il fronte: toccala per sceglierla, poi di nuovo per girarla.",
			"kakuro.guide.sumfield":   "Trascina la casella del totale sulla casella subito dopo la fila: ora la fila finisce lì.",
			"kakuro.guide.digit":      "Trascina il 6 sul 2: quella casella ora vale 6, e 6 + 5 = 11.",
			"kakuro.guide.check":      "Il totale è giusto. Premi Verifica!",
			"kakuro.guide.follow":     "Nella partita guidata, segui il dito bianco.",
			"kakuro.guide.end":        "Bravo — ora conosci Kakuro! Gioca contro i bot o gli amici: prepara una partita dal menu.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"option.kakuro.claim":     "Zeit für die Reihe: %s",
			"option.kakuro.deal":      "Spielbrett: %s",
			"option.kakuro.deal.seed": "neu gemischt",
			"option.kakuro.deal.day":  "des Tages",
			"kakuro.guide.1":          "Das Summenplättchen zeigt %d. Eine Reihe läuft von einem roten Summenfeld bis zum Rand oder zum nächsten Summenfeld. Reihe 3 lautet 4 7 1 8 5 2 6 3: acht Plättchen, zusammen 36. Drück Kakuro!, um sie zu nehmen.",
			"kakuro.guide.1.done":     "8 Plättchen, 8 Punkte! Die Reihe ist rot, und das Summenplättchen liegt auf ihrem Summenfeld. Ein rotes Plättchen kann noch einmal zählen, senkrecht.",
			"kakuro.guide.2":          "Nächste Summe: %d. Reihe 6 beginnt mit 9 5 8 — das sind 22, aber die Reihe geht bis zum Rand weiter. Drück Kakuro! und schließ sie mit einem Summenfeld ab.",
			"kakuro.guide.2.done":     "3 Punkte! Das gelegte Plättchen ist ein neues Summenfeld: Ab jetzt beginnen dort Reihen, waagerecht und senkrecht.",
			"kakuro.guide.3":          "Summe %d. Unter deinem neuen Summenfeld endet Spalte 4 mit 2 und 5: nur 7. Ein Ziffernplättchen ändert den Wert eines Plättchens. Drück Kakuro!",
			"kakuro.guide.3.done":     "2 Punkte! Ein Ziffernplättchen bleibt liegen, wo es hingelegt wurde. Das war die letzte Summe des geführten Spiels.",
			"kakuro.guide.mark":       "Markiere die Reihe: Zieh vom ersten bis zum letzten Feld (oder tippe beide an).",
			"kakuro.guide.flip":       "Tippe das Tauschplättchen an, um es zu wählen, dann noch einmal: Es dreht sich um. Seine Rückseite ist ein Summenfeld.",
			"kakuro.guide.flipback":   "Dieses Plättchen soll seine Vorderseite zeigen: Tippe es an und dann noch einmal, um es umzudrehen.",
			"kakuro.guide.sumfield":   "Zieh das Summenfeld auf das Feld direkt hinter der Reihe: Dort endet die Reihe jetzt.",
			"kakuro.guide.digit":      "Zieh die 6 auf die 2: Das Feld zählt jetzt 6, und 6 + 5 = 11.",
			"kakuro.guide.check":      "Die Summe stimmt. Drück Prüfen!",
			"kakuro.guide.follow":     "Folge im geführten Spiel dem weißen Finger.",
			"kakuro.guide.end":        "Gut gemacht — jetzt kennst du Kakuro! Spiel gegen Bots oder Freunde: Richte im Menü ein Spiel ein.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"option.kakuro.claim":     "Temps pour la rangée : %s",
			"option.kakuro.deal":      "Donne : %s",
			"option.kakuro.deal.seed": "nouvelle",
			"option.kakuro.deal.day":  "du jour",
			"kakuro.guide.1":          "La tuile de somme montre %d. Une rangée va d'une case de somme rouge jusqu'au bord ou à la case de somme suivante. La rangée 3 se lit 4 7 1 8 5 2 6 3 : huit tuiles, 36 en tout. Appuyez sur Kakuro ! pour la prendre.",
			"kakuro.guide.1.done":     "8 tuiles, 8 points ! La rangée est passée au rouge et la tuile de somme est posée sur sa case. Une tuile rouge peut encore compter une fois, à la verticale.",
			"kakuro.guide.2":          "Somme suivante : %d. La rangée 6 commence par 9 5 8 — cela fait 22, mais la rangée continue jusqu'au bord. Appuyez sur Kakuro ! et fermez-la avec une case de somme.",
			"kakuro.guide.2.done":     "3 points ! La tuile posée est une nouvelle case de somme : désormais des rangées en partent, à l'horizontale et à la verticale.",
			"kakuro.guide.3":          "Somme %d. Sous votre nouvelle case de somme, la colonne 4 finit par 2 et 5 : seulement 7. Une tuile chiffre change la valeur d'une tuile. Appuyez sur Kakuro !",
			"kakuro.guide.3.done":     "2 points ! Une tuile chiffre reste là où elle a été posée. C'était la dernière somme de la partie guidée.",
			"kakuro.guide.mark":       "Désignez la rangée : glissez de sa première à sa dernière case (ou touchez les deux).",
			"kakuro.guide.flip":       "Touchez la tuile échange pour la choisir, puis touchez-la encore : elle se retourne. Son dos est une case de somme.",
			"kakuro.guide.flipback":   "Cette tuile doit montrer sa face : touchez-la pour la choisir, puis encore pour la retourner.",
			"kakuro.guide.sumfield":   "Glissez la case de somme sur la case juste après la rangée : la rangée s'arrête là maintenant.",
			"kakuro.guide.digit":      "Glissez le 6 sur le 2 : cette case vaut maintenant 6, et 6 + 5 = 11.",
			"kakuro.guide.check":      "Le total est juste. Appuyez sur Vérifier !",
			"kakuro.guide.follow":     "Dans la partie guidée, suivez le doigt blanc.",
			"kakuro.guide.end":        "Bravo — vous connaissez Kakuro ! Jouez contre des bots ou des amis : préparez une partie depuis le menu.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"option.kakuro.claim":     "Время на ряд: %s",
			"option.kakuro.deal":      "Раскладка: %s",
			"option.kakuro.deal.seed": "новая",
			"option.kakuro.deal.day":  "дня",
			"kakuro.guide.1":          "На фишке суммы — %d. Ряд идёт от красного поля суммы до края или до следующего поля суммы. В ряду 3: 4 7 1 8 5 2 6 3 — восемь фишек, вместе 36. Нажмите «Kakuro!», чтобы забрать его.",
			"kakuro.guide.1.done":     "8 фишек — 8 очков! Ряд стал красным, а фишка суммы лежит на его поле суммы. Красная фишка может засчитаться ещё раз — по вертикали.",
			"kakuro.guide.2":          "Следующая сумма: %d. Ряд 6 начинается с 9 5 8 — это 22, но ряд тянется до края. Нажмите «Kakuro!» и закройте его полем суммы.",
			"kakuro.guide.2.done":     "3 очка! Положенная фишка — новое поле суммы: теперь от него начинаются ряды, по горизонтали и по вертикали.",
			"kakuro.guide.3":          "Сумма %d. Под вашим новым полем суммы столбец 4 кончается на 2 и 5: всего 7. Фишка-цифра меняет значение фишки. Нажмите «Kakuro!»",
			"kakuro.guide.3.done":     "2 очка! Фишка-цифра остаётся там, куда её положили. Это была последняя сумма обучающей партии.",
			"kakuro.guide.mark":       "Отметьте ряд: проведите от первой клетки до последней (или коснитесь обеих).",
			"kakuro.guide.flip":       "Коснитесь фишки обмена, чтобы выбрать её, и ещё раз — она перевернётся. Её оборот — поле суммы.",
			"kakuro.guide.flipback":   "Эта фишка должна лежать лицом вверх: коснитесь её и ещё раз, чтобы перевернуть.",
			"kakuro.guide.sumfield":   "Перетащите поле суммы на клетку сразу за рядом: теперь ряд кончается там.",
			"kakuro.guide.digit":      "Перетащите 6 на 2: эта клетка теперь стоит 6, и 6 + 5 = 11.",
			"kakuro.guide.check":      "Сумма верна. Нажмите «Проверить»!",
			"kakuro.guide.follow":     "В обучающей партии следуйте за белым пальцем.",
			"kakuro.guide.end":        "Отлично — теперь вы знаете Какуро! Играйте с ботами или друзьями: начните партию из меню.",
		}
	})
}
