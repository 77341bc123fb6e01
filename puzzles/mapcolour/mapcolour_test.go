package mapcolour

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestTatham: Tatham's IDs (testdata/tatham) read, write back as
// themselves and have one solution each, which Check accepts
// (testdata/tatham-*.golden).
func TestTatham(t *testing.T) {
	for _, name := range []string{"20x15n30dn", "30x25n75dh"} {
		t.Run(name, func(t *testing.T) {
			if testing.Short() && name != "20x15n30dn" {
				t.Skip("the large preset without -short")
			}
			puzzlestest.SolvesIDs(t, Type, "testdata/tatham/"+name+".txt", "tatham-"+name, nil)
		})
	}
}

// TestBruteForce compares solution counts with every colouring of tiny
// random maps of three regions, colours given in some.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 5, 40, func(rng *rand.Rand, _ int) *Puzzle {
		p, _ := New(2+rng.IntN(2), 2+rng.IntN(3))
		r, c := p.Size().Rows-1, p.Size().Cols-1
		p.Region = cellgrid.GrowRegions(rng, p.Size(), [][]grid.Pos{{{}}, {{R: r, C: c}}, {{R: rng.IntN(r + 1), C: rng.IntN(c + 1)}}})
		p.Rename()
		for _, cells := range p.RegionCells() { // one cell of a region in three given
			if pos := cells[rng.IntN(len(cells))]; rng.IntN(3) == 0 {
				p.Cells[pos.R][pos.C] = 1 + rng.IntN(4)
			}
		}
		return p
	}, func(p *Puzzle) int { // every colouring of the regions (Check refuses a region of two colours)
		size, n, ids := p.Size(), 0, p.IDs()
		for k := 0; k < 1<<(2*len(ids)); k++ {
			rows, _ := puzzles.NewGrid(size.Rows, size.Cols, 0)
			for _, pos := range size.Cells() {
				rows[pos.R][pos.C] = 1 + k>>(2*p.Of(pos))&3
			}
			if p.Check(&cellgrid.NumberGrid{Grid: rows}) == nil {
				n++
			}
		}
		return n
	}, 10)
}

func TestGenerate(t *testing.T) {
	puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Seed: 1})
	puzzlestest.Offers(t, Type)
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{{Rows: 40, Cols: 40}: "generated boards are 2x2 to 30x30, not 40x40"})
}
