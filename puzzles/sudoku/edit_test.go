package sudoku

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// press applies keys at a cell, failing on refused edits.
func press(t *testing.T, inst puzzles.Instance, r, c int, keys ...string) puzzles.Instance {
	t.Helper()
	for _, k := range keys {
		inst = puzzlestest.Edit(t, inst, puzzles.Target{R: r, C: c}, k)
	}
	return inst
}

// enter types want on a blank puzzle with pad keys alone (see
// TestEnterByPad).
func enter(ty *puzzlestest.Typist, want puzzles.Instance) {
	p := want.(*Puzzle)
	ty.New(p.N, p.N)
	enterPuzzle(ty, p)
}

// enterPuzzle types want's regions, cages, rule and givens using pad keys.
func enterPuzzle(ty *puzzlestest.Typist, want *Puzzle) {
	at := func(r, c int) puzzles.Target { return puzzles.Target{R: r, C: c} }
	if want.X {
		ty.Press(at(0, 0), KeyX)
	}
	if want.Jigsaw() {
		for r := 0; r < want.N; r++ {
			for c := 0; c < want.N; c++ {
				for ty.Inst.(*Puzzle).Regions[r][c] != want.Regions[r][c] {
					ty.Press(at(r, c), KeyRegion)
				}
			}
		}
	}
	for _, k := range want.Cages {
		first := at(k.Cells[0][0], k.Cells[0][1])
		ty.Press(first, KeyCage)
		growCage(ty, k)
		if k.Sum != 0 {
			ty.Press(first, KeySum)
			ty.Press(first, digitsOf(k.Sum)...)
			ty.Press(first, KeySum)
		}
	}
	for r, row := range want.Grid {
		for c, v := range row {
			if v != 0 {
				ty.Press(at(r, c), digitName(v))
			}
		}
	}
}

func digitsOf(v int) []string { return strings.Split(itoa(v), "") }

func itoa(v int) string {
	if v < 10 {
		return digitName(v)
	}
	return itoa(v/10) + string(rune('0'+v%10))
}

func TestEditKeys(t *testing.T) {
	p, _ := New(16)
	inst := press(t, p, 0, 0, "1", "6")
	if got := inst.(*Puzzle).Grid[0][0]; got != 16 {
		t.Errorf("1 then 6 = %d, want 16", got)
	}
	inst = press(t, inst, 0, 0, "Delete", "G")
	if got := inst.(*Puzzle).Grid[0][0]; got != 16 {
		t.Errorf("G = %d, want 16", got)
	}
	if _, err := inst.(*Puzzle).Edit(puzzles.Target{}, "H"); err == nil || !strings.Contains(err.Error(), "H is above 16") {
		t.Errorf("H on 16x16: %v", err)
	}
	same, _ := p.Edit(puzzles.Target{}, "Click")
	if same != puzzles.Instance(p) || p.Grid[0][0] != 0 {
		t.Error("a click changed the puzzle")
	}
	q, _ := New(4)
	if _, err := q.Edit(puzzles.Target{}, "5"); err == nil {
		t.Error("5 on a 4x4 accepted")
	}
	inst = press(t, q, 0, 0, KeySum)
	if _, err := inst.(*Puzzle).Edit(puzzles.Target{}, "3"); err == nil || !strings.Contains(err.Error(), "in no cage") {
		t.Errorf("sum outside a cage: %v", err)
	}
	inst = press(t, inst, 0, 0, KeyCage, "9", "9")
	if got := inst.(*Puzzle).Cages[0].Sum; got != 9 {
		t.Errorf("9 then 9 as the sum of one cell of a 4x4 gives %d, want 9", got)
	}
	inst = press(t, inst, 0, 0, KeyJoinLeft, "3")
	if got := inst.(*Puzzle).Cages[0].Sum; got != 3 {
		t.Errorf("3 typed after 9 in one cell: %d", got)
	}
	inst = press(t, inst, 0, 0, KeyCage)
	if inst.(*Puzzle).Killer() {
		t.Error("Cage twice left a cage")
	}
	if got := len(q.Keys()); got != 4+7 {
		t.Errorf("4x4 pad has %d keys", got)
	}
	puzzlestest.Moves(t, q, puzzlestest.MoveCase{Arrow: "ArrowLeft"}, puzzlestest.MoveCase{Arrow: "ArrowRight", Want: puzzles.Target{C: 1}})
	puzzlestest.Hits(t, q, puzzlestest.HitCase{X: 3.5, Y: 0.2, Want: puzzles.Target{R: 0, C: 3}, OK: true})
}

// growCage adds the cells of k to the cage at its first cell, each joined
// to a neighbour already in it: Join ← or Join ↑ at the cell itself, or
// at the neighbour when that lies right of or below it.
func growCage(ty *puzzlestest.Typist, k Cage) {
	for {
		q := ty.Inst.(*Puzzle)
		id := q.cageOf(k.Cells[0])
		in := func(r, c int) bool { return q.cageOf([2]int{r, c}) == id }
		added := false
		for _, c := range k.Cells {
			switch {
			case in(c[0], c[1]):
				continue
			case in(c[0], c[1]-1):
				ty.Press(puzzles.Target{R: c[0], C: c[1]}, KeyJoinLeft)
			case in(c[0]-1, c[1]):
				ty.Press(puzzles.Target{R: c[0], C: c[1]}, KeyJoinUp)
			case in(c[0], c[1]+1):
				ty.Press(puzzles.Target{R: c[0], C: c[1] + 1}, KeyJoinLeft)
			case in(c[0]+1, c[1]):
				ty.Press(puzzles.Target{R: c[0] + 1, C: c[1]}, KeyJoinUp)
			default:
				continue
			}
			added = true
			break
		}
		if !added {
			return
		}
	}
}
