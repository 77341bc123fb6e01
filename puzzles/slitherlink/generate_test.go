package slitherlink

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

func TestGenerate(t *testing.T) {
	for seed := range int64(3) {
		inst, err := (Type{}).Generate(puzzles.GenerateOptions{Rows: 5, Cols: 6, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		res, err := puzzles.Solve(inst, 2)
		if err != nil || !res.Unique() {
			t.Fatalf("seed %d: %v %v\n%s", seed, res.Summary(), err, inst)
		}
		p := inst.(*Puzzle)
		if n := len(p.Clues()); n == 0 || n == 30 {
			t.Errorf("seed %d: %d clues", seed, n)
		}
	}
	if _, err := Generate(0, 3, 1); err == nil {
		t.Error("a 3x0 board was generated")
	}
}
