package tents

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Answer is a placement of tents. Its JSON form is
// {"tents": [[r, c], ...], "grid": [...]}, the tents in reading order,
// the grid the picture Text prints; a partial answer also lists the
// cells known to hold no tent as "grass".
type Answer struct {
	Tents [][2]int `json:"tents"`
	Grass [][2]int `json:"grass,omitempty"`
	Grid  []string `json:"grid,omitempty"`
}

// Text implements puzzles.Answer: the board with 'A' for a tent (or the
// list of tents when the answer has no picture).
func (a *Answer) Text() string { return puzzles.CellsText(a.Grid, a.Tents) }

// picture draws the board with 'A' for each of the tents, 'T' for a tree
// and '.' for an empty cell.
func (p *Puzzle) picture(tents [][2]int) []string {
	return puzzles.CellPicture(p.Size(), tents, 'A', func(pos grid.Pos) byte {
		if p.Tree(pos) {
			return 'T'
		}
		return '.'
	})
}

// set returns the tents as a set.
func (a *Answer) set() map[grid.Pos]bool { return puzzles.CellSet(a.Tents) }

// Check implements puzzles.Instance: tents stand on distinct empty cells,
// no two touch (not even diagonally), every count is met, and the tents
// can be matched one to one with the trees so that each tent is beside
// its tree.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "tents")
	if err != nil {
		return err
	}
	tents, err := puzzles.PlacedSet(a.Tents, p.Size(), "tent", "stands on a tree", p.Tree)
	if err != nil {
		return err
	}
	if err := p.checkApart(a.Tents); err != nil {
		return err
	}
	if err := p.checkLines(tents); err != nil {
		return err
	}
	return p.checkMatching(tents)
}

// checkApart refuses two tents that touch (even diagonally), naming the
// one listed first first.
func (p *Puzzle) checkApart(list [][2]int) error {
	seen := map[grid.Pos]bool{}
	for _, t := range list {
		pos := grid.Pos{R: t[0], C: t[1]}
		for _, q := range p.Size().Neighbours(pos, grid.King) {
			if seen[q] {
				return fmt.Errorf("tents %d,%d and %d,%d touch", q.R, q.C, pos.R, pos.C)
			}
		}
		seen[pos] = true
	}
	return nil
}

// checkLines compares the tents in each row and column with the counts.
func (p *Puzzle) checkLines(tents map[grid.Pos]bool) error {
	rows, cols := make([]int, len(p.Rows)), make([]int, len(p.Cols))
	for pos := range tents {
		rows[pos.R]++
		cols[pos.C]++
	}
	for r, n := range p.Rows {
		if n != None && rows[r] != n {
			return fmt.Errorf("row %d has %d tents, not %d", r, rows[r], n)
		}
	}
	for c, n := range p.Cols {
		if n != None && cols[c] != n {
			return fmt.Errorf("column %d has %d tents, not %d", c, cols[c], n)
		}
	}
	return nil
}

// checkMatching looks for a perfect matching of trees and tents (each
// tree beside its own tent) by augmenting paths.
func (p *Puzzle) checkMatching(tents map[grid.Pos]bool) error {
	var trees []grid.Pos
	for _, pos := range p.Size().Cells() {
		if p.Tree(pos) {
			trees = append(trees, pos)
		}
	}
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

// augment finds a tent for tree i, moving other trees to other tents.
func (p *Puzzle) augment(i int, trees []grid.Pos, tents, seen map[grid.Pos]bool, owner map[grid.Pos]int) bool {
	for _, q := range p.Size().Neighbours(trees[i], grid.Orthogonal) {
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

// Diff implements puzzles.Instance: the cells with a tent in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffAt(x, y, p.Size(), (*Answer).set)
}
