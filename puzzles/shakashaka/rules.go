package shakashaka

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// A white cell's content: a triangle named by its black corner, or
// nothing (empty). The answer writes the character; a person's entries
// name the black corner's compass point (the play pad's labels).
var glyphs = []cellgrid.Glyph{{Char: '◣', Name: "SW", Words: "holds ◣"}, {Char: '◢', Name: "SE", Words: "holds ◢"},
	{Char: '◥', Name: "NE", Words: "holds ◥"}, {Char: '◤', Name: "NW", Words: "holds ◤"}, {Char: '.', Name: ".", Words: "is empty"}}

// value is the index in glyphs of character ch, -1 for none.
func value(ch rune) int {
	return slices.IndexFunc(glyphs, func(g cellgrid.Glyph) bool { return g.Char == ch })
}

const empty = 4

// The quarters of a cell: the triangles between its centre and each side.
const (
	top = iota
	right
	bottom
	left
)

var sides = [4]grid.Delta{{R: -1}, {C: 1}, {R: 1}, {C: -1}}

// blackens reports whether value v blackens the quarter of cell side s: a
// triangle covers the two quarters at its black corner (◣ left and bottom).
func blackens(v, s int) bool { return v < empty && (s == 3-v || s == (6-v)%4) }

// sectors are the eight 45° sectors around a grid point, clockwise from
// the line up: each a quarter of one of the four cells around it.
var sectors = [8]struct {
	cell grid.Delta
	side int
}{{grid.Delta{R: -1}, left}, {grid.Delta{R: -1}, bottom}, {grid.Delta{}, top}, {grid.Delta{}, left},
	{grid.Delta{C: -1}, right}, {grid.Delta{C: -1}, top}, {grid.Delta{R: -1, C: -1}, bottom}, {grid.Delta{R: -1, C: -1}, right}}

func white(v int) bool    { return v == White }
func numbered(v int) bool { return v >= 0 }

// Encode implements puzzles.Instance: each white cell holds one of a
// triangle ◣ ◢ ◥ ◤ or nothing; every white area is a rectangle, which is
// to say that around every grid point the white wedges are right angles
// or straight (no white wedge of 45°, 135°, 225°, 270° or 315°); a
// number counts the triangles beside it.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	d := cellgrid.NewGlyphVars(m, p.Size(), p.Where(white), glyphs, '#', empty)
	black := map[quarterKey]sat.Lit{}
	for _, pos := range d.Cells {
		for side := range 4 { // a quarter is black when a triangle blackens it
			q := quarterKey{pos, side}
			black[q] = m.NewVar(fmt.Sprintf("r%dc%d.black%d", pos.R, pos.C, side))
			m.Or(black[q], d.Lits[pos][3-side], d.Lits[pos][(6-side)%4])
		}
	}
	sector := func(pt grid.Pos, i int) sat.Lit { // black, as sat.True off the board and on black cells
		s := sectors[i%8]
		if l, ok := black[quarterKey{pt.Add(s.cell), s.side}]; ok {
			return l
		}
		return sat.True
	}
	for _, pt := range (grid.Size{Rows: p.Size().Rows + 1, Cols: p.Size().Cols + 1}).Cells() {
		for i := range sectors {
			for _, n := range []int{1, 3, 5, 6, 7} { // not white exactly from sector i to i+n-1
				clause := []sat.Lit{sector(pt, i+7).Not(), sector(pt, i+n).Not()}
				for j := range n {
					clause = append(clause, sector(pt, i+j))
				}
				m.Clause(clause...)
			}
		}
	}
	for _, pt := range (grid.Size{Rows: p.Size().Rows + 1, Cols: p.Size().Cols + 1}).Cells() {
		supports(m, d.Lits, pt)
	}
	for _, pos := range p.Where(numbered) {
		var tris []sat.Lit
		for _, q := range p.Around(pos) {
			if l, ok := d.Lits[q]; ok {
				tris = append(tris, l[empty].Not()) // a triangle: not empty (one glyph a cell)
			}
		}
		m.Exactly(p.At(pos), tris...)
	}
	return d, nil
}

