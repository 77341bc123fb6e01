package rect

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestFiles: the golden files, testdata/forms.txt and testdata/checks.txt.
func TestFiles(t *testing.T) { puzzlestest.Files[Answer](t, Type, puzzlestest.Written) }

func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersCells(t, Type, func(_ *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
		if v := p.At(pos); v > 0 {
			return puzzlestest.Digits(v)
		}
		return map[int][]string{Unknown: {"?"}}[p.At(pos)]
	})
}
