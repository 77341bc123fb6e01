package tents

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func empty(v int) bool { return v == Empty }

func tree(v int) bool { return v == Tree }

// Encode implements puzzles.Instance: a tent variable per empty cell
// beside a tree (no tent can stand elsewhere); each tree pairs with a
// tent beside it, each tent with one tree (cellgrid.Grid.PairOff); no two
// tents touch; each count is met exactly.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if err := p.impossible(); err != nil {
		return nil, err
	}
	open := p.Where(empty)
	cells := slices.DeleteFunc(p.Where(empty), func(pos grid.Pos) bool { return p.Count(p.Around(pos), tree) == 0 })
	tents := cellgrid.NewVars(m, "tent", cells)
	p.PairOff(m, p.Where(tree), cells, tents)
	cellgrid.NoTouch(m, p.Size(), tents.Lit)
	p.EncodeCounts(m, tents.Lit)
	d := &cellgrid.SomeMarks[names]{Open: open}
	d.Cells, d.Lits, d.Picture = cells, tents.Of(cells), func(on [][2]int) []string { return p.MarkPicture(on, 'A') }
	return d, nil
}

// impossible reports what rules out every solution before search: a tree
// with no empty cell beside it, or counts that do not add up to the
// number of trees.
func (p *Puzzle) impossible() error {
	trees := p.Where(tree)
	for _, pos := range trees {
		if p.Count(p.Around(pos), empty) == 0 {
			return &puzzles.Impossible{Reason: fmt.Sprintf("the tree at %s has no empty cell beside it", puzzles.CellName(pos))}
		}
	}
	return p.CheckTotal(len(trees), "tree", "trees")
}

// Check implements puzzles.Instance: tents stand on distinct empty cells,
// no two touch (not even diagonally), every count is met, and each tree
// has a tent of its own beside it.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "tents")
	if err != nil {
		return err
	}
	tents, err := puzzles.PlacedSet(a.On, p.Size(), "tent", "stands on a tree", p.Tree)
	if err != nil {
		return err
	}
	if a, b, ok := cellgrid.Touching(p.Size(), tents); ok {
		return fmt.Errorf("tents %d,%d and %d,%d touch", a.R, a.C, b.R, b.C)
	}
	if err := p.CheckMarks(tents); err != nil {
		return err
	}
	if trees := p.Where(tree); len(trees) != len(tents) {
		return fmt.Errorf("%d tents for %d trees", len(tents), len(trees))
	}
	if t, ok := p.Unpaired(p.Where(tree), tents); ok {
		return fmt.Errorf("the tree at %d,%d has no tent of its own beside it", t.R, t.C)
	}
	return nil
}

// Draw implements puzzles.Instance: the board with its counts in strips
// right of and below it and its trees; with an answer, its tents (a
// partial answer marks cells known to hold no tent with a dot).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.Scene()
	if a, _ := ans.(*Answer); a != nil {
		a.DrawAs(&s, cellgrid.Tent)
	}
	return s
}

// Diff implements puzzles.Instance: the cells with a tent in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffAt(x, y, p.Size(), (*Answer).Set)
}
