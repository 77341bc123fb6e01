package signpost

import (
	"strconv"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// TestEditByPad enters a Tatham example from a blank board with pad keys only.
func TestEditByPad(t *testing.T) {
	want := mustParse(t, "4x4:1cddgcfafcheebbg16a")
	blank, err := Type{}.New(4, 4)
	if err != nil {
		t.Fatal(err)
	}
	pad := map[string]bool{}
	for _, k := range blank.(*Puzzle).Keys() {
		pad[k.Key] = true
	}
	var inst puzzles.Instance = blank
	for _, pos := range want.Size().Cells() {
		c := want.At(pos)
		var keys []string
		if c.Arrow != NoArrow {
			keys = append(keys, arrowKey(c.Arrow))
		}
		for _, d := range itoa(c.Num) {
			keys = append(keys, string(d))
		}
		for _, k := range keys {
			if !pad[k] {
				t.Fatalf("%q is not a pad key", k)
			}
			if inst, err = inst.Edit(puzzles.Target{R: pos.R, C: pos.C}, k); err != nil {
				t.Fatal(err)
			}
		}
	}
	if inst.String() != want.String() {
		t.Errorf("entered\n%s\nwant\n%s", inst, want)
	}
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
