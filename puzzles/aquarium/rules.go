package aquarium

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// levels returns each tank's cells row by row, top row first.
func (p *Puzzle) levels() [][][]grid.Pos {
	var out [][][]grid.Pos
	tanks := p.RegionCells()
	for _, id := range p.IDs() {
		var rows [][]grid.Pos
		for _, pos := range tanks[id] { // reading order: rows in turn
			if n := len(rows); n == 0 || rows[n-1][0].R != pos.R {
				rows = append(rows, nil)
			}
			rows[len(rows)-1] = append(rows[len(rows)-1], pos)
		}
		out = append(out, rows)
	}
	return out
}

// Encode implements puzzles.Instance: a variable per cell (water). In a
// tank the cells of a row are all water or none, and a row of water
// holds water in the tank's row below it; each count is met exactly. A
// board that is no puzzle (see Validate) is an error.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	return cellgrid.Validated(p, m, p.encode)
}

// encode adds the rules of the puzzle p to m (see Encode).
func (p *Puzzle) encode(m *sat.Model) puzzles.Decoder {
	_, water := p.NewShadeVars(m, "water", nil)
	for _, rows := range p.levels() {
		for i, row := range rows {
			for _, pos := range row[1:] {
				m.Equiv(water.At(row[0]), water.At(pos))
			}
			if i+1 < len(rows) {
				m.Implies(water.At(row[0]), water.At(rows[i+1][0]))
			}
		}
	}
	p.Lines().EncodeCounts(m, water.At)
	return water
}

// Check implements puzzles.Instance: the water in every tank is level
// (a cell of water has water in every cell of its tank in its row and
// below), and every count is met.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	sh, err := cellgrid.Shaded(ans, "aquarium", p.Size())
	if err != nil {
		return err
	}
	wet := map[grid.Pos]bool{}
	for _, rows := range p.levels() {
		top := -1
		for _, row := range rows {
			for _, pos := range row {
				if sh[pos.R][pos.C] {
					wet[pos] = true
					top = max(top, len(p.Region)-pos.R)
				}
			}
		}
		for _, row := range rows {
			for _, pos := range row {
				if top >= 0 && pos.R >= len(p.Region)-top && !wet[pos] {
					return fmt.Errorf("the water of tank %s is not level: %d,%d is dry, and the tank holds water at row %d", cellgrid.RegionName(p.Of(pos)), pos.R, pos.C, len(p.Region)-top)
				}
			}
		}
	}
	return p.Lines().CheckMarks(wet)
}

// Draw implements puzzles.Instance: the tanks and counts, and the
// answer's water.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene { return p.ShadedScene(ans) }

// Diff implements puzzles.Instance: the cells of water in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return p.DiffShaded(x, y) }
