// Package attacker holds no code of its own: its tests play the attacker
// against a real cifra-server process on 127.0.0.1, with nothing more
// than what a stranger has — a guest's connection, a seat of its own, a
// table's code — and check what a correct server does: every class of
// attack is refused (in words where the attacker asked something), the
// victims' tables play on, and their records replay whole.
//
// The classes (issue "Safe on the open internet"): answers aimed at
// JetStream's API, the buckets, another table's log and its subjects;
// a connection kept open after its seat was given up; quotas counted by
// who asks, not by what the client says; floods of creates, joins,
// watches and room messages; codes tried at random.
package attacker
