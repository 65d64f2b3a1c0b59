package texts

import "cifra/scenes/i18n"

// A server's refusal of a device key it never saw, past its address's
// allowance (online/lobby's Limits.NewDevices).
func init() {
	i18n.Register("en", func() map[string]string {
		return map[string]string{
			"online.err.too-many-new-devices": "Too many new devices came online from your network lately. Try again in an hour.",
		}
	})
	i18n.Register("it", func() map[string]string {
		return map[string]string{
			"online.err.too-many-new-devices": "Dalla tua rete sono arrivati online troppi dispositivi nuovi di recente. Riprova tra un’ora.",
		}
	})
	i18n.Register("de", func() map[string]string {
		return map[string]string{
			"online.err.too-many-new-devices": "Aus deinem Netz kamen zuletzt zu viele neue Geräte online. Versuche es in einer Stunde wieder.",
		}
	})
	i18n.Register("fr", func() map[string]string {
		return map[string]string{
			"online.err.too-many-new-devices": "Trop de nouveaux appareils se sont connectés depuis votre réseau ces derniers temps. Réessayez dans une heure.",
		}
	})
	i18n.Register("ru", func() map[string]string {
		return map[string]string{
			"online.err.too-many-new-devices": "Из вашей сети недавно подключилось слишком много новых устройств. Попробуйте через час.",
		}
	})
}
