package slitherlink

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestGenerate(t *testing.T) {
	opts := []puzzles.GenerateOptions{{Rows: 5, Cols: 6, Seed: 0}, {Rows: 5, Cols: 6, Seed: 1}, {Rows: 5, Cols: 6, Seed: 2}}
	for _, inst := range puzzlestest.Generates(t, Type{}, opts...) {
		if n := len(inst.Clues()); n == 0 || n == 30 {
			t.Errorf("%d clues:\n%s", n, inst)
		}
	}
	puzzlestest.GenerateErrors(t, Type{}, map[puzzles.GenerateOptions]string{{Rows: 0, Cols: 3}: "size 3x0 is outside"})
}
