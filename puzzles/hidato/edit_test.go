package hidato

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
)

// TestEnterSeedByKeys enters the seed Hidato the way a person does in the
// editor: start from an open 8x8 board, click blocked cells shut, select
// cells with arrow keys and type the clues digit by digit.
func TestEnterSeedByKeys(t *testing.T) {
	want := mustParse(t, Hidato, golden.Read(t, "testdata/hidato_hi_002.txt"))
	blank, err := Hidato.New(8, 8)
	if err != nil {
		t.Fatal(err)
	}
	inst := blank
	sel := puzzles.Target{}
	press := func(key string) {
		t.Helper()
		next, err := inst.(puzzles.Editable).Edit(sel, key)
		if err != nil {
			t.Fatalf("%q at %v: %v", key, sel, err)
		}
		inst = next
	}
	for r, row := range want.Cells {
		for c, v := range row {
			switch {
			case v == Blocked:
				sel = puzzles.Target{R: r, C: c}
				press("block")
			case v > 0:
				sel = puzzles.Target{R: r, C: c}
				for _, d := range jsonInt(v) {
					press(string(d))
				}
			}
			if c < 7 {
				sel = inst.(puzzles.Editable).Move(sel, "ArrowRight")
			}
		}
	}
	if inst.String() != want.String() {
		t.Fatalf("entered\n%s\nwant\n%s", inst, want)
	}
	if blank.String() == inst.String() {
		t.Fatal("Edit changed the receiver instead of returning a copy")
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
	if got, ok := p.Hit(3.5, 2.2); !ok || got != (puzzles.Target{R: 2, C: 3}) {
		t.Errorf("Hit(3.5, 2.2) = %v %v", got, ok)
	}
	for _, pt := range [][2]float64{{-0.1, 0}, {4, 0}, {0, 3}} {
		if _, ok := p.Hit(pt[0], pt[1]); ok {
			t.Errorf("Hit(%v) is off the board but hit", pt)
		}
	}
	start := puzzles.Target{R: 0, C: 0}
	if got := p.Move(start, "ArrowUp"); got != start {
		t.Errorf("ArrowUp at the top moved to %v", got)
	}
	if got := p.Move(start, "ArrowDown"); got != (puzzles.Target{R: 1, C: 0}) {
		t.Errorf("ArrowDown moved to %v", got)
	}
	if got := p.Move(puzzles.Target{R: 2, C: 3}, "ArrowRight"); got != (puzzles.Target{R: 2, C: 3}) {
		t.Errorf("ArrowRight at the right edge moved to %v", got)
	}
	if got := p.Move(start, "Enter"); got != start {
		t.Errorf("Enter moved to %v", got)
	}
	if x, y, w, h := p.Box(puzzles.Target{R: 2, C: 1}); x != 1 || y != 2 || w != 1 || h != 1 {
		t.Errorf("Box = %v %v %v %v", x, y, w, h)
	}
}
