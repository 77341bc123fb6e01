package puzzles_test

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

type ofPuzzle struct{ puzzles.Board[int] }

func TestOf(t *testing.T) {
	p, err := puzzles.Of[ofPuzzle](puzzles.NewGrid(2, 3, 7))
	if err != nil || p.Size().Rows != 2 || p.Size().Cols != 3 || p.Cells[1][2] != 7 {
		t.Fatalf("Of(NewGrid(2, 3, 7)) = %v, %v", p, err)
	}
	bad := errors.New("bad")
	if p, err := puzzles.Of[ofPuzzle]([][]int{{1}}, bad); p != nil || err != bad {
		t.Errorf("Of(cells, bad) = %v, %v; want nil, bad", p, err)
	}
}
