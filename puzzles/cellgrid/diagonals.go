package cellgrid

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Diagonals is an answer that draws a diagonal in every cell (Slant):
// {"grid": ["\\/", ...]}, one string a row, '\\' or '/' a cell and, in a
// partial answer, '?' one not known (see puzzles.Picture). Its lines join
// the grid points: '\\' the top left and bottom right corners of its
// cell, '/' the others (Ends).
type Diagonals = puzzles.Picture

// Ends returns the two grid points a line in cell pos joins: '\' (back)
// the top left and bottom right corners, '/' the others.
func Ends(pos grid.Pos, back bool) (a, b grid.Pos) {
	if back {
		return pos, grid.Pos{R: pos.R + 1, C: pos.C + 1}
	}
	return grid.Pos{R: pos.R, C: pos.C + 1}, grid.Pos{R: pos.R + 1, C: pos.C}
}

// DiagonalVars is the decoder of Diagonals: a literal a cell, true for
// '\\'. It is a puzzles.Refiner that refuses loops of lines.
type DiagonalVars struct {
	Size grid.Size
	Back []sat.Lit
}

// NewDiagonalVars returns a variable a cell of a board of size.
func NewDiagonalVars(m *sat.Model, size grid.Size) *DiagonalVars {
	return &DiagonalVars{Size: size, Back: m.NewVars("back", size.Rows*size.Cols)}
}

// Lit is the literal of a '\\' (back) or '/' in cell pos.
func (d *DiagonalVars) Lit(pos grid.Pos, back bool) sat.Lit {
	l := d.Back[d.Size.Index(pos)]
	if !back {
		l = l.Not()
	}
	return l
}

// Touching returns the literals of the lines that would touch grid point
// pt: the '\\' of the cells above left and below right of it, the '/' of
// the others.
func (d *DiagonalVars) Touching(pt grid.Pos) []sat.Lit {
	var out []sat.Lit
	for _, c := range []grid.Delta{{R: -1, C: -1}, {R: -1}, {C: -1}, {}} {
		if pos := pt.Add(c); d.Size.In(pos) {
			out = append(out, d.Lit(pos, c.R == c.C))
		}
	}
	return out
}

// NoDiamonds forbids the smallest loop, four lines around a grid point.
func (d *DiagonalVars) NoDiamonds(m *sat.Model) {
	for _, pos := range d.Size.Cells() {
		if pos.R+1 < d.Size.Rows && pos.C+1 < d.Size.Cols {
			m.Clause(d.Lit(pos, true), d.Lit(grid.Pos{R: pos.R, C: pos.C + 1}, false),
				d.Lit(grid.Pos{R: pos.R + 1, C: pos.C}, false), d.Lit(grid.Pos{R: pos.R + 1, C: pos.C + 1}, true))
		}
	}
}

// Refine implements puzzles.Refiner: for each line that closes a loop of
// the model's lines, a clause that turns one of the loop's cells.
func (d *DiagonalVars) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	var out [][]sat.Lit
	via := map[grid.Pos][]grid.Pos{} // the cells of the lines at each point
	for _, pos := range d.Size.Cells() {
		back := value(d.Back[d.Size.Index(pos)])
		a, b := Ends(pos, back)
		if path := d.path(via, value, a, b, grid.Pos{R: -1}, map[grid.Pos]bool{}); path != nil {
			clause := []sat.Lit{d.Lit(pos, !back)}
			for _, q := range path {
				clause = append(clause, d.Lit(q, !value(d.Back[d.Size.Index(q)])))
			}
			out = append(out, clause)
			continue
		}
		via[a], via[b] = append(via[a], pos), append(via[b], pos)
	}
	return out
}

// path returns the cells of the lines from point a to point b, not back
// through cell from; nil when there is none.
func (d *DiagonalVars) path(via map[grid.Pos][]grid.Pos, value func(sat.Lit) bool, a, b, from grid.Pos, seen map[grid.Pos]bool) []grid.Pos {
	if a == b {
		return []grid.Pos{}
	}
	seen[a] = true
	for _, q := range via[a] {
		x, y := Ends(q, value(d.Back[d.Size.Index(q)]))
		if x == a {
			x = y
		}
		if q != from && !seen[x] {
			if rest := d.path(via, value, x, b, q, seen); rest != nil {
				return append(rest, q)
			}
		}
	}
	return nil
}

