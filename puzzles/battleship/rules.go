package battleship

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// placements returns every straight line of n cells on the board, its
// cells in order (left to right, top to bottom).
func (p *Puzzle) placements(n int) [][]grid.Pos {
	var out [][]grid.Pos
	size := p.Size()
	for _, d := range []grid.Delta{{C: 1}, {R: 1}} {
		for _, pos := range size.Cells() {
			ship := []grid.Pos{pos}
			for len(ship) < n && size.In(ship[len(ship)-1].Add(d)) {
				ship = append(ship, ship[len(ship)-1].Add(d))
			}
			if len(ship) == n && (n > 1 || d.C == 1) {
				out = append(out, ship)
			}
		}
	}
	return out
}

// shape is the segment the i-th cell of a ship is.
func shape(ship []grid.Pos, i int) int {
	across := len(ship) > 1 && ship[1].R == ship[0].R
	switch {
	case len(ship) == 1:
		return Sub
	case i > 0 && i < len(ship)-1:
		return Middle
	case i == 0 && across:
		return Left
	case i == 0:
		return Top
	case across:
		return Right
	}
	return Bottom
}

// fits reports whether a ship's cells agree with the given cells.
func (p *Puzzle) fits(ship []grid.Pos) bool {
	for i, pos := range ship {
		if v := p.At(pos); v != Unknown && v != Ship && v != shape(ship, i) {
			return false
		}
	}
	return true
}

// halo returns the cells that touch a ship, not even diagonally in it.
func (p *Puzzle) halo(ship []grid.Pos) []grid.Pos {
	var out []grid.Pos
	for _, pos := range ship {
		for _, q := range p.Size().Neighbours(pos, grid.King) {
			if !slices.Contains(ship, q) && !slices.Contains(out, q) {
				out = append(out, q)
			}
		}
	}
	return out
}

// Encode implements puzzles.Instance: a ship variable per cell (given
// water never is one) and a variable per placement of each ship length
// of the fleet that agrees with the given segments. Each length has
// exactly its number of ships in the fleet placed; a cell is a ship cell
// iff one placement covers it, and no two do; the cells around a placed
// ship, diagonal ones too, are water, so ships never touch; a given
// segment is a ship cell; each count is met exactly.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	_, ship := p.NewShadeVars(m, "ship", func(v int) bool { return v != Water })
	cover := map[grid.Pos][]sat.Lit{}
	for _, n := range slices.Compact(slices.Clone(p.Fleet)) {
		var placed []sat.Lit
		for _, pl := range p.placements(n) {
			if !p.fits(pl) {
				continue
			}
			x := m.NewVar(fmt.Sprintf("ship%d.r%dc%d-r%dc%d", n, pl[0].R, pl[0].C, pl[n-1].R, pl[n-1].C))
			for _, pos := range pl {
				cover[pos] = append(cover[pos], x)
			}
			for _, q := range p.halo(pl) {
				m.Implies(x, ship.At(q).Not())
			}
			placed = append(placed, x)
		}
		if k := puzzles.Count(p.Fleet, n); len(placed) >= k {
			m.Exactly(k, placed...)
		} else {
			return nil, &puzzles.Impossible{Reason: fmt.Sprintf("%d ships of %d cells do not fit the board and its given cells", k, n)}
		}
	}
	for _, pos := range p.Size().Cells() {
		if v := p.At(pos); v != Water {
			m.AtMostOne(cover[pos]...)
			m.Or(ship.At(pos), cover[pos]...)
		}
		if v := p.At(pos); v != Water && v != Unknown {
			m.Unit(ship.At(pos))
		}
	}
	p.EncodeCounts(m, ship.At)
	return ship, nil
}

