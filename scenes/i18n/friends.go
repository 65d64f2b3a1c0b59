package i18n

// Friends at an online table (issue 42): a player who left the table for
// good, as the round says it once.
func init() {
	add("en", func() map[string]string {
		return map[string]string{"online.seat.left": "%s left the table."}
	})
	add("it", func() map[string]string {
		return map[string]string{"online.seat.left": "%s ha lasciato il tavolo."}
	})
	add("de", func() map[string]string {
		return map[string]string{"online.seat.left": "%s hat den Tisch verlassen."}
	})
	add("fr", func() map[string]string {
		return map[string]string{"online.seat.left": "%s a quitté la table."}
	})
	add("ru", func() map[string]string {
		return map[string]string{"online.seat.left": "%s покидает стол."}
	})
}
