package mapcolour

import (
	"encoding/json"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Answer is a map's colouring: Grid[r][c] the colour 1–4 of every cell
// (cellgrid.NumberGrid, Unknown where a partial answer does not know),
// and Colours the colour 0–3 of each region in the order Tatham's map.c
// numbers them (the regions met scanning the cells in reading order), -1
// where not known. JSON {"grid": [[1, 1, 2], ...], "colours": [0, 1, ...]}.
type Answer struct {
	cellgrid.NumberGrid
	Colours []int
}

// Numbers implements cellgrid.Numbered.
func (a *Answer) Numbers() *cellgrid.NumberGrid { return &a.NumberGrid }

// MarshalJSON writes the grid and the regions' colours.
func (a *Answer) MarshalJSON() ([]byte, error) {
	g, err := a.NumberGrid.MarshalJSON()
	if err != nil {
		return nil, err
	}
	return json.Marshal(struct {
		Grid    json.RawMessage `json:"grid"`
		Colours []int           `json:"colours"`
	}{json.RawMessage(g[len(`{"grid":`) : len(g)-1]), a.Colours})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (a *Answer) UnmarshalJSON(js []byte) error {
	var v struct {
		Colours []int `json:"colours"`
	}
	if err := json.Unmarshal(js, &v); err != nil {
		return err
	}
	a.Colours = v.Colours
	return a.NumberGrid.UnmarshalJSON(js)
}

// decoder reads the cells' colours and names each region's.
type decoder struct {
	*cellgrid.NumberVars
	p *Puzzle
}

// Decode implements puzzles.Decoder.
func (d decoder) Decode(s *sat.Solver) puzzles.Answer { return d.DecodePartial(puzzles.Known(s)) }

// DecodePartial implements puzzles.Decoder: the colours known, and each
// region's from its first cell's.
func (d decoder) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	a := &Answer{NumberGrid: *cellgrid.NumberGridOf(d.NumberVars.DecodePartial(known))}
	seen := map[int]bool{}
	for _, pos := range d.p.Size().Cells() {
		if id := d.p.Of(pos); !seen[id] {
			seen[id] = true
			a.Colours = append(a.Colours, a.Grid[pos.R][pos.C]-1) // Unknown is -1
		}
	}
	return a
}

// Entries implements puzzles.Enterer: the cells' colours, but for the
// regions a colour is given in (locked in play).
func (d decoder) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	es, err := d.NumberVars.Entries(cellgrid.NumberGridOf(a))
	given := map[int]bool{}
	for _, pos := range d.p.Size().Cells() {
		if v := d.p.At(pos); v >= 1 && v <= 4 {
			given[d.p.Of(pos)] = true
		}
	}
	return slices.DeleteFunc(es, func(e puzzles.Entry) bool {
		return given[d.p.Of(grid.Pos{R: e.Part.R, C: e.Part.C})]
	}), err
}
