package tents

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

func TestGenerate(t *testing.T) {
	for _, c := range []struct{ rows, cols int }{{6, 6}, {8, 10}, {1, 5}} {
		inst, err := Type{}.Generate(puzzles.GenerateOptions{Rows: c.rows, Cols: c.cols, Seed: 3})
		if err != nil {
			t.Fatalf("%dx%d: %v", c.cols, c.rows, err)
		}
		p := inst.(*Puzzle)
		if s := p.Size(); s.Rows != c.rows || s.Cols != c.cols {
			t.Errorf("size %v", s)
		}
		if res := solve(t, p, 2); !res.Unique() {
			t.Errorf("%dx%d: not unique:\n%s", c.cols, c.rows, p)
		}
		if p.GameID() == "" {
			t.Errorf("a count is missing:\n%s", p)
		}
	}
	if _, err := Generate(31, 5, 1); err == nil {
		t.Error("31 rows accepted")
	}
}
