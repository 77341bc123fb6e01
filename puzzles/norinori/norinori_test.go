package norinori

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with every shading of tiny
// random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.PicturesMatch(t, 3, 40, func(rng *rand.Rand, _ int) *Puzzle {
		p, _ := New(2+rng.IntN(3), 2+rng.IntN(3))
		r, c := p.Size().Rows-1, p.Size().Cols-1
		seeds := [][]grid.Pos{{{}, {C: 1}}, {{R: r, C: c}, {R: r, C: c - 1}}}
		p.Region = cellgrid.GrowRegions(rng, p.Size(), seeds)
		return p
	}, '#', '.', 5)
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, puzzles.Picture]{Type: Type, Forms: puzzlestest.Written, Keys: puzzlestest.RegionKeys[*Puzzle](cellgrid.RegionName)}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
