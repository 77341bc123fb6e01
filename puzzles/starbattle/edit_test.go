package starbattle

import (
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func cell(r, c int) puzzles.Target { return puzzles.Target{R: r, C: c} }

// press applies a key that the pad offers, failing when it does not.
func press(t *testing.T, p *Puzzle, tg puzzles.Target, key string) *Puzzle {
	return puzzlestest.Press(t, p, tg, key).(*Puzzle)
}

// enter types want on a blank puzzle with pad keys alone (see
// TestEnterByPad).
func enter(ty *puzzlestest.Typist, want puzzles.Instance) {
	p := want.(*Puzzle)
	ty.New(p.N(), p.N())
	for ty.Inst.(*Puzzle).K < p.K {
		ty.Press(cell(0, 0), "+")
	}
	ty.Cells(grid.Size{Rows: p.N(), Cols: p.N()}, func(pos grid.Pos) []string {
		return []string{Label(p.Regions[pos.R][pos.C])}
	})
}

func TestEdit(t *testing.T) {
	p, err := New(10, 10)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Keys(); !slices.Equal(got, []puzzles.Key{{Label: "A", Key: "A"}, {Label: "Delete", Key: "Delete"},
		{Label: "Stars: 1 −", Key: "-"}, {Label: "Stars: 1 +", Key: "+"}}) {
		t.Errorf("blank pad %v", got)
	}
	puzzlestest.Ignores(t, p, cell(0, 0), "Click", "AltClick", "Enter", "ArrowUp")
	q := press(t, p, cell(0, 0), "A")
	q = press(t, q, cell(0, 1), "B")
	if q.Regions[0][0] != 0 || q.Regions[0][1] != 1 || p.Regions[0][0] != None {
		t.Errorf("regions %v (receiver %v)", q.Regions[0][:2], p.Regions[0][:2])
	}
	q = press(t, q, cell(0, 0), "Delete") // A is gone: the pad offers B and the next unused, A
	if got := q.Keys(); got[0].Key != "A" || got[1].Key != "B" || got[2].Key != "Delete" {
		t.Errorf("pad %v", got)
	}
	if inst, _ := q.Edit(cell(0, 2), "z"); inst.(*Puzzle).Regions[0][2] != 51 {
		t.Error("typing z does not choose region z")
	}
	q = press(t, q, cell(5, 5), "+")
	if _, err := q.Edit(cell(0, 0), "+"); err == nil || err.Error() != "at most 2 stars per row fit a 10x10 board" {
		t.Errorf("third star: %v", err)
	}
	q = press(t, q, cell(0, 0), "-")
	if _, err := q.Edit(cell(0, 0), "-"); err == nil || err.Error() != "every row, column and region holds at least 1 star" {
		t.Errorf("no stars: %v", err)
	}
	if _, err := New(3, 4); err == nil {
		t.Error("New accepted a non-square board")
	}
}

func TestEditKeepsFreeValid(t *testing.T) {
	p := mustParse(t, "#starbattle free=B\nAB\nAA\n")
	inst, _ := p.Edit(cell(0, 1), "A")
	if q := inst.(*Puzzle); len(q.Free) != 0 || !mustParse(t, q.String()).Equal(q) {
		t.Errorf("after removing region B:\n%s", q)
	}
}

func TestHitBoxMove(t *testing.T) {
	p := mustParse(t, pzprURL)
	puzzlestest.Hits(t, p, puzzlestest.HitCase{X: 2.5, Y: 4.2, Want: cell(4, 2), OK: true}, puzzlestest.HitCase{X: 2.5, Y: 6.2}) // the caption is not a cell
	if x, y, w, h := p.Box(cell(4, 2)); x != 2 || y != 4 || w != 1 || h != 1 {
		t.Error("Box")
	}
	puzzlestest.Moves(t, p, puzzlestest.MoveCase{From: cell(0, 5), Arrow: "ArrowRight", Want: cell(0, 5)})
}
