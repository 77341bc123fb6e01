package tapa

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// cellKeys are the pad keys that type cell pos of p: its clue's
// characters in turn.
func cellKeys(_ *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
	if blank(p.At(pos)) {
		return nil
	}
	var keys []string
	for _, ch := range clueText(p.At(pos)) {
		keys = append(keys, string(ch))
	}
	return keys
}

// TestEdit: digits and '?' build a clue while it can be, Backspace and
// Delete take it away.
func TestEdit(t *testing.T) {
	p, _ := New(1, 3)
	at := puzzles.Target{R: 0, C: 1}
	puzzlestest.EditCases(t, p, []puzzlestest.EditCase{
		{Name: "digit", At: at, Keys: []string{"3"}, Want: ". 3 ."},
		{Name: "two numbers", At: at, Keys: []string{"1", "3"}, Want: " . 13  ."},
		{Name: "unknowns", At: at, Keys: []string{"?", "2", "?"}, Want: "  . ?2?   ."},
		{Name: "too many starts again", At: at, Keys: []string{"5", "2"}, Want: ". 2 ."},
		{Name: "a fifth number starts again", At: at, Keys: []string{"1", "1", "1", "1", "1"}, Want: ". 1 ."},
		{Name: "backspace", At: at, Keys: []string{"1", "2", "Backspace"}, Want: ". 1 ."},
		{Name: "backspace to empty", At: at, Keys: []string{"1", "Backspace"}, Want: ". . ."},
		{Name: "delete", At: at, Keys: []string{"4", "Delete"}, Want: ". . ."},
		{Name: "nine", At: at, Keys: []string{"9"}, Want: "number 9: a clue cell has 8 neighbours"},
		{Name: "click", At: at, Keys: []string{"Click", "AltClick", "x"}},
		{Name: "off the board", At: puzzles.Target{R: 9, C: 9}, Keys: []string{"1"}},
	}...)
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.URL, Keys: cellKeys}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f, "tapa/1/1/9", "#tapa\n0?\n") }
