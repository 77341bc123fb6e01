package signpost

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

func TestGenerate(t *testing.T) {
	for _, o := range []puzzles.GenerateOptions{
		{Rows: 3, Cols: 4, Seed: 1},
		{Rows: 5, Cols: 5, Seed: 2, Variant: "corners"},
		{Rows: 1, Cols: 5, Seed: 3},
	} {
		inst, err := Type{}.Generate(o)
		if err != nil {
			t.Fatalf("%+v: %v", o, err)
		}
		p := inst.(*Puzzle)
		res, err := puzzles.Solve(p, 2)
		if err != nil || !res.Unique() {
			t.Fatalf("%+v: not unique (%v):\n%s", o, err, p)
		}
		if _, ok := p.GameID(); !ok && o.Rows > 1 {
			t.Errorf("%+v: no game ID", o)
		}
		again, _ := Type{}.Generate(o)
		if again.String() != p.String() {
			t.Errorf("%+v: the same options gave another puzzle", o)
		}
		if o.Variant == "corners" && (p.Cells[0][0].Num != 1 || p.Cells[4][4].Num != 25) {
			t.Errorf("corners: 1 and 25 not in the corners:\n%s", p)
		}
	}
	for o, want := range map[puzzles.GenerateOptions]string{
		{Rows: 11, Cols: 11}:             "2 to 100 cells",
		{Rows: 1, Cols: 1}:               "2 to 100 cells",
		{Rows: 3, Cols: 3, Variant: "x"}: `unknown Signpost variant "x"`,
	} {
		if _, err := (Type{}).Generate(o); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Generate(%+v) error %v, want %q", o, err, want)
		}
	}
}
