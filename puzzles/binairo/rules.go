package binairo

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// encoding is the picture of the cells (true: black) and their lines.
type encoding struct {
	*cellgrid.Painted
	*cellgrid.BinaryLines
}

// Encode implements puzzles.Instance: a variable per cell, true for
// black; givens are units; every row and column has as many black cells
// as white and no three alike in a row; with the unique rule, no two
// rows or columns are alike (lazily, cellgrid.BinaryLines.Refine).
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	cells := p.Size().Cells()
	black := cellgrid.NewVars(m, "black", cells)
	for _, pos := range p.Where(func(v int) bool { return v != Empty }) {
		m.Unit(black.Is(pos, p.At(pos) == Black))
	}
	lines := &cellgrid.BinaryLines{Rows: p.Size().Rows, Distinct: p.Unique}
	for _, run := range p.Runs(func(int) bool { return true }) {
		lines.Lines = append(lines.Lines, black.Of(run))
	}
	lines.Balanced(m)
	return encoding{&cellgrid.Painted{Size: p.Size(), Lits: black.Of(cells), On: Black, Off: White, OnWords: "is 1 (black)", OffWords: "is 0 (white)"}, lines}, nil
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
	return cellgrid.CheckBinary(a.Grid, Black, colours, p.Unique)
}

var colours = map[byte]string{Black: "black", White: "white"}

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
