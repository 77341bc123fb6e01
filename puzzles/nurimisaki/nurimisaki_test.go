package nurimisaki

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with a count over every
// shading of tiny random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.SightPicturesMatch(t, 5, 80, New, func(p *Puzzle) [][]int { return p.Cells }, Circle, 2, 10)
}

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "o", Want: Circle}, {Key: "3", Want: 3}, {Key: "Delete", Want: Blank}, {Key: "?", Want: Circle}, {Key: ".", Want: Blank}})
}
