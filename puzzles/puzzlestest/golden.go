package puzzlestest

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
)

// ExamplesGolden solves each of typ's examples, which must have one
// solution (under -short, but for the examples named slow), and compares the puzzle's text and the answer's with the
// golden file testdata/exampleN.golden; the first example's picture
// (scale 20) and answer JSON go to example0.svg.golden and
// example0.json.golden.
func ExamplesGolden(t testing.TB, typ puzzles.Type) {
	t.Helper()
	for i, ex := range typ.Examples() {
		if testing.Short() && strings.Contains(ex.Name, "slow") {
			continue
		}
		p := MustParse(t, typ, ex.Text)
		a := Unique(t, p)
		golden.Check(t, fmt.Sprintf("example%d", i), p.String()+"\n"+a.Text())
		if i == 0 {
			var svg strings.Builder
			if err := p.Draw(a).WriteSVG(&svg, 20); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, "example0.svg", svg.String())
			js, err := json.Marshal(a)
			if err != nil {
				t.Fatal(err)
			}
			golden.Check(t, "example0.json", string(js)+"\n")
		}
	}
}

// Explains checks that inst has no solution and that Explain blames
// exactly n clues.
func Explains(t testing.TB, inst puzzles.Instance, n int) {
	t.Helper()
	ex, err := puzzles.Explain(inst, nil)
	if err != nil || ex.Status != puzzles.Unsat || len(ex.Conflict) != n {
		t.Fatalf("%+v %v", ex, err)
	}
	if want := fmt.Sprintf("these %d clues cannot all hold", n); ex.Reason != want {
		t.Errorf("reason %q, want %q", ex.Reason, want)
	}
}

// Partial deduces what every solution of inst shares, checks that inst
// is solvable and that the partial answer is not a whole one, compares
// its text with testdata/partial.golden and returns it.
func Partial(t testing.TB, inst puzzles.Instance) puzzles.Answer {
	t.Helper()
	d, err := puzzles.Deduce(inst, nil)
	if err != nil || d.Status != puzzles.Solved || d.Partial == nil {
		t.Fatalf("%+v %v", d, err)
	}
	if inst.Check(d.Partial) == nil {
		t.Errorf("the partial answer %q passes Check", d.Partial.Text())
	}
	golden.Check(t, "partial", d.Partial.Text())
	return d.Partial
}
