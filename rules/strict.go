package rules

import "cifra/internal/strictjson"

// The strict JSON decoder that reads records, saves and settings is a
// package of its own (cifra/internal/strictjson: it knows no game). These
// forward to it, for the many callers that read through the rules.

// DecodeError is JSON that DecodeStrict refuses (strictjson.Error): Path
// says where in the value, Msg what is wrong, in words a person reads.
type DecodeError = strictjson.Error

// DecodeStrict unmarshals data into v as RULES.md §4 reads records
// (strictjson.Decode says what it refuses). Errors are *DecodeError.
func DecodeStrict(data []byte, v any) error { return strictjson.Decode(data, v) }

// CheckEncoding refuses JSON text that is not plain UTF-8, saying what it
// is and how to save it instead (strictjson.CheckEncoding).
func CheckEncoding(data []byte) error { return strictjson.CheckEncoding(data) }

// Quote is s in quotes, as %q writes it, for an error or a log, a long
// value cut after its first runes (strictjson.Quote).
func Quote(s string) string { return strictjson.Quote(s) }

// Clip is s cut as Quote cuts it, without quotes (strictjson.Clip).
func Clip(s string) string { return strictjson.Clip(s) }
