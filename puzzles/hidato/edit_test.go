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
	cases := []struct {
		start int
		key   string
		want  int
	}{
		{Empty, "block", Blocked}, {Blocked, "block", Empty}, {7, "block", Blocked}, {7, "Click", 7}, {Blocked, "Click", Blocked},
		{Empty, "5", 5}, {1, "2", 12}, {1, "3", 3}, {12, "4", 4}, {Empty, "0", Empty}, {5, "0", 5}, {1, "0", 10},
		{Blocked, "7", 7}, {12, "Backspace", 1}, {1, "Backspace", Empty}, {Blocked, "Backspace", Blocked},
		{9, "Delete", Empty}, {9, " ", Empty}, {9, ".", Empty}, {9, "AltClick", 9}, {Blocked, "Delete", Empty},
		{9, "#", Blocked}, {Empty, "x", Blocked}, {9, "Shift", 9}, {9, "ArrowLeft", 9}, {9, "a", 9},
		{Empty, "+", 1}, {3, "+", 4}, {12, "+", 12}, {3, "-", 2}, {1, "-", 1}, {Empty, "-", Empty},
	}
	for _, c := range cases {
		p, _ := Hidato.NewPuzzle(3, 4)
		p.Cells[0][1] = c.start
		q, err := p.Edit(at, c.key)
		if err != nil {
			t.Errorf("%d + %q: %v", c.start, c.key, err)
			continue
		}
		if got := q.(*Puzzle).Cells[0][1]; got != c.want {
			t.Errorf("%d + %q = %d, want %d", c.start, c.key, got, c.want)
		}
		if p.Cells[0][1] != c.start {
			t.Errorf("%d + %q changed the receiver", c.start, c.key)
		}
	}
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
