package cellgrid_test

import (
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// sizes is a toy type with a Range: numbers 1 to the board's cells, '?'
// and '.'.
var sizes = &cellgrid.Spec[*dots]{
	Name: "sizes", Title: "Sizes", Beyond: "a size is at least 1",
	Symbols: cellgrid.Alphabet{
		cellgrid.Range(1, func(rows, cols int) (int, string) { return rows * cols, fmt.Sprintf("the board's %d cells", rows*cols) },
			cellgrid.Symbol{Word: "a size", Look: cellgrid.Given}),
		{Value: -1, Text: "?", URL: cellgrid.URLUnknown, Label: "?", Word: "an unknown size", Clue: "?", Look: cellgrid.Given},
		{Value: 0, Text: ".", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "."}, Word: "blank"},
	},
	URL:  &cellgrid.URLForm{Keys: []string{"sizes"}, Codec: cellgrid.WideNumbers},
	Make: func(g cellgrid.Grid) *dots { return &dots{Grid: g} },
}

func TestRangeForms(t *testing.T) {
	p := mustParse(t, sizes, "#sizes\n12 .\n. ?\n. .\n. .\n. .\n. .\n")
	if u, ok := p.URL(); !ok || u != "https://puzz.link/p?sizes/2/6/ch.n" {
		t.Errorf("URL %q, %v", u, ok)
	}
	if got := fmt.Sprint(p.Clues()); got != "[{[0 0] 12} {[1 1] ?}]" {
		t.Errorf("clues %s", got)
	}
}

func TestRangeEdit(t *testing.T) {
	at := puzzles.Target{R: 0, C: 0}
	for _, c := range []struct {
		keys []string
		want string
	}{
		{[]string{"1", "2"}, "12"},
		{[]string{"1", "2", "3"}, "3"},         // 123 is larger than 20: a fresh 3
		{[]string{"2", "1"}, "1"},              // so is 21
		{[]string{"1", "2", "Backspace"}, "1"}, // a digit away
		{[]string{"7", "Backspace"}, "."},      // the last digit away
		{[]string{"?", "Backspace"}, "."},      // any other symbol too
		{[]string{"?", "4"}, "4"},              // a digit after another symbol
		{[]string{"0"}, "number 0: a size is at least 1"},
	} {
		var inst puzzles.Instance
		inst, _ = sizes.New(4, 5)
		var err error
		for _, k := range c.keys {
			if inst, err = inst.(*dots).Edit(at, k); err != nil {
				break
			}
		}
		got := fmt.Sprint(err)
		if err == nil {
			got = string(inst.(*dots).String()[len("#sizes\n"):][:len(c.want)])
		}
		if got != c.want {
			t.Errorf("keys %v: %q, want %q", c.keys, got, c.want)
		}
	}
	p, _ := sizes.New(1, 2)
	if _, err := p.Edit(at, "3"); fmt.Sprint(err) != "3 is larger than the board's 2 cells" {
		t.Errorf("3 on 2 cells: %v", err)
	}
	if got := sizes.Type().Help(); got != "Select a cell, then press digits for a size (1 then 2 is 12), ? for an unknown size, Delete for blank." {
		t.Errorf("help %q", got)
	}
	if keys := p.Keys(); len(keys) != 12 || keys[0].Key != "1" || keys[9].Key != "0" || keys[10].Label != "?" {
		t.Errorf("keys %v", keys)
	}
}
