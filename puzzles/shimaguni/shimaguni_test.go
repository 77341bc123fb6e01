package shimaguni

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry (each cell's room letter, then its number's digits) and its
// fuzzing.
var kit = puzzlestest.Kit[*Puzzle, cellgrid.Shading]{Type: Type, Forms: puzzlestest.Written, Keys: puzzlestest.RegionLabelKeys[*Puzzle](cellgrid.RegionName, spec.Label)}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }

// TestBruteForce compares solution counts with every shading of tiny
// random boards, numbers in some rooms.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 3, 60, func(rng *rand.Rand, _ int) *Puzzle {
		p, _ := New(2+rng.IntN(3), 2+rng.IntN(3))
		r, c := p.Size().Rows-1, p.Size().Cols-1
		p.Region = cellgrid.GrowRegions(rng, p.Size(), [][]grid.Pos{{{}}, {{R: r, C: c}}, {{R: rng.IntN(r + 1), C: rng.IntN(c + 1)}}})
		for _, pos := range p.Size().Cells() {
			if rng.IntN(5) == 0 {
				p.Cells[pos.R][pos.C] = 1 + rng.IntN(3)
			}
		}
		return p
	}, func(p *Puzzle) int {
		return puzzlestest.CountSubsets(p.Size().Rows*p.Size().Cols, func(in func(int) bool) bool {
			return p.Check(&cellgrid.Shading{Grid: puzzlestest.Picture(p.Size().Rows, p.Size().Cols, in, '#', '.')}) == nil
		})
	}, 10)
}

func TestGenerate(t *testing.T) {
	puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Rows: 6, Cols: 6, Seed: 1})
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{{Rows: 13, Cols: 13}: "generated boards are 2x2 to 12x12, not 13x13"})
}
