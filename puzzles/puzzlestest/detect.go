package puzzlestest

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// DetectsCanonical is Detects for types whose examples may be plain grids
// that need the type named: it checks typ.Detect on each input of cases,
// and that typ detects the canonical text of each of its examples.
func DetectsCanonical(t testing.TB, typ puzzles.Type, cases map[string]bool) {
	t.Helper()
	var canon []puzzles.Example
	for _, ex := range typ.Examples() {
		text := MustParse(t, typ, ex.Text).String()
		canon = append(canon, puzzles.Example{Name: ex.Name + " (canonical text)", Text: text})
	}
	Detects(t, withExamples{typ, canon}, cases)
}

// withExamples is a type with other examples.
type withExamples struct {
	puzzles.Type
	examples []puzzles.Example
}

func (w withExamples) Examples() []puzzles.Example { return w.examples }
