package nonogram

import (
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// enter types want on a blank puzzle with pad keys alone (see
// TestEnterByPad).
func enter(ty *puzzlestest.Typist, want puzzles.Instance) {
	p := want.(*Puzzle)
	ty.New(len(p.Rows), len(p.Cols))
	for r, c := range p.Rows {
		ty.Press(puzzles.Target{R: r, Kind: KindRow}, clueKeys(c)...)
	}
	for col, c := range p.Cols {
		ty.Press(puzzles.Target{C: col, Kind: KindCol}, clueKeys(c)...)
	}
}

// clueKeys are the keys that type a clue: its numbers' digits, a space
// between two numbers.
func clueKeys(clue []int) []string {
	var keys []string
	for i, n := range clue {
		if i > 0 {
			keys = append(keys, " ")
		}
		keys = append(keys, strings.Split(strconv.Itoa(n), "")...)
	}
	return keys
}

func TestEditKeys(t *testing.T) {
	p, _ := New(3, 20)
	row := puzzles.Target{R: 1, Kind: KindRow}
	read := func(inst puzzles.Instance) string { return clueText(inst.(*Puzzle).Rows[1]) }
	inst := puzzlestest.Steps(t, p, row, read, []puzzlestest.Step[string]{
		{Key: "1", Want: "1"}, {Key: "2", Want: "12"}, {Key: "3", Want: "12 3"}, // 123 does not fit 20 cells: a new number
		{Key: "Backspace", Want: "12"}, {Key: " ", Want: "12"}, {Key: "Backspace", Want: "12"}, {Key: "Backspace", Want: "1"},
		{Key: " ", Want: "1"}, {Key: "5", Want: "1 5"}, {Key: "Delete", Want: "0"}, {Key: "?", Want: "?"}, {Key: "4", Want: "4"},
		{Key: "Click", Want: "4"}, {Key: "x", Want: "4"}}...)
	inst = puzzlestest.Steps(t, inst, row, read, []puzzlestest.Step[string]{
		{Key: "Delete", Want: "0"}, {Key: "2", Want: "2"}, {Key: "0", Want: "20"}, {Key: " ", Want: "20"}}...)
	puzzlestest.Refuses(t, inst, row, map[string]string{"1": "clue 20 1 needs 22 cells, the line has 20"})
}

func TestHitBoxMove(t *testing.T) {
	p := mustParse(t, smallText) // strips: 2 wide (row 0 is "1 1"), 1 high
	puzzlestest.Hits(t, p, []puzzlestest.HitCase{
		{X: 0.5, Y: 1.5, Want: puzzles.Target{R: 0, Kind: KindRow}, OK: true},
		{X: 1.9, Y: 5.5, Want: puzzles.Target{R: 4, Kind: KindRow}, OK: true},
		{X: 2.5, Y: 0.5, Want: puzzles.Target{C: 0, Kind: KindCol}, OK: true},
		{X: 6.5, Y: 0.2, Want: puzzles.Target{C: 4, Kind: KindCol}, OK: true},
		{X: 3, Y: 3}, {X: 0.5, Y: 0.5}, {X: 7.5, Y: 0.5},
	}...)
	if x, y, w, h := p.Box(puzzles.Target{R: 2, Kind: KindRow}); x != 0 || y != 3 || w != 2 || h != 1 {
		t.Errorf("Box(row 2) = %v %v %v %v", x, y, w, h)
	}
	row0 := puzzles.Target{Kind: KindRow}
	puzzlestest.Moves(t, p, []puzzlestest.MoveCase{
		{From: row0, Arrow: "ArrowUp", Want: puzzles.Target{Kind: KindCol}},
		{From: row0, Arrow: "ArrowDown", Want: puzzles.Target{R: 1, Kind: KindRow}},
		{From: puzzles.Target{Kind: KindCol}, Arrow: "ArrowLeft", Want: row0},
	}...)
}
