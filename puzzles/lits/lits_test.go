package lits

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with every shading of tiny
// random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.PicturesMatch(t, 3, 16, func(rng *rand.Rand, _ int) *Puzzle {
		return randomBoard(spec, rng, 3+rng.IntN(2), 4, false)
	}, '#', '.', 3)
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, puzzles.Picture]{Type: Type, Forms: puzzlestest.Written, Keys: puzzlestest.RegionKeys[*Puzzle](cellgrid.RegionName)}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
