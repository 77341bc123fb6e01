package shakashaka

import (
	"math/rand"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator makes a rows x cols puzzle (default 6x6) with a unique
// solution: the first of up to 50 random boards (randomBoard) that is
// unique, its numbers then dropped in random order while it stays unique.
var generator = puzzles.Offer(puzzles.Squares("", 5, 6, 8, 10, 12),
	cellgrid.SparseFilled("Shakashaka", 6, 6, "random boards", randomBoard))

// randomBoard fills the white board p: white rectangles laid at random
// where they fit (most turned 45°, their sides cutting triangles out of
// the cells they cross; a rectangle touches no other along a side), the
// cells left over black, each numbered with the triangles beside it.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	size := p.Size()
	vals := map[grid.Pos]int{}
	for i := range 40 * size.Rows * size.Cols {
		most := 4 - 3*i/(20*size.Rows*size.Cols) // large rectangles first
		x, y, a, b := 2*rng.Intn(size.Cols+1), 2*rng.Intn(size.Rows), 1+rng.Intn(max(1, most)), 1+rng.Intn(max(1, most))
		inside := func(px, py int) bool { // a rectangle turned 45°, its top corner at x, y
			return px+py >= x+y && px+py <= x+y+4*a && px-py <= x-y && px-py >= x-y-4*b
		}
		if rng.Intn(5) == 0 { // upright, its top left corner at x, y
			inside = func(px, py int) bool { return px >= x && px <= x+2*a && py >= y && py <= y+2*b }
		}
		if shape, ok := lay(vals, size, inside); ok {
			for pos, v := range shape {
				vals[pos] = v
			}
		}
	}
	for _, pos := range size.Cells() {
		if _, ok := vals[pos]; !ok {
			p.Cells[pos.R][pos.C] = p.beside(pos, vals)
		}
	}
	return p
}

// lay returns the cells' values of the white rectangle inside (in
// doubled coordinates), or false when it leaves the board, overlaps the
// cells of vals or meets one of their white quarters along a side.
func lay(vals map[grid.Pos]int, size grid.Size, inside func(x, y int) bool) (map[grid.Pos]int, bool) {
	in := func(q quarterKey) bool {
		for _, xy := range corners(q) {
			if !inside(xy[0], xy[1]) {
				return false
			}
		}
		return true
	}
	shape := map[grid.Pos]int{}
	for _, pos := range (grid.Size{Rows: size.Rows + 2, Cols: size.Cols + 2}).Cells() {
		pos = pos.Add(grid.Delta{R: -1, C: -1})
		var w [4]bool
		for s := range w {
			w[s] = in(quarterKey{pos, s})
		}
		if w == [4]bool{} {
			continue
		}
		v := slices.IndexFunc(glyphs, func(gl cellgrid.Glyph) bool { // the value whose white quarters these are
			t := value(gl.Char)
			return w == [4]bool{!blackens(t, 0), !blackens(t, 1), !blackens(t, 2), !blackens(t, 3)}
		})
		if v < 0 { // a quarter or three: not a rectangle of these cells
			return nil, false
		}
		if _, taken := vals[pos]; taken || !size.In(pos) {
			return nil, false
		}
		shape[pos] = v
		for s := range w {
			o := quarterKey{pos.Add(sides[s]), (s + 2) % 4}
			if ov, ok := vals[o.pos]; ok && w[s] && !blackens(ov, o.side) {
				return nil, false
			}
		}
	}
	return shape, len(shape) > 0
}
