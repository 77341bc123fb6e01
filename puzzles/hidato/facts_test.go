package hidato

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestPrunedNumbersAreFacts: the seed's knight's tour is decided by
// pruning, yet each number it decides is an answer variable of its own,
// so that a partial answer can show the givens alone, one decided number
// more, or the whole tour.
func TestPrunedNumbersAreFacts(t *testing.T) {
	p := tourSeed(t)
	d, err := puzzles.Deduce(p, nil)
	if err != nil || d.Status != puzzles.Solved {
		t.Fatalf("deduce: %v %v", d, err)
	}
	givens, cells := 0, p.Size().Rows*p.Size().Cols
	for _, row := range p.Cells {
		for _, v := range row {
			if v > 0 {
				givens++
			}
		}
	}
	if d.Total != cells-givens || d.Forced != d.Total || len(d.Facts) != d.Total {
		t.Fatalf("%d forced of %d answer variables, %d facts; want %d", d.Forced, d.Total, len(d.Facts), cells-givens)
	}
	dec, err := p.Encode(sat.NewModel())
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{0, 1, len(d.Facts)} {
		known := map[sat.Lit]bool{}
		for _, f := range d.Facts[:n] {
			known[f] = true
		}
		text := dec.DecodePartial(func(l sat.Lit) (bool, bool) { return known[l], known[l] }).Text()
		if got, want := cells-strings.Count(text, "?"), givens+n; got != want {
			t.Errorf("%d facts known: %d numbers shown, want %d\n%s", n, got, want, text)
		}
	}
}
