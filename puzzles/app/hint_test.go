package app

import (
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// TestGridLines: lines of words are left out of a picture's grid, rows
// of letters are kept.
func TestGridLines(t *testing.T) {
	text := "press: a b e\n8 presses, the fewest possible; the only solution\n" +
		"1 press known in every solution\nXXX.\nATA..T.T\n┗RBO┛\no-o-W-oxo-o\noxo oxo\n"
	want := []string{"XXX.", "ATA..T.T", "┗RBO┛", "o-o-W-oxo-o", "oxo oxo", ""}
	if got := gridLines(text); !slices.Equal(got, want) {
		t.Errorf("grid lines %q, want %q", got, want)
	}
}

// TestHintsOneFactEach: on the first examples of types whose every
// picture part is one answer variable, each of the first hints shows one
// forced fact more, including the knight's tour that pruning decides
// before search.
func TestHintsOneFactEach(t *testing.T) {
	for _, typ := range []string{"hidato", "knightstour", "masyu", "slitherlink", "tents", "switches"} {
		s, _ := Example(typ, 0)
		d, err := puzzles.Deduce(s.Inst, nil)
		if err != nil {
			t.Fatal(err)
		}
		h, err := newHinter(s.Inst, d.Facts)
		if err != nil {
			t.Fatal(err)
		}
		for n := 1; n <= 3; n++ {
			use, last, ok := h.reveal(n)
			if k := len(slices.DeleteFunc(use, func(u bool) bool { return !u })); !ok || k != n {
				t.Errorf("%s: hint %d (%q) shows %d facts, ok %v", typ, n, last.Text, k, ok)
			}
		}
	}
}
