package masyu

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestGenerateSeed5: the seed that found no unique 6x6 board among 60
// random loops makes one.
func TestGenerateSeed5(t *testing.T) {
	puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Seed: 5}, puzzles.GenerateOptions{Rows: 7, Cols: 9, Seed: 5})
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{
		{Rows: 31, Cols: 5}: "generated boards are at most 30x30, not 5x31",
	})
}

// TestGenRegion: the grown region's border is one loop through every cell
// centre that has a square outside the region around it, and no centre is
// inside it.
func TestGenRegion(t *testing.T) {
	for seed := range int64(20) {
		rows, cols := 3+int(seed)%8, 2+int(seed*5)%9
		inside := genRegion(puzzles.SeedRand(rows, cols, seed), rows, cols)
		loop := genBorder(rows, cols, inside)
		if loop == nil {
			t.Fatalf("%dx%d seed %d: the border is not one loop", cols, rows, seed)
		}
		lattice := grid.Size{Rows: rows - 1, Cols: cols - 1}
		for _, pos := range lattice.Cells() {
			if inside[lattice.Index(pos)] && genBuries(lattice, inside, pos) {
				t.Errorf("%dx%d seed %d: a corner of square %v is inside the region", cols, rows, seed, pos)
			}
		}
	}
}

// TestGenBorder: a region whose squares meet at a corner only has no
// one-loop border.
func TestGenBorder(t *testing.T) {
	if loop := genBorder(3, 3, []bool{true, false, false, true}); loop != nil {
		t.Errorf("two squares meeting at a corner: border %v, want nil", loop)
	}
	if loop := genBorder(3, 3, []bool{true, true, false, false}); len(loop) != 6 {
		t.Errorf("two squares side by side: border %v, want 6 cells", loop)
	}
}

// BenchmarkGenerateLargest: each seed at the largest offered size
// (make bench-wasm: the time in the browser).
func BenchmarkGenerateLargest(b *testing.B) { puzzlestest.BenchLargestOffer(b, Type) }
