package cellgrid

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

var _ puzzles.Enterer = (*RegionVars)(nil)

// Entries implements puzzles.Enterer: each side between two cells that a
// knows is entered as a border (Value "line") or as inside a region ("no
// line"): the sides between two known cells, and the answer's Borders
// and Joined. A side's part is its upper or left cell with Kind
// "side-right" or "side-down".
func (v *RegionVars) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	g, ok := a.(*RegionGrid)
	if !ok || g == nil {
		return nil, fmt.Errorf("the entries are not regions (%T)", a)
	}
	if len(g.Regions) != v.Size.Rows {
		return nil, fmt.Errorf("the entries have %d rows, the board %d", len(g.Regions), v.Size.Rows)
	}
	for r, row := range g.Regions {
		if len(row) != v.Size.Cols {
			return nil, fmt.Errorf("row %d of the entries has %d cells, the board %d", r+1, len(row), v.Size.Cols)
		}
	}
	border := map[[2][2]int]bool{}
	for _, side := range v.Size.Edges() {
		x, y := g.Regions[side.A.R][side.A.C], g.Regions[side.B.R][side.B.C]
		if x != NoRegion && y != NoRegion {
			border[pair(side)] = x != y
		}
	}
	for _, list := range []struct {
		sides  [][2][2]int
		border bool
	}{{g.Borders, true}, {g.Joined, false}} {
		for _, s := range list.sides {
			border[s] = list.border
		}
	}
	var out []puzzles.Entry
	for e, side := range v.Size.Edges() {
		b, known := border[pair(side)]
		if !known {
			continue
		}
		out = append(out, sideEntry(side, b, v.Same[e]))
	}
	return out, nil
}

// pair is a side as its two cells.
func pair(side grid.Edge) [2][2]int {
	return [2][2]int{{side.A.R, side.A.C}, {side.B.R, side.B.C}}
}

// sideEntry is the entry of a side, a border or not; same is its literal
// "the two cells are in one region".
func sideEntry(side grid.Edge, border bool, same sat.Lit) puzzles.Entry {
	kind, other := "side-down", "the cell below it"
	if side.A.R == side.B.R {
		kind, other = "side-right", "the cell right of it"
	}
	e := puzzles.Entry{Part: puzzles.Target{R: side.A.R, C: side.A.C, Kind: kind}, Value: "no line", Lit: same,
		Words: fmt.Sprintf("%s and %s are in one region", puzzles.CellWords(side.A.R, side.A.C), other)}
	if border {
		e.Value, e.Lit = "line", same.Not()
		e.Words = fmt.Sprintf("%s and %s are in different regions", puzzles.CellWords(side.A.R, side.A.C), other)
	}
	return e
}
