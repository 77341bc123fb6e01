package nurikabe

import (
	"strconv"
	"strings"
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
		switch v := p.At(pos); v {
		case Empty:
			return nil
		case Unknown:
			return []string{"?"}
		default:
			return strings.Split(strconv.Itoa(v), "")
		}
	})
}

func TestEdit(t *testing.T) {
	p, _ := New(4, 5)
	at := puzzles.Target{R: 1, C: 2}
	puzzlestest.EditCases(t, p, []puzzlestest.EditCase{
		{Name: "digit", At: at, Keys: []string{"3"}, Want: "..3.."},
		{Name: "two digits", At: at, Keys: []string{"1", "2"}, Want: " .  . 12  .  ."},
		{Name: "too long starts again", At: at, Keys: []string{"1", "2", "3"}, Want: "..3.."},
		{Name: "backspace", At: at, Keys: []string{"1", "2", "Backspace"}, Want: "..1.."},
		{Name: "unknown", At: at, Keys: []string{"?"}, Want: "..?.."},
		{Name: "delete", At: at, Keys: []string{"4", "Delete"}, Want: "....."},
		{Name: "zero", At: at, Keys: []string{"0"}, Want: "an island has at least 1 cell"},
		{Name: "too big", At: at, Keys: []string{"2", "1"}, Want: "..1.."},
		{Name: "click", At: at, Keys: []string{"Click", "AltClick", "x"}},
		{Name: "off the board", At: puzzles.Target{R: 9, C: 9}, Keys: []string{"1"}},
	}...)
}
