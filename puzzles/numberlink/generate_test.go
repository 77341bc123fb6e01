package numberlink

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestGenerate(t *testing.T) {
	for _, inst := range puzzlestest.Generates(t, Type{}, puzzles.GenerateOptions{Seed: 1},
		puzzles.GenerateOptions{Rows: 6, Cols: 9, Seed: 2}, puzzles.GenerateOptions{Rows: 2, Cols: 2, Seed: 3},
		puzzles.GenerateOptions{Rows: 4, Cols: 4, Seed: 4, Variant: "fill,notouch"}) {
		p := inst.(*Puzzle)
		if p.Rule != Fill || !p.NoTouch || p.RuleText() != "fill notouch" {
			t.Errorf("generated rules %q, want fill notouch:\n%s", p.RuleText(), p)
		}
		if err := p.validate(); err != nil {
			t.Errorf("%v:\n%s", err, p)
		}
	}
	if got := len(puzzlestest.Generates(t, Type{}, puzzles.GenerateOptions{Seed: 5})[0].(*Puzzle).Size.Cells()); got != 49 {
		t.Errorf("the default board has %d cells, want 7x7", got)
	}
	puzzlestest.GenerateErrors(t, Type{}, map[puzzles.GenerateOptions]string{
		{Rows: 1, Cols: 5}:                   "generated boards are 2x2 to 30x30, not 5x1",
		{Rows: 31, Cols: 5}:                  "not 5x31",
		{Rows: 5, Cols: 5, Variant: "touch"}: "fill notouch puzzles only",
		{Rows: 5, Cols: 5, Variant: "loose"}: `unknown rule "loose"`,
	})
}

// TestGenCover: the random paths cover the board, each of two cells or
// more, stepping between neighbours and never running beside themselves.
func TestGenCover(t *testing.T) {
	for seed := range int64(30) {
		size := grid.Size{Rows: 2 + int(seed)%9, Cols: 2 + int(seed*7)%11}
		paths := genCover(size, puzzles.SizedRand(size.Rows, size.Cols, seed))
		if paths == nil {
			continue
		}
		seen := map[[2]int]bool{}
		for _, path := range paths {
			if len(path) < 2 || !genApart(path) {
				t.Fatalf("%v: path %v is short or touches itself", size, path)
			}
			for i, pos := range path {
				if seen[[2]int{pos.R, pos.C}] || (i > 0 && !grid.Adjacent(path[i-1], pos)) {
					t.Fatalf("%v: path %v reuses a cell or jumps", size, path)
				}
				seen[[2]int{pos.R, pos.C}] = true
			}
		}
		if len(seen) != size.Rows*size.Cols {
			t.Errorf("%v: the paths cover %d cells", size, len(seen))
		}
	}
}

// BenchmarkGenerateLargest: each seed at the largest offered size
// (make bench-wasm: the time in the browser).
func BenchmarkGenerateLargest(b *testing.B) { puzzlestest.BenchLargestOffer(b, Type{}) }
