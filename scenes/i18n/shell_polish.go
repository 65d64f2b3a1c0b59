package i18n

// The name editor of setup: the on-screen keyboard, the pool of ready
// names and the letter count.
func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"setup.name.title": "Name of player %d",
			"setup.name.hint":  "Type a name or pick one:",
			"setup.name.count": "%d/%d",
			"setup.name.done":  "Done",
			"setup.name.keys":  "Keyboard",
			"setup.name.pool":  "Alex,Sam,Robin,Kim,Charlie,Jo,Max,Noa,Lou,Ari",
			"kb.space":         "space",
		}
	})
	add("it", func() map[string]string {
		return map[string]string{
			"setup.name.title": "Nome del giocatore %d",
			"setup.name.hint":  "Scrivi un nome o scegline uno:",
			"setup.name.count": "%d/%d",
			"setup.name.done":  "Fatto",
			"setup.name.keys":  "Tastiera",
			"setup.name.pool":  "Giulia,Marco,Sofia,Luca,Chiara,Matteo,Anna,Paolo,Elena,Nico",
			"kb.space":         "spazio",
		}
	})
	add("de", func() map[string]string {
		return map[string]string{
			"setup.name.title": "Name von Spieler %d",
			"setup.name.hint":  "Tippe einen Namen oder wähle einen:",
			"setup.name.count": "%d/%d",
			"setup.name.done":  "Fertig",
			"setup.name.keys":  "Tastatur",
			"setup.name.pool":  "Anna,Lukas,Mia,Jonas,Lea,Paul,Emma,Ben,Jörg,Lena",
			"kb.space":         "Leertaste",
		}
	})
	add("fr", func() map[string]string {
		return map[string]string{
			"setup.name.title": "Nom du joueur %d",
			"setup.name.hint":  "Tapez un nom ou choisissez-en un :",
			"setup.name.count": "%d/%d",
			"setup.name.done":  "OK",
			"setup.name.keys":  "Clavier",
			"setup.name.pool":  "Léa,Hugo,Chloé,Louis,Inès,Jules,Zoé,Théo,Manon,Noé",
			"kb.space":         "espace",
		}
	})
	add("ru", func() map[string]string {
		return map[string]string{
			"setup.name.title": "Имя игрока %d",
			"setup.name.hint":  "Введите имя или выберите:",
			"setup.name.count": "%d/%d",
			"setup.name.done":  "Готово",
			"setup.name.keys":  "Клавиатура",
			"setup.name.pool":  "Аня,Саша,Маша,Дима,Катя,Миша,Оля,Ваня,Лена,Петя",
			"kb.space":         "пробел",
		}
	})
}

// The name editor's message that agrees with a count (see Translator.N).
func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"setup.name.full#one":   "A name has at most %d letter.",
			"setup.name.full#other": "A name has at most %d letters.",
		}
	})
	add("it", func() map[string]string {
		return map[string]string{
			"setup.name.full#one":   "Un nome ha al massimo %d lettera.",
			"setup.name.full#other": "Un nome ha al massimo %d lettere.",
		}
	})
	add("de", func() map[string]string {
		return map[string]string{
			"setup.name.full#one":   "Ein Name hat höchstens %d Zeichen.",
			"setup.name.full#other": "Ein Name hat höchstens %d Zeichen.",
		}
	})
	add("fr", func() map[string]string {
		return map[string]string{
			"setup.name.full#one":   "Un nom a au plus %d caractère.",
			"setup.name.full#other": "Un nom a au plus %d caractères.",
		}
	})
	add("ru", func() map[string]string {
		return map[string]string{
			"setup.name.full#one":  "В имени не больше %d символа.",
			"setup.name.full#few":  "В имени не больше %d символов.",
			"setup.name.full#many": "В имени не больше %d символов.",
		}
	})
}