// Vars implements puzzles.Decoder.
func (d *DiagonalVars) Vars() []sat.Lit { return d.Back }

// Decode implements puzzles.Decoder.
func (d *DiagonalVars) Decode(s *sat.Solver) puzzles.Answer { return d.DecodePartial(puzzles.Known(s)) }

// DecodePartial implements puzzles.Decoder: '?' where the line is not known.
func (d *DiagonalVars) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	return puzzles.DecodePicture(d.Back, d.Size.Cols, known, '\\', '/')
}

// CheckDiagonals is the start of Check for Diagonals on a board of size:
// ans must be a whole answer of the type name's, of '\\' and '/' only,
// whose lines make no loop. It returns the lines (true for '\\') and how
// many touch each grid point.
func CheckDiagonals(ans puzzles.Answer, name string, size grid.Size) (back [][]bool, touched map[grid.Pos]int, err error) {
	a, err := puzzles.AnswerAs[*Diagonals](ans, name)
	if err == nil {
		back, err = a.Cells(size, '\\', '/')
	}
	if err != nil {
		return nil, nil, err
	}
	j := joins{}
	for _, pos := range size.Cells() {
		if !j.add(pos, back[pos.R][pos.C]) {
			return nil, nil, fmt.Errorf("the line in %s closes a loop", puzzles.CellName(pos))
		}
	}
	return back, Touches(back), nil
}

// joins are the groups of grid points that lines join, by number.
type joins map[grid.Pos]int

// add joins the ends of the line in cell pos ('\\' when back); false,
// joining nothing, when they are joined already (the line closes a loop).
func (j joins) add(pos grid.Pos, back bool) bool {
	a, b := Ends(pos, back)
	ga, gb := j[a], j[b]
	switch {
	case ga != 0 && ga == gb:
		return false
	case ga == 0 && gb == 0:
		j[a], j[b] = len(j)+1, len(j)+1
	case ga == 0:
		j[a] = gb
	case gb == 0:
		j[b] = ga
	}
	for q, g := range j {
		if ga != 0 && gb != 0 && g == gb {
			j[q] = ga
		}
	}
	return true
}

// Touches counts the lines at each grid point of the lines back (true
// for '\\').
func Touches(back [][]bool) map[grid.Pos]int {
	out := map[grid.Pos]int{}
	for r, row := range back {
		for c, b := range row {
			x, y := Ends(grid.Pos{R: r, C: c}, b)
			out[x]++
			out[y]++
		}
	}
	return out
}

// RandomDiagonals returns random lines without a loop on a board of
// size (for generators): a cell takes the other line where its first
// would close a loop (both never do).
func RandomDiagonals(rng interface{ Intn(n int) int }, size grid.Size) [][]bool {
	back, j := make([][]bool, size.Rows), joins{}
	for _, pos := range size.Cells() {
		back[pos.R] = append(back[pos.R], rng.Intn(2) == 0)
		if !j.add(pos, back[pos.R][pos.C]) {
			back[pos.R][pos.C] = !back[pos.R][pos.C]
			j.add(pos, back[pos.R][pos.C])
		}
	}
	return back
}

// DrawDiagonals draws the known lines of an answer that is Diagonals (a
// nil or other answer draws nothing), each from point to point as at
// places them.
func DrawDiagonals(s *draw.Scene, ans puzzles.Answer, at func(r, c int) (x, y float64)) {
	a, ok := ans.(*Diagonals)
	for r := 0; ok && r < len(a.Grid); r++ {
		for c, ch := range a.Grid[r] {
			if ch == '\\' || ch == '/' {
				p, q := Ends(grid.Pos{R: r, C: c}, ch == '\\')
				x0, y0 := at(p.R, p.C)
				x1, y1 := at(q.R, q.C)
				s.Add(draw.Item{Kind: draw.Line, Points: []float64{x0, y0, x1, y1}, Stroke: draw.Solved, Width: 0.08})
			}
		}
	}
}

// DiffDiagonals implements puzzles.Instance's Diff for Diagonals on a
// PointGrid: the cells (CellKind) whose lines differ.
func DiffDiagonals(x, y puzzles.Answer) []puzzles.Target {
	out := puzzles.DiffPictures(x, y)
	for i := range out {
		out[i].Kind = CellKind
	}
	return out
}
