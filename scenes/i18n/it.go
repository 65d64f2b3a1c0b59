package i18n

// Italian catalog. Scores are phrased as "Punti: %d" / "Punteggio %d" so a
// score of 1 never reads "1 punti". The player is addressed with "tu", as
// Italian board-game leaflets do.
func init() {
	add("it", func() map[string]string {
		return map[string]string{
			"lang.name": "Italiano",
			"on":        "sì",
			"off":       "no",

			"menu.tagline":  "Giochi di numeri da tavolo",
			"menu.settings": "Impostazioni",
			"menu.help":     "Come si gioca",
			"menu.quit":     "Esci",
			"menu.soon":     "Prossimamente.",

			"game.knister":       "Knister",
			"game.knister.blurb": "Bingo con i dadi: 25 lanci, una cartella 5×5. Forma coppie, full e scale in ogni riga, colonna e diagonale.",
			"game.kakuro":        "Kakuro",
			"game.kakuro.blurb":  "Chi trova per primo una fila di tessere che dà la somma?",
			"game.kakuzu":        "Kakuzu",
			"game.kakuzu.blurb":  "Memory in stile sudoku: deduci la cifra sotto ogni pietra e conquistala.",

			"setup.title":          "Nuova partita a %s",
			"setup.player":         "Giocatore %d",
			"setup.add":            "+ Aggiungi giocatore",
			"setup.hints":          "Aiuti: %s",
			"setup.hints.agree":    "Gli aiuti valgono per tutti: decidete insieme.",
			"setup.back":           "Indietro",
			"setup.start":          "Inizia",
			"setup.replace.title":  "%s in corso: %s",
			"setup.replace.body":   "Una nuova partita sostituisce quella salvata.",
			"setup.replace.new":    "Nuova partita",
			"setup.replace.resume": "Riprendila",
			"setup.replace.cancel": "Indietro",
			"seat.human":           "Persona",
			"seat.bot.easy":        "Bot · facile",
			"seat.bot.normal":      "Bot · normale",
			"seat.bot.hard":        "Bot · difficile",

			"round.score":           "Punti: %d",
			"round.roll":            "Lancia",
			"round.finish":          "Vedi i punteggi",
			"round.passto":          "Passa a %s",
			"round.undo":            "Annulla",
			"round.menu":            "Menu",
			"round.hint":            "Aiuti: %s",
			"round.status.rolling":  "Si lanciano i dadi… (lancio %d di 25)",
			"round.status.place":    "Scrivi il numero %d nella tua cartella (lancio %d di 25)",
			"round.status.bots":     "I bot stanno scrivendo…",
			"round.status.roll":     "Tutti hanno scritto. Ora tocca al lancio %d.",
			"round.status.next":     "Ora scrive %s.",
			"round.status.finished": "La cartella è piena!",
			"round.solo.goal":       "Obiettivi in solitario: oltre 50 è buono, oltre 80 super, oltre 100 spettacolare.",

			"pass.title": "Passa il dispositivo a %s",
			"pass.body":  "La cartella precedente resta nascosta fino al tuo via.",
			"pass.ready": "Ci sono",

			"scoring.title":      "Punteggi finali",
			"scoring.winner":     "Vince %s! Punteggio: %d",
			"scoring.shared":     "Pari merito: %s! Punteggio: %d",
			"scoring.solo":       "Punteggio %d: %s",
			"scoring.total":      "Totale",
			"scoring.again":      "Gioca ancora",
			"scoring.menu":       "Menu",
			"rating.keep":        "continua ad allenarti!",
			"rating.good":        "buono!",
			"rating.super":       "super!",
			"rating.spectacular": "spettacolare!",

			"combo.none":               "Niente",
			"combo.pair":               "Coppia",
			"combo.two-pairs":          "Doppia coppia",
			"combo.three-of-a-kind":    "Tris",
			"combo.full-house":         "Full",
			"combo.four-of-a-kind":     "Poker",
			"combo.five-of-a-kind":     "Pokerissimo",
			"combo.straight-with-7":    "Scala con 7",
			"combo.straight-without-7": "Scala senza 7",

			"line.row":       "Riga %d",
			"line.col":       "Colonna %d",
			"line.diag.down": "Diagonale \\",
			"line.diag.up":   "Diagonale /",

			"overlay.title.pause":    "Pausa",
			"overlay.title.settings": "Impostazioni",
			"overlay.title.help":     "Come si gioca",
			"overlay.resume":         "Riprendi",
			"overlay.help":           "Come si gioca",
			"overlay.settings":       "Impostazioni",
			"overlay.leave":          "Abbandona la partita",
			"overlay.back":           "Indietro",

			"settings.language":   "Lingua: %s",
			"settings.sound":      "Suoni: %s",
			"settings.colorblind": "Colori per daltonici: %s",
			"settings.autoroll":   "Lancio automatico: %s",
			"settings.fullscreen": "Schermo intero: %s",

			"notice.settings.corrupt":    "Non è stato possibile leggere le impostazioni salvate: si usano i valori predefiniti. La vecchia copia è stata conservata.",
			"notice.settings.unreadable": "Impossibile leggere le impostazioni (%s). Si usano i valori predefiniti.",
			"notice.settings.unsaved":    "Impossibile salvare le impostazioni: %s",
			"notice.table.unsaved":       "Impossibile memorizzare i giocatori al tavolo: %s",
			"menu.resume":                "Riprendi %s · %s",
			"menu.resume.seats":          "Al tavolo: %s",
			"seat.bot.name":              "Bot %d",
			"notice.game.corrupt":        "La partita salvata era danneggiata e non si può riprendere. È stata messa da parte, non cancellata.",
			"notice.game.unreadable":     "Non è stato possibile leggere la partita salvata (%s).",
			"notice.game.unsaved":        "Non è stato possibile salvare la partita: %s",
			"notice.game.unremoved":      "Non è stato possibile togliere dai salvataggi la partita finita: %s",

			"error.knister.cell-taken":      "In quella casella c'è già un numero.",
			"error.knister.already-placed":  "Hai già scritto il numero di questo lancio.",
			"error.knister.game-over":       "La partita è finita.",
			"error.knister.nothing-to-undo": "In questo lancio non c'è niente da annullare.",
			"error.knister.roll-too-early":  "Non tutti hanno ancora scritto questo numero.",

			"help.knister": "Knister è un bingo con i dadi. Si lanciano due dadi per 25 volte. Dopo ogni lancio, ciascun giocatore scrive la somma dei due dadi (da 2 a 12) in una casella libera a scelta della propria cartella 5×5. Un numero scritto non si cancella più: pensa alle mosse successive.\n" +
				"Quando la cartella è piena, ciascuna delle 12 linee vale la combinazione che contiene, come nella tabella: le 5 righe, le 5 colonne e le 2 diagonali, che valgono doppio. Una scala è fatta di cinque numeri consecutivi, in qualsiasi ordine.\n" +
				"Ricorda: il 7 esce più spesso di tutti, il 2 e il 12 di rado. Vince il totale più alto; in solitario, prova a superare 50, 80 o addirittura 100.\n" +
				"Trascina il numero su una casella, oppure tocca una casella, oppure usa le frecce e Invio. «Annulla» riprende il tuo numero fino al lancio successivo. Esc mette in pausa la partita.",
		}
	})
}
