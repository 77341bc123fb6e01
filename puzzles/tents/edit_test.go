package tents

import (
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// countKeys are the keys that type a count: its digits, none when it is
// not given.
func countKeys(n int) []string {
	if n == None {
		return nil
	}
	return strings.Split(strconv.Itoa(n), "")
}

// enter types want on a blank puzzle with pad keys alone (see
// TestEnterByPad).
func enter(ty *puzzlestest.Typist, want puzzles.Instance) {
	p := want.(*Puzzle)
	ty.New(p.Size().Rows, p.Size().Cols)
	ty.Cells(p.Size(), func(pos grid.Pos) []string {
		if p.Tree(pos) {
			return []string{KeyTree}
		}
		return nil
	})
	for r, n := range p.Rows {
		ty.Press(puzzles.Target{R: r, Kind: KindRow}, countKeys(n)...)
	}
	for c, n := range p.Cols {
		ty.Press(puzzles.Target{C: c, Kind: KindCol}, countKeys(n)...)
	}
}

func TestEdit(t *testing.T) {
	p, _ := New(3, 24)
	row, col := puzzles.Target{R: 1, Kind: KindRow}, puzzles.Target{C: 2, Kind: KindCol}
	cell := puzzles.Target{R: 2, C: 5}
	puzzlestest.EditCases(t, p, []puzzlestest.EditCase{
		{Name: "tree", At: cell, Keys: []string{"t"}, Want: ".....T.................. ?"},
		{Name: "tree by #, then cleared", At: cell, Keys: []string{"#", "Delete"}, Want: "........................ ?"},
		{Name: "two digits", At: row, Keys: []string{"1", "2"}, Want: "........................ 12"},
		{Name: "too long starts again", At: row, Keys: []string{"1", "2", "3"}, Want: "........................ 3"},
		{Name: "backspace", At: row, Keys: []string{"1", "2", "Backspace"}, Want: "........................ 1"},
		{Name: "backspace to none", At: row, Keys: []string{"1", "Backspace"}, Want: "........................ ?"},
		{Name: "delete", At: row, Keys: []string{"5", "Delete"}, Want: "........................ ?"},
		{Name: "zero then digit", At: row, Keys: []string{"0", "7"}, Want: "........................ 7"},
		{Name: "column", At: col, Keys: []string{"2"}, Want: "??2?????????????????????"},
		{Name: "column too big", At: col, Keys: []string{"3"}, Want: "3 tents do not fit a column of 3 cells (at most 2)"},
		{Name: "digit on a cell", At: cell, Keys: []string{"5"}},
		{Name: "tree on a count", At: row, Keys: []string{"t"}},
		{Name: "click", At: cell, Keys: []string{"Click", "AltClick"}},
	}...)
}

func TestTargets(t *testing.T) {
	p, _ := New(2, 3)
	puzzlestest.Hits(t, p, []puzzlestest.HitCase{
		{X: 0.5, Y: 0.5, Want: puzzles.Target{}, OK: true},
		{X: 2.5, Y: 1.5, Want: puzzles.Target{R: 1, C: 2}, OK: true},
		{X: 3.5, Y: 1.5, Want: puzzles.Target{R: 1, Kind: KindRow}, OK: true},
		{X: 1.5, Y: 2.5, Want: puzzles.Target{C: 1, Kind: KindCol}, OK: true},
		{X: 3.5, Y: 2.5}, {X: -0.5, Y: 0.5},
	}...)
	if x, y, w, h := p.Box(puzzles.Target{R: 1, Kind: KindRow}); x != 3 || y != 1 || w != 1 || h != 1 {
		t.Errorf("Box(row 1) = %g %g %g %g", x, y, w, h)
	}
	puzzlestest.Moves(t, p, []puzzlestest.MoveCase{
		{From: puzzles.Target{R: 1, C: 2}, Arrow: "ArrowRight", Want: puzzles.Target{R: 1, Kind: KindRow}},
		{From: puzzles.Target{R: 1, C: 2}, Arrow: "ArrowDown", Want: puzzles.Target{C: 2, Kind: KindCol}},
		{From: puzzles.Target{R: 1, Kind: KindRow}, Arrow: "ArrowDown", Want: puzzles.Target{R: 1, Kind: KindRow}},
		{From: puzzles.Target{R: 1, Kind: KindRow}, Arrow: "ArrowLeft", Want: puzzles.Target{R: 1, C: 2}},
		{From: puzzles.Target{C: 0, Kind: KindCol}, Arrow: "ArrowUp", Want: puzzles.Target{R: 1, C: 0}},
		{From: puzzles.Target{}, Arrow: "ArrowUp", Want: puzzles.Target{}},
	}...)
}
