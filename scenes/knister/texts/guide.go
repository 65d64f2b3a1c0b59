package texts

import "cifra/scenes/i18n"

// Knister's guided first game: five rolls written along the main
// diagonal into a full house. Each lesson says where the sum goes and
// why (%d is the sum), why another square is held back, and what the
// number written does.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"knister.guide.1":      "Write the sum of the dice, %d, into one square of your card. 7 comes up most often. The centre lies on four lines: its row, its column and both diagonals, which score double. Drag the number onto the ringed square, or tap it.",
			"knister.guide.1.no":   "Not there: this 7 goes in the centre, the one square on four lines at once.",
			"knister.guide.1.done": "A 7 in the centre. A row, column or diagonal scores once its five squares are full, by the pattern of its numbers, like a poker hand. Press Roll.",
			"knister.guide.2":      "Another %d. Write it in the top left corner, on the same diagonal as your first 7: two equal numbers in a line are a pair.",
			"knister.guide.2.no":   "Keep the 7s together: in the top left corner this 7 joins the first on the diagonal. Elsewhere it starts nothing.",
			"knister.guide.2.done": "Two 7s on the diagonal: a pair, 1 point (2 on a diagonal) once the line is full. More of the same number scores more. Press Roll.",
			"knister.guide.3":      "A third %d! Write it bottom right, at the diagonal's other end: three equal numbers are three of a kind.",
			"knister.guide.3.no":   "The 7s score together: this one belongs on the diagonal, in the bottom right corner.",
			"knister.guide.3.done": "Three of a kind: 3 points, 6 on a diagonal. Two squares of it are still free. Press Roll.",
			"knister.guide.4":      "An %d: no 7, but three of one number and two of another make a full house, 8 points. Write it on the diagonal, between the top left 7 and the centre.",
			"knister.guide.4.no":   "The 8 goes on the diagonal, where two 8s beside three 7s make a full house.",
			"knister.guide.4.done": "One square of the diagonal is left. Press Roll.",
			"knister.guide.5":      "Another %d: write it in the diagonal's last square. The line is then full, and it scores.",
			"knister.guide.5.no":   "Only the diagonal's last square finishes the line: a line scores once all five squares are written.",
			"knister.guide.end":    "The diagonal reads 7 8 7 8 7: three 7s and two 8s, a full house. 8 points, doubled on a diagonal: 16. Every row, column and diagonal scores like this once full; a straight without a 7 (2 to 6, or 8 to 12) scores most, 12. The guide is over: press Roll and fill the card as you like. It is practice, not counted.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"knister.guide.1":      "Scrivi la somma dei dadi, %d, in una casella della tua cartella. Il 7 esce più spesso di tutti. Il centro sta su quattro linee: la sua riga, la sua colonna e le due diagonali, che valgono doppio. Trascina il numero sulla casella cerchiata, oppure toccala.",
			"knister.guide.1.no":   "Non lì: questo 7 va al centro, l'unica casella che sta su quattro linee insieme.",
			"knister.guide.1.done": "Un 7 al centro. Una riga, una colonna o una diagonale dà punti quando le sue cinque caselle sono piene, secondo la combinazione dei numeri, come una mano di poker. Premi Lancia.",
			"knister.guide.2":      "Un altro %d. Scrivilo nell'angolo in alto a sinistra, sulla stessa diagonale del primo 7: due numeri uguali in una linea sono una coppia.",
			"knister.guide.2.no":   "Tieni insieme i 7: nell'angolo in alto a sinistra questo 7 si unisce al primo sulla diagonale. Altrove non comincia niente.",
			"knister.guide.2.done": "Due 7 sulla diagonale: una coppia, 1 punto (2 su una diagonale) quando la linea è piena. Più numeri uguali valgono di più. Premi Lancia.",
			"knister.guide.3":      "Un terzo %d! Scrivilo in basso a destra, all'altro capo della diagonale: tre numeri uguali sono un tris.",
			"knister.guide.3.no":   "I 7 contano insieme: questo va sulla diagonale, nell'angolo in basso a destra.",
			"knister.guide.3.done": "Un tris: 3 punti, 6 su una diagonale. Restano due caselle libere. Premi Lancia.",
			"knister.guide.4":      "Un %d: non è un 7, ma tre numeri uguali e altri due uguali fanno un full, 8 punti. Scrivilo sulla diagonale, tra il 7 in alto a sinistra e il centro.",
			"knister.guide.4.no":   "L'8 va sulla diagonale, dove due 8 accanto a tre 7 fanno un full.",
			"knister.guide.4.done": "Resta una casella della diagonale. Premi Lancia.",
			"knister.guide.5":      "Un altro %d: scrivilo nell'ultima casella della diagonale. La linea è allora piena e dà punti.",
			"knister.guide.5.no":   "Solo l'ultima casella della diagonale completa la linea: una linea dà punti quando tutte e cinque le caselle sono scritte.",
			"knister.guide.end":    "La diagonale dice 7 8 7 8 7: tre 7 e due 8, un full. 8 punti, doppi su una diagonale: 16. Ogni riga, colonna e diagonale piena conta così; la scala senza 7 (da 2 a 6, o da 8 a 12) vale di più, 12. La guida è finita: premi Lancia e riempi la cartella come vuoi. È un allenamento, non conta.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"knister.guide.1":      "Schreib die Summe der Würfel, %d, in ein Feld deines Zettels. Die 7 fällt am häufigsten. Die Mitte liegt auf vier Linien: ihrer Zeile, ihrer Spalte und beiden Diagonalen, die doppelt zählen. Zieh die Zahl auf das umrandete Feld oder tippe es an.",
			"knister.guide.1.no":   "Nicht dort: Diese 7 gehört in die Mitte, das einzige Feld auf vier Linien zugleich.",
			"knister.guide.1.done": "Eine 7 in der Mitte. Eine Zeile, Spalte oder Diagonale zählt, sobald ihre fünf Felder voll sind, nach dem Muster ihrer Zahlen, wie beim Poker. Drück Würfeln.",
			"knister.guide.2":      "Noch eine %d. Schreib sie in die Ecke oben links, auf dieselbe Diagonale wie die erste 7: Zwei gleiche Zahlen in einer Linie sind ein Paar.",
			"knister.guide.2.no":   "Halte die 7en zusammen: Oben links kommt diese 7 zur ersten auf die Diagonale. Anderswo beginnt sie nichts.",
			"knister.guide.2.done": "Zwei 7en auf der Diagonale: ein Paar, 1 Punkt (2 auf einer Diagonale), sobald die Linie voll ist. Mehr gleiche Zahlen zählen mehr. Drück Würfeln.",
			"knister.guide.3":      "Eine dritte %d! Schreib sie unten rechts, ans andere Ende der Diagonale: Drei gleiche Zahlen sind ein Drilling.",
			"knister.guide.3.no":   "Die 7en zählen zusammen: Diese gehört auf die Diagonale, in die Ecke unten rechts.",
			"knister.guide.3.done": "Ein Drilling: 3 Punkte, 6 auf einer Diagonale. Zwei Felder sind noch frei. Drück Würfeln.",
			"knister.guide.4":      "Eine %d: keine 7, aber drei gleiche und zwei andere gleiche Zahlen sind ein Full House, 8 Punkte. Schreib sie auf die Diagonale, zwischen die 7 oben links und die Mitte.",
			"knister.guide.4.no":   "Die 8 gehört auf die Diagonale, wo zwei 8en neben drei 7en ein Full House ergeben.",
			"knister.guide.4.done": "Ein Feld der Diagonale ist noch frei. Drück Würfeln.",
			"knister.guide.5":      "Noch eine %d: Schreib sie in das letzte Feld der Diagonale. Dann ist die Linie voll und zählt.",
			"knister.guide.5.no":   "Nur das letzte Feld der Diagonale macht die Linie voll: Eine Linie zählt, sobald alle fünf Felder beschrieben sind.",
			"knister.guide.end":    "Die Diagonale lautet 7 8 7 8 7: drei 7en und zwei 8en, ein Full House. 8 Punkte, doppelt auf einer Diagonale: 16. So zählt jede volle Zeile, Spalte und Diagonale; eine Straße ohne 7 (2 bis 6 oder 8 bis 12) bringt am meisten, 12. Die Anleitung ist zu Ende: Drück Würfeln und füll den Zettel, wie du willst. Es ist ein Übungsspiel, es zählt nicht.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"knister.guide.1":      "Inscrivez la somme des dés, %d, dans une case de votre grille. Le 7 sort le plus souvent. Le centre est sur quatre lignes : sa ligne, sa colonne et les deux diagonales, qui comptent double. Faites glisser le nombre sur la case entourée, ou touchez-la.",
			"knister.guide.1.no":   "Pas là : ce 7 va au centre, la seule case sur quatre lignes à la fois.",
			"knister.guide.1.done": "Un 7 au centre. Une ligne, une colonne ou une diagonale rapporte dès que ses cinq cases sont remplies, selon la combinaison de ses nombres, comme une main de poker. Appuyez sur Lancer.",
			"knister.guide.2":      "Encore un %d. Inscrivez-le dans le coin en haut à gauche, sur la même diagonale que votre premier 7 : deux nombres égaux sur une ligne font une paire.",
			"knister.guide.2.no":   "Gardez les 7 ensemble : en haut à gauche, ce 7 rejoint le premier sur la diagonale. Ailleurs, il ne commence rien.",
			"knister.guide.2.done": "Deux 7 sur la diagonale : une paire, 1 point (2 sur une diagonale) une fois la ligne remplie. Plus de nombres égaux rapportent plus. Appuyez sur Lancer.",
			"knister.guide.3":      "Un troisième %d ! Inscrivez-le en bas à droite, à l'autre bout de la diagonale : trois nombres égaux font un brelan.",
			"knister.guide.3.no":   "Les 7 comptent ensemble : celui-ci va sur la diagonale, dans le coin en bas à droite.",
			"knister.guide.3.done": "Un brelan : 3 points, 6 sur une diagonale. Il reste deux cases libres. Appuyez sur Lancer.",
			"knister.guide.4":      "Un %d : pas un 7, mais trois nombres égaux et deux autres égaux font un full, 8 points. Inscrivez-le sur la diagonale, entre le 7 en haut à gauche et le centre.",
			"knister.guide.4.no":   "Le 8 va sur la diagonale, où deux 8 à côté de trois 7 font un full.",
			"knister.guide.4.done": "Il reste une case de la diagonale. Appuyez sur Lancer.",
			"knister.guide.5":      "Encore un %d : inscrivez-le dans la dernière case de la diagonale. La ligne est alors pleine, et elle rapporte.",
			"knister.guide.5.no":   "Seule la dernière case de la diagonale termine la ligne : une ligne rapporte une fois ses cinq cases remplies.",
			"knister.guide.end":    "La diagonale donne 7 8 7 8 7 : trois 7 et deux 8, un full. 8 points, doublés sur une diagonale : 16. Chaque ligne, colonne et diagonale pleine compte ainsi ; une suite sans 7 (de 2 à 6, ou de 8 à 12) rapporte le plus, 12. Le guide est fini : appuyez sur Lancer et remplissez la grille à votre guise. C'est un entraînement, il ne compte pas.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"knister.guide.1":      "Запишите сумму кубиков, %d, в одну клетку карточки. 7 выпадает чаще всего. Центр лежит на четырёх линиях: своей строке, своём столбце и обеих диагоналях, а диагонали считаются вдвойне. Перетащите число на обведённую клетку или коснитесь её.",
			"knister.guide.1.no":   "Не сюда: эта 7 идёт в центр — единственную клетку сразу на четырёх линиях.",
			"knister.guide.1.done": "7 в центре. Строка, столбец или диагональ приносит очки, когда все пять её клеток заполнены, — по сочетанию чисел, как в покере. Нажмите «Бросить».",
			"knister.guide.2":      "Снова %d. Запишите её в левый верхний угол, на ту же диагональ, что и первую 7: два одинаковых числа на линии — это пара.",
			"knister.guide.2.no":   "Держите семёрки вместе: в левом верхнем углу эта 7 встаёт на диагональ к первой. В другом месте она ничего не начинает.",
			"knister.guide.2.done": "Две 7 на диагонали: пара, 1 очко (2 на диагонали), когда линия заполнится. Больше одинаковых чисел — больше очков. Нажмите «Бросить».",
			"knister.guide.3":      "Третья %d! Запишите её в правый нижний угол, на другой конец диагонали: три одинаковых числа — это тройка.",
			"knister.guide.3.no":   "Семёрки считаются вместе: эта идёт на диагональ, в правый нижний угол.",
			"knister.guide.3.done": "Тройка: 3 очка, 6 на диагонали. Свободны ещё две клетки. Нажмите «Бросить».",
			"knister.guide.4":      "%d — не 7, но три одинаковых числа и два других одинаковых дают фулл-хаус, 8 очков. Запишите её на диагональ, между верхней левой 7 и центром.",
			"knister.guide.4.no":   "8 идёт на диагональ: две 8 рядом с тремя 7 дают фулл-хаус.",
			"knister.guide.4.done": "На диагонали осталась одна клетка. Нажмите «Бросить».",
			"knister.guide.5":      "Снова %d: запишите её в последнюю клетку диагонали. Тогда линия заполнена и приносит очки.",
			"knister.guide.5.no":   "Только последняя клетка диагонали завершает линию: линия приносит очки, когда записаны все пять клеток.",
			"knister.guide.end":    "На диагонали 7 8 7 8 7: три 7 и две 8, фулл-хаус. 8 очков, вдвойне на диагонали: 16. Так считается каждая заполненная строка, столбец и диагональ; больше всего, 12, приносит стрит без 7 (от 2 до 6 или от 8 до 12). Обучение окончено: нажмите «Бросить» и заполняйте карточку как хотите. Это тренировка, она не засчитывается.",
		}
	})
}
