package mosaic

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func clue(v int) bool { return v >= 0 }

// block is the 3x3 block centred on pos, the cells off the board left out.
func (p *Puzzle) block(pos grid.Pos) []grid.Pos {
	return append([]grid.Pos{pos}, p.Size().Neighbours(pos, grid.King)...)
}

// Encode implements puzzles.Instance: a variable per cell (shaded); each
// clue has exactly that many shaded cells in its block.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	room := func(pos grid.Pos) int { return len(p.block(pos)) }
	if err := p.Overfull(p.Where(clue), room, "cell in its block", "cells in its block"); err != nil {
		return nil, err
	}
	shaded, dec := p.NewShadeVars(m, "shaded", nil)
	for _, pos := range p.Where(clue) {
		m.Exactly(p.At(pos), shaded.Of(p.block(pos))...)
	}
	return dec, nil
}

// Check implements puzzles.Instance: every cell is shaded or not, and
// every clue counts the shaded cells of its block.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	_, err := p.CountedShading(ans, "mosaic", p.Size(), clue, p.block, func(pos grid.Pos, count int) error {
		return fmt.Errorf("the %d at %d,%d has %d shaded cells in its block", p.At(pos), pos.R, pos.C, count)
	})
	return err
}

// Draw implements puzzles.Instance: the clues; with an answer, the
// shaded cells filled (see cellgrid.Grid.ShadedScene).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene { return p.ShadedScene(ans) }

// Diff implements puzzles.Instance: the cells shaded in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return p.DiffShaded(x, y) }
