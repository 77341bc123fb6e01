package puzzlestest

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
)

// SeveralGolden is SeveralSolutions with the solutions kept in golden
// files: their texts one after another in name_answers, and the facts
// they share (puzzles.Deduce's partial answer) in name_partial.
func SeveralGolden(t testing.TB, inst puzzles.Instance, count, diffs int, name string) {
	t.Helper()
	var out strings.Builder
	for _, a := range SeveralSolutions(t, inst, count, diffs) {
		out.WriteString(a.Text() + "\n")
	}
	golden.Check(t, name+"_answers", out.String())
	d, err := puzzles.Deduce(inst, nil)
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, name+"_partial", d.Partial.Text())
}
