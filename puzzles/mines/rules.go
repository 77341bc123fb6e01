package mines

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func blank(v int) bool  { return v == Blank }
func number(v int) bool { return v >= 0 }

// around is the up to 8 cells touching pos.
func (p *Puzzle) around(pos grid.Pos) []grid.Pos { return p.Size().Neighbours(pos, grid.King) }

// Encode implements puzzles.Instance: a mine variable per blank cell
// (number cells hold none); each number has exactly that many mines
// around it.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if err := p.impossible(); err != nil {
		return nil, err
	}
	mines, dec := p.NewShadeVars(m, "mine", blank)
	for _, pos := range p.Where(number) {
		m.Exactly(p.At(pos), mines.Of(p.around(pos))...)
	}
	return dec, nil
}

// impossible reports a number with fewer blank cells around it than it
// asks for.
func (p *Puzzle) impossible() error {
	for _, pos := range p.Where(number) {
		n, blanks := p.At(pos), 0
		for _, q := range p.around(pos) {
			if blank(p.At(q)) {
				blanks++
			}
		}
		if blanks < n {
			return &puzzles.Impossible{
				Reason: fmt.Sprintf("the %d at %s has only %s around it", n, puzzles.CellName(pos), puzzles.Counted(blanks, "blank cell", "blank cells")),
				Cells:  [][2]int{{pos.R, pos.C}},
			}
		}
	}
	return nil
}

// Check implements puzzles.Instance: no number cell holds a mine, and
// every number counts the mines around it.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	mine, err := cellgrid.Shaded(ans, "mines", p.Size())
	if err != nil {
		return err
	}
	for _, pos := range p.Size().Cells() {
		n := p.At(pos)
		if !blank(n) && mine[pos.R][pos.C] {
			return fmt.Errorf("the number cell %d,%d holds a mine", pos.R, pos.C)
		}
		count := 0
		for _, q := range p.around(pos) {
			if mine[q.R][q.C] {
				count++
			}
		}
		if number(n) && count != n {
			return fmt.Errorf("the %d at %d,%d has %d mines around it", n, pos.R, pos.C, count)
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the numbers; with an answer, the
// mines' cells filled (see cellgrid.Grid.ShadedScene).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene { return p.ShadedScene(ans) }

// Diff implements puzzles.Instance: the cells with a mine in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return p.DiffShaded(x, y) }
