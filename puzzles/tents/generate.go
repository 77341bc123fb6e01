package tents

import (
	"maps"
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator makes a rows x cols puzzle (10x10 when not given, at most
// 30x30) with a unique solution and every count given, as Tatham's: the
// first of up to 200 random boards (randomBoard) whose tents are unique.
var generator = puzzles.Offer(puzzles.Squares("", 5, 10, 15), cellgrid.Filled(puzzles.RandomBoards[*Puzzle, *rand.Rand]{
	Title: "Tents", Rows: 10, Cols: 10, Check: cellgrid.GenSize(2, 30),
	Tries: 200,
}, randomBoard))

// randomBoard plants on the empty board p tents at random cells that
// touch no other tent, each with a tree on a random free cell beside it,
// until a fifth of the board is trees or tents (there is room for one
// tree on a board of 2 cells or more), and sets the counts.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	size := p.Size()
	tents := map[grid.Pos]bool{}
	order := size.Cells()
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	for _, pos := range order {
		if len(tents) == max(1, size.Rows*size.Cols/10) || p.Tree(pos) || tents[pos] || puzzles.CountIn(tents, size.Neighbours(pos, grid.King)...) > 0 {
			continue
		}
		var free []grid.Pos
		for _, q := range size.Neighbours(pos, grid.Orthogonal) {
			if !p.Tree(q) && !tents[q] {
				free = append(free, q)
			}
		}
		if len(free) > 0 {
			t := free[rng.IntN(len(free))]
			p.Cells[t.R][t.C], tents[pos] = Tree, true
		}
	}
	p.SetCounts(maps.Keys(tents))
	return p
}
