package puzzles

import (
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Marked is the DecodePartial of a type whose answer marks cells (a light,
// a tent): of cells, in their order, those whose literal lit(cell) is
// known true (on, never nil) and known false (off). A constant literal is
// known; cells not known are in neither list.
func Marked(cells []grid.Pos, lit func(grid.Pos) sat.Lit, known func(sat.Lit) (value, ok bool)) (on, off [][2]int) {
	on = [][2]int{}
	for _, pos := range cells {
		l := lit(pos)
		value, ok := l == sat.True, l.IsConst()
		if !ok {
			value, ok = known(l)
		}
		switch {
		case ok && value:
			on = append(on, [2]int{pos.R, pos.C})
		case ok:
			off = append(off, [2]int{pos.R, pos.C})
		}
	}
	return on, off
}
