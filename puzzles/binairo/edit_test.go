package binairo

import (
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// press applies a key that the pad offers, failing when it does not.
func press(t *testing.T, p *Puzzle, tg puzzles.Target, key string) *Puzzle {
	return puzzlestest.Press(t, p, tg, key).(*Puzzle)
}

// TestEnterByPad enters every example from a blank grid with pad keys only.
func TestEnterByPad(t *testing.T) {
	for _, ex := range (Type{}).Examples() {
		want := mustParse(t, ex.Text)
		inst, err := Type{}.New(want.Rows(), want.Cols())
		if err != nil {
			t.Fatal(err)
		}
		p := inst.(*Puzzle)
		if want.Unique {
			p = press(t, p, puzzles.Target{}, KeyUnique)
		}
		for r, row := range want.Cells {
			for c, v := range row {
				if v != Empty {
					p = press(t, p, puzzles.Target{R: r, C: c}, string(v))
				}
			}
		}
		if !p.Equal(want) {
			t.Errorf("%s: entered\n%s\nwant\n%s", ex.Name, p, want)
		}
	}
}

func TestEdit(t *testing.T) {
	p, err := New(4, 6)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Keys(); !slices.Equal(got, []puzzles.Key{{Label: "1 (Black)", Key: "1"}, {Label: "0 (White)", Key: "0"},
		{Label: "Delete", Key: "Delete"}, {Label: "Unique rows: off", Key: "unique"}}) {
		t.Errorf("pad %v", got)
	}
	at := puzzles.Target{R: 1, C: 2}
	for _, k := range []string{"Click", "AltClick", "x", "Enter"} {
		if q, err := p.Edit(at, k); q != puzzles.Instance(p) || err != nil {
			t.Errorf("%s changed the puzzle (%v)", k, err)
		}
	}
	q := press(t, p, at, "1")
	if q.Cells[1][2] != Black || p.Cells[1][2] != Empty {
		t.Error("1 does not give black, or changes the receiver")
	}
	for key, want := range map[string]byte{"w": White, "b": Black, "0": White, "Backspace": Empty, " ": Empty, "Delete": Empty} {
		if inst, _ := q.Edit(at, key); inst.(*Puzzle).Cells[1][2] != want {
			t.Errorf("%q gives %c", key, inst.(*Puzzle).Cells[1][2])
		}
	}
	q = press(t, q, at, KeyUnique)
	if !q.Unique || q.Keys()[3].Label != "Unique rows: on" {
		t.Errorf("rule toggle: %v %v", q.Unique, q.Keys()[3])
	}
	if p, err := New(3, 5); err != nil || p.Rows() != 4 || p.Cols() != 6 {
		t.Errorf("New(3, 5) does not round up to 4x6: %v", err)
	}
	if _, err := New(0, 4); err == nil {
		t.Error("New accepted an empty side")
	}
	if tg, ok := q.Hit(5.5, 3.5); !ok || tg != (puzzles.Target{R: 3, C: 5}) {
		t.Errorf("Hit = %v %v", tg, ok)
	}
	if got := q.Move(puzzles.Target{R: 3, C: 5}, "ArrowDown"); got != (puzzles.Target{R: 3, C: 5}) {
		t.Errorf("Move off the grid: %v", got)
	}
}
