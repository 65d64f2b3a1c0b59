package i18n

// What a round at an online table says while its server cannot be
// reached (scenes/core/serverlink.go): the banner and its line of moves
// waiting to be sent.
func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"online.server.away":        "Can't reach the table server: trying again… %s",
			"online.server.moves#one":   "%d move waiting to be sent",
			"online.server.moves#other": "%d moves waiting to be sent",
		}
	})
	add("it", func() map[string]string {
		return map[string]string{
			"online.server.away":        "Server del tavolo non raggiungibile: riprovo… %s",
			"online.server.moves#one":   "%d mossa in attesa di invio",
			"online.server.moves#other": "%d mosse in attesa di invio",
		}
	})
	add("de", func() map[string]string {
		return map[string]string{
			"online.server.away":        "Tischserver nicht erreichbar: neuer Versuch… %s",
			"online.server.moves#one":   "%d Zug wartet auf das Senden",
			"online.server.moves#other": "%d Züge warten auf das Senden",
		}
	})
	add("fr", func() map[string]string {
		return map[string]string{
			"online.server.away":        "Serveur de la table injoignable : nouvel essai… %s",
			"online.server.moves#one":   "%d coup en attente d’envoi",
			"online.server.moves#other": "%d coups en attente d’envoi",
		}
	})
	add("ru", func() map[string]string {
		return map[string]string{
			"online.server.away":       "Сервер стола недоступен: пробую снова… %s",
			"online.server.moves#one":  "%d ход ждёт отправки",
			"online.server.moves#few":  "%d хода ждут отправки",
			"online.server.moves#many": "%d ходов ждут отправки",
		}
	})
}
