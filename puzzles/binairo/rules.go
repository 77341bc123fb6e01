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

// encoding is the picture of the cells (true: black) and their lines,
// the rows then the columns, for the unique rule.
type encoding struct {
	*cellgrid.Painted
	p     *Puzzle
	lines [][]sat.Lit
}

// Encode implements puzzles.Instance: a variable per cell, true for black.
// Givens are units; every row and column has exactly half its cells black
// (sat.Model.Exactly); every three cells in a line are neither all black
// nor all white (two clauses). The unique rule is added lazily (Refine).
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	black, sh := p.NewShadeVars(m, "black", nil)
	e := &encoding{Painted: &cellgrid.Painted{ShadeVars: sh, On: Black, Off: White, OnWords: "is 1 (black)", OffWords: "is 0 (white)"}, p: p}
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
		key := strconv.FormatBool(i < e.p.Size().Rows) + string(pattern)
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

// Check implements puzzles.Instance: the grid has the puzzle's size and
// keeps its givens; every row and column is half black, half white, with
// no three alike in a line; with Unique, no two rows and no two columns
// are the same.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "binairo")
	if err != nil {
		return err
	}
	if _, err := a.Cells(p.Size(), Black, White); err != nil {
		return err
	}
	for _, pos := range p.Where(func(v int) bool { return v != Empty }) {
		if v := a.Grid[pos.R][pos.C]; int(v) != p.At(pos) {
			return fmt.Errorf("row %d, column %d is %c; the given is %c", pos.R+1, pos.C+1, v, p.At(pos))
		}
	}
	if err := checkLines("row", a.Grid, p.Unique); err != nil {
		return err
	}
	return checkLines("column", cellgrid.Columns(a.Grid), p.Unique)
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
				return fmt.Errorf("%s %d has three %s in a row from position %d", kind, i+1, map[byte]string{Black: "black", White: "white"}[line[k]], k+1)
			}
		}
		if j, ok := seen[line]; ok && unique {
			return fmt.Errorf("%ss %d and %d are the same", kind, j+1, i+1)
		}
		seen[line] = i
	}
	return nil
}

// Diff implements puzzles.Instance: the cells where the two grids differ.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return puzzles.DiffPictures(x, y) }

// Draw implements puzzles.Instance: givens as bold ink squares (filled
// for black, outlined for white), answer cells as circles in the solved
// colour (filled for black, outlined for white), and a caption with the
// rules in force.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.Scene(nil)
	s.H += puzzles.CaptionHeight
	if a, ok := ans.(*Answer); ok && a != nil {
		p.DrawPainted(&s, a, Black)
	}
	caption := "half black per line, no three alike"
	if p.Unique {
		caption += ", lines all different"
	}
	puzzles.AddCaption(&s, p.Size().Rows, caption)
	return s
}
