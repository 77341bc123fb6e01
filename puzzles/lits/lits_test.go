package lits

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// kit holds the type to the kit's files in testdata, pad entry and
// fuzzing.
var kit = puzzlestest.Kit[*Puzzle, puzzles.Picture]{Type: Type, Forms: puzzlestest.Written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }

func TestEnterByPad(t *testing.T) {
	puzzlestest.Enters(t, Type, func(ty *puzzlestest.Typist, p *Puzzle) {
		ty.Cells(p.Size(), func(pos grid.Pos) []string { return []string{cellgrid.RegionName(p.Of(pos))} })
	})
}

// TestBruteForce compares solution counts with every shading of tiny
// random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.PicturesMatch(t, 3, 16, func(rng *rand.Rand, _ int) *Puzzle {
		return randomBoard(spec, rng, 3+rng.IntN(2), 4, false)
	}, '#', '.', 3)
}
