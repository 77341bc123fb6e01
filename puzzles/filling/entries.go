package filling

import (
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

var _ puzzles.Enterer = (*encoding)(nil)

// Entries implements puzzles.Enterer: each known number of a's grid (the
// NumberGrid DecodePartial gives, not the sides of the embedded
// RegionVars) is entered; a number above the largest given has the
// literal "more than the largest given", a given's is sat.True when the
// entry agrees with it and sat.False when not (a given is no part to
// enter).
func (e *encoding) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	nums := &cellgrid.NumberVars{Size: e.Size}
	for r := range e.Size.Rows {
		nums.Ints = append(nums.Ints, nil)
		for c := range e.Size.Cols {
			nums.Ints[r] = append(nums.Ints[r], e.num[grid.Pos{R: r, C: c}])
		}
	}
	es, err := nums.Entries(a)
	for i, en := range es {
		pos := grid.Pos{R: en.Part.R, C: en.Part.C}
		n, _ := strconv.Atoi(en.Value)
		switch {
		case e.p.At(pos) != Empty:
			es[i].Lit = sat.Const(e.p.At(pos) == n)
		case n > e.most:
			es[i].Lit = e.num[pos].Eq(e.most + 1)
		}
	}
	return es, err
}
