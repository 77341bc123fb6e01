package puzzles_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

func TestBoardScene(t *testing.T) {
	b, _ := puzzles.NewBoard(2, 3, 0)
	if s := b.Scene(); s.W != 3 || s.H != 2 || len(s.Items) != 0 {
		t.Errorf("Scene of a 2x3 board = %+v, want an empty 3 wide, 2 high scene", s)
	}
}
