package numberlink

import (
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// TestClassicCountsOfFillPuzzles counts generated Flow Free puzzles (one
// fill notouch answer each) under the classic rules, where Presolve starts
// from that answer and proves over reduced solutions, and compares the
// counts with brute force at limits 1, 2 and beyond.
func TestClassicCountsOfFillPuzzles(t *testing.T) {
	if testing.Short() {
		t.Skip("brute force over classic 5x6 and 6x6 boards takes seconds")
	}
	differ := 0 // boards with more classic solutions than fill ones
	for seed := range int64(12) {
		inst, err := Type{}.Generate(puzzles.GenerateOptions{Rows: 5 + int(seed%2), Cols: 6, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		board := inst.(*Puzzle)
		for _, spec := range []string{"classic", "classic,notouch"} {
			rules, _ := ParseRules(spec)
			p := board.With(rules)
			want := bruteCount(p)
			if want > 1 {
				differ++
			}
			for _, limit := range []int{1, 2, 1000} {
				res, err := puzzles.Solve(p, limit)
				if err != nil {
					t.Fatalf("%s: %v", p, err)
				}
				if len(res.Answers) != min(want, limit) || res.Complete != (want <= limit) {
					t.Fatalf("%s, limit %d: %d solutions (complete %v), brute force %d", p, limit, len(res.Answers), res.Complete, want)
				}
			}
		}
	}
	if differ < 5 {
		t.Errorf("only %d boards have more classic solutions than fill ones", differ)
	}
}

// TestNearby checks the quick search for a second classic answer near the
// fill answer: what it finds is another solution (Check passes, it differs
// from the first, brute force counts at least two), and on some of the
// boards with a second solution it finds one.
func TestNearby(t *testing.T) {
	found := 0
	for seed := range int64(40) {
		inst, err := Type{}.Generate(puzzles.GenerateOptions{Rows: 5 + int(seed%2), Cols: 5, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for _, spec := range []string{"classic", "classic,notouch"} {
			rules, _ := ParseRules(spec)
			p := inst.(*Puzzle).With(rules)
			q := p.clone()
			q.Rule, q.NoTouch = Fill, true
			a, vals, err := q.solveOne(false, nil)
			if err != nil || a == nil {
				t.Fatalf("%s: no fill answer (%v)", p, err)
			}
			b, bVals, err := p.nearby(a.(*Answer), vals)
			if err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			if b == nil {
				continue
			}
			found++
			if err := p.Check(b); err != nil || b.Text() == a.Text() || slices.Equal(vals, bVals) {
				t.Fatalf("%s: nearby gave\n%s(check: %v) after\n%s", p, b.Text(), err, a.Text())
			}
			if n := bruteCount(p); n < 2 {
				t.Fatalf("%s: nearby found a second answer, brute force counts %d", p, n)
			}
		}
	}

	if found < 5 {
		t.Errorf("nearby found a second answer on only %d boards", found)
	}
}
