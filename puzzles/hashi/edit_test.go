package hashi

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// TestEditByPad enters every example from a blank board with pad keys
// alone: the rules' keys first, then a number key (or the keys of the
// letters for 10 to 16) on each island.
func TestEditByPad(t *testing.T) {
	for _, ex := range (Type{}).Examples() {
		want := mustParse(t, ex.Text)
		size := want.Size()
		var inst puzzles.Instance = must(New(size.Rows, size.Cols))
		press := func(tg puzzles.Target, key string) {
			next, err := inst.Edit(tg, key)
			if err != nil {
				t.Fatalf("%s: key %q at %+v: %v", ex.Name, key, tg, err)
			}
			inst = next
		}
		for inst.(*Puzzle).Max != want.Max {
			press(puzzles.Target{}, padKey(t, inst, "Max bridges"))
		}
		if !want.Loops {
			press(puzzles.Target{}, padKey(t, inst, "Loops"))
		}
		for _, pos := range size.Cells() {
			if v := want.At(pos); v != Water {
				press(puzzles.Target{R: pos.R, C: pos.C}, padKey(t, inst, string(cellLabel(v))))
			}
		}
		if inst.String() != want.String() {
			t.Errorf("%s: entered\n%s\nwant\n%s", ex.Name, inst, want)
		}
	}
}

func cellLabel(v int) string {
	if v == Unknown {
		return "?"
	}
	return itoa(v)
}

func itoa(v int) string {
	if v < 10 {
		return string(rune('0' + v))
	}
	return "1" + string(rune('0'+v-10))
}

// padKey finds the pad key whose label is label or starts with it.
func padKey(t *testing.T, inst puzzles.Instance, label string) string {
	for _, k := range inst.Keys() {
		if k.Label == label || strings.HasPrefix(k.Label, label+":") {
			return k.Key
		}
	}
	t.Fatalf("no pad key %q", label)
	return ""
}

func must(p *Puzzle, err error) *Puzzle {
	if err != nil {
		panic(err)
	}
	return p
}

func TestEdit(t *testing.T) {
	p := mustParse(t, "2.3\n...\n1.2\n")
	at := func(r, c int) puzzles.Target { return puzzles.Target{R: r, C: c} }
	for _, tc := range []struct {
		t         puzzles.Target
		key, want string
	}{
		{at(0, 0), "Delete", "..3\n...\n1.2\n"},
		{at(0, 0), "?", "?.3\n...\n1.2\n"},
		{at(0, 0), "8", "8.3\n...\n1.2\n"},
		{at(1, 1), "Click", "2.3\n...\n1.2\n"},
		{at(1, 1), "x", "2.3\n...\n1.2\n"},
		{at(0, 0), "max", "2.3\n...\n1.2\n"},
	} {
		got, err := p.Edit(tc.t, tc.key)
		if err != nil {
			t.Errorf("Edit(%+v, %q): %v", tc.t, tc.key, err)
			continue
		}
		if _, grid, _ := strings.Cut(got.String(), "\n"); grid != tc.want {
			t.Errorf("Edit(%+v, %q) =\n%s\nwant\n%s", tc.t, tc.key, grid, tc.want)
		}
	}
	q, _ := p.Edit(at(0, 0), "m")
	if q.(*Puzzle).Max != 3 || p.Max != 2 {
		t.Errorf("m: max %d (receiver %d)", q.(*Puzzle).Max, p.Max)
	}
	q, _ = p.Edit(at(0, 0), "l")
	if q.(*Puzzle).Loops || !p.Loops {
		t.Error("l did not toggle the loop rule on a copy")
	}
	for key, want := range map[string]string{"9": "an island has 1 to 8 bridges"} {
		if _, err := p.Edit(at(0, 0), key); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Edit %q: %v, want %q", key, err, want)
		}
	}
	if _, err := p.Edit(at(0, 1), "1"); err == nil || !strings.Contains(err.Error(), "touch") {
		t.Errorf("an island next to another: %v", err)
	}
	big := mustParse(t, "#hashi max=4\nG.1\n...\n1.1\n")
	if _, err := big.Edit(at(0, 0), "max"); err == nil || !strings.Contains(err.Error(), "island 16 at 0,0: an island has 1 to 4") {
		t.Errorf("max 4 -> 1 under a 16: %v", err)
	}
}
