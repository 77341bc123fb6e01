package masyu

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
		if label := map[int]string{White: "White", Black: "Black"}[p.At(pos)]; label != "" {
			return []string{ty.Key(label)}
		}
		return nil
	})
}

func TestEditKeys(t *testing.T) {
	p, _ := New(2, 2)
	read := func(inst puzzles.Instance) int { return inst.(*Puzzle).Cells[1][0] }
	puzzlestest.Steps(t, p, puzzles.Target{R: 1, C: 0}, read, []puzzlestest.Step[int]{
		{Key: "w", Want: White}, {Key: "Click", Want: White}, {Key: "AltClick", Want: White}, {Key: "b", Want: Black}, {Key: "Delete", Want: Empty},
		{Key: "W", Want: White}, {Key: ".", Want: Empty}, {Key: "B", Want: Black}, {Key: "Backspace", Want: Empty}, {Key: "x", Want: Empty}}...)
	puzzlestest.Moves(t, p, puzzlestest.MoveCase{From: puzzles.Target{R: 1, C: 1}, Arrow: "ArrowDown", Want: puzzles.Target{R: 1, C: 1}})
	puzzlestest.Hits(t, p, puzzlestest.HitCase{X: 1.5, Y: 0.2, Want: puzzles.Target{R: 0, C: 1}, OK: true})
}
