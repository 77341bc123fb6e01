package tatham

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestIsID(t *testing.T) {
	isID := func(text string) bool { return IsID(text, Lower) }
	puzzlestest.Decides(t, "IsID", isID, map[string]bool{
		"10x10:abc":     true,
		"7x7de:aWb":     true,
		"7x7mL:a":       false, // 'L' is not lower case
		"x7:a":          false,
		"10x10":         false,
		"#lightup\n1:x": false,
	})
	if !IsID("7x7m3L:a", "imLed") {
		t.Error(`IsID("7x7m3L:a", "imLed") = false`)
	}
}

var lightup = []Param{Number('b'), Number('s'), Flag('r'), Number('d')}

func TestReadParams(t *testing.T) {
	p, err := ReadParams("14x10b20s2rd1", lightup...)
	if err != nil || p.W != 14 || p.H != 10 || !p.Has('r') || p.Has('x') {
		t.Fatalf("ReadParams = %+v, %v", p, err)
	}
	if n, ok := p.Number('b'); !ok || n != 20 {
		t.Errorf("b = %d, %v", n, ok)
	}
	p, err = ReadParams("7de", OneOf('d', "et"), Flag('n'))
	if err != nil || p.W != 7 || p.H != 7 || p.values['d'] != "e" || p.Has('n') {
		t.Errorf("ReadParams(7de) = %+v, %v", p, err)
	}
	for s, want := range map[string]string{
		"x3":     "expected a size WxH",
		"3xq":    "expected a size WxH",
		"3x3b":   `"b" needs a number`,
		"3x3q1":  `unknown parameter "q1"`,
		"3x3rb1": `unknown parameter "b1"`, // out of order
		"0x3":    "size 0x3 is outside",
	} {
		if _, err := ReadParams(s, lightup...); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ReadParams(%q) = %v, want %q", s, err, want)
		}
	}
	if _, err := ReadParams("3dx", OneOf('d', "et")); err == nil || !strings.Contains(err.Error(), `unknown parameter "dx"`) {
		t.Errorf("ReadParams(3dx) = %v", err)
	}
}

// alphabet is the cells of a game's description: the digits 0 to 4 stand
// for themselves and 'B' for 5.
var alphabet = puzzlestest.Symbols("01234B")

func TestCells(t *testing.T) {
	rows, err := Cells("a1bBb2", 4, 4, 2, -1, alphabet.Read)
	want := [][]int{{-1, 1, -1, -1}, {5, -1, -1, 2}}
	if err != nil || !reflect.DeepEqual(rows, want) {
		t.Fatalf("Cells = %v, %v", rows, err)
	}
	if got := Desc(rows, -1, alphabet.Write); got != "a1bBb2" {
		t.Errorf("Desc = %q", got)
	}
	for desc, want := range map[string]string{
		"a1bBb2a": "game ID description is longer than the 4x2 board",
		"a1bBb":   "covers 7 cells, the 4x2 board has 8",
		"a1bQb2":  `game ID: unexpected 'Q'`,
	} {
		if _, err := Cells(desc, 4, 4, 2, -1, alphabet.Read); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Cells(%q) = %v, want %q", desc, err, want)
		}
	}
}

func TestUnexpected(t *testing.T) {
	want := `unexpected 'Q' in the description (expected 'B' or 0 to 4)`
	if err := Unexpected('Q', "'B' or 0 to 4"); err.Error() != want {
		t.Errorf("Unexpected = %v, want %s", err, want)
	}
}

func TestDescLongRuns(t *testing.T) {
	rows := [][]int{make([]int, 30)}
	rows[0][29] = 3
	if got := Desc(rows, 0, alphabet.Write); got != "zc3" {
		t.Errorf("Desc = %q, want zc3", got)
	}
	if got := ID(30, 1, "d2", "zc3"); got != "30x1d2:zc3" {
		t.Errorf("ID = %q", got)
	}
}

// FuzzCells checks Cells -> Desc -> Cells.
func FuzzCells(f *testing.F) {
	f.Add("a1bBb2", 4, 2)
	f.Add("z", 26, 1)
	f.Fuzz(func(t *testing.T, desc string, w, h int) {
		if w < 1 || h < 1 || w*h > 1000 {
			return
		}
		rows, err := Cells(desc, 0, w, h, -1, alphabet.Read)
		if err != nil {
			return
		}
		again, err := Cells(Desc(rows, -1, alphabet.Write), 0, w, h, -1, alphabet.Read)
		if err != nil || !reflect.DeepEqual(again, rows) {
			t.Fatalf("%q -> %v -> %q -> %v, %v", desc, rows, Desc(rows, -1, alphabet.Write), again, fmt.Sprint(err))
		}
	})
}
