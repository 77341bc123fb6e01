package masyu

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
		if len(inst.Clues()) == 0 {
			t.Errorf("seed %d: no pearls", seed)
		}
	}
	for _, size := range [][2]int{{0, 3}, {1, 5}} {
		if _, err := Generate(size[0], size[1], 1); err == nil {
			t.Errorf("a %dx%d board was generated", size[1], size[0])
		}
	}
}
