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
// solution, two or more if the example's name says "several solutions",
// exactly two if it says "two solutions" (under -short, examples named slow are
// skipped), and compares the puzzle's text and its (first) answer's with
// the golden file testdata/exampleN.golden; the first example's picture
// (scale 20) and answer JSON go to example0.svg.golden and
// example0.json.golden.
func ExamplesGolden(t testing.TB, typ puzzles.Type) {
	t.Helper()
	for i, ex := range typ.Examples() {
		if testing.Short() && strings.Contains(ex.Name, "slow") {
			continue
		}
		p := MustParse(t, typ, ex.Text)
		a := exampleAnswer(t, p, ex.Name)
		golden.Check(t, fmt.Sprintf("example%d", i), p.String()+"\n"+a.Text())
		if i == 0 {
			firstExampleGolden(t, p, a)
		}
	}
}

// several reports whether the example named name has several solutions
// (its name says so).
func several(name string) bool {
	return strings.Contains(name, "several solutions") || strings.Contains(name, "two solutions")
}

// firstExampleGolden compares the first example's picture and answer JSON
// with their golden files.
func firstExampleGolden(t testing.TB, p puzzles.Instance, a puzzles.Answer) {
	t.Helper()
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

// exampleAnswer solves the example p named name and returns its first
// answer, failing the test when the number of solutions is not the one
// its name says.
func exampleAnswer(t testing.TB, p puzzles.Instance, name string) puzzles.Answer {
	t.Helper()
	if !several(name) {
		return Unique(t, p)
	}
	two := strings.Contains(name, "two solutions")
	res := Solve(t, p, 3)
	if len(res.Answers) < 2 || two && len(res.Answers) != 2 {
		t.Fatalf("%s: %d solutions (counting to 3), want what the name says", name, len(res.Answers))
	}
	return res.Answers[0]
}

// Explains checks that inst has no solution and that Explain blames
// exactly n clues.
func Explains(t testing.TB, inst puzzles.Instance, n int) {
	t.Helper()
	ex, err := puzzles.Explain(inst, nil)
	if err != nil || ex.Status != puzzles.Unsat || len(ex.Conflict) != n {
		t.Fatalf("%+v %v", ex, err)
	}
	want := fmt.Sprintf("these %d clues cannot all hold", n)
	if n == 1 {
		want = "this clue cannot hold"
	}
	if ex.Reason != want {
		t.Errorf("reason %q, want %q", ex.Reason, want)
	}
}

// Partial deduces what every solution of inst shares, checks that inst
// is solvable, that the partial answer is not a whole one and that it
// draws, compares
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
	if len(inst.Draw(d.Partial).Items) <= len(inst.Draw(nil).Items) {
		t.Error("drawing the partial answer adds nothing")
	}
	golden.Check(t, "partial", d.Partial.Text())
	return d.Partial
}

// SolvesAs checks a puzzle from elsewhere (pzprjs's tests, a blog): text
// parses as typ into the canonical text want and has one solution, whose
// JSON form is wantJSON. It returns the puzzle and the answer.
func SolvesAs(t testing.TB, typ puzzles.Type, text, want, wantJSON string) (puzzles.Instance, puzzles.Answer) {
	t.Helper()
	p := MustParse(t, typ, text)
	if p.String() != want {
		t.Errorf("parsed\n%s\nwant\n%s", p, want)
	}
	a := Unique(t, p)
	if js, err := json.Marshal(a); err != nil || string(js) != wantJSON {
		t.Errorf("answer %s (%v), want %s", js, err, wantJSON)
	}
	return p, a
}
