package battleship

import (
	"maps"
	"math/rand/v2"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator makes a rows x cols puzzle (default 10x10) with a unique
// solution: the standard fleet of the board's size (Fleets[0] up to 64
// cells, Fleets[1] up to 144, else Fleets[2]) placed at random, every
// count given, then the planted segment (or water) of a cell where a
// second solution differs given until the puzzle is unique, and the
// givens it then does without taken away again.
var generator = puzzles.Offer(puzzles.Squares("", 6, 8, 10, 12), cellgrid.Filled(puzzles.RandomBoards[*Puzzle, *rand.Rand]{
	Title: "Battleships", Rows: 10, Cols: 10, Tries: 5, Made: "random fleets",
	Check: cellgrid.GenBounds(6, 20),
}, randomBoard))

// randomBoard places the fleet, gives the counts and the segments the
// puzzle needs to be unique.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	rows, cols := p.Size().Rows, p.Size().Cols
	p.Fleet = slices.Clone(Fleets[fleetFor(rows*cols)])
	planted := p.place(rng)
	p.SetCounts(maps.Keys(planted))
	for {
		res, err := puzzles.Solve(p, 2)
		if err != nil || res.Unique() || len(res.Answers) == 0 {
			break
		}
		var differ []grid.Pos
		for _, a := range res.Answers {
			for _, pos := range p.Size().Cells() {
				if _, ok := planted[pos]; ok != (a.(*cellgrid.Shading).At(pos) == cellgrid.ShadedCell) {
					differ = append(differ, pos)
				}
			}
		}
		pos := differ[rng.IntN(len(differ))]
		p.Cells[pos.R][pos.C] = Water
		if v, ok := planted[pos]; ok {
			p.Cells[pos.R][pos.C] = v
		}
	}
	cellgrid.DropCells(rng, p, p.Size().Cells(), func(_ grid.Pos, v int) bool { return v != Unknown })
	return p
}

// place puts the fleet on the board at random, longest ship first, each
// clear of the ships before it; it returns each ship cell's segment.
func (p *Puzzle) place(rng *rand.Rand) map[grid.Pos]int {
again:
	for {
		cells, blocked := map[grid.Pos]int{}, map[grid.Pos]bool{}
		for _, n := range p.Fleet {
			free := slices.DeleteFunc(p.placements(n), func(ship []grid.Pos) bool {
				return slices.ContainsFunc(ship, func(pos grid.Pos) bool { return blocked[pos] })
			})
			if len(free) == 0 {
				continue again
			}
			ship := free[rng.IntN(len(free))]
			for i, pos := range ship {
				cells[pos], blocked[pos] = shape(ship, i), true
			}
			for _, pos := range p.halo(ship) {
				blocked[pos] = true
			}
		}
		return cells
	}
}

// fleetFor is the index in Fleets of a board of area cells.
func fleetFor(area int) int {
	switch {
	case area <= 64:
		return 0
	case area <= 144:
		return 1
	}
	return 2
}
