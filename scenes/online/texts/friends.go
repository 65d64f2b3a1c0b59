package texts

import "cifra/scenes/i18n"

// Friends at an online table (issue 42): a rematch's seat whose player
// said No thanks.
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"online.room.declined": "%s won't play again",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"online.room.declined": "%s spielt nicht noch einmal",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"online.room.declined": "%s ne rejoue pas",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"online.room.declined": "%s non gioca di nuovo",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"online.room.declined": "%s не будет играть ещё раз",
		}
	})
}
