package galaxies

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersCells(t, Type, puzzlestest.LabelKeys[*Puzzle](spec.Label))
}
