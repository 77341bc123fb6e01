package heyawake

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Encode implements puzzles.Instance: a variable per cell (shaded); no
// two shaded cells side by side; each number's room holds that many
// shaded cells (a counter of clauses over pairs of its cells, see
// exactly and paired); between two room
// borders in a row or column that follow each other, one of the cells
// from just before the first to just after the second is shaded; the
// unshaded 2x2 squares that connectivity leaves room for (see squares);
// and, added lazily, the unshaded cells are connected. The model is then
// simplified by what its unit clauses fix (sat.Model.Simplify: the
// 1-cell rooms and what they force). A board that is no puzzle (see
// Validate) is an error.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	vars, sh := p.NewShadeVars(m, "shaded", nil)
	for _, pos := range p.Size().Cells() {
		for _, q := range p.Around(pos) {
			m.Clause(sh.At(pos).Not(), sh.At(q).Not())
		}
	}
	if p.Size().Rows*p.Size().Cols >= 4 { // two unshaded cells at least, connected
		sh.NotAlone(m, false)
	}
	cells, asked := p.RegionCells(), map[int]int{}
	for _, pos := range p.Where(numbered) {
		name, lits := "room."+cellgrid.RegionName(p.Of(pos)), vars.Of(cells[p.Of(pos)])
		if p.At(pos) >= counted {
			lits = paired(m, name+".pair", cells[p.Of(pos)], vars)
		}
		exactly(m, name, p.At(pos), lits)
		asked[p.Of(pos)] = max(asked[p.Of(pos)], p.At(pos))
	}
	least := 0
	for _, n := range asked {
		least += n
	}
	squares(m, sh, least)
	for _, line := range p.Runs(all) {
		var borders []int // the cells before each border
		for i := 1; i < len(line); i++ {
			if p.Of(line[i]) != p.Of(line[i-1]) {
				borders = append(borders, i-1)
			}
		}
		for i := 1; i < len(borders); i++ {
			m.Clause(vars.Of(line[borders[i-1] : borders[i]+2])...)
		}
	}
	conn := sh.Connected(false)
	conn.Apart = true
	m.Simplify()
	return &decoder{sh, conn}, nil
}

// decoder reads the shading and adds the connectivity cuts: as shaded
// cells never touch, each cut is a chain of shaded cells, corner to
// corner, that would part the unshaded cells (graph.Connected's Apart).
type decoder struct {
	*cellgrid.ShadeVars
	conn *graph.Connected
}

// Refine implements puzzles.Refiner.
func (d *decoder) Refine(value func(sat.Lit) bool) [][]sat.Lit { return d.conn.Refine(value) }

func numbered(v int) bool { return v != Empty }
func all(int) bool        { return true }

// Check implements puzzles.Instance: a shading of the board whose shaded
// cells do not touch side by side, whose unshaded cells are connected,
// whose numbered rooms hold their numbers of shaded cells and whose
// unshaded runs along a row or column cross one room border at most.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	sh, err := cellgrid.Shaded(ans, "heyawake", p.Size())
	if err != nil {
		return err
	}
	on := func(pos grid.Pos) bool { return sh[pos.R][pos.C] }
	for _, pos := range p.Size().Cells() {
		for _, q := range p.Around(pos) {
			if on(pos) && on(q) {
				return fmt.Errorf("the shaded cells %s and %s touch", pos, q)
			}
		}
	}
	if _, n := cellgrid.Regions(sh, false); n > 1 {
		return fmt.Errorf("the unshaded cells are in %d parts", n)
	}
	cells := p.RegionCells()
	for _, pos := range p.Where(numbered) {
		if n := puzzles.CountFunc(cells[p.Of(pos)], on); n != p.At(pos) {
			return fmt.Errorf("room %s has %s, not %d", cellgrid.RegionName(p.Of(pos)), puzzles.Counted(n, "shaded cell", "shaded cells"), p.At(pos))
		}
	}
	for _, line := range p.Runs(all) {
		start, borders := 0, 0
		for i, pos := range line {
			switch {
			case on(pos):
				start, borders = i+1, 0
			case i > start && p.Of(pos) != p.Of(line[i-1]):
				if borders++; borders == 2 {
					return fmt.Errorf("the unshaded cells from %s to %s cross 2 room borders", line[start], pos)
				}
			}
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the rooms and their numbers, and the
// answer's shaded cells.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene { return p.ShadedScene(ans) }

// Diff implements puzzles.Instance: the cells shaded in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return p.DiffShaded(x, y) }
