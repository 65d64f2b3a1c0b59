package i18n

// What a round at an online table says of its link, whichever the game.
func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"online.link.downWatching": "The table's server cannot be reached. Come back later to watch.",
			"online.seat.away":         "%s lost their connection.",
			"online.seat.bot":          "A bot plays for %s until they are back.",
			"online.seat.back":         "%s is back.",
			"online.seat.youBack":      "You are back: a bot played for you meanwhile.",
			"online.seat.waiting":      "Waiting for %s to reconnect…",
			"online.seat.waitingHold":  "Waiting for %s to reconnect… %s, then a bot plays for them",
			"online.link.reconnecting": "Connection lost: reconnecting… Nothing is lost meanwhile.",
			"online.link.back":         "Connected again.",
			"online.link.down":         "The table's server cannot be reached. Your seat stays yours: come back later.",
			"online.link.broken":       "This app and the table disagree about the game. Leave and join the table again.",
			"online.link.waiting":      "Waiting for the others…",
		}
	})
	add("it", func() map[string]string {
		return map[string]string{
			"online.link.downWatching": "Il server del tavolo non è raggiungibile. Torna più tardi a guardare.",
			"online.seat.away":         "%s ha perso la connessione.",
			"online.seat.bot":          "Un bot gioca per %s finché non torna.",
			"online.seat.back":         "%s è tornato.",
			"online.seat.youBack":      "Sei tornato: nel frattempo un bot ha giocato per te.",
			"online.seat.waiting":      "In attesa che %s si ricolleghi…",
			"online.seat.waitingHold":  "In attesa che %s si ricolleghi… %s, poi gioca un bot",
			"online.link.reconnecting": "Connessione persa: mi ricollego… Nel frattempo non si perde nulla.",
			"online.link.back":         "Di nuovo connesso.",
			"online.link.down":         "Il server del tavolo non è raggiungibile. Il tuo posto resta tuo: torna più tardi.",
			"online.link.broken":       "Questa app e il tavolo non concordano sulla partita. Esci e rientra al tavolo.",
			"online.link.waiting":      "In attesa degli altri…",
		}
	})
	add("de", func() map[string]string {
		return map[string]string{
			"online.link.downWatching": "Der Server des Tisches ist nicht erreichbar. Schau später wieder zu.",
			"online.seat.away":         "%s hat die Verbindung verloren.",
			"online.seat.bot":          "Ein Bot spielt für %s, bis er oder sie zurück ist.",
			"online.seat.back":         "%s ist zurück.",
			"online.seat.youBack":      "Du bist zurück: Solange hat ein Bot für dich gespielt.",
			"online.seat.waiting":      "Warte, bis %s wieder verbunden ist…",
			"online.seat.waitingHold":  "Warte, bis %s wieder verbunden ist… %s, dann spielt ein Bot",
			"online.link.reconnecting": "Verbindung verloren: verbinde neu… Dabei geht nichts verloren.",
			"online.link.back":         "Wieder verbunden.",
			"online.link.down":         "Der Server des Tisches ist nicht erreichbar. Dein Platz bleibt deiner: komm später wieder.",
			"online.link.broken":       "Diese App und der Tisch sind sich über das Spiel uneins. Verlass den Tisch und tritt ihm erneut bei.",
			"online.link.waiting":      "Warte auf die anderen…",
		}
	})
	add("fr", func() map[string]string {
		return map[string]string{
			"online.link.downWatching": "Le serveur de la table est injoignable. Revenez regarder plus tard.",
			"online.seat.away":         "%s a perdu la connexion.",
			"online.seat.bot":          "Un bot joue pour %s jusqu’à son retour.",
			"online.seat.back":         "%s est de retour.",
			"online.seat.youBack":      "Vous êtes de retour : un bot a joué pour vous entre-temps.",
			"online.seat.waiting":      "En attente de la reconnexion de %s…",
			"online.seat.waitingHold":  "En attente de la reconnexion de %s… %s, puis un bot joue",
			"online.link.reconnecting": "Connexion perdue : reconnexion… Rien n’est perdu entre-temps.",
			"online.link.back":         "De nouveau connecté.",
			"online.link.down":         "Le serveur de la table est injoignable. Votre place reste la vôtre : revenez plus tard.",
			"online.link.broken":       "Cette application et la table ne sont pas d’accord sur la partie. Quittez la table et rejoignez-la de nouveau.",
			"online.link.waiting":      "En attente des autres…",
		}
	})
	add("ru", func() map[string]string {
		return map[string]string{
			"online.link.downWatching": "Сервер стола недоступен. Возвращайтесь посмотреть позже.",
			"online.seat.away":         "%s потерял(а) связь.",
			"online.seat.bot":          "Бот играет за %s, пока он(а) не вернётся.",
			"online.seat.back":         "%s снова с нами.",
			"online.seat.youBack":      "Вы вернулись: пока вас не было, за вас играл бот.",
			"online.seat.waiting":      "Ждём, пока %s переподключится…",
			"online.seat.waitingHold":  "Ждём, пока %s переподключится… %s, потом играет бот",
			"online.link.reconnecting": "Связь потеряна: подключаюсь снова… Пока ничего не теряется.",
			"online.link.back":         "Снова на связи.",
			"online.link.down":         "Сервер стола недоступен. Ваше место остаётся за вами: возвращайтесь позже.",
			"online.link.broken":       "Это приложение и стол по-разному видят партию. Выйдите и снова присоединитесь к столу.",
			"online.link.waiting":      "Ждём остальных…",
		}
	})
}
