package texts

import "cifra/scenes/i18n"

// Kakuzu's how to play: the rules for a new player, and the captions of
// the pictures beside them.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"help.kakuzu": "Kakuzu is memory on a sudoku. A complete sudoku lies hidden under the tray's 81 stones: each row, column and 3×3 box holds every digit from 1 to 9 once. Lift the stones you can work out and keep them: the most stones wins.\n" +
				"Setup: in turn, the players lift one stone from each box until all nine have given one. These stones belong to nobody; their digits stay in sight.\n" +
				"Your turn: tap the bag to draw a number, then lift a stone. Its digit is your number? Keep the stone, keep the number out, draw and lift again. Not? The stone goes to your left neighbour, the numbers go back and the turn passes. A 0 ends the turn at once (you keep what you won); so does an empty bag.\n" +
				"When all nine squares of a digit are uncovered, its number leaves the bag. When the tray is empty, the most stones wins; ties share the win.\n" +
				"Variants, chosen in setup. Same digit: after a match, lift again for the same digit without drawing, until a miss or its ninth square. No bag: before each lift, name a digit still in play; at most three stones a turn, a digit you matched can't be named again that turn, and a miss ends it. Turn timer, for tournaments: when time runs out, the turn passes as after a 0.\n" +
				"Deduction is the game: a 5 in sight means no other 5 in its row, column or box. When a row, a column and a box close in on a square, it is certain: lift it when you draw its digit. And remember what the others uncover.\n" +
				"Thinking aids (pencil marks of the digits a stone may hide, “where can it be?” and the hint) are offered only when everyone agreed to hints in setup.",
			"kakuzu.pic.closein": "The 5 in the lit row and the 5 in the lit column rule them out, the outlined box's own digits the rest: its 5 must be under the ringed stone.",
			"kakuzu.pic.keep":    "You drew the 7 and the stone you lifted hides a 7: keep it, then draw again.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"help.kakuzu": "Kakuzu è un memory su un sudoku. Sotto le 81 pietre della plancia è nascosto un sudoku completo: ogni riga, colonna e riquadro 3×3 contiene una volta ogni cifra da 1 a 9. Solleva le pietre che sai dedurre e tienile: vince chi ne ha di più.\n" +
				"Preparazione: a turno, i giocatori sollevano una pietra da ogni riquadro, finché tutti e nove ne hanno data una. Queste pietre non sono di nessuno; le loro cifre restano in vista.\n" +
				"Al tuo turno tocca il sacchetto per pescare un numero, poi solleva una pietra. La cifra è il tuo numero? Tieni la pietra, lascia fuori il numero, pesca e solleva di nuovo. No? La pietra va al vicino di sinistra, i numeri tornano nel sacchetto e il turno passa. Lo 0 chiude subito il turno (tieni ciò che hai vinto); così anche il sacchetto vuoto.\n" +
				"Quando tutte e nove le caselle di una cifra sono scoperte, il suo numero esce dal sacchetto. Quando la plancia è vuota vince chi ha più pietre; a pari merito si condivide la vittoria.\n" +
				"Varianti, da scegliere nella preparazione. Stessa cifra: dopo un colpo riuscito solleva ancora cercando la stessa cifra, senza pescare, finché sbagli o scopri la sua nona casella. Senza sacchetto: prima di ogni pietra dichiara una cifra ancora in gioco; al massimo tre pietre per turno, una cifra indovinata non si può ridichiarare nello stesso turno e un errore chiude il turno. Tempo per turno, per i tornei: allo scadere il turno passa come dopo uno 0.\n" +
				"Il gioco è la deduzione: un 5 in vista vuol dire nessun altro 5 nella sua riga, colonna e riquadro. Quando una riga, una colonna e un riquadro stringono il cerchio su una casella, è sicura: sollevala quando peschi la sua cifra. E ricorda che cosa scoprono gli altri.\n" +
				"Gli aiuti per ragionare (note a matita con le cifre che una pietra può nascondere, «dove può essere?» e il suggerimento) ci sono solo se tutti hanno accettato gli aiuti nella preparazione.",
			"kakuzu.pic.closein": "Il 5 nella riga illuminata e quello nella colonna illuminata le escludono, le cifre del riquadro contornato il resto: il suo 5 è per forza sotto la pietra cerchiata.",
			"kakuzu.pic.keep":    "Hai pescato il 7 e sotto la pietra sollevata c'è un 7: tienila e pesca ancora.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"help.kakuzu": "Kakuzu ist Memory auf einem Sudoku. Unter den 81 Steinen des Bretts liegt ein vollständiges Sudoku: Jede Zeile, jede Spalte und jeder 3×3-Kasten enthält jede Ziffer von 1 bis 9 einmal. Heb die Steine, die du erschließen kannst, und behalte sie: Die meisten Steine gewinnen.\n" +
				"Vorbereitung: Reihum hebt jeder einen Stein aus einem Kasten, bis alle neun Kästen einen abgegeben haben. Diese Steine gehören niemandem; ihre Ziffern bleiben sichtbar.\n" +
				"Dein Zug: Tippe auf den Beutel, um eine Zahl zu ziehen, dann heb einen Stein. Ist seine Ziffer deine Zahl? Behalte den Stein, leg die Zahl beiseite, zieh und heb erneut. Nein? Der Stein geht an deinen linken Nachbarn, die Zahlen kommen zurück, und der Nächste ist dran. Eine 0 beendet den Zug sofort (Gewonnenes bleibt dir), ebenso ein leerer Beutel.\n" +
				"Sind alle neun Felder einer Ziffer aufgedeckt, verlässt ihre Zahl den Beutel. Ist das Brett leer, gewinnen die meisten Steine; bei Gleichstand teilt man sich den Sieg.\n" +
				"Varianten, in der Vorbereitung gewählt. Gleiche Ziffer: Nach einem Treffer hebst du ohne Ziehen weiter und suchst dieselbe Ziffer, bis du danebenliegst oder ihr neuntes Feld aufdeckst. Ohne Beutel: Vor jedem Heben nennst du eine Ziffer, die noch im Spiel ist; höchstens drei Steine pro Zug, eine getroffene Ziffer darf im selben Zug nicht noch einmal genannt werden, und ein Fehlgriff beendet den Zug. Zugzeit, für Turniere: Läuft sie ab, endet der Zug wie nach einer 0.\n" +
				"Das Spiel ist das Folgern: Eine sichtbare 5 heißt keine weitere 5 in ihrer Zeile, Spalte und ihrem Kasten. Wenn Zeile, Spalte und Kasten ein Feld einkreisen, ist es sicher: Heb es, sobald du seine Ziffer ziehst. Und merk dir, was die anderen aufdecken.\n" +
				"Denkhilfen (Bleistiftnotizen der Ziffern, die ein Stein verbergen kann, „Wo kann sie sein?“ und der Tipp) gibt es nur, wenn alle in der Vorbereitung den Tipps zugestimmt haben.",
			"kakuzu.pic.closein": "Die 5 in der hellen Zeile und die in der hellen Spalte schließen diese aus, die Ziffern des umrahmten Kastens den Rest: Seine 5 muss unter dem umrandeten Stein liegen.",
			"kakuzu.pic.keep":    "Du hast die 7 gezogen, und unter dem gehobenen Stein steht eine 7: Behalte ihn und zieh noch einmal.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"help.kakuzu": "Kakuzu est un memory sur un sudoku. Sous les 81 pierres du plateau se cache une grille complète : chaque ligne, colonne et carré de 3×3 contient une fois chaque chiffre de 1 à 9. Soulevez les pierres que vous savez déduire et gardez-les : le plus de pierres gagne.\n" +
				"Mise en place : à tour de rôle, les joueurs retirent une pierre de chaque carré, jusqu'à ce que les neuf en aient donné une. Ces pierres n'appartiennent à personne ; leurs chiffres restent visibles.\n" +
				"À votre tour, touchez le sac pour piocher un numéro, puis soulevez une pierre. Son chiffre est votre numéro ? Gardez la pierre, laissez le numéro de côté, piochez et soulevez à nouveau. Sinon, la pierre va à votre voisin de gauche, les numéros retournent dans le sac et la main passe. Le 0 termine aussitôt le tour (vous gardez vos gains) ; un sac vide aussi.\n" +
				"Quand les neuf cases d'un chiffre sont découvertes, son numéro quitte le sac. Quand le plateau est vide, le plus de pierres gagne ; les joueurs à égalité partagent la victoire.\n" +
				"Variantes, au choix dans la mise en place. Même chiffre : après une réussite, soulevez encore sans piocher, à la recherche du même chiffre, jusqu'à une erreur ou sa neuvième case. Sans sac : avant chaque pierre, annoncez un chiffre encore en jeu ; trois pierres au plus par tour, un chiffre trouvé ne peut plus être annoncé dans le tour, et une erreur termine le tour. Temps par tour, pour les tournois : quand il est écoulé, la main passe comme après un 0.\n" +
				"Le jeu, c'est la déduction : un 5 visible signifie aucun autre 5 dans sa ligne, sa colonne ni son carré. Quand une ligne, une colonne et un carré cernent une case, elle est sûre : soulevez-la quand vous piochez son chiffre. Et retenez ce que découvrent les autres.\n" +
				"Les aides à la réflexion (notes au crayon des chiffres qu'une pierre peut cacher, « où peut-il être ? » et le conseil) ne sont proposées que si tout le monde a accepté les aides dans la mise en place.",
			"kakuzu.pic.closein": "Le 5 de la ligne éclairée et celui de la colonne éclairée les excluent, les chiffres du carré encadré le reste, donc son 5 est forcément sous la pierre cerclée.",
			"kakuzu.pic.keep":    "Vous avez tiré le 7 et la pierre soulevée cache un 7, alors gardez-la et piochez de nouveau.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"help.kakuzu": "Kakuzu — это мемори на судоку. Под 81 камнем поля спрятано готовое судоку: в каждой строке, столбце и квадрате 3×3 каждая цифра от 1 до 9 стоит один раз. Снимайте камни, которые можете вычислить, и забирайте их: побеждает тот, у кого больше камней.\n" +
				"Подготовка: игроки по очереди снимают по камню из каждого квадрата, пока все девять не отдадут по камню. Эти камни ничьи; их цифры остаются на виду.\n" +
				"В свой ход коснитесь мешочка, чтобы вытянуть «номер», затем снимите камень. Цифра совпала с «номером»? Заберите камень, отложите «номер», тяните и снимайте снова. Нет? Камень уходит соседу слева, «номера» возвращаются в мешочек, и ход переходит дальше. «0» сразу заканчивает ход (выигранное остаётся у вас); пустой мешочек тоже.\n" +
				"Когда открыты все девять клеток цифры, её «номер» убирают из мешочка. Когда поле опустело, побеждает тот, у кого больше камней; при равенстве победу делят.\n" +
				"Варианты выбираются при подготовке. Та же цифра: после совпадения снимайте ещё, не вытягивая «номер», ища ту же цифру, пока не ошибётесь или не откроете её девятую клетку. Без мешочка: перед каждым камнем называйте цифру, ещё оставшуюся в игре; не больше трёх камней за ход, угаданную цифру в этот ход называть снова нельзя, а ошибка заканчивает ход. Время хода, для турниров: когда оно вышло, ход переходит дальше, как после «0».\n" +
				"Вся игра — в рассуждении: видимая 5 значит, что в её строке, столбце и квадрате других 5 нет. Когда строка, столбец и квадрат сжимают клетку со всех сторон, она надёжна: снимайте её, когда вытянете её цифру. И запоминайте, что открывают другие.\n" +
				"Подсказки для размышлений (пометки карандашом с цифрами, которые может скрывать камень, «где она может быть?» и совет) доступны, только если все согласились на подсказки при подготовке.",
			"kakuzu.pic.closein": "Пятёрки в подсвеченных строке и столбце исключают их клетки, остальные заняты цифрами квадрата в рамке: его 5 лежит только под обведённым камнем.",
			"kakuzu.pic.keep":    "Вы вытянули 7, и под снятым камнем 7: оставьте камень себе и тяните снова.",
		}
	})
}
