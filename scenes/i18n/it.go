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

			"setup.title":          "Nuova partita a %s",
			"setup.player":         "Giocatore %d",
			"setup.page":           "Pagina %d di %d",
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

			"round.undo": "Annulla",
			"round.menu": "Menu",

			"scoring.title":   "Punteggi finali",
			"scoring.winner":  "Vince %s! Punteggio: %d",
			"scoring.shared":  "Pari merito: %s! Punteggio: %d",
			"scoring.none":    "Nessuno ha segnato: niente vincitore stavolta.",
			"scoring.again":   "Gioca ancora",
			"scoring.rematch": "Rivincita",
			"scoring.menu":    "Menu",

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
		}
	})
}
