package tents

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// encoding maps cells to their tent variables.
type encoding struct {
	p     *Puzzle
	tent  [][]sat.Lit // sat.False where no tent can stand
	open  []grid.Pos  // the cells without a tree, in reading order
	cells []grid.Pos  // the cells with a tent variable, in reading order
	vars  []sat.Lit   // their tent variables, in the same order
}

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
	size := p.Size()
	e := &encoding{p: p, tent: make([][]sat.Lit, size.Rows)}
	for r := range e.tent {
		e.tent[r] = make([]sat.Lit, size.Cols)
	}
	for _, pos := range size.Cells() {
		e.tent[pos.R][pos.C] = sat.False
		if p.Tree(pos) {
			continue
		}
		e.open = append(e.open, pos)
		if p.besideTree(pos) {
			e.tent[pos.R][pos.C] = m.NewVar(fmt.Sprintf("tent.r%dc%d", pos.R, pos.C))
			e.cells = append(e.cells, pos)
			e.vars = append(e.vars, e.tent[pos.R][pos.C])
		}
	}
	e.pairs(m)
	e.apart(m)
	e.counts(m)
	return e, nil
}

// at returns the tent literal at pos.
func (e *encoding) at(pos grid.Pos) sat.Lit { return e.tent[pos.R][pos.C] }

// pairs states the matching of trees and tents.
func (e *encoding) pairs(m *sat.Model) {
	size := e.p.Size()
	byCell := map[grid.Pos][]sat.Lit{}
	for _, t := range size.Cells() {
		if !e.p.Tree(t) {
			continue
		}
		var mine []sat.Lit
		for _, q := range size.Neighbours(t, grid.Orthogonal) {
			if e.at(q) == sat.False {
				continue
			}
			x := m.NewVar(fmt.Sprintf("pair.r%dc%d-r%dc%d", t.R, t.C, q.R, q.C))
			m.Implies(x, e.at(q))
			mine = append(mine, x)
			byCell[q] = append(byCell[q], x)
		}
		m.ExactlyOne(mine...)
	}
	for _, pos := range e.cells {
		m.Implies(e.at(pos), byCell[pos]...)
		m.AtMostOne(byCell[pos]...)
	}
}

// apart forbids two tents in any 2x2 block (in any two neighbouring
// cells on a board one cell wide).
func (e *encoding) apart(m *sat.Model) {
	size := e.p.Size()
	thin := size.Rows == 1 || size.Cols == 1
	for _, pos := range size.Cells() {
		var block []sat.Lit
		for _, d := range []grid.Delta{{}, {C: 1}, {R: 1}, {R: 1, C: 1}} {
			if q := pos.Add(d); size.In(q) {
				block = append(block, e.at(q))
			}
		}
		if len(block) == 4 || thin && len(block) == 2 {
			m.AtMostOne(block...)
		}
	}
}

// counts states the row and column counts.
func (e *encoding) counts(m *sat.Model) {
	size := e.p.Size()
	for r, n := range e.p.Rows {
		if n != None {
			m.Exactly(n, e.tent[r]...)
		}
	}
	for c, n := range e.p.Cols {
		if n == None {
			continue
		}
		col := make([]sat.Lit, size.Rows)
		for r := range col {
			col[r] = e.tent[r][c]
		}
		m.Exactly(n, col...)
	}
}

// besideTree reports whether a tree stands beside pos.
func (p *Puzzle) besideTree(pos grid.Pos) bool {
	for _, q := range p.Size().Neighbours(pos, grid.Orthogonal) {
		if p.Tree(q) {
			return true
		}
	}
	return false
}

// impossible reports what rules out every solution before search: a tree
// with no empty cell beside it, or counts that do not add up to the
// number of trees.
func (p *Puzzle) impossible() error {
	size := p.Size()
	for _, pos := range size.Cells() {
		if !p.Tree(pos) {
			continue
		}
		free := false
		for _, q := range size.Neighbours(pos, grid.Orthogonal) {
			free = free || !p.Tree(q)
		}
		if !free {
			return &puzzles.Impossible{Reason: fmt.Sprintf("the tree at %s has no empty cell beside it", puzzles.CellName(pos))}
		}
	}
	trees := p.NumTrees()
	for _, line := range []struct {
		name   string
		counts []int
		cell   func(i int) [2]int
	}{
		{"rows", p.Rows, func(i int) [2]int { return [2]int{i, size.Cols} }},
		{"columns", p.Cols, func(i int) [2]int { return [2]int{size.Rows, i} }},
	} {
		sum, all := 0, true
		var cells [][2]int
		for i, n := range line.counts {
			if n == None {
				all = false
			} else {
				sum += n
				cells = append(cells, line.cell(i))
			}
		}
		if sum > trees || all && sum != trees {
			return &puzzles.Impossible{Reason: fmt.Sprintf("the %s' counts add up to %d, and the board has %s", line.name, sum, puzzles.Counted(trees, "tree", "trees")), Cells: cells}
		}
	}
	return nil
}

// Vars implements puzzles.Decoder: the tents.
func (e *encoding) Vars() []sat.Lit { return e.vars }

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	return e.DecodePartial(puzzles.Known(s))
}

// DecodePartial implements puzzles.Decoder: the tents known to stand;
// while some cell is not known, the cells known to hold none (those
// beside no tree among them) are kept for the drawing.
func (e *encoding) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	tents, grass := puzzles.PartialMarks(e.open, e.at, known)
	return &Answer{Tents: tents, Grass: grass, Grid: e.p.picture(tents)}
}
