package puzzlestest

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// KeyCase is what a key does to one part of a puzzle (a cell, say): from
// the value Start, pressing Key makes Want.
type KeyCase[V comparable] struct {
	Start V
	Key   string
	Want  V
}

// KeyCases checks each case on the puzzle that from makes with the part
// at tg holding the case's Start: Edit(tg, Key) is taken, leaves that
// puzzle unchanged, and read gives Want on what it returns.
func KeyCases[V comparable](t testing.TB, from func(start V) puzzles.Instance, tg puzzles.Target, read func(puzzles.Instance) V, cases ...KeyCase[V]) {
	t.Helper()
	for _, c := range cases {
		inst := from(c.Start)
		before := inst.String()
		got, err := inst.Edit(tg, c.Key)
		switch {
		case err != nil:
			t.Errorf("%#v + %q: %v", c.Start, c.Key, err)
		case inst.String() != before:
			t.Errorf("%#v + %q changed its receiver", c.Start, c.Key)
		case read(got) != c.Want:
			t.Errorf("%#v + %q = %#v, want %#v", c.Start, c.Key, read(got), c.Want)
		}
	}
}
