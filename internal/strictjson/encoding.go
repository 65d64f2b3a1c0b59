package strictjson

import "bytes"

// CheckEncoding refuses JSON text that is not plain UTF-8, saying what it
// is and how to save it instead: a file that starts with a UTF-8
// byte-order mark (Windows' Notepad writes one), or UTF-16 or UTF-32
// text, with or without a mark. Parsers would only call such a file "not
// JSON". Plain UTF-8, and anything that is not text at all, passes: what
// is wrong with that is for the JSON decoder to say.
func CheckEncoding(data []byte) error {
	var what string
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		return &Error{Msg: "the file starts with a UTF-8 byte-order mark (BOM); save it as UTF-8 without BOM"}
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE, 0, 0}):
		what = "UTF-32 (little-endian, with a byte-order mark)"
	case bytes.HasPrefix(data, []byte{0, 0, 0xFE, 0xFF}):
		what = "UTF-32 (big-endian, with a byte-order mark)"
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		what = "UTF-16 (little-endian, with a byte-order mark)"
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		what = "UTF-16 (big-endian, with a byte-order mark)"
	case len(data) >= 4 && data[0] != 0 && data[1] == 0 && data[2] == 0 && data[3] == 0:
		what = "UTF-32 (little-endian)"
	case len(data) >= 4 && data[0] == 0 && data[1] == 0 && data[2] == 0 && data[3] != 0:
		what = "UTF-32 (big-endian)"
	// JSON starts with an ASCII character ('{', a space): in UTF-16 one
	// of its first two bytes is zero.
	case len(data) >= 2 && data[0] != 0 && data[1] == 0:
		what = "UTF-16 (little-endian)"
	case len(data) >= 2 && data[0] == 0 && data[1] != 0:
		what = "UTF-16 (big-endian)"
	default:
		return nil
	}
	return &Error{Msg: "the file is " + what + " text; save it as UTF-8"}
}
