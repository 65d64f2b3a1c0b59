package texts

import (
	"testing"

	"cifra/scenes/i18n/i18ntest"
)

// TestMessages holds Knister's messages, beside the shared ones, to
// i18n.Problems' rules: every language has English's keys, the same
// verbs, well-formed plurals, glyphs in the bundled fonts, and so on.
func TestMessages(t *testing.T) { i18ntest.Check(t) }

// TestKeysShow: every key this package registers shows its message.
func TestKeysShow(t *testing.T) { i18ntest.CheckRegistered(t, ".") }
