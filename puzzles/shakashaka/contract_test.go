package shakashaka

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestEnterByPad: every example can be typed on a blank puzzle with the
// pad's keys alone (Black, 0–4).
func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersCells(t, Type, puzzlestest.LabelKeys[*Puzzle](spec.Label))
}

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "b", Want: Black}, {Key: "3", Want: 3}, {Key: "Click", Want: 3}, {Key: "Delete", Want: White},
		{Key: "#", Want: Black}, {Key: ".", Want: White}, {Key: "0", Want: 0}, {Key: "Backspace", Want: White}}, "5")
}

func TestGenerate(t *testing.T) {
	puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Rows: 5, Cols: 7, Seed: 1})
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{{Rows: 0, Cols: 3}: "size 3x0 is outside"})
	if !testing.Short() {
		puzzlestest.Offers(t, Type)
	}
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
