package texts

import "cifra/scenes/i18n"

// Kakuzu's guided first game: the card's words for each step, how to do
// it with a tap, the keyboard or a pad, and why another stone is not the
// one now.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"kakuzu.guide.start":        "The guided game: read the card, follow the white finger.",
			"kakuzu.guide.setup":        "A sudoku lies hidden under the 81 stones. Before play, each 3×3 box gives up one stone for all to see: the players lift them in turn, and they leave the game. Eight boxes have given theirs; lift one from the last glowing box.",
			"kakuzu.guide.draw":         "Play begins, and you start. A turn: draw a number from the bag, then lift a stone you think hides it.",
			"kakuzu.guide.guess":        "You drew the %[1]d. Nothing on the tray says yet where a %[1]d hides, so this first lift is a guess: try the middle stone.",
			"kakuzu.guide.kept":         "A %d: it matches! The stone is yours, and you draw again.",
			"kakuzu.guide.risk":         "The %[1]d. Again nothing points to one: guess once more, the stone the finger shows.",
			"kakuzu.guide.missed":       "A %[2]d, not a %[3]d: a miss. The stone goes to your left neighbour, %[1]s, the numbers go back into the bag and the turn passes. But the %[2]d stays in sight: every lift shows everyone a digit. Watch %[1]s's turn.",
			"kakuzu.guide.gift":         "%[1]s drew the %[3]d and lifted a %[2]d: a miss, so that stone is yours, and another %[2]d is in sight. Your turn: draw.",
			"kakuzu.guide.deduce":       "The %[1]d, and you know where it must be. Look at the ringed box, bottom right: row %[3]d already shows a %[1]d (%[2]s uncovered it), row %[4]d shows yours, column %[5]d one at the top. A row, a column and a box hold each digit once, so in this box only one stone can hide the %[1]d.",
			"kakuzu.guide.proved":       "Found by reasoning, not by luck: that is Kakuzu. Draw again.",
			"kakuzu.guide.end":          "The 0 ends a turn at once; the stones already won stay yours. When all nine squares of a digit are uncovered, its number leaves the bag. The tray empty, the most stones wins. The game is yours now: play on against %s.",
			"kakuzu.guide.do.draw":      "Tap the bag.",
			"kakuzu.guide.do.draw.keys": "Press Enter to draw.",
			"kakuzu.guide.do.draw.pad":  "Press A to draw.",
			"kakuzu.guide.do.lift":      "Tap the stone the finger shows.",
			"kakuzu.guide.do.lift.keys": "Walk to the ringed stone with the arrow keys and press Enter.",
			"kakuzu.guide.do.lift.pad":  "Walk to the ringed stone with the d-pad and press A.",
			"kakuzu.guide.why.setup":    "In the guided game, lift the stone the finger shows: the lessons ahead are dealt around it.",
			"kakuzu.guide.why.guess":    "Any stone might hide the %d for all you know, but this lesson is dealt around the stone the finger shows: lift that one.",
			"kakuzu.guide.why.row":      "Row %d already shows a %d, so no other stone in it hides one.",
			"kakuzu.guide.why.col":      "Column %d already shows a %d, so no other stone in it hides one.",
			"kakuzu.guide.why.box":      "That box already shows a %d, so no other stone in it hides one.",
			"kakuzu.guide.why.maybe":    "A %d might be there, but nothing proves it; the ringed stone must hide one.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"kakuzu.guide.start":        "La partita guidata: leggi il cartoncino e segui il dito bianco.",
			"kakuzu.guide.setup":        "Sotto le 81 pietre è nascosto un sudoku. Prima di giocare ogni riquadro 3×3 cede una pietra, visibile a tutti: i giocatori le sollevano a turno ed escono dal gioco. Otto riquadri hanno già dato la loro; solleva una pietra dall'ultimo riquadro illuminato.",
			"kakuzu.guide.draw":         "Si comincia, e tocca a te. Un turno: pesca un numero dal sacchetto, poi solleva una pietra che secondo te lo nasconde.",
			"kakuzu.guide.guess":        "Hai pescato il %[1]d. Sulla plancia niente dice ancora dove si nasconde un %[1]d, quindi questa prima pietra è un tentativo: prova quella al centro.",
			"kakuzu.guide.kept":         "Un %d: corrisponde! La pietra è tua, e peschi di nuovo.",
			"kakuzu.guide.risk":         "Il %[1]d. Di nuovo niente lo indica: tenta ancora, con la pietra indicata dal dito.",
			"kakuzu.guide.missed":       "Un %[2]d, non un %[3]d: mancato. La pietra va al tuo vicino di sinistra, %[1]s, i numeri tornano nel sacchetto e il turno passa. Ma il %[2]d resta in vista: ogni pietra sollevata mostra a tutti una cifra. Guarda il turno di %[1]s.",
			"kakuzu.guide.gift":         "%[1]s ha pescato il %[3]d e ha sollevato un %[2]d: mancato, quindi quella pietra è tua, e c'è un altro %[2]d in vista. Tocca a te: pesca.",
			"kakuzu.guide.deduce":       "Il %[1]d, e sai dove deve essere. Guarda il riquadro cerchiato, in basso a destra: la riga %[3]d mostra già un %[1]d (l'ha scoperto %[2]s), la riga %[4]d mostra il tuo, la colonna %[5]d uno in alto. Riga, colonna e riquadro contengono ogni cifra una volta sola: in questo riquadro solo una pietra può nascondere il %[1]d.",
			"kakuzu.guide.proved":       "Trovato ragionando, non per fortuna: questo è Kakuzu. Pesca di nuovo.",
			"kakuzu.guide.end":          "Lo 0 chiude subito il turno; le pietre già vinte restano tue. Quando tutte e nove le caselle di una cifra sono scoperte, il suo numero esce dal sacchetto. Con la plancia vuota vince chi ha più pietre. Ora la partita è tua: continua contro %s.",
			"kakuzu.guide.do.draw":      "Tocca il sacchetto.",
			"kakuzu.guide.do.draw.keys": "Premi Invio per pescare.",
			"kakuzu.guide.do.draw.pad":  "Premi A per pescare.",
			"kakuzu.guide.do.lift":      "Tocca la pietra indicata dal dito.",
			"kakuzu.guide.do.lift.keys": "Vai alla pietra cerchiata con le frecce e premi Invio.",
			"kakuzu.guide.do.lift.pad":  "Vai alla pietra cerchiata con la croce direzionale e premi A.",
			"kakuzu.guide.why.setup":    "Nella partita guidata solleva la pietra indicata dal dito: le lezioni che seguono sono preparate intorno a lei.",
			"kakuzu.guide.why.guess":    "Per quanto ne sai ogni pietra può nascondere il %d, ma questa lezione è preparata intorno alla pietra indicata dal dito: solleva quella.",
			"kakuzu.guide.why.row":      "La riga %d mostra già un %d: nessun'altra pietra di quella riga lo nasconde.",
			"kakuzu.guide.why.col":      "La colonna %d mostra già un %d: nessun'altra pietra di quella colonna lo nasconde.",
			"kakuzu.guide.why.box":      "Quel riquadro mostra già un %d: nessun'altra sua pietra lo nasconde.",
			"kakuzu.guide.why.maybe":    "Lì potrebbe esserci un %d, ma niente lo dimostra; la pietra cerchiata deve nasconderlo.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"kakuzu.guide.start":        "Das geführte Spiel: Lies die Karte und folge dem weißen Finger.",
			"kakuzu.guide.setup":        "Unter den 81 Steinen liegt ein Sudoku verborgen. Vor dem Spiel gibt jeder 3×3-Kasten einen Stein her, für alle sichtbar: Reihum werden sie gehoben und scheiden aus. Acht Kästen haben ihren schon abgegeben; heb einen Stein aus dem letzten leuchtenden Kasten.",
			"kakuzu.guide.draw":         "Das Spiel beginnt, und du fängst an. Ein Zug: Zieh eine Zahl aus dem Beutel, dann heb einen Stein, unter dem du sie vermutest.",
			"kakuzu.guide.guess":        "Du hast die %[1]d gezogen. Noch verrät nichts auf dem Brett, wo eine %[1]d liegt, also ist dieser erste Stein geraten: Versuch den in der Mitte.",
			"kakuzu.guide.kept":         "Eine %d: Treffer! Der Stein gehört dir, und du ziehst noch einmal.",
			"kakuzu.guide.risk":         "Die %[1]d. Wieder deutet nichts auf eine hin: Rate noch einmal, den Stein, auf den der Finger zeigt.",
			"kakuzu.guide.missed":       "Eine %[2]d, keine %[3]d: daneben. Der Stein geht an deinen linken Nachbarn %[1]s, die Zahlen kommen zurück in den Beutel, und der Zug wechselt. Aber die %[2]d bleibt sichtbar: Jeder gehobene Stein zeigt allen eine Ziffer. Schau dir den Zug von %[1]s an.",
			"kakuzu.guide.gift":         "%[1]s hat die %[3]d gezogen und eine %[2]d gehoben: daneben, also gehört dir dieser Stein, und noch eine %[2]d ist sichtbar. Du bist dran: Zieh.",
			"kakuzu.guide.deduce":       "Die %[1]d, und du weißt, wo sie sein muss. Sieh dir den umrandeten Kasten unten rechts an: Reihe %[3]d zeigt schon eine %[1]d (%[2]s hat sie aufgedeckt), Reihe %[4]d zeigt deine, Spalte %[5]d eine ganz oben. Reihe, Spalte und Kasten enthalten jede Ziffer nur einmal, also kann in diesem Kasten nur ein Stein die %[1]d verbergen.",
			"kakuzu.guide.proved":       "Durch Nachdenken gefunden, nicht durch Glück: Das ist Kakuzu. Zieh noch einmal.",
			"kakuzu.guide.end":          "Die 0 beendet einen Zug sofort; schon gewonnene Steine bleiben deine. Sind alle neun Felder einer Ziffer aufgedeckt, verlässt ihre Zahl den Beutel. Ist das Brett leer, gewinnt, wer die meisten Steine hat. Jetzt gehört das Spiel dir: Spiel weiter gegen %s.",
			"kakuzu.guide.do.draw":      "Tippe auf den Beutel.",
			"kakuzu.guide.do.draw.keys": "Drück Enter, um zu ziehen.",
			"kakuzu.guide.do.draw.pad":  "Drück A, um zu ziehen.",
			"kakuzu.guide.do.lift":      "Tippe auf den Stein, auf den der Finger zeigt.",
			"kakuzu.guide.do.lift.keys": "Geh mit den Pfeiltasten zum umrandeten Stein und drück Enter.",
			"kakuzu.guide.do.lift.pad":  "Geh mit dem Steuerkreuz zum umrandeten Stein und drück A.",
			"kakuzu.guide.why.setup":    "Im geführten Spiel hebst du den Stein, auf den der Finger zeigt: Die nächsten Lektionen sind um ihn herum aufgebaut.",
			"kakuzu.guide.why.guess":    "Soweit du weißt, kann jeder Stein die %d verbergen, aber diese Lektion ist um den Stein aufgebaut, auf den der Finger zeigt: Heb diesen.",
			"kakuzu.guide.why.row":      "Reihe %d zeigt schon eine %d, also verbirgt kein anderer Stein darin eine.",
			"kakuzu.guide.why.col":      "Spalte %d zeigt schon eine %d, also verbirgt kein anderer Stein darin eine.",
			"kakuzu.guide.why.box":      "Dieser Kasten zeigt schon eine %d, also verbirgt kein anderer Stein darin eine.",
			"kakuzu.guide.why.maybe":    "Dort könnte eine %d liegen, aber nichts beweist es; der umrandete Stein muss eine verbergen.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"kakuzu.guide.start":        "La partie guidée : lisez la carte, suivez le doigt blanc.",
			"kakuzu.guide.setup":        "Un sudoku est caché sous les 81 pierres. Avant de jouer, chaque carré 3×3 cède une pierre, visible de tous : les joueurs les soulèvent à tour de rôle et elles quittent le jeu. Huit carrés ont donné la leur ; soulevez une pierre du dernier carré lumineux.",
			"kakuzu.guide.draw":         "La partie commence, et vous jouez en premier. Un tour : piochez un numéro dans le sac, puis soulevez une pierre qui, selon vous, le cache.",
			"kakuzu.guide.guess":        "Vous avez pioché le %[1]d. Rien sur le plateau ne dit encore où se cache un %[1]d : cette première pierre est un pari. Essayez celle du milieu.",
			"kakuzu.guide.kept":         "Un %d : c'est le bon ! La pierre est à vous, et vous piochez encore.",
			"kakuzu.guide.risk":         "Le %[1]d. De nouveau rien ne l'indique : pariez encore, sur la pierre que montre le doigt.",
			"kakuzu.guide.missed":       "Un %[2]d, pas un %[3]d : raté. La pierre va à votre voisin de gauche, %[1]s, les numéros retournent dans le sac et le tour passe. Mais le %[2]d reste visible : chaque pierre soulevée montre un chiffre à tous. Regardez le tour de %[1]s.",
			"kakuzu.guide.gift":         "%[1]s a pioché le %[3]d et soulevé un %[2]d : raté, donc cette pierre est à vous, et un autre %[2]d est visible. À vous : piochez.",
			"kakuzu.guide.deduce":       "Le %[1]d, et vous savez où il doit être. Regardez le carré entouré, en bas à droite : la ligne %[3]d montre déjà un %[1]d (découvert par %[2]s), la ligne %[4]d le vôtre, la colonne %[5]d un en haut. Une ligne, une colonne et un carré contiennent chaque chiffre une seule fois : dans ce carré, une seule pierre peut cacher le %[1]d.",
			"kakuzu.guide.proved":       "Trouvé en raisonnant, pas par chance : c'est ça, Kakuzu. Piochez encore.",
			"kakuzu.guide.end":          "Le 0 met fin au tour aussitôt ; les pierres gagnées restent à vous. Quand les neuf cases d'un chiffre sont découvertes, son numéro quitte le sac. Plateau vide, celui qui a le plus de pierres gagne. La partie est à vous : continuez contre %s.",
			"kakuzu.guide.do.draw":      "Touchez le sac.",
			"kakuzu.guide.do.draw.keys": "Appuyez sur Entrée pour piocher.",
			"kakuzu.guide.do.draw.pad":  "Appuyez sur A pour piocher.",
			"kakuzu.guide.do.lift":      "Touchez la pierre que montre le doigt.",
			"kakuzu.guide.do.lift.keys": "Allez jusqu'à la pierre entourée avec les flèches et appuyez sur Entrée.",
			"kakuzu.guide.do.lift.pad":  "Allez jusqu'à la pierre entourée avec la croix et appuyez sur A.",
			"kakuzu.guide.why.setup":    "Dans la partie guidée, soulevez la pierre que montre le doigt : les leçons suivantes sont préparées autour d'elle.",
			"kakuzu.guide.why.guess":    "Pour autant que vous sachiez, n'importe quelle pierre peut cacher le %d, mais cette leçon est préparée autour de la pierre que montre le doigt : soulevez celle-là.",
			"kakuzu.guide.why.row":      "La ligne %d montre déjà un %d : aucune autre pierre de cette ligne n'en cache.",
			"kakuzu.guide.why.col":      "La colonne %d montre déjà un %d : aucune autre pierre de cette colonne n'en cache.",
			"kakuzu.guide.why.box":      "Ce carré montre déjà un %d : aucune autre de ses pierres n'en cache.",
			"kakuzu.guide.why.maybe":    "Un %d pourrait s'y trouver, mais rien ne le prouve ; la pierre entourée doit en cacher un.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"kakuzu.guide.start":        "Обучающая партия: читайте карточку и следуйте за белым пальцем.",
			"kakuzu.guide.setup":        "Под 81 камнем спрятано судоку. Перед игрой каждый квадрат 3×3 открывает всем по одному камню: игроки по очереди снимают их, и эти камни выходят из игры. Восемь квадратов уже отдали свой; снимите камень из последнего светящегося квадрата.",
			"kakuzu.guide.draw":         "Игра начинается, вы ходите первым. Ход: вытяните «номер» из мешочка, затем снимите камень, под которым, по-вашему, эта цифра.",
			"kakuzu.guide.guess":        "Вы вытянули %[1]d. На поле пока ничто не говорит, где спрятана цифра %[1]d, так что первый камень — наугад: попробуйте центральный.",
			"kakuzu.guide.kept":         "%d — совпало! Камень ваш, и вы тянете ещё раз.",
			"kakuzu.guide.risk":         "Теперь %[1]d. Снова ничто на неё не указывает: ещё раз наугад — камень, на который показывает палец.",
			"kakuzu.guide.missed":       "%[2]d, а не %[3]d: промах. Камень уходит соседу слева (%[1]s), «номера» возвращаются в мешочек, и ход переходит. Но %[2]d остаётся на виду: каждый снятый камень показывает цифру всем. Смотрите, как ходит %[1]s.",
			"kakuzu.guide.gift":         "%[1]s вытягивает %[3]d и снимает %[2]d: промах, так что этот камень ваш, и на виду ещё одна %[2]d. Ваш ход: тяните.",
			"kakuzu.guide.deduce":       "%[1]d — и вы знаете, где она должна быть. Посмотрите на обведённый квадрат внизу справа: в строке %[3]d уже видна %[1]d (её открыл %[2]s), в строке %[4]d — ваша, в столбце %[5]d — одна наверху. В каждой строке, столбце и квадрате цифра встречается один раз, поэтому в этом квадрате %[1]d может быть только под одним камнем.",
			"kakuzu.guide.proved":       "Найдено рассуждением, а не удачей: в этом и есть Kakuzu. Тяните ещё раз.",
			"kakuzu.guide.end":          "0 сразу заканчивает ход; уже выигранные камни остаются вашими. Когда открыты все девять клеток цифры, её «номер» покидает мешочек. Когда поле опустеет, побеждает тот, у кого больше камней. Теперь игра ваша — соперник: %s.",
			"kakuzu.guide.do.draw":      "Коснитесь мешочка.",
			"kakuzu.guide.do.draw.keys": "Нажмите Enter, чтобы тянуть.",
			"kakuzu.guide.do.draw.pad":  "Нажмите A, чтобы тянуть.",
			"kakuzu.guide.do.lift":      "Коснитесь камня, на который показывает палец.",
			"kakuzu.guide.do.lift.keys": "Дойдите стрелками до обведённого камня и нажмите Enter.",
			"kakuzu.guide.do.lift.pad":  "Дойдите крестовиной до обведённого камня и нажмите A.",
			"kakuzu.guide.why.setup":    "В обучающей партии снимайте камень, на который показывает палец: следующие уроки построены вокруг него.",
			"kakuzu.guide.why.guess":    "Насколько вы знаете, %d может быть под любым камнем, но этот урок построен вокруг камня, на который показывает палец: снимите его.",
			"kakuzu.guide.why.row":      "В строке %d уже видна %d, так что больше ни один камень в ней её не прячет.",
			"kakuzu.guide.why.col":      "В столбце %d уже видна %d, так что больше ни один камень в нём её не прячет.",
			"kakuzu.guide.why.box":      "В этом квадрате уже видна %d, так что больше ни один камень в нём её не прячет.",
			"kakuzu.guide.why.maybe":    "Там может быть %d, но ничто этого не доказывает; под обведённым камнем она точно есть.",
		}
	})
}
