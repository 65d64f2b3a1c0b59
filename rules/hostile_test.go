package rules

import (
	"errors"
	"strings"
	"testing"
)

// TestCheckName is the one name rule, as setup, -players, records and
// saves apply it.
func TestCheckName(t *testing.T) {
	for name, want := range map[string]string{
		"Ana":                            "",
		"Александра":                     "",
		"Maximilian-Josef":               "", // 16
		"  Bo  ":                         "", // setup trims; a record may keep them
		"李小龙":                            "",
		"José María":                     "",
		"👩‍👩‍👧":                          "", // a family: people joined by zero-width joiners
		"Максимилиан-Иосиф":              "has 17 characters; a name has at most 16",
		"Maximilian-Josefa":              "has 17 characters",
		"":                               "the name is empty",
		"   ":                            "is blank",
		"\u200b\u200b":                   "is blank",
		"A\nB":                           "a control character (U+000A)",
		"A\tB":                           "a control character (U+0009)",
		"A\x00":                          "a control character (U+0000)",
		"A\x7f":                          "a control character (U+007F)",
		"A\u0085":                        "a control character (U+0085)",
		"A\u009b":                        "a control character (U+009B)",
		"Ana\u202egnp.exe":               "a text-direction control (U+202E)",
		"\u202aAna":                      "a text-direction control (U+202A)",
		"Ana\u2066":                      "a text-direction control (U+2066)",
		"Ana\u2069":                      "a text-direction control (U+2069)",
		"Ana\u200e":                      "a text-direction control (U+200E)",
		"Ana\u200f":                      "a text-direction control (U+200F)",
		"Ana\u061c":                      "a text-direction control (U+061C)",
		"Ana\u2028":                      "a line break (U+2028)",
		"Ana\u2029":                      "a line break (U+2029)",
		"\ufeffAna":                      "a byte-order mark (U+FEFF)",
		string([]byte{0xff, 'A'}):        "not valid text (UTF-8)",
		string([]byte{0xed, 0xa0, 0x80}): "not valid text (UTF-8)", // an encoded surrogate
	} {
		err := CheckName(name)
		switch {
		case want == "" && err != nil:
			t.Errorf("CheckName(%q) = %v, want nil", name, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("CheckName(%q) = %v, want an error saying %q", name, err, want)
		}
	}
	// A 10 MB name is refused in a line, not echoed.
	long := strings.Repeat("x", 10<<20)
	if err := CheckName(long); err == nil || len(err.Error()) > 200 || !strings.Contains(err.Error(), "10485760 characters") {
		t.Errorf("a 10 MB name: %.300v", err)
	}
}

// TestNameRuneAgreesWithCheckName: every character the editor takes
// (NameRune) makes a name CheckName accepts, and every one it refuses
// makes a name CheckName refuses.
func TestNameRuneAgreesWithCheckName(t *testing.T) {
	for r := rune(0); r <= 0x3000; r++ {
		if r >= 0xD800 && r < 0xE000 {
			continue
		}
		ok := CheckName("A"+string(r)) == nil
		if ok != NameRune(r) {
			t.Errorf("U+%04X: NameRune %v, CheckName accepts %v", r, NameRune(r), ok)
		}
	}
}

// TestRecordNamesFollowTheNameRule: a record's seats are held to
// CheckName, with the player and the reason in words.
func TestRecordNamesFollowTheNameRule(t *testing.T) {
	for name, want := range map[string]string{
		`"Ana\u202eBo"`:                        "player 2, name: the name \"Ana\\u202eBo\" has a text-direction control (U+202E)",
		`"Ana\u0007"`:                          "player 2, name: the name \"Ana\\a\" has a control character (U+0007)",
		`"Maximilian-Josefa"`:                  "player 2, name: the name \"Maximilian-Josefa\" has 17 characters; a name has at most 16",
		`""`:                                   "player 2, name: the name is empty",
		`" "`:                                  "player 2, name: the name \" \" is blank",
		`"` + strings.Repeat("é", 1<<20) + `"`: "1048576 characters",
	} {
		rec := `{"format":1,"game":"knister","seed":1,"players":[{"name":"A"},{"name":` + name + `}],"moves":[]}`
		_, err := DecodeRecord([]byte(rec))
		var me *MoveError
		if !errors.As(err, &me) || me.Move != -1 || !strings.Contains(me.Reason, want) || len(me.Reason) > 300 {
			t.Errorf("%.40s: %.300v, want a header error saying %q", name, err, want)
		}
	}
	if _, err := DecodeRecord([]byte(`{"format":1,"game":"knister","seed":1,"players":[{"name":"Ana"},{"name":"Bot 1","bot":"hard"}],"moves":[]}`)); err != nil {
		t.Errorf("good names refused: %v", err)
	}
}

// TestNewerFormatIsSaidSo: a record of a newer format is refused saying
// it is newer, even when it holds keys or shapes this format does not
// know (that once read "unknown key").
func TestNewerFormatIsSaidSo(t *testing.T) {
	for _, rec := range []string{
		`{"format":2,"game":"knister","seed":1,"players":[{"name":"A"}],"moves":[]}`,
		`{"format":2,"game":"knister","seed":1,"players":[{"name":"A"}],"clock":[1,2],"moves":[]}`,
		`{"format":2,"game":"knister","players":{"a":{"name":"A"}},"moves":[]}`,
		`{"moves":[],"format":2,"game":"knister","players":[{"name":"A"}],"teams":2}`,
	} {
		_, err := DecodeRecord([]byte(rec))
		if err == nil || !strings.Contains(err.Error(), "the record is format 2, newer than this Cifra reads (format 1)") {
			t.Errorf("%s: %v", rec, err)
		}
	}
	for rec, want := range map[string]string{
		`{"format":0,"game":"knister","players":[{"name":"A"}],"moves":[]}`:           "format 0 is not supported",
		`{"format":1,"game":"knister","players":[{"name":"A"}],"clock":1,"moves":[]}`: `unknown key "clock"`,
		`{"format":"2","game":"knister","players":[{"name":"A"}],"moves":[]}`:         "format: want a whole number",
	} {
		if _, err := DecodeRecord([]byte(rec)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", rec, err, want)
		}
	}
}

// A record in UTF-8 with a byte-order mark, or in UTF-16 or UTF-32, is
// refused saying what it is and how to save it, not merely "not JSON"
// (the strict decoder's TestOtherEncodingsAreNamed has every encoding).
func TestRecordsInOtherEncodingsAreNamed(t *testing.T) {
	const rec = `{"format":1,"game":"knister","seed":1,"players":[{"name":"A"}],"moves":[]}`
	for name, c := range map[string]struct {
		data []byte
		want string
	}{
		"UTF-8 with a BOM": {[]byte("\ufeff" + rec), "the file starts with a UTF-8 byte-order mark (BOM); save it as UTF-8 without BOM"},
		"UTF-32BE":         {[]byte{0, 0, 0, '{', 0, 0, 0, '}'}, "UTF-32 (big-endian)"},
	} {
		if _, err := DecodeRecord(c.data); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: record: %v, want %q", name, err, c.want)
		}
	}
}

// A record's moves may number a million (its field's own cap), no more:
// the next is refused as it is read.
func TestAMillionMovesAtMost(t *testing.T) {
	moves := `{"format":1,"game":"knister","seed":1,"players":[{"name":"A"}],"moves":[` + strings.TrimSuffix(strings.Repeat("{},", 1_000_001), ",") + `]}`
	if _, err := DecodeRecord([]byte(moves)); err == nil || !strings.Contains(err.Error(), "moves: the list holds more than 1000000 items") {
		t.Errorf("a million and one moves: %v", err)
	}
}
