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
// beside a tree (no tent can stand elsewhere) and a pairing variable per
// tree and empty cell beside it. Each tree pairs with exactly one cell,
// each tent with exactly one tree and each paired cell holds a tent; no
// 2x2 block holds two tents (so no two tents touch); each count is met
// exactly.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if err := p.impossible(); err != nil {
		return nil, err
	}
	open := p.Where(empty)
	cells := p.besideTrees(p.Where(empty))
	tents := cellgrid.NewVars(m, "tent", cells)
	at := func(pos grid.Pos) sat.Lit {
		if l, ok := tents[pos]; ok {
			return l
		}
		return sat.False
	}
	byCell := map[grid.Pos][]sat.Lit{}
	for _, t := range p.Where(tree) {
		var mine []sat.Lit
		for _, q := range p.Around(t) {
			if l, ok := tents[q]; ok {
				x := m.NewVar(fmt.Sprintf("pair.r%dc%d-r%dc%d", t.R, t.C, q.R, q.C))
				m.Implies(x, l)
				mine = append(mine, x)
				byCell[q] = append(byCell[q], x)
			}
		}
		m.ExactlyOne(mine...)
	}
	for _, pos := range cells {
		m.Implies(tents[pos], byCell[pos]...)
		m.AtMostOne(byCell[pos]...)
	}
	size := p.Size()
	thin := size.Rows == 1 || size.Cols == 1
	for _, pos := range size.Cells() {
		var block []sat.Lit
		for _, d := range []grid.Delta{{}, {C: 1}, {R: 1}, {R: 1, C: 1}} {
			if q := pos.Add(d); size.In(q) {
				block = append(block, at(q))
			}
		}
		if len(block) == 4 || thin && len(block) == 2 {
			m.AtMostOne(block...)
		}
	}
	p.EncodeCounts(m, at)
	d := &cellgrid.SomeMarks[names]{Open: open}
	d.Cells, d.Lits, d.Picture = cells, tents.Of(cells), p.picture
	return d, nil
}

func (p *Puzzle) picture(on [][2]int) []string { return p.MarkPicture(on, 'A') }

// besideTrees returns the cells of cells with a tree beside them.
func (p *Puzzle) besideTrees(cells []grid.Pos) []grid.Pos {
	return slices.DeleteFunc(cells, func(pos grid.Pos) bool { return p.Count(p.Around(pos), tree) == 0 })
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
// no two touch (not even diagonally), every count is met, and the tents
// can be matched one to one with the trees so that each tent is beside
// its tree.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "tents")
	if err != nil {
		return err
	}
	tents, err := puzzles.PlacedSet(a.On, p.Size(), "tent", "stands on a tree", p.Tree)
	if err != nil {
		return err
	}
	seen := map[grid.Pos]bool{}
	for _, t := range a.On {
		pos := grid.Pos{R: t[0], C: t[1]}
		for _, q := range p.Size().Neighbours(pos, grid.King) {
			if seen[q] {
				return fmt.Errorf("tents %d,%d and %d,%d touch", q.R, q.C, pos.R, pos.C)
			}
		}
		seen[pos] = true
	}
	if err := p.CheckMarks(tents); err != nil {
		return err
	}
	trees := p.Where(tree)
	if len(trees) != len(tents) {
		return fmt.Errorf("%d tents for %d trees", len(tents), len(trees))
	}
	owner := map[grid.Pos]int{} // tent -> index of its tree + 1
	for i, t := range trees {
		if !p.augment(i, trees, tents, map[grid.Pos]bool{}, owner) {
			return fmt.Errorf("the tree at %d,%d has no tent of its own beside it", t.R, t.C)
		}
	}
	return nil
}

// augment finds a tent for tree i, moving other trees to other tents (a
// matching by augmenting paths).
func (p *Puzzle) augment(i int, trees []grid.Pos, tents, seen map[grid.Pos]bool, owner map[grid.Pos]int) bool {
	for _, q := range p.Around(trees[i]) {
		if !tents[q] || seen[q] {
			continue
		}
		seen[q] = true
		if owner[q] == 0 || p.augment(owner[q]-1, trees, tents, seen, owner) {
			owner[q] = i + 1
			return true
		}
	}
	return false
}

// Draw implements puzzles.Instance: the board with its counts in strips
// right of and below it; trees are green discs, and with an answer each
// tent is a triangle (a partial answer marks cells known to hold no tent
// with a dot).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.Scene()
	for _, pos := range p.Where(tree) {
		x, y := float64(pos.C), float64(pos.R)
		s.Add(draw.Item{Kind: draw.Circle, X: x + 0.5, Y: y + 0.45, R: 0.3, Fill: draw.Path(2)})
		s.Add(draw.Item{Kind: draw.Line, Points: []float64{x + 0.5, y + 0.7, x + 0.5, y + 0.9}, Stroke: draw.Ink, Width: 0.08})
	}
	if a, _ := ans.(*Answer); a != nil {
		for _, t := range a.On {
			x, y := float64(t[1]), float64(t[0])
			s.Add(draw.Item{Kind: draw.Line, Points: []float64{x + 0.5, y + 0.2, x + 0.85, y + 0.8, x + 0.15, y + 0.8, x + 0.5, y + 0.2}, Stroke: draw.Solved, Width: 0.08})
		}
		s.Dots(a.Off)
	}
	return s
}

// Diff implements puzzles.Instance: the cells with a tent in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffAt(x, y, p.Size(), (*Answer).Set)
}
