package country

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func numbered(v int) bool { return v >= 0 }

// Encode implements puzzles.Instance. The rules, top to bottom: the lines
// form one single loop through cell centres (LoopVars); a cell is
// visited when a line leaves it; the loop visits every region and (when
// there are two or more) crosses its border twice, entering it once and
// leaving it once; a number's region has that many visited cells; two
// neighbours in different regions are not both unvisited. A board that
// is no puzzle (see Validate) is an error.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	e := p.LoopVars(m, cellgrid.Centres)
	visited := cellgrid.NewVars(m, "visited", p.Size().Cells())
	for _, pos := range p.Size().Cells() {
		m.Or(visited[pos], e.Sides(pos)...)
	}
	cells := p.RegionCells()
	for _, id := range p.IDs() {
		var across []sat.Lit
		for _, pos := range cells[id] {
			for _, d := range grid.Dirs {
				if q := pos.Add(d.Delta()); p.Of(q) != id && p.Size().In(q) {
					across = append(across, e.Edge(pos, d))
				}
			}
		}
		m.Clause(visited.Of(cells[id])...)
		if len(cells) > 1 { // a loop through every region crosses into each
			m.Exactly(2, across...)
		}
	}
	for _, pos := range p.Where(numbered) {
		m.Exactly(p.At(pos), visited.Of(cells[p.Of(pos)])...)
	}
	for _, pos := range p.Size().Cells() {
		for _, q := range p.Around(pos) {
			if p.Of(q) != p.Of(pos) {
				m.Clause(visited[pos], visited[q])
			}
		}
	}
	return e, nil
}

// Check implements puzzles.Instance: the loop steps between neighbouring
// cells, never visits a cell twice and closes; it passes through every
// region and enters each once; a numbered region has that many cells on
// it; no two neighbours in different regions are both off it.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	if err := p.Validate(); err != nil {
		return err
	}
	_, on, err := p.CheckRoomLoop(ans, "region")
	if err != nil {
		return err
	}
	cells := p.RegionCells()
	for _, pos := range p.Where(numbered) {
		if n := puzzles.CountFunc(cells[p.Of(pos)], on); n != p.At(pos) {
			return fmt.Errorf("the loop passes through %s of region %s, not %d", puzzles.Counted(n, "cell", "cells"), cellgrid.RegionName(p.Of(pos)), p.At(pos))
		}
	}
	for _, pos := range p.Size().Cells() {
		for _, q := range p.Around(pos) {
			if p.Of(q) != p.Of(pos) && !on(pos) && !on(q) {
				return fmt.Errorf("%s and %s, beside each other in regions %s and %s, are both off the loop",
					pos, q, cellgrid.RegionName(p.Of(pos)), cellgrid.RegionName(p.Of(q)))
			}
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the regions and their numbers; with
// an answer, each line of the loop between cell centres (a partial
// answer adds a small cross on each line known to be absent).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.Scene(nil)
	if a, ok := ans.(*Answer); ok && a != nil {
		a.Draw(&s, cellgrid.Centres)
		// The rooms' numbers over the loop, which passes through their cells.
		slices.SortStableFunc(s.Items, func(x, y draw.Item) int { return cmp.Compare(text(x), text(y)) })
	}
	return s
}

// text ranks an item: 1 for text, 0 for the rest.
func text(it draw.Item) int {
	if it.Kind == draw.Text {
		return 1
	}
	return 0
}

// Diff implements puzzles.Instance: for each line drawn in one answer
// only, the first of its two cells.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return p.DiffLoops(x, y, cellgrid.Centres)
}

// Locate implements puzzles.Locator for the answer's picture (see
// cellgrid.Lattice.Locate).
func (p *Puzzle) Locate(row, col int, text string) (string, bool) {
	return cellgrid.Centres.Locate(p.Size(), row, col, text)
}
