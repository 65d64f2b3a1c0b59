package texts

import "cifra/scenes/i18n"

// The words of links into online play and of going back to a table: the
// link shown in the waiting room and its Copy button, the name a visitor
// from a link is asked for, the menu's card for a table in progress.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"online.link.copy":    "Copy",
			"online.link.copied":  "Copied",
			"online.link.nocopy":  "Copy the link by hand: this computer has no clipboard tool.",
			"online.link.name":    "Your name, so the table knows you",
			"online.resume.card":  "Online table %s",
			"online.resume.going": "In progress: your seat is kept",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"online.link.copy":    "Kopieren",
			"online.link.copied":  "Kopiert",
			"online.link.nocopy":  "Kopiere den Link von Hand: Dieser Computer hat kein Werkzeug für die Zwischenablage.",
			"online.link.name":    "Dein Name, damit der Tisch dich kennt",
			"online.resume.card":  "Online-Tisch %s",
			"online.resume.going": "Läuft: dein Platz ist frei gehalten",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"online.link.copy":    "Copier",
			"online.link.copied":  "Copié",
			"online.link.nocopy":  "Copiez le lien à la main : cet ordinateur n'a pas d'outil de presse-papiers.",
			"online.link.name":    "Votre nom, pour que la table vous connaisse",
			"online.resume.card":  "Table en ligne %s",
			"online.resume.going": "En cours : votre place est gardée",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"online.link.copy":    "Copia",
			"online.link.copied":  "Copiato",
			"online.link.nocopy":  "Copia il link a mano: questo computer non ha uno strumento per gli appunti.",
			"online.link.name":    "Il tuo nome, perché il tavolo ti conosca",
			"online.resume.card":  "Tavolo online %s",
			"online.resume.going": "In corso: il tuo posto è tenuto",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"online.link.copy":    "Копировать",
			"online.link.copied":  "Скопировано",
			"online.link.nocopy":  "Скопируйте ссылку вручную: на этом компьютере нет средства для буфера обмена.",
			"online.link.name":    "Ваше имя, чтобы стол вас знал",
			"online.resume.card":  "Стол по сети %s",
			"online.resume.going": "Идёт игра: ваше место за вами",
		}
	})
}
