package switches

import (
	"math"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// point is a position in scene units.
type point struct{ X, Y float64 }

// layout is where Draw puts each bulb: on unit cells of a grid (centres at
// half units) or, for graphs, anywhere inside W x H.
type layout struct {
	at   []point
	w, h float64
	cols int // the grid's width when the bulbs sit on a grid, row by row; 0 otherwise
}

// maxForceLayout is the largest graph laid out by forces (O(n^2) per step);
// larger graphs without a grid are placed row by row.
const maxForceLayout = 150

// layout places the bulbs, deterministically:
//   - a puzzle from a grid format on its grid;
//   - bulbs named like r3c5 at their row and column;
//   - a graph whose connections all join neighbours of some grid when the
//     bulbs are placed row by row in input order (such as the seed's text
//     form of its 3x4 picture) on that grid;
//   - other graphs of up to 150 bulbs by a force-directed layout;
//   - larger ones row by row on a square-ish grid.
func (p *Puzzle) layout() layout {
	if p.Cols > 0 {
		return gridLayout(p.N(), p.Cols)
	}
	if l, ok := p.namedLayout(); ok {
		return l
	}
	if cols, ok := p.inferCols(); ok {
		return gridLayout(p.N(), cols)
	}
	if p.N() <= maxForceLayout {
		return p.forceLayout()
	}
	return gridLayout(p.N(), int(math.Ceil(math.Sqrt(float64(p.N())))))
}

func gridLayout(n, cols int) layout {
	l := layout{cols: cols, w: float64(cols), h: float64((n + cols - 1) / cols)}
	for i := 0; i < n; i++ {
		l.at = append(l.at, point{float64(i%cols) + 0.5, float64(i/cols) + 0.5})
	}
	return l
}

// namedLayout places bulbs named rRcC at row R, column C.
func (p *Puzzle) namedLayout() (layout, bool) {
	var l layout
	taken := map[point]bool{}
	for _, name := range p.Names {
		r, c, ok := rowColName(name)
		if !ok || r < 1 || c < 1 || r > puzzles.MaxSide || c > puzzles.MaxSide {
			return l, false
		}
		pt := point{float64(c) - 0.5, float64(r) - 0.5}
		if taken[pt] {
			return l, false
		}
		taken[pt] = true
		l.at = append(l.at, pt)
		l.w, l.h = math.Max(l.w, float64(c)), math.Max(l.h, float64(r))
	}
	return l, true
}

// rowColName reads the row and column of a bulb named rRcC, R and C ASCII
// digits (read by strconv.Atoi).
func rowColName(name string) (r, c int, ok bool) {
	if !strings.HasPrefix(name, "r") {
		return 0, 0, false
	}
	i := digitsEnd(name, 1)
	if i == 1 || i == len(name) || name[i] != 'c' {
		return 0, 0, false
	}
	if j := digitsEnd(name, i+1); j == i+1 || j != len(name) {
		return 0, 0, false
	}
	r, _ = strconv.Atoi(name[1:i])
	c, _ = strconv.Atoi(name[i+1:])
	return r, c, true
}

// inferCols finds a width such that every connection joins grid neighbours
// when the bulbs are placed row by row: pairs i, i+1 on one row and pairs
// i, i+cols. Graphs without connections have none.
func (p *Puzzle) inferCols() (int, bool) {
	links := p.connections()
	if len(links) == 0 {
		return 0, false
	}
	cols := 0
	for _, k := range links {
		if gap := k.b - k.a; gap > 1 {
			if cols != 0 && gap != cols {
				return 0, false
			}
			cols = gap
		}
	}
	fits := func(cols int) bool {
		for _, k := range links {
			if k.b-k.a == 1 && k.b%cols == 0 {
				return false
			}
		}
		return true
	}
	if cols != 0 {
		return cols, fits(cols) && cols <= puzzles.MaxSide
	}
	// Only pairs i, i+1: the narrowest width at least sqrt(n) that keeps them on rows.
	for cols = int(math.Ceil(math.Sqrt(float64(p.N())))); cols <= p.N(); cols++ {
		if fits(cols) {
			return cols, cols <= puzzles.MaxSide
		}
	}
	return 0, false
}

// forceLayout runs a Fruchterman-Reingold layout from a circle: connected
// bulbs attract, all bulbs repel, a weak pull keeps components together.
// The result is scaled so that no two bulbs are closer than 1.4 units.
func (p *Puzzle) forceLayout() layout {
	n := p.N()
	pos := make([]point, n)
	for i := range pos {
		a := 2 * math.Pi * float64(i) / float64(n)
		pos[i] = point{math.Cos(a), math.Sin(a)}
	}
	links := p.connections()
	temp := 0.2
	for step := 0; step < 300 && n > 2; step++ {
		disp := make([]point, n)
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				push(disp, pos, i, j, func(d float64) float64 { return 0.3 / d })
			}
			disp[i].X -= 0.05 * pos[i].X
			disp[i].Y -= 0.05 * pos[i].Y
		}
		for _, k := range links {
			push(disp, pos, k.a, k.b, func(d float64) float64 { return -d * d })
		}
		for i := range pos {
			d := math.Hypot(disp[i].X, disp[i].Y)
			if d > temp {
				disp[i].X, disp[i].Y = disp[i].X*temp/d, disp[i].Y*temp/d
			}
			pos[i].X += disp[i].X
			pos[i].Y += disp[i].Y
		}
		temp = math.Max(0.005, temp*0.985)
	}
	return fitLayout(pos)
}

