package binairo

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// encoding maps cells to their variables (true: black).
type encoding struct {
	p     *Puzzle
	vars  []sat.Lit   // row-major
	lines [][]sat.Lit // the rows, then the columns
}

// Encode implements puzzles.Instance: a variable per cell, true for black.
// Givens are units; every row and column has exactly half its cells black
// (sat.Model.Exactly); every three cells in a line are neither all black
// nor all white (two clauses). The unique rule is added lazily (Refine).
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	cells := p.Size().Cells()
	black := cellgrid.NewVars(m, "black", cells)
	e := &encoding{p: p, vars: black.Of(cells)}
	for _, pos := range p.Where(func(v int) bool { return v != Empty }) {
		if l := black[pos]; p.At(pos) == Black {
			m.Unit(l)
		} else {
			m.Unit(l.Not())
		}
	}
	for _, run := range p.Runs(func(int) bool { return true }) {
		line := black.Of(run)
		e.lines = append(e.lines, line)
		m.Exactly(len(line)/2, line...)
		for i := 0; i+2 < len(line); i++ {
			m.Clause(line[i], line[i+1], line[i+2])
			m.Clause(line[i].Not(), line[i+1].Not(), line[i+2].Not())
		}
	}
	return e, nil
}

// The encoding adds its constraints lazily.
var _ puzzles.Refiner = (*encoding)(nil)

// Refine implements puzzles.Refiner: with the unique rule, for every two
// equal rows (or columns) of the model, a clause that forbids those two
// lines from both showing that pattern again. (Stating the rule up front
// takes a helper variable per position of every pair of lines; lazily,
// few clauses are ever needed.)
func (e *encoding) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	if !e.p.Unique {
		return nil
	}
	var out [][]sat.Lit
	seen := map[string]int{}
	for i, line := range e.lines {
		pattern := make([]byte, len(line))
		for k, x := range line {
			pattern[k] = White
			if value(x) {
				pattern[k] = Black
			}
		}
		key := strconv.FormatBool(i < e.p.Rows()) + string(pattern)
		j, dup := seen[key]
		if !dup {
			seen[key] = i
			continue
		}
		cl := make([]sat.Lit, 0, 2*len(line))
		for _, l := range [][]sat.Lit{e.lines[j], line} {
			for k, x := range l {
				if pattern[k] == Black {
					x = x.Not()
				}
				cl = append(cl, x)
			}
		}
		out = append(out, cl)
	}
	return out
}

// Vars implements puzzles.Decoder: the cell variables.
func (e *encoding) Vars() []sat.Lit { return e.vars }

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	return e.DecodePartial(puzzles.Known(s))
}

// DecodePartial implements puzzles.Decoder: cells not known are ?.
func (e *encoding) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	return puzzles.DecodePicture(e.vars, e.p.Cols(), known, Black, White)
}

// Check implements puzzles.Instance: the grid has the puzzle's size and
// keeps its givens; every row and column is half black, half white, with
// no three alike in a line; with Unique, no two rows and no two columns
// are the same.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "binairo")
	if err != nil {
		return err
	}
	rows, cols := p.Rows(), p.Cols()
	if len(a.Grid) != rows {
		return fmt.Errorf("the answer has %d rows, not %d", len(a.Grid), rows)
	}
	for r, line := range a.Grid {
		if len(line) != cols {
			return fmt.Errorf("row %d has %d cells, not %d", r+1, len(line), cols)
		}
		for c := range cols {
			switch v := line[c]; {
			case v != Black && v != White:
				return fmt.Errorf("%s is %q, not 0 or 1", rc(r, c), v)
			case p.Cells[r][c] != Empty && p.Cells[r][c] != int(v):
				return fmt.Errorf("%s is %c; the given is %c", rc(r, c), v, p.Cells[r][c])
			}
		}
	}
	columns := make([]string, cols)
	for c := range columns {
		var b strings.Builder
		for _, line := range a.Grid {
			b.WriteByte(line[c])
		}
		columns[c] = b.String()
	}
	if err := checkLines("row", a.Grid, p.Unique); err != nil {
		return err
	}
	return checkLines("column", columns, p.Unique)
}

// checkLines checks the balance, the runs and (if unique) the distinctness
// of the rows or the columns.
func checkLines(kind string, lines []string, unique bool) error {
	seen := map[string]int{}
	for i, line := range lines {
		if n := strings.Count(line, "1"); 2*n != len(line) {
			return fmt.Errorf("%s %d has %d black cells of %d", kind, i+1, n, len(line))
		}
		for k := 0; k+2 < len(line); k++ {
			if line[k] == line[k+1] && line[k] == line[k+2] {
				return fmt.Errorf("%s %d has three %s in a row from position %d", kind, i+1, colour(line[k]), k+1)
			}
		}
		if j, ok := seen[line]; ok && unique {
			return fmt.Errorf("%ss %d and %d are the same", kind, j+1, i+1)
		}
		seen[line] = i
	}
	return nil
}

func colour(v byte) string {
	if v == Black {
		return "black"
	}
	return "white"
}

// Diff implements puzzles.Instance: the cells where the two grids differ.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffPictures(x, y)
}

// Draw implements puzzles.Instance: givens as bold ink squares (filled
// for black, outlined for white), answer cells as circles in the solved
// colour (filled for black, outlined for white), and a caption with the
// rules in force.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	rows, cols := p.Rows(), p.Cols()
	s := puzzles.CaptionedScene(rows, cols)
	s.Grid(rows, cols)
	for r, row := range p.Cells {
		for c, v := range row {
			if v == Empty {
				continue
			}
			it := draw.Item{Kind: draw.Rect, X: float64(c) + 0.12, Y: float64(r) + 0.12, W: 0.76, H: 0.76, R: 0.08, Stroke: draw.Ink, Width: 0.07}
			if v == Black {
				it.Fill = draw.Black
			}
			s.Add(it)
		}
	}
	if a, ok := ans.(*Answer); ok && a != nil {
		for r, line := range a.Grid {
			for c := range len(line) {
				if r >= rows || c >= cols || p.Cells[r][c] != Empty || line[c] == '?' {
					continue
				}
				x, y := draw.Centre(r, c)
				it := draw.Item{Kind: draw.Circle, X: x, Y: y, R: 0.32, Stroke: draw.Solved, Width: 0.06}
				if line[c] == Black {
					it.Fill = draw.Solved
				}
				s.Add(it)
			}
		}
	}
	caption := "half black per line, no three alike"
	if p.Unique {
		caption += ", lines all different"
	}
	puzzles.AddCaption(&s, rows, caption)
	return s
}

// rc names a cell for messages: "row 1, column 2" (1-based).
func rc(r, c int) string { return fmt.Sprintf("row %d, column %d", r+1, c+1) }
