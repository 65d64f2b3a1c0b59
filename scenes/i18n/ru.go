package i18n

// Russian catalog. Counted nouns are avoided ("Очки: %d", never "%d очков")
// because their form depends on the number (1 очко, 2 очка, 5 очков).
// Names follow a colon ("Передать: %s") because the catalog cannot decline
// them, and default names ("Игрок 2") would clash after "игроку". Players
// are addressed with "вы".
func init() {
	add("ru", func() map[string]string {
		return map[string]string{
			"lang.name": "Русский",
			"on":        "вкл.",
			"off":       "выкл.",

			"menu.tagline":  "Настольные игры с числами",
			"menu.settings": "Настройки",
			"menu.help":     "Как играть",
			"menu.quit":     "Выход",
			"menu.soon":     "Скоро появится.",

			"setup.title":          "Новая игра: %s",
			"setup.player":         "Игрок %d",
			"setup.page":           "Стр. %d из %d",
			"setup.add":            "+ Добавить игрока",
			"setup.hints":          "Подсказки: %s",
			"setup.hints.agree":    "Подсказки действуют для всех: нужно согласие всех игроков.",
			"setup.back":           "Назад",
			"setup.start":          "Начать",
			"setup.replace.title":  "«%s» не закончена: %s",
			"setup.replace.body":   "Новая партия заменит сохранённую.",
			"setup.replace.new":    "Новая партия",
			"setup.replace.resume": "Продолжить её",
			"setup.replace.cancel": "Назад",
			"seat.human":           "Человек",
			"seat.bot.easy":        "Бот · лёгкий",
			"seat.bot.normal":      "Бот · средний",
			"seat.bot.hard":        "Бот · сложный",

			"round.undo": "Отменить",
			"round.menu": "Меню",

			"scoring.title":   "Итоги",
			"scoring.winner":  "Побеждает %s! Очки: %d",
			"scoring.shared":  "Общая победа: %s! Очки: %d",
			"scoring.none":    "Никто не набрал очков: на этот раз без победителя.",
			"scoring.again":   "Ещё раз",
			"scoring.rematch": "Реванш",
			"scoring.menu":    "Меню",

			"overlay.title.pause":    "Пауза",
			"overlay.title.settings": "Настройки",
			"overlay.title.help":     "Как играть",
			"overlay.resume":         "Продолжить",
			"overlay.help":           "Как играть",
			"overlay.settings":       "Настройки",
			"overlay.leave":          "Выйти из игры",
			"overlay.back":           "Назад",

			"settings.language":   "Язык: %s",
			"settings.sound":      "Звук: %s",
			"settings.colorblind": "Цвета для дальтоников: %s",
			"settings.fullscreen": "Полный экран: %s",

			"notice.settings.corrupt":    "Не удалось прочитать сохранённые настройки, используются настройки по умолчанию. Старая копия сохранена.",
			"notice.settings.unreadable": "Не удалось прочитать настройки (%s). Используются настройки по умолчанию.",
			"notice.settings.unsaved":    "Не удалось сохранить настройки: %s",
			"notice.table.unsaved":       "Не удалось запомнить места за столом: %s",
			"menu.resume":                "Продолжить %s · %s",
			"menu.resume.seats":          "За столом: %s",
			"seat.bot.name":              "Бот %d",
			"notice.game.corrupt":        "Сохранённая игра повреждена, продолжить её нельзя. Она отложена в сторону, а не удалена.",
			"notice.game.unreadable":     "Не удалось прочитать сохранённую игру (%s).",
			"notice.game.unsaved":        "Не удалось сохранить игру: %s",
			"notice.game.unremoved":      "Не удалось убрать законченную игру из сохранений: %s",
		}
	})
}
