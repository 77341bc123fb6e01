package slant

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// ends returns the two grid points a line in cell pos joins: '\' (back)
// the top left and bottom right corners, '/' the others.
func ends(pos grid.Pos, back bool) (a, b grid.Pos) {
	if back {
		return pos, grid.Pos{R: pos.R + 1, C: pos.C + 1}
	}
	return grid.Pos{R: pos.R, C: pos.C + 1}, grid.Pos{R: pos.R + 1, C: pos.C}
}

// lines is the decoder: a literal a cell, true for '\'.
type lines struct {
	size grid.Size
	back []sat.Lit
}

// Encode implements puzzles.Instance: a line a cell, each clue touched by
// its number of lines, no diamond of four cells (the smallest loop), and
// no longer loop (Refine).
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	d := &lines{size: p.Squares(), back: m.NewVars("back", p.Squares().Rows*p.Squares().Cols)}
	for _, pt := range p.Where(func(v int) bool { return v != Blank }) {
		var touch []sat.Lit
		for _, c := range []struct{ dr, dc int }{{-1, -1}, {-1, 0}, {0, -1}, {0, 0}} {
			if pos := (grid.Pos{R: pt.R + c.dr, C: pt.C + c.dc}); d.size.In(pos) {
				touch = append(touch, d.lit(pos, c.dr == c.dc)) // '\\' above left or below right, '/' else
			}
		}
		m.Exactly(p.At(pt), touch...)
	}
	for _, pos := range d.size.Cells() {
		if pos.R+1 < d.size.Rows && pos.C+1 < d.size.Cols {
			m.Clause(d.lit(pos, true), d.lit(grid.Pos{R: pos.R, C: pos.C + 1}, false),
				d.lit(grid.Pos{R: pos.R + 1, C: pos.C}, false), d.lit(grid.Pos{R: pos.R + 1, C: pos.C + 1}, true))
		}
	}
	return d, nil
}

// lit is the literal of a '\' (back) or '/' in cell pos.
func (d *lines) lit(pos grid.Pos, back bool) sat.Lit {
	l := d.back[d.size.Index(pos)]
	if !back {
		l = l.Not()
	}
	return l
}

// Refine implements puzzles.Refiner: for each line that closes a loop of
// the model's lines, a clause that turns one of the loop's cells.
func (d *lines) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	var out [][]sat.Lit
	via := map[grid.Pos][]grid.Pos{} // the cells of the lines at each point
	for _, pos := range d.size.Cells() {
		back := value(d.back[d.size.Index(pos)])
		a, b := ends(pos, back)
		if path := d.path(via, value, a, b, grid.Pos{R: -1}, map[grid.Pos]bool{}); path != nil {
			clause := []sat.Lit{d.lit(pos, !back)}
			for _, q := range path {
				clause = append(clause, d.lit(q, !value(d.back[d.size.Index(q)])))
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
func (d *lines) path(via map[grid.Pos][]grid.Pos, value func(sat.Lit) bool, a, b, from grid.Pos, seen map[grid.Pos]bool) []grid.Pos {
	if a == b {
		return []grid.Pos{}
	}
	seen[a] = true
	for _, q := range via[a] {
		x, y := ends(q, value(d.back[d.size.Index(q)]))
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
func (d *lines) Vars() []sat.Lit { return d.back }

// Decode implements puzzles.Decoder.
func (d *lines) Decode(s *sat.Solver) puzzles.Answer { return d.DecodePartial(puzzles.Known(s)) }

// DecodePartial implements puzzles.Decoder: '?' where the line is not known.
func (d *lines) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	return puzzles.DecodePicture(d.back, d.size.Cols, known, '\\', '/')
}

// Check implements puzzles.Instance: a line in every cell, every clue
// touched by its number of lines, and no loop.
func (p *Puzzle) Check(a puzzles.Answer) error {
	ans, err := puzzles.AnswerAs[*Answer](a, "slant")
	if err != nil {
		return err
	}
	back, err := ans.Cells(p.Squares(), '\\', '/')
	if err != nil {
		return err
	}
	j := joins{}
	for _, pos := range p.Squares().Cells() {
		if !j.add(pos, back[pos.R][pos.C]) {
			return fmt.Errorf("the line in %s closes a loop", puzzles.CellName(pos))
		}
	}
	touched := touches(back)
	for _, pt := range p.Where(func(v int) bool { return v != Blank }) {
		if n := touched[pt]; n != p.At(pt) {
			return fmt.Errorf("the %d at grid point %d,%d touches %d lines", p.At(pt), pt.R, pt.C, n)
		}
	}
	return nil
}

// joins are the groups of grid points that lines join, by number.
type joins map[grid.Pos]int

// add joins the ends of the line in cell pos ('\\' when back); false,
// joining nothing, when they are joined already (the line closes a loop).
func (j joins) add(pos grid.Pos, back bool) bool {
	a, b := ends(pos, back)
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

// touches counts the lines at each grid point of the lines back (true
// for '\\').
func touches(back [][]bool) map[grid.Pos]int {
	out := map[grid.Pos]int{}
	for r, row := range back {
		for c, b := range row {
			x, y := ends(grid.Pos{R: r, C: c}, b)
			out[x]++
			out[y]++
		}
	}
	return out
}

// Draw implements puzzles.Instance: the clues on the grid points over an
// answer's lines.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	return p.Scene(func(s *draw.Scene) {
		a, ok := ans.(*Answer)
		for r := 0; ok && r < len(a.Grid); r++ {
			for c, ch := range a.Grid[r] {
				if ch == '\\' || ch == '/' {
					a, b := ends(grid.Pos{R: r, C: c}, ch == '\\')
					x0, y0 := cellgrid.Point(a.R, a.C)
					x1, y1 := cellgrid.Point(b.R, b.C)
					s.Add(draw.Item{Kind: draw.Line, Points: []float64{x0, y0, x1, y1}, Stroke: draw.Solved, Width: 0.08})
				}
			}
		}
	})
}

// Diff implements puzzles.Instance: the cells whose lines differ.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	out := puzzles.DiffPictures(x, y)
	for i := range out {
		out[i].Kind = cellgrid.CellKind
	}
	return out
}
