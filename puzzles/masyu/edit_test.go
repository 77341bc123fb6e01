package masyu

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// TestEditByPad enters every example from a blank board with pad keys only.
func TestEditByPad(t *testing.T) {
	for _, ex := range (Type{}).Examples() {
		want := mustParse(t, ex.Text)
		size := want.Size()
		blank, _ := (Type{}).New(size.Rows, size.Cols)
		inst := blank
		keyOf := map[string]string{}
		for _, k := range blank.(*Puzzle).Keys() {
			keyOf[k.Label] = k.Key
		}
		for _, pos := range size.Cells() {
			if v := want.At(pos); v != Empty {
				next, err := inst.Edit(puzzles.Target{R: pos.R, C: pos.C}, keyOf[map[int]string{White: "White", Black: "Black"}[v]])
				if err != nil {
					t.Fatal(err)
				}
				inst = next
			}
		}
		if inst.String() != want.String() {
			t.Errorf("%s: typed\n%s\nwant\n%s", ex.Name, inst, want)
		}
	}
}

func TestEditKeys(t *testing.T) {
	p, _ := New(2, 2)
	cell := puzzles.Target{R: 1, C: 0}
	var inst puzzles.Instance = p
	for _, s := range []struct {
		key  string
		want int
	}{{"w", White}, {"Click", White}, {"AltClick", White}, {"b", Black}, {"Delete", Empty}, {"W", White}, {".", Empty}, {"B", Black}, {"Backspace", Empty}, {"x", Empty}} {
		before := inst.String()
		next, err := inst.Edit(cell, s.key)
		if err != nil {
			t.Fatalf("%q: %v", s.key, err)
		}
		if inst.String() != before {
			t.Fatal("Edit changed its receiver")
		}
		inst = next
		if got := inst.(*Puzzle).Cells[1][0]; got != s.want {
			t.Fatalf("after %q: cell %d, want %d", s.key, got, s.want)
		}
	}
	if got := p.Move(puzzles.Target{R: 1, C: 1}, "ArrowDown"); got != (puzzles.Target{R: 1, C: 1}) {
		t.Errorf("Move off the board = %v", got)
	}
	if got, ok := p.Hit(1.5, 0.2); !ok || got != (puzzles.Target{R: 0, C: 1}) {
		t.Errorf("Hit = %v %v", got, ok)
	}
}
