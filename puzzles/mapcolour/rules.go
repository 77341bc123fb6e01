package mapcolour

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Encode implements puzzles.Instance: a colour 1–4 per region, which
// every cell of it shares (so a person colours a region with one tap),
// the given ones fixed; two regions that share an edge differ. A board
// that is no puzzle (see Validate) is an error.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	colour := &cellgrid.NumberVars{Size: p.Size(), Ints: make([][]*sat.Int, p.Size().Rows)}
	region := map[int]*sat.Int{}
	for _, pos := range p.Size().Cells() {
		x, ok := region[p.Of(pos)]
		if !ok {
			x = m.NewInt(fmt.Sprintf("region %d", p.Of(pos)), 1, 4)
			region[p.Of(pos)] = x
		}
		if v := p.At(pos); v >= 1 && v <= 4 {
			m.Unit(x.Eq(v))
		}
		colour.Ints[pos.R] = append(colour.Ints[pos.R], x)
	}
	apart := map[[2]int]bool{}
	for _, e := range edges(p.Size()) {
		a, b := p.Of(e[0]), p.Of(e[1])
		if a != b && !apart[[2]int{a, b}] {
			apart[[2]int{a, b}], apart[[2]int{b, a}] = true, true
			m.NotEqual(region[a], region[b])
		}
	}
	return decoder{colour, p}, nil
}

// Check implements puzzles.Instance: a colour 1–4 in every cell, the
// given ones kept, one colour in each region and different colours in
// any two regions that share an edge.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	original := ans
	if g := cellgrid.NumberGridOf(ans); g != nil {
		ans = g // the cells' colours; an Answer's regions' ones below
	}
	colour, err := p.CheckNumbers(ans, 1, 4, false)
	if err != nil {
		return err
	}
	given, err := p.givens()
	if err != nil {
		return err
	}
	firsts := p.RegionCells()
	for _, id := range p.IDs() {
		first := firsts[id][0]
		want := colour[first.R][first.C]
		for _, pos := range firsts[id] {
			if v := colour[pos.R][pos.C]; v != want {
				return fmt.Errorf("region %s has colours %d (%s) and %d (%s)", cellgrid.RegionName(id), want, rc(first), v, rc(pos))
			}
		}
		if g, ok := given[id]; ok && g != want {
			return fmt.Errorf("region %s is coloured %d, but %d is given", cellgrid.RegionName(id), want, g)
		}
	}
	if a, ok := original.(*Answer); ok {
		if err := p.checkColours(a.Colours, colour); err != nil {
			return err
		}
	}
	for _, e := range edges(p.Size()) {
		a, b := p.Of(e[0]), p.Of(e[1])
		if v := colour[e[0].R][e[0].C]; a != b && v == colour[e[1].R][e[1].C] {
			return fmt.Errorf("regions %s and %s share the edge of %s and %s and are both coloured %d",
				cellgrid.RegionName(a), cellgrid.RegionName(b), rc(e[0]), rc(e[1]), v)
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the regions, each cell of a given
// colour filled in it under its digit, and every cell the answer colours
// filled in its colour.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	a := cellgrid.NumberGridOf(ans)
	return p.Scene(func(s *draw.Scene) {
		for _, pos := range p.Size().Cells() {
			v := p.At(pos)
			if a != nil && pos.R < len(a.Grid) && pos.C < len(a.Grid[pos.R]) && a.Grid[pos.R][pos.C] != cellgrid.Unknown {
				v = a.Grid[pos.R][pos.C]
			}
			if v >= 1 && v <= 4 {
				s.FillCell(pos.R, pos.C, draw.Path(v-1))
			}
		}
	})
}

// Diff implements puzzles.Instance: the cells coloured differently.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return cellgrid.DiffNumbers(x, y) }

// checkColours checks the regions' colours 0–3 (in the order their
// first cells come in reading order) against the cells' 1–4, when the
// answer gives them.
func (p *Puzzle) checkColours(colours []int, grid [][]int) error {
	if colours == nil {
		return nil
	}
	seen := map[int]bool{}
	k := 0
	for _, pos := range p.Size().Cells() {
		if id := p.Of(pos); !seen[id] {
			seen[id] = true
			if k >= len(colours) || colours[k] != grid[pos.R][pos.C]-1 {
				return fmt.Errorf("the colours list region %s (number %d in reading order) as %v, its cells are coloured %d", cellgrid.RegionName(id), k, colours[min(k, len(colours)-1):min(k+1, len(colours))], grid[pos.R][pos.C]-1)
			}
			k++
		}
	}
	if k != len(colours) {
		return fmt.Errorf("the colours list %d regions, the map has %d", len(colours), k)
	}
	return nil
}
