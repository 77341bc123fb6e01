package nurikabe

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
			at := puzzles.Target{R: pos.R, C: pos.C}
			switch v := want.At(pos); v {
			case Empty:
			case Unknown:
				p = press(t, p, at, "?")
			default:
				for _, d := range strconv.Itoa(v) {
					p = press(t, p, at, string(d))
				}
			}
		}
		if !p.Equal(want) {
			t.Errorf("%s: entered\n%s\nwant\n%s", ex.Name, p, want)
		}
	}
}

func TestEdit(t *testing.T) {
	p, _ := New(4, 5)
	at := puzzles.Target{R: 1, C: 2}
	for _, c := range []struct {
		name string
		keys []string
		want string // the changed row of the canonical text, or an error
	}{
		{"digit", []string{"3"}, "..3.."},
		{"two digits", []string{"1", "2"}, "12"},
		{"too long starts again", []string{"1", "2", "3"}, "..3.."},
		{"backspace", []string{"1", "2", "Backspace"}, "..1.."},
		{"unknown", []string{"?"}, "..?.."},
		{"delete", []string{"4", "Delete"}, "....."},
		{"zero", []string{"0"}, "an island has at least 1 cell"},
		{"too big", []string{"2", "1"}, "..1.."},
		{"click", []string{"Click", "AltClick", "x"}, ""},
	} {
		q, err := p, error(nil)
		for _, k := range c.keys {
			var inst puzzles.Instance
			if inst, err = q.Edit(at, k); err != nil {
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
		case !strings.Contains(q.String(), c.want):
			t.Errorf("%s: got\n%s\nwant a row %q", c.name, q, c.want)
		}
	}
	if q, _ := p.Edit(puzzles.Target{R: 9, C: 9}, "1"); q != puzzles.Instance(p) {
		t.Error("an edit off the board changed the puzzle")
	}
}
