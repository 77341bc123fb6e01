package yajilin

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// cellKeys type cell pos of p: its arrow (or Grey), then its number's digits.
func cellKeys(ty *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
	d, n := split(p.At(pos))
	switch {
	case p.At(pos) == Empty:
		return nil
	case d == 0:
		return []string{ty.Key("Grey")}
	case n < 0:
		return []string{arrows[d-1 : d]}
	}
	return append([]string{arrows[d-1 : d]}, puzzlestest.Digits(n)...)
}

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{ // at row 2, column 1 of a 2x2 board
		{Key: ">", Want: Clue(4, -1)}, {Key: "1", Want: Clue(4, 1)}, {Key: "^", Want: Clue(1, 1)}, {Key: "v", Want: Clue(2, -1)},
		{Key: "#", Want: Grey}, {Key: "<", Want: Clue(3, -1)}, {Key: "Backspace", Want: Empty}, {Key: ">", Want: Clue(4, -1)},
		{Key: "0", Want: Clue(4, 0)}, {Key: "Backspace", Want: Clue(4, -1)}, {Key: "Delete", Want: Empty}},
		"1", "9")
	p := kit.Parse(t, "#yajilin\n"+strings.Repeat(". ", 12)+"\n")
	for _, k := range []string{">", "1", "0"} {
		p = puzzlestest.Edit(t, p, puzzles.Target{}, k).(*Puzzle)
	}
	if p.At(grid.Pos{}) != Clue(4, 10) {
		t.Errorf("typed %s, want 10>", token(p.At(grid.Pos{})))
	}
	p = puzzlestest.Edit(t, p, puzzles.Target{C: 10}, ">").(*Puzzle)
	puzzlestest.Refuses(t, p, puzzles.Target{C: 10}, map[string]string{"2": "2: the arrow points at 1 cells"})
	puzzlestest.Refuses(t, p, puzzles.Target{C: 5}, map[string]string{"1": "press an arrow"})
}
