package slitherlink

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// encoding holds the line variables: one per side of a cell, on the
// lattice of cell corners (graph.Corners); LoopLines adds the single-loop
// rule lazily (it is a puzzles.Refiner).
type encoding = puzzles.LoopLines

// Encode implements puzzles.Instance. The rules, top to bottom: the lines
// form one single loop along the grid (every corner has 0 or 2 lines, and
// the lines are connected, checked lazily by Refine), and every clue
// counts the sides of its cell on the loop.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	size := p.Size()
	e := puzzles.CornerLoop(m, size, p.answer)
	for _, pos := range size.Cells() {
		if n := p.At(pos); n != None {
			m.Exactly(n, sides(size, pos, e.Lines)...)
		}
	}
	return e, nil
}

// sides returns the line variables of the four sides of cell pos.
func sides(size grid.Size, pos grid.Pos, lines *graph.Edges) []sat.Lit {
	out := make([]sat.Lit, 0, 4)
	for _, d := range grid.Dirs {
		out = append(out, lines.Lits[graph.Side(size, pos, d)])
	}
	return out
}

// answer is the answer of a loop, or of the sides known to be drawn
// (keeping those known to stay empty for the drawing).
func (p *Puzzle) answer(loop [][2]int, lines, off [][2][2]int) puzzles.Answer {
	return &Answer{Loop: loop, Lines: lines, Off: off, Grid: p.picture(grid.Links(loop, lines), off)}
}