// Check implements puzzles.Instance, geometrically: the answer's cells
// cut into quarters, the white quarters joined across their sides into
// areas, each area must fill its bounding box, upright or turned 45°;
// and every number counts the triangles beside it.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	g, err := cellgrid.ReadGlyphs(ans, "shakashaka", p.Size())
	if err != nil {
		return err
	}
	vals := map[grid.Pos]int{}
	for _, pos := range p.Size().Cells() {
		ch, v := g[pos.R][pos.C], value(g[pos.R][pos.C])
		switch {
		case !white(p.At(pos)) && ch != '#':
			return fmt.Errorf("the black cell at %s is %q in the answer", puzzles.CellName(pos), ch)
		case white(p.At(pos)) && v < 0:
			return fmt.Errorf("the cell at %s holds %q, not '.', '◣', '◢', '◥' or '◤'", puzzles.CellName(pos), ch)
		case white(p.At(pos)):
			vals[pos] = v
		}
	}
	for _, pos := range p.Where(numbered) {
		if n := p.beside(pos, vals); n != p.At(pos) {
			return fmt.Errorf("the %d at %s has %s beside it", p.At(pos), puzzles.CellName(pos), puzzles.Counted(n, "triangle", "triangles"))
		}
	}
	return areas(vals, p.Size())
}

// beside counts the triangles among the values of the cells beside pos.
func (p *Puzzle) beside(pos grid.Pos, vals map[grid.Pos]int) int {
	return puzzles.CountFunc(p.Around(pos), func(q grid.Pos) bool {
		v, ok := vals[q]
		return ok && v != empty
	})
}

// quarterKey is a quarter of a cell.
type quarterKey struct {
	pos  grid.Pos
	side int
}

// areas finds the white areas of the cells' values (flood fill over the
// white quarters) and refuses one that is not a rectangle: in doubled
// coordinates a quarter has area 1, and an area is a rectangle when its
// quarters fill its bounding box, in x and y or in x+y and x-y.
func areas(vals map[grid.Pos]int, size grid.Size) error {
	isWhite := func(q quarterKey) bool { v, ok := vals[q.pos]; return ok && !blackens(v, q.side) }
	seen := map[quarterKey]bool{}
	for _, pos := range size.Cells() {
		for side := range 4 {
			start := quarterKey{pos, side}
			if seen[start] || !isWhite(start) {
				continue
			}
			n, lo, hi := 0, [4]int{1 << 20, 1 << 20, 1 << 20, 1 << 20}, [4]int{-1 << 20, -1 << 20, -1 << 20, -1 << 20}
			seen[start] = true
			for stack := []quarterKey{start}; len(stack) > 0; {
				q := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				n++
				for _, xy := range corners(q) {
					for i, t := range [4]int{xy[0], xy[1], xy[0] + xy[1], xy[0] - xy[1]} {
						lo[i], hi[i] = min(lo[i], t), max(hi[i], t)
					}
				}
				for _, o := range []quarterKey{{q.pos, (q.side + 1) % 4}, {q.pos, (q.side + 3) % 4}, {q.pos.Add(sides[q.side]), (q.side + 2) % 4}} {
					if !seen[o] && isWhite(o) {
						seen[o] = true
						stack = append(stack, o)
					}
				}
			}
			if n != (hi[0]-lo[0])*(hi[1]-lo[1]) && 2*n != (hi[2]-lo[2])*(hi[3]-lo[3]) {
				return fmt.Errorf("the white area at %s is not a rectangle", puzzles.CellName(pos))
			}
		}
	}
	return nil
}

// corners are a quarter's corners in doubled coordinates (x, y): the
// cell's centre and the ends of its side.
func corners(q quarterKey) [3][2]int {
	x, y := 2*q.pos.C, 2*q.pos.R
	at := func(k int) [2]int { return [2]int{x + 2*min(1, k%3), y + 2*(k/2)} } // TL, TR, BR, BL
	return [3][2]int{{x + 1, y + 1}, at(q.side), at((q.side + 1) % 4)}
}

// Draw implements puzzles.Instance: black cells with their numbers and
// an answer's triangles, filled in the Solved colour (the givens stay
// black); a partial answer dots the cells
// known to stay empty.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	a, _ := ans.(*Answer)
	return p.Scene(func(s *draw.Scene) {
		for r := 0; a != nil && r < len(a.Grid); r++ {
			for c, ch := range []rune(a.Grid[r]) {
				switch v := value(ch); {
				case v == empty && a.Partial():
					s.Dot(r, c)
				case v >= 0 && v < empty:
					var pts []float64
					for k := range 4 {
						if k != (5-v)%4 { // all corners but the white one
							pts = append(pts, float64(c+min(1, k%3)), float64(r+k/2))
						}
					}
					s.Add(draw.Item{Kind: draw.Line, Points: append(pts, pts[:2]...), Fill: draw.Solved, Stroke: draw.Solved, Width: 0.02})
				}
			}
		}
	})
}

// Diff implements puzzles.Instance: the cells whose contents differ.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return cellgrid.DiffGlyphs(x, y, p.Size())
}
