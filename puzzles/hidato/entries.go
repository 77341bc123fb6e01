package hidato

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

var _ puzzles.Enterer = (*encoding)(nil)

// Entries implements puzzles.Enterer: each cell with a number is entered
// as holding it (cellgrid.PathEntries). A given's literal is sat.True
// when the entry agrees with it, a number the domains rule out
// sat.False, one they fix but is not given the fact that states it.
func (e *encoding) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	return cellgrid.PathEntries(a, e.p.Size(), e.entryLit)
}

// entryLit is the literal "number k at pos".
func (e *encoding) entryLit(pos grid.Pos, k int) sat.Lit {
	c := e.b.index[e.p.Size().Index(pos)]
	if c < 0 || k < 1 || k >= len(e.lits) {
		return sat.False
	}
	l := e.lit(k, c)
	if l == sat.True && !e.b.given[c] {
		return e.told[c]
	}
	return l
}