// push moves bulbs i and j apart by force f(distance) (negative: together).
func push(disp, pos []point, i, j int, f func(d float64) float64) {
	dx, dy := pos[i].X-pos[j].X, pos[i].Y-pos[j].Y
	d := math.Max(math.Hypot(dx, dy), 0.01)
	s := f(d) / d
	disp[i].X += dx * s
	disp[i].Y += dy * s
	disp[j].X -= dx * s
	disp[j].Y -= dy * s
}

// fitLayout scales positions so the closest pair is 1.4 units apart (at
// most 4 sqrt(n) units across) and moves them inside a half-unit margin.
func fitLayout(pos []point) layout {
	minD := math.Inf(1)
	for i := range pos {
		for j := i + 1; j < len(pos); j++ {
			minD = math.Min(minD, math.Hypot(pos[i].X-pos[j].X, pos[i].Y-pos[j].Y))
		}
	}
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, pt := range pos {
		x0, y0, x1, y1 = math.Min(x0, pt.X), math.Min(y0, pt.Y), math.Max(x1, pt.X), math.Max(y1, pt.Y)
	}
	scale := 1.0
	if len(pos) > 1 && minD > 1e-9 {
		scale = 1.4 / minD
	}
	if span, limit := math.Max(x1-x0, y1-y0)*scale, 4*math.Sqrt(float64(len(pos))); span > limit {
		scale *= limit / span
	}
	l := layout{at: make([]point, len(pos))}
	for i, pt := range pos {
		l.at[i] = point{round2((pt.X-x0)*scale + 0.5), round2((pt.Y-y0)*scale + 0.5)}
		l.w, l.h = math.Max(l.w, l.at[i].X+0.5), math.Max(l.h, l.at[i].Y+0.5)
	}
	return l
}

// picture draws one character per bulb on the layout's cells (' ' where
// there is no bulb), or nothing when the bulbs do not sit on cells.
func (l layout) picture(mark func(i int) byte) []string {
	cols, rows := int(l.w), int(l.h)
	if cols*rows > MaxBulbs*4 {
		return nil
	}
	cells := make([][]byte, rows)
	for r := range cells {
		cells[r] = []byte(strings.Repeat(" ", cols))
	}
	for i, at := range l.at {
		c, r := at.X-0.5, at.Y-0.5
		if c != math.Trunc(c) || r != math.Trunc(r) || c < 0 || r < 0 || int(c) >= cols || int(r) >= rows {
			return nil
		}
		cells[int(r)][int(c)] = mark(i)
	}
	out := make([]string, rows)
	for r, row := range cells {
		out[r] = strings.TrimRight(string(row), " ")
	}
	return out
}

// round2 rounds to hundredths, so drawings compare equal across platforms.
func round2(x float64) float64 { return math.Round(x*100) / 100 }
