package numberlink

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestEnterSeedByKeys enters the seed puzzle the way a person does in the
// editor: on a blank board, type each label's digits with the pad.
func TestEnterSeedByKeys(t *testing.T) {
	want := seed(t)
	ty := &puzzlestest.Typist{T: t, Type: Type{}}
	ty.New(want.Size.Rows, want.Size.Cols)
	ty.Cells(want.Size, func(pos grid.Pos) []string { return strings.Split(want.Cells[pos.R][pos.C], "") })
	if ty.Inst.String() != want.String() {
		t.Fatalf("entered\n%s\nwant\n%s", ty.Inst, want)
	}
}

func TestEditKeys(t *testing.T) {
	p, _ := New(2, 2, Fill)
	at := puzzles.Target{R: 0, C: 1}
	from := func(start string) puzzles.Instance {
		q := p.clone()
		q.Cells[0][1] = start
		return q
	}
	read := func(inst puzzles.Instance) string { return inst.(*Puzzle).Cells[0][1] }
	puzzlestest.KeyCases(t, from, at, read, []puzzlestest.KeyCase[string]{
		{Start: "", Key: "A", Want: "A"}, {Start: "A", Key: "B", Want: "B"}, {Start: "1", Key: "2", Want: "12"},
		{Start: "12", Key: "3", Want: "123"}, {Start: "1234", Key: "5", Want: "5"}, {Start: "12", Key: "Backspace", Want: "1"},
		{Start: "12", Key: "Delete", Want: ""}, {Start: "A", Key: " ", Want: ""}, {Start: "A", Key: "Shift", Want: "A"},
		{Start: "A", Key: "ArrowLeft", Want: "A"}, {Start: "", Key: "#", Want: ""}, {Start: "0", Key: "7", Want: "7"},
		{Start: "A", Key: "7", Want: "7"},
	}...)
	q, _ := p.Edit(at, "rule")
	if q.(*Puzzle).Rule != Classic || p.Rule != Fill {
		t.Error("the rule key should toggle the rule on a copy")
	}
	q, _ = q.(*Puzzle).Edit(at, "notouch")
	if got := q.String(); !strings.HasPrefix(got, "#numberlink classic notouch\n") || p.NoTouch {
		t.Errorf("the notouch key should switch notouch on, on a copy: %q", got)
	}
	if q, _ = q.(*Puzzle).Edit(at, "notouch"); q.(*Puzzle).NoTouch {
		t.Error("a second notouch key should switch it off")
	}
	for _, click := range []string{"Click", "AltClick"} {
		if q, _ := p.Edit(at, click); q != puzzles.Instance(p) {
			t.Errorf("%s changed the puzzle", click)
		}
	}
	q, _ = p.Edit(at, "label 12")
	if got := q.(*Puzzle).Cells[0][1]; got != "12" {
		t.Errorf("label 12 key set %q", got)
	}
}

func TestHitMoveBox(t *testing.T) {
	p, _ := New(3, 4, Fill)
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
	if got := p.Move(p.Move(start, "ArrowRight"), "ArrowDown"); got != (puzzles.Target{R: 1, C: 1}) {
		t.Errorf("right then down = %v", got)
	}
	if x, y, w, h := p.Box(puzzles.Target{R: 2, C: 1}); x != 1 || y != 2 || w != 1 || h != 1 {
		t.Errorf("Box = %v %v %v %v", x, y, w, h)
	}
}

func TestWithout(t *testing.T) {
	p := mustParse(t, "1.2\n...\n1.2")
	clues := p.Clues()
	if len(clues) != 2 || clues[1].Value != "2" || clues[1].Cell != [2]int{0, 2} {
		t.Fatalf("Clues = %v", clues)
	}
	q := p.Without([]int{0})
	if q.String() != "#numberlink fill\n..2\n...\n..2\n" {
		t.Errorf("Without(0) =\n%s", q)
	}
}

func TestKeys(t *testing.T) {
	p, _ := New(2, 3, Fill)
	labels := func(q *Puzzle) string {
		var out []string
		for _, k := range q.Keys() {
			out = append(out, k.Label)
		}
		return strings.Join(out, " ")
	}
	if got := labels(p); got != "1 2 3 4 5 6 7 8 9 0 A Delete Rule: fill No-touch: off" {
		t.Errorf("blank board keys %q", got)
	}
	p.Cells[0][0], p.Cells[1][2] = "C", "A"
	p.Rule, p.NoTouch = Classic, true
	if got := labels(p); got != "1 2 3 4 5 6 7 8 9 0 A C B Delete Rule: classic No-touch: on" {
		t.Errorf("lettered board keys %q", got)
	}
}
