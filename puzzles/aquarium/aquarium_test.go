package aquarium

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestEnterByPad(t *testing.T) {
	puzzlestest.Enters(t, Type, func(ty *puzzlestest.Typist, p *Puzzle) {
		ty.Cells(p.Size(), func(pos grid.Pos) []string { return []string{cellgrid.RegionName(p.Of(pos))} })
		typeCounts(ty, p.Rows, p.Cols)
	})
}

// TestBruteForce: solution counts match every filling of tiny boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.PicturesMatch(t, 4, 40, func(rng *rand.Rand, _ int) *Puzzle {
		p := randomBoard(spec, rng, 2+rng.IntN(2), 2+rng.IntN(3))
		for _, line := range [][]int{p.Rows, p.Cols} {
			line[rng.IntN(len(line))] = cellgrid.NoCount
		}
		return p
	}, '#', '.', 40)
}

// typeCounts types the counts beside a board (cellgrid.Counted's
// targets: the rows' right of it, the columns' below it), digit by
// digit, leaving out each cellgrid.NoCount.
func typeCounts(ty *puzzlestest.Typist, rows, cols []int) {
	for i, n := range append(rows, cols...) {
		t := puzzles.Target{R: i, Kind: cellgrid.KindRow}
		if i >= len(rows) {
			t = puzzles.Target{C: i - len(rows), Kind: cellgrid.KindCol}
		}
		if n != cellgrid.NoCount {
			ty.Press(t, puzzlestest.Digits(n)...)
		}
	}
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, puzzles.Picture]{Type: Type, Forms: puzzlestest.Written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
