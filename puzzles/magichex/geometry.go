package magichex

import (
	"math"
)

// Geometry of a hexagon of side n in cube coordinates (q, z, s) with
// q+z+s = 0 and every coordinate in -(n-1)..n-1. Rows have constant z (top
// row z = -(n-1)); a row runs left to right with q increasing. The other
// two line directions have constant s (lines running down and to the left)
// and constant q (down and to the right). Cells are numbered row by row
// from 0, so cell k is the seed's V(k+1).

// hex is a cube coordinate; s is implied.
type hex struct{ Q, Z int }

func (h hex) s() int { return -h.Q - h.Z }

// dist is the number of steps from the centre.
func (h hex) dist() int { return max(abs(h.Q), abs(h.Z), abs(h.s())) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Line directions: the R of a line target.
const (
	DirRow       = 0 // rows, left to right, the top row first
	DirDownLeft  = 1 // lines running down and to the left (constant s), by their top cell from the left
	DirDownRight = 2 // lines running down and to the right (constant q), from the left
)

// line is one straight line of cells.
type line struct {
	Dir, Index int
	Cells      []int // in order from its top (or left) end
}

// board is the geometry of one side length, computed once.
type board struct {
	side  int
	cells []hex
	index map[hex]int
	rows  [][]int // cell numbers row by row
	lines []line  // rows, then down-left lines, then down-right lines
	byDir [3][]int
	syms  [][]int // the 12 rotations and reflections: syms[k][c] is c's image
	invs  [][]int // their inverses
}

// boards holds the geometry of every supported side, computed once and
// read-only afterwards (safe for concurrent use).
var boards = func() map[int]*board {
	out := map[int]*board{}
	for n := MinSide; n <= MaxSide; n++ {
		out[n] = newBoard(n)
	}
	return out
}()

// geometry returns the board of side n.
func geometry(n int) *board {
	if b, ok := boards[n]; ok {
		return b
	}
	return newBoard(n)
}

func newBoard(n int) *board {
	b := &board{side: n, index: map[hex]int{}}
	for z := -(n - 1); z <= n-1; z++ {
		var row []int
		for q := max(-(n - 1), -(n-1)-z); q <= min(n-1, n-1-z); q++ {
			h := hex{q, z}
			b.index[h] = len(b.cells)
			row = append(row, len(b.cells))
			b.cells = append(b.cells, h)
		}
		b.rows = append(b.rows, row)
	}
	b.makeLines()
	b.makeSymmetries()
	return b
}

func (b *board) makeLines() {
	n := b.side
	// key gives the line a cell lies on in each direction, numbered from 0.
	key := [3]func(h hex) int{
		func(h hex) int { return h.Z + n - 1 },
		func(h hex) int { return n - 1 - h.s() },
		func(h hex) int { return h.Q + n - 1 },
	}
	for d := 0; d < 3; d++ {
		lines := make([]line, 2*n-1)
		for i := range lines {
			lines[i] = line{Dir: d, Index: i}
		}
		for c, h := range b.cells { // row by row, so each line runs from its top
			k := key[d](h)
			lines[k].Cells = append(lines[k].Cells, c)
		}
		for _, l := range lines {
			b.byDir[d] = append(b.byDir[d], len(b.lines))
			b.lines = append(b.lines, l)
		}
	}
}

// makeSymmetries lists the rotations by 60 degrees and their mirror images.
func (b *board) makeSymmetries() {
	for k := 0; k < 12; k++ {
		perm := make([]int, len(b.cells))
		for c, h := range b.cells {
			q, z, s := h.Q, h.Z, h.s()
			for r := 0; r < k%6; r++ { // rotate by 60 degrees
				q, z, s = -z, -s, -q
			}
			if k >= 6 { // mirror left to right: swap q and s
				q = s
			}
			perm[c] = b.index[hex{q, z}]
		}
		inv := make([]int, len(perm))
		for c, d := range perm {
			inv[d] = c
		}
		b.syms = append(b.syms, perm)
		b.invs = append(b.invs, inv)
	}
}

// inverse returns the inverse of symmetry k: inverse(k)[c] is the cell
// that symmetry k maps to c.
func (b *board) inverse(k int) []int { return b.invs[k] }

// Drawing layout: pointy-top hexagons with centres one unit apart
// horizontally; rows are sqrt(3)/2 apart. The scene leaves one ring of
// hexagons around the board for the line-sum labels.

const rowStep = 0.8660254037844386 // sqrt(3)/2

// radius is the distance from a hexagon's centre to its corners.
const radius = 0.5773502691896258 // 1/sqrt(3)

// centre returns the scene position of the hexagon at h (on or off the board).
func (b *board) centre(h hex) (x, y float64) {
	n := float64(b.side)
	x = float64(h.Q) + float64(h.Z)/2 + n + 0.5
	y = float64(h.Z)*rowStep + n*rowStep + radius
	return x, y
}

// size is the scene's width and height.
func (b *board) size() (w, h float64) {
	n := float64(b.side)
	return 2*n + 1, 2*n*rowStep + 2*radius
}

// at returns the hexagon under the scene point (x, y).
func (b *board) at(x, y float64) hex {
	n := float64(b.side)
	fz := (y - radius - n*rowStep) / rowStep
	fq := x - n - 0.5 - fz/2
	return roundHex(fq, fz)
}

// roundHex rounds fractional cube coordinates to the nearest hexagon.
func roundHex(fq, fz float64) hex {
	fs := -fq - fz
	q, z, s := math.Round(fq), math.Round(fz), math.Round(fs)
	dq, dz, ds := math.Abs(q-fq), math.Abs(z-fz), math.Abs(s-fs)
	switch {
	case dq > dz && dq > ds:
		q = -z - s
	case dz > ds:
		z = -q - s
	}
	return hex{int(q), int(z)}
}

// corners returns the closed outline of the hexagon at h, inset by a little.
func (b *board) corners(h hex, scale float64) []float64 {
	x, y := b.centre(h)
	var pts []float64
	for i := 0; i <= 6; i++ {
		a := math.Pi/6 + float64(i)*math.Pi/3
		pts = append(pts, x+scale*radius*math.Cos(a), y+scale*radius*math.Sin(a))
	}
	return pts
}

// labelHex is where the sum of line li is shown: one step beyond the line's
// right end for rows, its bottom end for down-left lines and its top end
// for down-right lines. The three choices are rotations of each other, so
// no two labels share a place.
func (b *board) labelHex(li int) hex {
	l := b.lines[li]
	switch l.Dir {
	case DirRow:
		h := b.cells[l.Cells[len(l.Cells)-1]]
		return hex{h.Q + 1, h.Z}
	case DirDownLeft:
		h := b.cells[l.Cells[len(l.Cells)-1]]
		return hex{h.Q - 1, h.Z + 1}
	default:
		h := b.cells[l.Cells[0]]
		return hex{h.Q, h.Z - 1}
	}
}
