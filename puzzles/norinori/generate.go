package norinori

import (
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator makes a rows x cols puzzle (default 6x6) with a unique
// solution: dominoes planted in random order wherever one fits, no two
// side by side, a region grown around each, then cells moved between
// regions until the planted dominoes are the only solution
// (cellgrid.Partition.Repair, up to 300 rounds), up to 40 boards. With
// two in three of the dominoes that fit and 100 rounds, 20 boards, 14
// of seeds 1–20 failed at 6x6; now none does (slowest 4.7 s natively,
// too slow to offer).
var generator = puzzles.Offer(nil, cellgrid.Filled(puzzles.RandomBoards[*Puzzle, *rand.Rand]{
	Title: "Norinori", Rows: 6, Cols: 6, Tries: 40,
	Check: func(rows, cols int) error {
		if err := puzzles.CheckSize(rows, cols); err != nil || rows*cols < 4 || rows > 10 || cols > 10 {
			return puzzles.Errorf(0, 0, "generated boards are 2x2 to 10x10, not %dx%d", cols, rows)
		}
		return nil
	},
}, randomBoard))

// randomBoard plants dominoes and grows and repairs the regions.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	size, shaded := p.Size(), map[grid.Pos]bool{}
	var dominoes [][]grid.Pos
	for _, i := range rng.Perm(2 * size.Rows * size.Cols) {
		a := size.Cells()[i/2]
		d := []grid.Pos{a, a.Add(grid.Delta{R: i % 2, C: 1 - i%2})}
		if !size.In(d[1]) || shaded[d[0]] || shaded[d[1]] || puzzles.CountIn(shaded, append(p.Around(d[0]), p.Around(d[1])...)...) > 0 {
			continue
		}
		shaded[d[0]], shaded[d[1]] = true, true
		dominoes = append(dominoes, d)
	}
	p.Region = cellgrid.GrowRegions(rng, size, dominoes)
	on := func(a puzzles.Answer) []grid.Pos {
		var out []grid.Pos
		for _, pos := range size.Cells() {
			if a.(*cellgrid.Shading).At(pos) == cellgrid.ShadedCell {
				out = append(out, pos)
			}
		}
		return out
	}
	p.Repair(rng, p, shaded, on, 8, 300)
	return p
}
