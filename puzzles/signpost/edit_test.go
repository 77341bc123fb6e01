package signpost

import (
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestEditByPad enters every example from a blank board with pad keys
// only.
func TestEditByPad(t *testing.T) {
	puzzlestest.EntersCells(t, Type, func(_ *puzzlestest.Typist, want *Puzzle, pos grid.Pos) []string {
		var keys []string
		c := want.At(pos)
		if c.Arrow != NoArrow {
			keys = append(keys, arrowKey(c.Arrow))
		}
		return append(keys, strings.Split(itoa(c.Num), "")...)
	})
}

func itoa(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

func TestEditKeys(t *testing.T) {
	p := mustParse(t, "#signpost\n1c 2d 3e\n4f 5g 6h\n7a 8b 9\n")
	tg := puzzles.Target{R: 0, C: 0}
	cases := []struct {
		keys []string
		want string // the token of cell (0, 0) after the keys
	}{
		{[]string{"2"}, "2c"},     // 12 > 9: starts over
		{[]string{"Delete"}, "c"}, // the number first
		{[]string{"Delete", "Delete"}, "."},
		{[]string{"Backspace"}, "c"},
		{[]string{"arrow-sw"}, "1f"},
		{[]string{"h"}, "1h"},
		{[]string{"0"}, "1c"}, // 10 > 9, and no number starts with 0
		{[]string{"Click", "AltClick", "z"}, "1c"},
	}
	for _, c := range cases {
		var inst puzzles.Instance = p
		for _, k := range c.keys {
			inst, _ = inst.Edit(tg, k)
		}
		if got := token(inst.(*Puzzle).Cells[0][0]); got != c.want {
			t.Errorf("%v: cell %q, want %q", c.keys, got, c.want)
		}
	}
	big, _ := New(4, 4)
	var inst puzzles.Instance = big
	for _, k := range []string{"1", "2"} {
		inst, _ = inst.Edit(tg, k)
	}
	if got := inst.(*Puzzle).Cells[0][0].Num; got != 12 {
		t.Errorf("typing 1 then 2 gives %d, want 12", got)
	}
}
