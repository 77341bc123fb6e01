package galaxies

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// vars is the answer's decoder: the regions' sides, and the rule that
// each galaxy is connected, added lazily.
type vars struct {
	*cellgrid.RegionVars
	connected graph.Refiner
}

// Refine implements puzzles.Refiner: the cuts of a galaxy in pieces.
func (v *vars) Refine(value func(sat.Lit) bool) [][]sat.Lit { return v.connected.Refine(value) }

// Encode implements puzzles.Instance: a variable for each cell and dot
// whose half turn about the dot stays on the board, "the cell is in the
// dot's galaxy". Each cell is in exactly one galaxy; the cells a dot
// touches are in its galaxy; a cell's galaxy holds its half turn about
// the dot; each galaxy is connected. Two neighbours are in one region
// when they are in the same galaxy.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if err := p.onBoard(); err != nil {
		return nil, &puzzles.Impossible{Reason: err.Error()}
	}
	size, dots := p.Size(), p.dots()
	owner := map[grid.Pos]dot{}
	for _, d := range dots {
		for _, pos := range d.touches() {
			if other, ok := owner[pos]; ok {
				return nil, &puzzles.Impossible{Reason: fmt.Sprintf("%s and %s both touch %s", other, d, puzzles.CellName(pos)), Cells: [][2]int{{pos.R, pos.C}}}
			}
			owner[pos] = d
		}
	}
	in := make([][]sat.Lit, len(dots)) // in[k][cell]: the cell is in dot k's galaxy
	var rules []graph.Refiner
	for k, d := range dots {
		in[k] = slices.Repeat([]sat.Lit{sat.False}, size.Rows*size.Cols)
		for _, pos := range p.reach(d, owner) {
			in[k][size.Index(pos)] = m.NewVar(fmt.Sprintf("in.r%dc%d.%d,%d", pos.R, pos.C, d.y, d.x))
		}
		for _, pos := range d.touches() {
			m.Unit(in[k][size.Index(pos)])
		}
		for _, pos := range size.Cells() {
			if q := d.mirror(pos); size.In(q) {
				m.Implies(in[k][size.Index(pos)], in[k][size.Index(q)])
			}
		}
		rules = append(rules, &graph.Connected{G: graph.Square(size), Active: in[k]})
	}
	for _, pos := range size.Cells() {
		var any []sat.Lit
		for k := range dots {
			if l := in[k][size.Index(pos)]; l != sat.False {
				any = append(any, l)
			}
		}
		if len(any) == 0 {
			return nil, &puzzles.Impossible{Reason: fmt.Sprintf("no dot's galaxy can hold %s", puzzles.CellName(pos)), Cells: [][2]int{{pos.R, pos.C}}}
		}
		m.ExactlyOne(any...)
	}
	regions := cellgrid.NewRegionVars(size, func(a, b grid.Pos) sat.Lit {
		same := m.NewVar(fmt.Sprintf("same.r%dc%d-r%dc%d", a.R, a.C, b.R, b.C))
		for k := range dots {
			x, y := in[k][size.Index(a)], in[k][size.Index(b)]
			m.Clause(same.Not(), x.Not(), y)
			m.Clause(same, x.Not(), y.Not())
		}
		return same
	})
	return &vars{regions, graph.All(rules...)}, nil
}

// reach lists the cells dot d's galaxy may hold: those joined to it by
// cells that no other dot touches, nor their half turns about d.
func (p *Puzzle) reach(d dot, owner map[grid.Pos]dot) []grid.Pos {
	size := p.Size()
	free := func(pos grid.Pos) bool {
		o, ok := owner[pos]
		return size.In(pos) && (!ok || o == d)
	}
	out := d.touches()
	seen := map[grid.Pos]bool{}
	for _, pos := range out {
		seen[pos] = true
	}
	for i := 0; i < len(out); i++ {
		for _, q := range size.Neighbours(out[i], grid.Orthogonal) {
			if !seen[q] && free(q) && free(d.mirror(q)) {
				seen[q] = true
				out = append(out, q)
			}
		}
	}
	return out
}

// Check implements puzzles.Instance: every cell in a region; each region
// holds exactly one dot, whole (every cell it touches), and turns onto
// itself by a half turn about it.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	part, err := p.CheckRegionAnswer(ans, "galaxies", nil)
	if err != nil {
		return err
	}
	if err := p.onBoard(); err != nil {
		return err
	}
	size, held := p.Size(), map[int]dot{}
	for _, d := range p.dots() {
		touched := d.touches()
		id := part.Of(touched[0])
		for _, pos := range touched {
			if part.Of(pos) != id {
				return fmt.Errorf("%s lies between two regions", d)
			}
		}
		if other, ok := held[id]; ok {
			return fmt.Errorf("%s and %s are in one region", other, d)
		}
		held[id] = d
	}
	cells := part.RegionCells()
	for _, id := range part.IDs() {
		d, ok := held[id]
		if !ok {
			return fmt.Errorf("the region at %s holds no dot", puzzles.CellName(cells[id][0]))
		}
		for _, pos := range cells[id] {
			if q := d.mirror(pos); !size.In(q) || part.Of(q) != id {
				return fmt.Errorf("the region of %s is not symmetric about it: %s turns outside it", d, puzzles.CellName(pos))
			}
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the dots; with an answer, the
// borders between its galaxies under them.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.RegionScene(ans)
	for _, d := range p.dots() {
		s.Add(draw.Item{Kind: draw.Circle, X: float64(d.x) / 2, Y: float64(d.y) / 2, R: 0.18, Fill: draw.Background, Stroke: draw.Ink, Width: 0.06})
	}
	return s
}

// Diff implements puzzles.Instance: the cells beside a side that is a
// border in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return cellgrid.DiffRegions(x, y) }
