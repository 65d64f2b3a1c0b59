package texts

import "cifra/scenes/i18n"

// Friends at an online table (issue 42): a rematch's seat whose player
// said No thanks; a seat opened on another device.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"online.room.declined":  "%s won't play again",
			"online.elsewhere":      "This seat is now played on another device.",
			"online.elsewhere.here": "Play here",
			"online.elsewhere.menu": "Menu",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"online.room.declined":  "%s spielt nicht noch einmal",
			"online.elsewhere":      "Dieser Platz wird jetzt auf einem anderen Gerät gespielt.",
			"online.elsewhere.here": "Hier spielen",
			"online.elsewhere.menu": "Menü",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"online.room.declined":  "%s ne rejoue pas",
			"online.elsewhere":      "Cette place se joue maintenant sur un autre appareil.",
			"online.elsewhere.here": "Jouer ici",
			"online.elsewhere.menu": "Menu",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"online.room.declined":  "%s non gioca di nuovo",
			"online.elsewhere":      "Ora questo posto si gioca su un altro dispositivo.",
			"online.elsewhere.here": "Gioca qui",
			"online.elsewhere.menu": "Menu",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"online.room.declined":  "%s не будет играть ещё раз",
			"online.elsewhere":      "На этом месте теперь играют с другого устройства.",
			"online.elsewhere.here": "Играть здесь",
			"online.elsewhere.menu": "Меню",
		}
	})
}
