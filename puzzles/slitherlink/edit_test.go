package slitherlink

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// enter types want on a blank puzzle with pad keys alone (see
// TestEnterByPad).
func enter(ty *puzzlestest.Typist, want puzzles.Instance) {
	p := want.(*Puzzle)
	ty.New(p.Size().Rows, p.Size().Cols)
	ty.Cells(p.Size(), func(pos grid.Pos) []string {
		if n := p.At(pos); n != None {
			return []string{ty.Key(string(clueChar(n)))}
		}
		return nil
	})
}

func TestEditKeys(t *testing.T) {
	p, _ := New(2, 2)
	cell := puzzles.Target{R: 1, C: 0}
	read := func(inst puzzles.Instance) int { return inst.(*Puzzle).Cells[1][0] }
	puzzlestest.Steps(t, p, cell, read, []puzzlestest.Step[int]{
		{Key: "3", Want: 3}, {Key: "Click", Want: 3}, {Key: "AltClick", Want: 3}, {Key: "Delete", Want: None},
		{Key: "0", Want: 0}, {Key: ".", Want: None}, {Key: "2", Want: 2}, {Key: "Backspace", Want: None}}...)
	puzzlestest.Refuses(t, p, cell, map[string]string{"4": ""})
	puzzlestest.Moves(t, p, puzzlestest.MoveCase{From: puzzles.Target{R: 1, C: 1}, Arrow: "ArrowRight", Want: puzzles.Target{R: 1, C: 1}})
	puzzlestest.Hits(t, p, puzzlestest.HitCase{X: 1.5, Y: 0.2, Want: puzzles.Target{R: 0, C: 1}, OK: true})
}
