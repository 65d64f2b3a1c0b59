package i18n

// A rematch asked and answered (issue 42): the podium's word that
// another player asks for one, its Join and No thanks, and the rematch's
// room's seat kept for a player who has not come yet.
func init() {
	add("en", func() map[string]string {
		return map[string]string{
			"scoring.rematch.asked": "%s asks for a rematch",
			"scoring.rematch.join":  "Join",
			"scoring.rematch.no":    "No thanks",
			"online.room.kept":      "Kept for %s",
		}
	})
	add("it", func() map[string]string {
		return map[string]string{
			"scoring.rematch.asked": "%s chiede la rivincita",
			"scoring.rematch.join":  "Partecipa",
			"scoring.rematch.no":    "No, grazie",
			"online.room.kept":      "Tenuto per %s",
		}
	})
	add("de", func() map[string]string {
		return map[string]string{
			"scoring.rematch.asked": "%s möchte eine Revanche",
			"scoring.rematch.join":  "Mitspielen",
			"scoring.rematch.no":    "Nein, danke",
			"online.room.kept":      "Frei für %s",
		}
	})
	add("fr", func() map[string]string {
		return map[string]string{
			"scoring.rematch.asked": "%s demande une revanche",
			"scoring.rematch.join":  "Rejoindre",
			"scoring.rematch.no":    "Non merci",
			"online.room.kept":      "Gardée pour %s",
		}
	})
	add("ru", func() map[string]string {
		return map[string]string{
			"scoring.rematch.asked": "%s предлагает реванш",
			"scoring.rematch.join":  "Играть",
			"scoring.rematch.no":    "Нет, спасибо",
			"online.room.kept":      "Ждёт игрока %s",
		}
	})
}