// Check implements puzzles.Instance: given water holds no ship and given
// segments do; the ships (the groups of ship cells joined side by side)
// are straight, never touch diagonally, agree with the given segments'
// shapes and are the fleet; every count is met.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	sh, err := cellgrid.Shaded(ans, "battleship", p.Size())
	if err != nil {
		return err
	}
	at := func(q grid.Pos) bool { return p.Size().In(q) && sh[q.R][q.C] }
	ships, of, marks := [][]grid.Pos{}, map[grid.Pos]int{}, map[grid.Pos]bool{}
	for _, pos := range p.Size().Cells() {
		switch v := p.At(pos); {
		case v == Water && at(pos):
			return fmt.Errorf("%s is given as water and holds a ship", puzzles.CellName(pos))
		case v != Water && v != Unknown && !at(pos):
			return fmt.Errorf("%s is given as a ship segment and holds water", puzzles.CellName(pos))
		case !at(pos) || marks[pos]:
			continue
		}
		ship := []grid.Pos{pos} // grows right or down: a straight ship's cells in order
		for i := 0; i < len(ship); i++ {
			for _, q := range p.Size().Neighbours(ship[i], grid.Orthogonal) {
				if at(q) && !marks[q] && !slices.Contains(ship, q) {
					ship = append(ship, q)
				}
			}
			marks[ship[i]], of[ship[i]] = true, len(ships)
		}
		slices.SortFunc(ship, func(a, b grid.Pos) int { return p.Size().Index(a) - p.Size().Index(b) })
		down := slices.ContainsFunc(ship, func(q grid.Pos) bool { return q.R != pos.R })
		if across := slices.ContainsFunc(ship, func(q grid.Pos) bool { return q.C != pos.C }); across && down {
			return fmt.Errorf("the ship at %s is not straight", puzzles.CellName(pos))
		}
		ships = append(ships, ship)
	}
	var lengths []int
	for k, ship := range ships {
		for i, pos := range ship {
			for _, q := range p.Size().Neighbours(pos, grid.King) {
				if marks[q] && of[q] != k {
					return fmt.Errorf("the ships at %s and %s touch diagonally", puzzles.CellName(pos), puzzles.CellName(q))
				}
			}
			if v := p.At(pos); v != Ship && v != Unknown && v != shape(ship, i) {
				sym, _ := spec.Symbols.ByValue(v)
				return fmt.Errorf("%s is given as %s, and the ship there does not end or go on as it says", puzzles.CellName(pos), sym.Word)
			}
		}
		lengths = append(lengths, len(ship))
	}
	if !slices.Equal(desc(lengths), p.Fleet) {
		return fmt.Errorf("the ships are of %s cells; the fleet's are of %s", fleetText(lengths), fleetText(p.Fleet))
	}
	return p.CheckMarks(marks)
}

// Draw implements puzzles.Instance: the board with its counts right of
// and below it; given segments drawn as ship parts in ink, given water
// as a wave; the answer's ship cells filled, and in a partial answer a
// dot on each cell known to be water; the fleet below the counts.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.Scene()
	drawFleet(&s, p.Fleet)
	a, _ := ans.(*cellgrid.Shading)
	for _, pos := range p.Size().Cells() {
		x, y := float64(pos.C), float64(pos.R)
		switch v := p.At(pos); {
		case v == Water:
			s.CellText(pos.R, pos.C, "~", draw.Ink, true)
		case v != Unknown:
			segment(&s, x, y, v)
		case a.At(pos) == cellgrid.ShadedCell:
			s.Add(draw.Item{Kind: draw.Rect, X: x + 0.12, Y: y + 0.12, W: 0.76, H: 0.76, R: 0.1, Fill: draw.Solved})
		case a.At(pos) == cellgrid.UnshadedCell && a.Partial():
			s.Dot(pos.R, pos.C)
		}
	}
	return s
}

// drawFleet draws the fleet's ships, longest first, in rows below the
// scene, each a ship of its length in small squares, and makes the scene
// taller by those rows.
func drawFleet(s *draw.Scene, fleet []int) {
	const unit, gap = 0.45, 0.3
	x, y := 0.0, s.H+0.1
	for _, n := range fleet {
		w := float64(n) * unit
		if x > 0 && x+w > s.W {
			x, y = 0, y+unit+0.15
		}
		for i := range n {
			s.Add(draw.Item{Kind: draw.Rect, X: x + float64(i)*unit + 0.03, Y: y + 0.03, W: unit - 0.06, H: unit - 0.06, R: 0.08, Fill: draw.Ink})
		}
		x += w + gap
	}
	s.H = y + unit + 0.1
}

// segment draws a given ship segment: a disc for a submarine, a disc
// with the ship going on from it for an end, a square for a middle, a
// square with '?' for a segment of no given shape.
func segment(s *draw.Scene, x, y float64, v int) {
	square := draw.Item{Kind: draw.Rect, X: x + 0.12, Y: y + 0.12, W: 0.76, H: 0.76, Fill: draw.Ink}
	if v == Middle || v == Ship {
		s.Add(square)
		if v == Ship {
			s.CellText(int(y), int(x), "?", draw.Background, true)
		}
		return
	}
	s.Add(draw.Item{Kind: draw.Circle, X: x + 0.5, Y: y + 0.5, R: 0.38, Fill: draw.Ink})
	half := map[int][4]float64{Left: {0.5, 0.12, 0.38, 0.76}, Right: {0.12, 0.12, 0.38, 0.76}, Top: {0.12, 0.5, 0.76, 0.38}, Bottom: {0.12, 0.12, 0.76, 0.38}}
	if h, ok := half[v]; ok {
		square.X, square.Y, square.W, square.H = x+h[0], y+h[1], h[2], h[3]
		s.Add(square)
	}
}

// Diff implements puzzles.Instance: the cells that are ship cells in one
// answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return p.DiffShaded(x, y) }
