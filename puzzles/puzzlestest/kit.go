package puzzlestest

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Kit is what a type's tests tell the kit once: the type, the forms its
// puzzles write (see Formats) and, for boards typed cell by cell, the
// keys that type a cell (see EntersCells). Its answers are *A.
type Kit[P Sized, A any] struct {
	Type  puzzles.Type
	Forms func(puzzles.Instance) []string
	Keys  func(ty *Typist, want P, pos grid.Pos) []string
}

// Test checks the type's files in testdata (see Files) and, when Keys is
// set, that every example can be typed cell by cell.
func (k Kit[P, A]) Test(t testing.TB) {
	t.Helper()
	Files[A](t, k.Type, k.Forms)
	if k.Keys != nil {
		EntersCells(t, k.Type, k.Keys)
	}
}

// Parse parses text as the type's puzzle, a P, or fails the test (see
// MustParse).
func (k Kit[P, A]) Parse(t testing.TB, text string) P {
	t.Helper()
	return Parser[P](k.Type)(t, text)
}

// Fuzz fuzzes the type's parser from testdata/forms.txt and seeds (see
// FuzzFormats).
func (k Kit[P, A]) Fuzz(f *testing.F, seeds ...string) {
	FuzzFormats(f, k.Type, "testdata/forms.txt", k.Forms, seeds...)
}
