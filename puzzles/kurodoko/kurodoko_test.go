package kurodoko

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with a count over every shading
// of tiny random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.SightPicturesMatch(t, 3, 80, New, func(p *Puzzle) [][]int { return p.Cells }, Unknown, 1, 20)
}

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "1", Want: 1}, {Key: "?", Want: Unknown}, {Key: "Delete", Want: Blank}, {Key: "2", Want: 2}, {Key: "Backspace", Want: Blank}})
}
