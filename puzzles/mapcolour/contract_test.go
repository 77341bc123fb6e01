package mapcolour

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestCheckRejects(t *testing.T) {
	p := kit.Parse(t, "#map\n1..\n...\nABB\nACC\n")
	with := func(rows ...[]int) puzzles.Answer { return &cellgrid.NumberGrid{Grid: rows} }
	puzzlestest.Accepts(t, p, with([]int{1, 2, 2}, []int{1, 3, 3}), with([]int{1, 4, 4}, []int{1, 2, 2}))
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"the answer has 1 rows, the board 2":                                      with([]int{1, 2, 2}),
		"cell 1,2 holds 5, outside 1 to 4":                                        with([]int{1, 2, 2}, []int{1, 3, 5}),
		"cell 0,0 holds 2, but 1 is given":                                        with([]int{2, 1, 1}, []int{2, 3, 3}),
		"region B has colours 2 (r1c2) and 3 (r1c3)":                              with([]int{1, 2, 3}, []int{1, 3, 3}),
		"regions B and C share the edge of r1c2 and r2c2 and are both coloured 2": with([]int{1, 2, 2}, []int{1, 2, 2}),
		"regions A and B share the edge of r1c1 and r1c2 and are both coloured 1": with([]int{1, 1, 1}, []int{1, 3, 3}),
		"not a map answer": nil,
		"the colours list region C (number 2 in reading order) as [1], its cells are coloured 2": &Answer{
			NumberGrid: cellgrid.NumberGrid{Grid: [][]int{{1, 2, 2}, {1, 3, 3}}}, Colours: []int{0, 1, 1}},
		"the colours list 4 regions, the map has 3": &Answer{
			NumberGrid: cellgrid.NumberGrid{Grid: [][]int{{1, 2, 2}, {1, 3, 3}}}, Colours: []int{0, 1, 2, 3}},
	})
	q := kit.Parse(t, "#map\n12\n..\nAA\nAA\n")
	puzzlestest.Rejects(t, q, map[string]puzzles.Answer{"region A is given colours 1 (r1c1) and 2 (r1c2)": with([]int{1, 2}, []int{1, 1})})
	if _, err := puzzles.Solve(q, 2); err == nil {
		t.Error("a region given two colours solves")
	}
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written, Keys: puzzlestest.RegionLabelKeys[*Puzzle](cellgrid.RegionName, spec.Label)}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
