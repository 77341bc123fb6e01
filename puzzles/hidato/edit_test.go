package hidato

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestEnterSeedByKeys enters the seed Hidato the way a person does in the
// editor: start from an open 8x8 board, click blocked cells shut, select
// cells with arrow keys and type the clues digit by digit.
func TestEnterSeedByKeys(t *testing.T) {
	want := hidatoSeed(t)
	ty := &puzzlestest.Typist{T: t, Type: Hidato}
	ty.New(8, 8)
	sel := puzzles.Target{}
	for r, row := range want.Cells {
		for c, v := range row {
			switch {
			case v == Blocked:
				sel = puzzles.Target{R: r, C: c}
				ty.Press(sel, "block")
			case v > 0:
				sel = puzzles.Target{R: r, C: c}
				ty.Press(sel, strings.Split(jsonInt(v), "")...)
			}
			if c < 7 {
				sel = ty.Inst.Move(sel, "ArrowRight")
			}
		}
	}
	if ty.Inst.String() != want.String() {
		t.Fatalf("entered\n%s\nwant\n%s", ty.Inst, want)
	}
}

func TestEditKeys(t *testing.T) {
	// A 3x4 board: N is 12 while every cell is open.
	at := puzzles.Target{R: 0, C: 1}
	from := func(start int) puzzles.Instance {
		p, _ := Hidato.NewPuzzle(3, 4)
		p.Cells[0][1] = start
		return p
	}
	read := func(inst puzzles.Instance) int { return inst.(*Puzzle).Cells[0][1] }
	puzzlestest.KeyCases(t, from, at, read, []puzzlestest.KeyCase[int]{
		{Start: Empty, Key: "block", Want: Blocked}, {Start: Blocked, Key: "block", Want: Empty}, {Start: 7, Key: "block", Want: Blocked},
		{Start: 7, Key: "Click", Want: 7}, {Start: Blocked, Key: "Click", Want: Blocked}, {Start: Empty, Key: "5", Want: 5},
		{Start: 1, Key: "2", Want: 12}, {Start: 1, Key: "3", Want: 3}, {Start: 12, Key: "4", Want: 4},
		{Start: Empty, Key: "0", Want: Empty}, {Start: 5, Key: "0", Want: 5}, {Start: 1, Key: "0", Want: 10},
		{Start: Blocked, Key: "7", Want: 7}, {Start: 12, Key: "Backspace", Want: 1}, {Start: 1, Key: "Backspace", Want: Empty},
		{Start: Blocked, Key: "Backspace", Want: Blocked}, {Start: 9, Key: "Delete", Want: Empty}, {Start: 9, Key: " ", Want: Empty},
		{Start: 9, Key: ".", Want: Empty}, {Start: 9, Key: "AltClick", Want: 9}, {Start: Blocked, Key: "Delete", Want: Empty},
		{Start: 9, Key: "#", Want: Blocked}, {Start: Empty, Key: "x", Want: Blocked}, {Start: 9, Key: "Shift", Want: 9},
		{Start: 9, Key: "ArrowLeft", Want: 9}, {Start: 9, Key: "a", Want: 9}, {Start: Empty, Key: "+", Want: 1},
		{Start: 3, Key: "+", Want: 4}, {Start: 12, Key: "+", Want: 12}, {Start: 3, Key: "-", Want: 2},
		{Start: 1, Key: "-", Want: 1}, {Start: Empty, Key: "-", Want: Empty},
	}...)
}

func TestEditSkipsTakenNumbers(t *testing.T) {
	p := mustParse(t, Hidato, "1 2 .\n4 . .\n")
	at := puzzles.Target{R: 1, C: 2}
	q, err := p.Edit(at, "+")
	if err != nil || q.(*Puzzle).At(cellPos(1, 2)) != 3 {
		t.Fatalf("+ on an empty cell should give 3, the first free number: %v", err)
	}
	q, _ = q.(*Puzzle).Edit(at, "+")
	if got := q.(*Puzzle).At(cellPos(1, 2)); got != 5 {
		t.Errorf("+ from 3 gives %d, want 5 (4 is taken)", got)
	}
}

func TestEditInvalidClues(t *testing.T) {
	p := mustParse(t, Hidato, "1 . .\n. . 6\n")
	for _, c := range []struct {
		key  string
		want string
	}{
		{"1", "clue 1 at row 1, column 2 is also given at row 1, column 1"},
		{"7", "clue 7 at row 1, column 2 is above 6, the number of open cells"},
		{"block", "clue 6 at row 2, column 3 is above 5, the number of open cells"},
	} {
		inst, err := p.Edit(puzzles.Target{R: 0, C: 1}, c.key)
		if err != nil {
			t.Fatalf("%q: %v", c.key, err)
		}
		q := inst.(*Puzzle)
		if _, err := puzzles.Solve(q, 1); err == nil || err.Error() != c.want {
			t.Errorf("%q: Solve error %v, want %q", c.key, err, c.want)
		}
		if countText(q.Draw(nil), draw.Error) == 0 {
			t.Errorf("%q: the invalid clue is not drawn in the error colour", c.key)
		}
		if again, err := Hidato.ParsePuzzle(q.String()); err != nil || !again.Equal(q) {
			t.Errorf("%q: the edited puzzle does not round-trip: %v", c.key, err)
		}
	}
	if countText(p.Draw(nil), draw.Error) != 0 {
		t.Error("valid clues drawn in the error colour")
	}
	one := mustParse(t, Hidato, ".\n")
	if _, err := one.Edit(puzzles.Target{}, "block"); err == nil || !strings.Contains(err.Error(), "at least one open cell") {
		t.Errorf("blocking the last open cell: %v", err)
	}
	for _, tg := range []puzzles.Target{{R: -1}, {R: 2}, {C: 3}, {Kind: "edge"}} {
		if q, err := p.Edit(tg, "5"); err != nil || q != puzzles.Instance(p) {
			t.Errorf("Edit off the board at %v: %v", tg, err)
		}
	}
}

func TestHitMoveBox(t *testing.T) {
	p, _ := KnightsTour.NewPuzzle(3, 4)
	puzzlestest.Hits(t, p, []puzzlestest.HitCase{
		{X: 3.5, Y: 2.2, Want: puzzles.Target{R: 2, C: 3}, OK: true},
		{X: -0.1, Y: 0}, {X: 4, Y: 0}, {X: 0, Y: 3}, // off the board
	}...)
	start := puzzles.Target{R: 0, C: 0}
	puzzlestest.Moves(t, p, []puzzlestest.MoveCase{
		{From: start, Arrow: "ArrowUp", Want: start}, // the top edge
		{From: start, Arrow: "ArrowDown", Want: puzzles.Target{R: 1, C: 0}},
		{From: puzzles.Target{R: 2, C: 3}, Arrow: "ArrowRight", Want: puzzles.Target{R: 2, C: 3}}, // the right edge
		{From: start, Arrow: "Enter", Want: start},
	}...)
	if x, y, w, h := p.Box(puzzles.Target{R: 2, C: 1}); x != 1 || y != 2 || w != 1 || h != 1 {
		t.Errorf("Box = %v %v %v %v", x, y, w, h)
	}
}
