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

			"game.knister":       "Knister",
			"game.knister.blurb": "Бинго на кубиках: 25 бросков, одна карточка 5×5. Собирайте пары, фулл-хаусы и стриты в каждой строке, столбце и диагонали.",
			"game.kakuro":        "Kakuro",
			"game.kakuro.blurb":  "Кто первым найдёт ряд фишек, дающий в сумме нужное число?",
			"game.kakuzu":        "Kakuzu",
			"game.kakuzu.blurb":  "Мемори в духе судоку: вычисляйте цифру под камнем и забирайте его.",

			"setup.title":          "Новая игра: %s",
			"setup.player":         "Игрок %d",
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

			"round.score":           "Очки: %d",
			"round.roll":            "Бросить",
			"round.finish":          "К итогам",
			"round.passto":          "Передать: %s",
			"round.undo":            "Отменить",
			"round.menu":            "Меню",
			"round.hint":            "Подсказки: %s",
			"round.status.rolling":  "Бросаем кубики… (бросок %d из 25)",
			"round.status.place":    "Запишите число %d в свою карточку (бросок %d из 25)",
			"round.status.bots":     "Боты записывают…",
			"round.status.roll":     "Все записали. Дальше бросок %d.",
			"round.status.next":     "Теперь записывает %s.",
			"round.status.finished": "Карточка заполнена!",
			"round.solo.goal":       "Цели в одиночной игре: больше 50 — хорошо, больше 80 — супер, больше 100 — великолепно.",

			"pass.title": "Передайте устройство: %s",
			"pass.body":  "Предыдущая карточка скрыта, пока вы не будете готовы.",
			"pass.ready": "Показать карточку",

			"scoring.title":      "Итоги",
			"scoring.winner":     "Побеждает %s! Очки: %d",
			"scoring.shared":     "Общая победа: %s! Очки: %d",
			"scoring.solo":       "Очки: %d — %s",
			"scoring.total":      "Итого",
			"scoring.again":      "Ещё раз",
			"scoring.menu":       "Меню",
			"rating.keep":        "тренируйтесь дальше!",
			"rating.good":        "хорошо!",
			"rating.super":       "супер!",
			"rating.spectacular": "великолепно!",

			"combo.none":               "Ничего",
			"combo.pair":               "Пара",
			"combo.two-pairs":          "Две пары",
			"combo.three-of-a-kind":    "Тройка",
			"combo.full-house":         "Фулл-хаус",
			"combo.four-of-a-kind":     "Каре",
			"combo.five-of-a-kind":     "Покер",
			"combo.straight-with-7":    "Стрит с 7",
			"combo.straight-without-7": "Стрит без 7",

			"line.row":       "Строка %d",
			"line.col":       "Столбец %d",
			"line.diag.down": "Диагональ \\",
			"line.diag.up":   "Диагональ /",

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
			"settings.autoroll":   "Автоматический бросок: %s",
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

			"error.knister.cell-taken":      "В этой клетке уже есть число.",
			"error.knister.already-placed":  "Вы уже записали число этого броска.",
			"error.knister.game-over":       "Игра окончена.",
			"error.knister.nothing-to-undo": "В этом броске нечего отменять.",
			"error.knister.roll-too-early":  "Ещё не все записали это число.",

			"help.knister": "Knister — это бинго на кубиках. Два кубика бросают 25 раз. После каждого броска каждый игрок записывает сумму двух кубиков (от 2 до 12) в любую свободную клетку своей карточки 5×5. Записанное число уже не изменить, так что думайте наперёд.\n" +
				"Когда карточка заполнена, каждая из 12 линий приносит очки за свою комбинацию, как в таблице: 5 строк, 5 столбцов и 2 диагонали, очки за которые удваиваются. Стрит — это пять последовательных чисел в любом порядке.\n" +
				"Помните: 7 выпадает чаще всего, а 2 и 12 — редко. Побеждает наибольшая сумма; в одиночной игре постарайтесь набрать больше 50, 80 или даже 100.\n" +
				"Перетащите число на клетку, коснитесь клетки или используйте стрелки и Enter. «Отменить» возвращает ваше число до следующего броска. Esc ставит игру на паузу.",
		}
	})
}
