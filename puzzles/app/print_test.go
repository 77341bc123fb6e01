package app

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
)

// TestPrintPage: the printed page has the title, the rules and the blank
// board; the answer's page comes only when asked for and on show.
func TestPrintPage(t *testing.T) {
	s, err := Example("lightup", 0)
	if err != nil {
		t.Fatal(err)
	}
	page := s.PrintPage(true)
	if n := strings.Count(page, "<section"); n != 1 {
		t.Fatalf("%d pages before solving, want 1 (no answer on show):\n%s", n, page)
	}
	rules := s.Type.(puzzles.Ruled).Rules()
	for _, want := range []string{"<h1>Light Up", rules, "<svg"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q:\n%s", want, page)
		}
	}
	res, err := puzzles.Solve(s.Inst, 1)
	if err != nil || len(res.Answers) == 0 {
		t.Fatal(err)
	}
	sc := s.Inst.Draw(res.Answers[0])
	s.Solution = &sc
	if n := strings.Count(s.PrintPage(true), "<svg"); n != 2 {
		t.Errorf("%d boards with the answer asked for, want 2", n)
	}
	if n := strings.Count(s.PrintPage(false), "<svg"); n != 1 {
		t.Errorf("%d boards without the answer, want 1", n)
	}
}

// TestEveryTypeStatesItsRules: the printed page has rules for every type,
// as plain text (escaped where printed).
func TestEveryTypeStatesItsRules(t *testing.T) {
	for _, typ := range all.Types() {
		r, ok := typ.(puzzles.Ruled)
		if !ok || len(r.Rules()) < 40 || strings.ContainsAny(r.Rules(), "<>\n") {
			t.Errorf("%s: rules %q", typ.Name(), func() string {
				if ok {
					return r.Rules()
				}
				return "(none)"
			}())
		}
	}
}
