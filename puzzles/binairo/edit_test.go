package binairo

import (
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// enter types want on a blank puzzle with pad keys alone (see
// TestEnterByPad).
func enter(ty *puzzlestest.Typist, want puzzles.Instance) {
	p := want.(*Puzzle)
	ty.New(p.Rows(), p.Cols())
	if p.Unique {
		ty.Press(puzzles.Target{}, KeyUnique)
	}
	for r, row := range p.Cells {
		for c, v := range row {
			if v != Empty {
				ty.Press(puzzles.Target{R: r, C: c}, string(v))
			}
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
	puzzlestest.Ignores(t, p, at, "Click", "AltClick", "x", "Enter")
	q := puzzlestest.Press(t, p, at, "1").(*Puzzle)
	if q.Cells[1][2] != Black || p.Cells[1][2] != Empty {
		t.Error("1 does not give black, or changes the receiver")
	}
	for key, want := range map[string]byte{"w": White, "b": Black, "0": White, "Backspace": Empty, " ": Empty, "Delete": Empty} {
		if inst, _ := q.Edit(at, key); inst.(*Puzzle).Cells[1][2] != want {
			t.Errorf("%q gives %c", key, inst.(*Puzzle).Cells[1][2])
		}
	}
	q = puzzlestest.Press(t, q, at, KeyUnique).(*Puzzle)
	if !q.Unique || q.Keys()[3].Label != "Unique rows: on" {
		t.Errorf("rule toggle: %v %v", q.Unique, q.Keys()[3])
	}
	if p, err := New(3, 5); err != nil || p.Rows() != 4 || p.Cols() != 6 {
		t.Errorf("New(3, 5) does not round up to 4x6: %v", err)
	}
	if _, err := New(0, 4); err == nil {
		t.Error("New accepted an empty side")
	}
	puzzlestest.Hits(t, q, puzzlestest.HitCase{X: 5.5, Y: 3.5, Want: puzzles.Target{R: 3, C: 5}, OK: true})
	puzzlestest.Moves(t, q, puzzlestest.MoveCase{From: puzzles.Target{R: 3, C: 5}, Arrow: "ArrowDown", Want: puzzles.Target{R: 3, C: 5}})
}
