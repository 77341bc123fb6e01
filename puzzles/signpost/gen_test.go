package signpost

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestGenerate(t *testing.T) {
	opts := []puzzles.GenerateOptions{
		{Rows: 3, Cols: 4, Seed: 1},
		{Rows: 5, Cols: 5, Seed: 2, Variant: "corners"},
		{Rows: 1, Cols: 5, Seed: 3},
	}
	for i, inst := range puzzlestest.Generates(t, Type, opts...) {
		o, p := opts[i], inst.(*Puzzle)
		if _, ok := p.GameID(); !ok && o.Rows > 1 {
			t.Errorf("%+v: no game ID", o)
		}
		if o.Variant == "corners" && (p.Cells[0][0].Num != 1 || p.Cells[4][4].Num != 25) {
			t.Errorf("corners: 1 and 25 not in the corners:\n%s", p)
		}
	}
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{
		{Rows: 11, Cols: 11}:             "2 to 100 cells",
		{Rows: 1, Cols: 1}:               "2 to 100 cells",
		{Rows: 3, Cols: 3, Variant: "x"}: `unknown Signpost variant "x"`,
	})
}
