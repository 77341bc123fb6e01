package signpost

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

var _ puzzles.Enterer = (*encoding)(nil)

// Entries implements puzzles.Enterer: each cell with a number is entered
// as holding it (cellgrid.PathEntries), its literal the cell's one-hot
// literal of that number: sat.True at a given that agrees, the fact of a
// number the domains fix that is not given, sat.False for a number they
// rule out.
func (e *encoding) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	size := e.p.Size()
	return cellgrid.PathEntries(a, size, func(pos grid.Pos, k int) sat.Lit {
		i := size.Index(pos)
		if l := e.nums[i].Eq(k); l != sat.True || e.told[i] == 0 {
			return l
		}
		return e.told[i]
	})
}
