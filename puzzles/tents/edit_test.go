package tents

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// press applies a key that the pad offers, failing when it does not.
func press(t *testing.T, p *Puzzle, tg puzzles.Target, key string) *Puzzle {
	t.Helper()
	if !slices.ContainsFunc(p.Keys(), func(k puzzles.Key) bool { return k.Key == key }) {
		t.Fatalf("the pad has no key %q: %v", key, p.Keys())
	}
	inst, err := p.Edit(tg, key)
	if err != nil {
		t.Fatalf("Edit(%v, %q): %v", tg, key, err)
	}
	return inst.(*Puzzle)
}

// typeCount presses the digits of n on target tg.
func typeCount(t *testing.T, p *Puzzle, tg puzzles.Target, n int) *Puzzle {
	if n == None {
		return p
	}
	for _, d := range strconv.Itoa(n) {
		p = press(t, p, tg, string(d))
	}
	return p
}

// TestEnterByPad enters every example from a blank board with pad keys only.
func TestEnterByPad(t *testing.T) {
	for _, ex := range (Type{}).Examples() {
		want := mustParse(t, ex.Text)
		size := want.Size()
		inst, err := Type{}.New(size.Rows, size.Cols)
		if err != nil {
			t.Fatal(err)
		}
		p := inst.(*Puzzle)
		for _, pos := range size.Cells() {
			if want.Tree(pos) {
				p = press(t, p, puzzles.Target{R: pos.R, C: pos.C}, KeyTree)
			}
		}
		for r, n := range want.Rows {
			p = typeCount(t, p, puzzles.Target{R: r, Kind: KindRow}, n)
		}
		for c, n := range want.Cols {
			p = typeCount(t, p, puzzles.Target{C: c, Kind: KindCol}, n)
		}
		if !p.Equal(want) {
			t.Errorf("%s: entered\n%s\nwant\n%s", ex.Name, p, want)
		}
	}
}

func TestEdit(t *testing.T) {
	p, _ := New(3, 24)
	row, col := puzzles.Target{R: 1, Kind: KindRow}, puzzles.Target{C: 2, Kind: KindCol}
	cell := puzzles.Target{R: 2, C: 5}
	for _, c := range []struct {
		name string
		at   puzzles.Target
		keys []string
		want string // the changed line of the canonical text, or an error
	}{
		{"tree", cell, []string{"t"}, ".....T.................. ?"},
		{"tree by #, then cleared", cell, []string{"#", "Delete"}, "........................ ?"},
		{"two digits", row, []string{"1", "2"}, "........................ 12"},
		{"too long starts again", row, []string{"1", "2", "3"}, "........................ 3"},
		{"backspace", row, []string{"1", "2", "Backspace"}, "........................ 1"},
		{"backspace to none", row, []string{"1", "Backspace"}, "........................ ?"},
		{"delete", row, []string{"5", "Delete"}, "........................ ?"},
		{"zero then digit", row, []string{"0", "7"}, "........................ 7"},
		{"column", col, []string{"2"}, "??2?????????????????????"},
		{"column too big", col, []string{"3"}, "3 tents do not fit a column of 3 cells (at most 2)"},
		{"digit on a cell", cell, []string{"5"}, ""},
		{"tree on a count", row, []string{"t"}, ""},
		{"click", cell, []string{"Click", "AltClick"}, ""},
	} {
		q, err := p, error(nil)
		for _, k := range c.keys {
			var inst puzzles.Instance
			if inst, err = q.Edit(c.at, k); err != nil {
				break
			}
			q = inst.(*Puzzle)
		}
		switch {
		case err != nil:
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s: error %v, want %q", c.name, err, c.want)
			}
		case c.want == "":
			if q != p {
				t.Errorf("%s: changed the puzzle:\n%s", c.name, q)
			}
		case !strings.Contains(q.String(), "\n"+c.want+"\n"):
			t.Errorf("%s: got\n%s\nwant the line %q", c.name, q, c.want)
		}
	}
}

func TestTargets(t *testing.T) {
	p, _ := New(2, 3)
	for _, c := range []struct {
		x, y float64
		want puzzles.Target
		ok   bool
	}{
		{0.5, 0.5, puzzles.Target{}, true},
		{2.5, 1.5, puzzles.Target{R: 1, C: 2}, true},
		{3.5, 1.5, puzzles.Target{R: 1, Kind: KindRow}, true},
		{1.5, 2.5, puzzles.Target{C: 1, Kind: KindCol}, true},
		{3.5, 2.5, puzzles.Target{}, false},
		{-0.5, 0.5, puzzles.Target{}, false},
	} {
		got, ok := p.Hit(c.x, c.y)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("Hit(%g, %g) = %v %v, want %v %v", c.x, c.y, got, ok, c.want, c.ok)
		}
		if ok {
			if x, y, _, _ := p.Box(got); x != float64(int(c.x)) || y != float64(int(c.y)) {
				t.Errorf("Box(%v) at %g,%g", got, x, y)
			}
		}
	}
	moves := []struct {
		from  puzzles.Target
		arrow string
		want  puzzles.Target
	}{
		{puzzles.Target{R: 1, C: 2}, "ArrowRight", puzzles.Target{R: 1, Kind: KindRow}},
		{puzzles.Target{R: 1, C: 2}, "ArrowDown", puzzles.Target{C: 2, Kind: KindCol}},
		{puzzles.Target{R: 1, Kind: KindRow}, "ArrowDown", puzzles.Target{R: 1, Kind: KindRow}},
		{puzzles.Target{R: 1, Kind: KindRow}, "ArrowLeft", puzzles.Target{R: 1, C: 2}},
		{puzzles.Target{C: 0, Kind: KindCol}, "ArrowUp", puzzles.Target{R: 1, C: 0}},
		{puzzles.Target{}, "ArrowUp", puzzles.Target{}},
	}
	for _, m := range moves {
		if got := p.Move(m.from, m.arrow); got != m.want {
			t.Errorf("Move(%v, %s) = %v, want %v", m.from, m.arrow, got, m.want)
		}
	}
}
