package binairo

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestGenerated: Generate is deterministic per seed, and its puzzles have
// one solution and no given that could go.
func TestGenerated(t *testing.T) {
	for _, p := range puzzlestest.Generates(t, Type{},
		puzzles.GenerateOptions{Rows: 6, Cols: 6, Seed: 1},
		puzzles.GenerateOptions{Rows: 8, Cols: 8, Seed: 1, Variant: "unique"},
		puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1}) {
		if testing.Short() {
			continue
		}
		for i := range p.Clues() {
			if puzzlestest.Solve(t, p.Without([]int{i}), 2).Unique() {
				t.Errorf("given %d is not needed:\n%s", i, p)
			}
		}
	}
}

func TestGenerateOptions(t *testing.T) {
	puzzlestest.GenerateErrors(t, Type{}, map[puzzles.GenerateOptions]string{
		{Rows: 6, Cols: 7}:                    "the grid is 7x6; both sides must be even, to hold as many black cells as white",
		{Rows: 6, Cols: 6, Variant: "tango"}:  `unknown variant "tango": use unique, or nothing`,
		{Rows: 40, Cols: 40}:                  "generated grids are at most 30x30, not 40x40",
		{Rows: 2, Cols: 4, Variant: "unique"}: "no 4x2 grid obeys the rules",
	})
	inst, err := Type{}.Generate(puzzles.GenerateOptions{Rows: 4, Cols: 6, Seed: 2, Variant: "unique"})
	if err != nil {
		t.Fatal(err)
	}
	if p := inst.(*Puzzle); !p.Unique || p.Rows() != 4 || p.Cols() != 6 {
		t.Errorf("generated\n%s", p)
	}
}
