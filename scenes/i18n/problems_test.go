package i18n_test

import (
	"testing"

	"cifra/scenes/i18n/i18ntest"
)

// TestSharedMessages holds the messages this package registers (those
// every game shares) to i18n.Problems' rules, with the bundled fonts.
// Each game's texts package does the same for its own messages, and the
// app's tests for all of them together.
func TestSharedMessages(t *testing.T) { i18ntest.Check(t) }

// TestSharedKeysShow: every key this package's files register shows its
// message, in its language.
func TestSharedKeysShow(t *testing.T) { i18ntest.CheckRegistered(t, ".") }
