package tents

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestGenerate(t *testing.T) {
	opts := []puzzles.GenerateOptions{{Rows: 6, Cols: 6, Seed: 3}, {Rows: 8, Cols: 10, Seed: 3}, {Rows: 1, Cols: 5, Seed: 3}}
	for i, inst := range puzzlestest.Generates(t, Type{}, opts...) {
		if s := inst.(*Puzzle).Size(); s.Rows != opts[i].Rows || s.Cols != opts[i].Cols {
			t.Errorf("size %v", s)
		}
		if inst.(*Puzzle).GameID() == "" {
			t.Errorf("a count is missing:\n%s", inst)
		}
	}
	puzzlestest.GenerateErrors(t, Type{}, map[puzzles.GenerateOptions]string{
		{Rows: 31, Cols: 5, Seed: 1}: "generated boards are at most 30x30",
	})
}
