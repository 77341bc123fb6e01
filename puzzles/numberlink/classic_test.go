package numberlink

import (
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
