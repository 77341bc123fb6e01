package nonogram

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// TestEditByPad enters every example from a blank puzzle with pad keys only.
func TestEditByPad(t *testing.T) {
	for _, ex := range (Type{}).Examples() {
		want := mustParse(t, ex.Text)
		blank, err := (Type{}).New(len(want.Rows), len(want.Cols))
		if err != nil {
			t.Fatal(err)
		}
		var inst puzzles.Instance = blank
		pad := map[string]bool{}
		for _, k := range blank.(*Puzzle).Keys() {
			pad[k.Key] = true
		}
		press := func(tg puzzles.Target, key string) {
			if !pad[key] {
				t.Fatalf("%q is not a pad key", key)
			}
			next, err := inst.(puzzles.Editable).Edit(tg, key)
			if err != nil {
				t.Fatalf("%s: Edit(%v, %q): %v", ex.Name, tg, key, err)
			}
			inst = next
		}
		typeClue := func(tg puzzles.Target, clue []int) {
			for i, n := range clue {
				if i > 0 {
					press(tg, " ")
				}
				for _, d := range []byte(itoa(n)) {
					press(tg, string(d))
				}
			}
		}
		for r, c := range want.Rows {
			typeClue(puzzles.Target{R: r, Kind: KindRow}, c)
		}
		for col, c := range want.Cols {
			typeClue(puzzles.Target{C: col, Kind: KindCol}, c)
		}
		if inst.String() != want.String() {
			t.Errorf("%s: typed\n%s\nwant\n%s", ex.Name, inst, want)
		}
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func TestEditKeys(t *testing.T) {
	p, _ := New(3, 20)
	row := puzzles.Target{R: 1, Kind: KindRow}
	steps := []struct{ key, want string }{
		{"1", "1"}, {"2", "12"}, {"3", "12 3"}, // 123 does not fit 20 cells: a new number
		{"Backspace", "12"}, {" ", "12"}, {"Backspace", "12"}, {"Backspace", "1"},
		{" ", "1"}, {"5", "1 5"}, {"Delete", "0"}, {"?", "?"}, {"4", "4"},
		{"Click", "4"}, {"x", "4"},
	}
	var inst puzzles.Instance = p
	for _, s := range steps {
		before := inst.String()
		next, err := inst.(*Puzzle).Edit(row, s.key)
		if err != nil {
			t.Fatalf("%q: %v", s.key, err)
		}
		if inst.String() != before {
			t.Fatal("Edit changed its receiver")
		}
		inst = next
		if got := clueText(inst.(*Puzzle).Rows[1]); got != s.want {
			t.Fatalf("after %q: row clue %q, want %q", s.key, got, s.want)
		}
	}
	q := inst.(*Puzzle)
	for _, k := range []string{"Delete", "2", "0", " "} {
		next, _ := q.Edit(row, k)
		q = next.(*Puzzle)
	}
	if _, err := q.Edit(row, "1"); err == nil || !strings.Contains(err.Error(), "clue 20 1 needs 22 cells, the line has 20") {
		t.Errorf("refusal: %v", err)
	}
}

func TestHitBoxMove(t *testing.T) {
	p := mustParse(t, smallText) // strips: 2 wide (row 0 is "1 1"), 1 high
	for _, tc := range []struct {
		x, y float64
		want puzzles.Target
		ok   bool
	}{
		{0.5, 1.5, puzzles.Target{R: 0, Kind: KindRow}, true},
		{1.9, 5.5, puzzles.Target{R: 4, Kind: KindRow}, true},
		{2.5, 0.5, puzzles.Target{C: 0, Kind: KindCol}, true},
		{6.5, 0.2, puzzles.Target{C: 4, Kind: KindCol}, true},
		{3, 3, puzzles.Target{}, false},
		{0.5, 0.5, puzzles.Target{}, false},
		{7.5, 0.5, puzzles.Target{}, false},
	} {
		got, ok := p.Hit(tc.x, tc.y)
		if got != tc.want || ok != tc.ok {
			t.Errorf("Hit(%v, %v) = %v %v", tc.x, tc.y, got, ok)
		}
	}
	if x, y, w, h := p.Box(puzzles.Target{R: 2, Kind: KindRow}); x != 0 || y != 3 || w != 2 || h != 1 {
		t.Errorf("Box(row 2) = %v %v %v %v", x, y, w, h)
	}
	row0 := puzzles.Target{Kind: KindRow}
	if got := p.Move(row0, "ArrowUp"); got != (puzzles.Target{Kind: KindCol}) {
		t.Errorf("ArrowUp from row 0 = %v", got)
	}
	if got := p.Move(row0, "ArrowDown"); got != (puzzles.Target{R: 1, Kind: KindRow}) {
		t.Errorf("ArrowDown from row 0 = %v", got)
	}
	if got := p.Move(puzzles.Target{Kind: KindCol}, "ArrowLeft"); got != row0 {
		t.Errorf("ArrowLeft from column 0 = %v", got)
	}
}
