package wire

import (
	"strings"
	"testing"
	"time"
)

// A device key is read by its form alone (the broker checks the key);
// NATS names a device by its bare key, which no other user name is; a
// transfer code is read as a player may type it.
func TestDeviceKeysAndTransferCodesAreReadByTheirForm(t *testing.T) {
	key := "U" + strings.Repeat("A", 55)
	if err := CheckDeviceKey(key); err != nil {
		t.Fatalf("a key of the right form: %v", err)
	}
	for _, bad := range []string{"", key[:55], "A" + key[1:], "U" + strings.Repeat("a", 55), "U" + strings.Repeat("1", 55)} {
		if CheckDeviceKey(bad) == nil {
			t.Errorf("%q passes as a device key", bad)
		}
	}
	if k, ok := DeviceOf(key); !ok || k != key {
		t.Errorf("DeviceOf(a key) = %q, %v", k, ok)
	}
	for _, user := range []string{Guest + "abcdefgh12", "seat-ABCDEF-0-0123456789abcdef", "watch-ABCDEF-0123456789abcdef", ""} {
		if _, ok := DeviceOf(user); ok {
			t.Errorf("%q reads as a device", user)
		}
	}
	for typed, want := range map[string]string{"abcd-efgh": "ABCDEFGH", " ABCD EFGH ": "ABCDEFGH", "abcdefgh": "ABCDEFGH"} {
		if got := NormalLink(typed); got != want || CheckLink(got) != nil {
			t.Errorf("NormalLink(%q) = %q (%v), want %q", typed, got, CheckLink(got), want)
		}
	}
	for _, bad := range []string{"ABCDEFG", "ABCDEFGHJ", "ABCDEFG0", "ABCDEFGI"} {
		if CheckLink(bad) == nil {
			t.Errorf("%q passes as a transfer code", bad)
		}
	}
}

// A list's deadlines come on the server's clock; a device whose clock
// is 2 h behind reads them on its own, the time left unchanged, and a
// table without a clock keeps none.
func TestDeadlinesAreReadOnTheDevicesClock(t *testing.T) {
	server := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	device := server.Add(-2 * time.Hour)
	r := MeReply{NowMs: server.UnixMilli(), Tables: []MyTable{{DeadlineMs: server.Add(5 * time.Hour).UnixMilli()}, {}}}
	r.LocalDeadlines(device)
	if got := time.UnixMilli(r.Tables[0].DeadlineMs).Sub(device); got != 5*time.Hour {
		t.Errorf("on the device's clock, %v left; want 5h", got)
	}
	if r.Tables[1].DeadlineMs != 0 || r.NowMs != device.UnixMilli() {
		t.Errorf("a table without a clock has deadline %d; the reply's now is %d", r.Tables[1].DeadlineMs, r.NowMs)
	}
	old := MeReply{Tables: []MyTable{{DeadlineMs: 42}}} // a server that does not say its clock
	old.LocalDeadlines(device)
	if old.Tables[0].DeadlineMs != 42 {
		t.Errorf("without the server's clock the deadline moved to %d", old.Tables[0].DeadlineMs)
	}
}
