//go:build unix

package numberlink

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestClassicPhases prints, for the boards matched by NUMBERLINK_CLASSIC (a
// glob, or a puzz.link URL) under the rules in NUMBERLINK_RULE (default
// "classic,notouch"), the CPU time and conflicts of the first answer
// (Presolve's fill notouch solve) and of the proof (the search for a second
// answer: nearby.go, then the reduced solutions, or all classic solutions
// when NUMBERLINK_PLAIN is set), as Presolve does them.
func TestClassicPhases(t *testing.T) {
	glob := os.Getenv("NUMBERLINK_CLASSIC")
	if glob == "" {
		t.Skip("set NUMBERLINK_CLASSIC")
	}
	spec := os.Getenv("NUMBERLINK_RULE")
	if spec == "" {
		spec = "classic,notouch"
	}
	rules, err := ParseRules(spec)
	if err != nil {
		t.Fatal(err)
	}
	texts := map[string]string{}
	if IsURL(glob) {
		texts["url"] = glob
	}
	files, _ := filepath.Glob(glob)
	for _, f := range files {
		b, _ := os.ReadFile(f)
		texts[filepath.Base(f)] = string(b)
	}
	for name, text := range texts {
		p, err := Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		logClassicPhases(t, name, p.With(rules))
	}
}

func logClassicPhases(t *testing.T, name string, p *Puzzle) {
	c0 := cpuNow()
	q := p.clone()
	q.Rule, q.NoTouch = Fill, true
	a, vals, k1 := solveCounting(t, q, false, nil)
	c1 := cpuNow()
	if a == nil {
		t.Logf("%-16s %s: no fill notouch answer (%.2f s)", name, p.RuleText(), (c1 - c0).Seconds())
		return
	}
	b, _, err := p.nearby(a.(*Answer), vals)
	if err != nil {
		t.Fatal(err)
	}
	k2 := -1
	cn := cpuNow()
	t.Logf("%-16s nearby %.2f s, found %v", name, (cn - c1).Seconds(), b != nil)
	if b == nil {
		b, _, k2 = solveCounting(t, p, os.Getenv("NUMBERLINK_PLAIN") == "", [][]bool{vals})
	}
	c2 := cpuNow()
	t.Logf("%-16s %s: first %5.2f s (%d confl) proof %6.2f s (%d confl) second answer %v",
		name, p.RuleText(), (c1 - c0).Seconds(), k1, (c2 - c1).Seconds(), k2, b != nil)
}

// solveCounting is solveOne that also returns the solver's conflicts.
func solveCounting(t *testing.T, p *Puzzle, reduced bool, not [][]bool) (puzzles.Answer, []bool, int) {
	m := sat.NewModel()
	e, err := p.encode(m, reduced)
	if err != nil {
		t.Fatal(err)
	}
	if m.Trivial() != "" {
		return nil, nil, 0
	}
	s := m.Solver()
	for _, v := range not {
		s.AddClause(differ(e.Vars(), v)...)
	}
	var st puzzles.Stats
	a, err := puzzles.Next(s, p, e, &st)
	if err != nil {
		t.Fatal(err)
	}
	if a == nil {
		return nil, nil, s.Conflicts()
	}
	return a, s.Values(e.Vars()), s.Conflicts()
}
