package sudoku

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// press applies pad keys at a cell, failing on refused edits.
func press(t *testing.T, inst puzzles.Instance, r, c int, keys ...string) puzzles.Instance {
	t.Helper()
	for _, k := range keys {
		next, err := inst.(*Puzzle).Edit(puzzles.Target{R: r, C: c}, k)
		if err != nil {
			t.Fatalf("key %q at r%dc%d: %v", k, r+1, c+1, err)
		}
		inst = next
	}
	return inst
}

// padKeys lists the Key values of the pad.
func padKeys(p *Puzzle) map[string]bool {
	out := map[string]bool{}
	for _, k := range p.Keys() {
		out[k.Key] = true
	}
	return out
}

// Every example of up to 9x9 can be entered from New with pad keys only.
func TestEditReachesExamples(t *testing.T) {
	for _, ex := range (Type{}).Examples() {
		want := mustParse(t, ex.Text)
		if want.N > 9 {
			continue
		}
		inst, err := (Type{}).New(want.N, want.N)
		if err != nil {
			t.Fatal(err)
		}
		inst = enter(t, inst.(*Puzzle), want)
		if got := inst.(*Puzzle).String(); got != want.String() {
			t.Errorf("%s: entered\n%s\nwant\n%s", ex.Name, got, want)
		}
	}
}

// enter types want's regions, cages, rule and givens using pad keys.
func enter(t *testing.T, p *Puzzle, want *Puzzle) puzzles.Instance {
	var inst puzzles.Instance = p
	use := func(k string) string {
		if !padKeys(inst.(*Puzzle))[k] {
			t.Fatalf("%q is not a pad key", k)
		}
		return k
	}
	if want.X {
		inst = press(t, inst, 0, 0, use(KeyX))
	}
	if want.Jigsaw() {
		for r := 0; r < want.N; r++ {
			for c := 0; c < want.N; c++ {
				cur := inst.(*Puzzle).Regions[r][c]
				for cur != want.Regions[r][c] {
					inst = press(t, inst, r, c, use(KeyRegion))
					cur = inst.(*Puzzle).Regions[r][c]
				}
			}
		}
	}
	for _, k := range want.Cages {
		first := k.Cells[0]
		inst = press(t, inst, first[0], first[1], use(KeyCage))
		inst = growCage(t, inst, k, use)
		if k.Sum != 0 {
			inst = press(t, inst, first[0], first[1], use(KeySum))
			for _, ch := range digitsOf(k.Sum) {
				inst = press(t, inst, first[0], first[1], use(ch))
			}
			inst = press(t, inst, first[0], first[1], use(KeySum))
		}
	}
	for r, row := range want.Grid {
		for c, v := range row {
			if v != 0 {
				inst = press(t, inst, r, c, use(digitName(v)))
			}
		}
	}
	return inst
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
	if p := q; p.Move(puzzles.Target{}, "ArrowLeft") != (puzzles.Target{}) || p.Move(puzzles.Target{}, "ArrowRight") != (puzzles.Target{C: 1}) {
		t.Error("Move")
	}
	if tg, ok := q.Hit(3.5, 0.2); !ok || tg != (puzzles.Target{R: 0, C: 3}) {
		t.Errorf("Hit = %v %v", tg, ok)
	}
}

// growCage adds the cells of k to the cage at its first cell, each joined
// to a neighbour already in it: Join ← or Join ↑ at the cell itself, or
// at the neighbour when that lies right of or below it.
func growCage(t *testing.T, inst puzzles.Instance, k Cage, use func(string) string) puzzles.Instance {
	for {
		q := inst.(*Puzzle)
		id := q.cageOf(k.Cells[0])
		added := false
		for _, c := range k.Cells {
			in := func(r, c int) bool { return q.cageOf([2]int{r, c}) == id }
			switch {
			case in(c[0], c[1]):
				continue
			case in(c[0], c[1]-1):
				inst = press(t, inst, c[0], c[1], use(KeyJoinLeft))
			case in(c[0]-1, c[1]):
				inst = press(t, inst, c[0], c[1], use(KeyJoinUp))
			case in(c[0], c[1]+1):
				inst = press(t, inst, c[0], c[1]+1, use(KeyJoinLeft))
			case in(c[0]+1, c[1]):
				inst = press(t, inst, c[0]+1, c[1], use(KeyJoinUp))
			default:
				continue
			}
			added = true
			break
		}
		if !added {
			return inst
		}
	}
}
