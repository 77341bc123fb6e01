package rect

import (
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator makes a rows x cols puzzle (default 7x7) with a unique
// solution: the board tiled with random rectangles, a number in a random
// cell of each; while the solver finds another answer, the number of a
// rectangle that answer does not have moves to another of its cells.
var generator = puzzles.Offer(puzzles.Squares("", 5, 7), cellgrid.Filled(puzzles.RandomBoards[*Puzzle, *rand.Rand]{
	Title: "Rectangles", Rows: 7, Cols: 7, Tries: 30, Made: "random tilings",
}, randomBoard))

// randomBoard tiles the board, numbers the rectangles and moves numbers
// while another answer exists (up to 3 moves a rectangle).
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	boxes := tile(rng, p.Size())
	for _, b := range boxes {
		at := b.cells()[rng.IntN(b.h*b.w)]
		p.Cells[at.R][at.C] = b.h * b.w
	}
	for range 3 * len(boxes) {
		res, err := puzzles.Solve(p, 2)
		if err != nil || res.Unique() || len(res.Answers) < 2 {
			return p
		}
		other := cellgrid.Renumbered(res.Answers[1].(*Answer).Regions)
		for _, i := range rng.Perm(len(boxes)) {
			if b := boxes[i]; !whole(other, b) {
				cells := b.cells()
				from, to := p.cluesIn(cells)[0], cells[rng.IntN(len(cells))]
				p.Cells[from.R][from.C], p.Cells[to.R][to.C] = Empty, b.h*b.w
				break
			}
		}
	}
	return p
}

// whole reports whether box b is one region of the regions ids.
func whole(ids [][]int, b box) bool {
	n := 0
	for _, row := range ids {
		for _, id := range row {
			if id == ids[b.r][b.c] {
				n++
			}
		}
	}
	for _, pos := range b.cells() {
		if ids[pos.R][pos.C] != ids[b.r][b.c] {
			return false
		}
	}
	return n == b.h*b.w
}

// tile covers a board with random rectangles: from each cell not yet
// covered, in reading order, one of area 2 to 8 (1 where nothing else
// fits) that covers only free cells.
func tile(rng *rand.Rand, size grid.Size) []box {
	used := make(map[grid.Pos]bool)
	var out []box
	for _, pos := range size.Cells() {
		if used[pos] {
			continue
		}
		var fits []box
		for h := 1; h <= 4 && pos.R+h <= size.Rows; h++ {
			for w := 1; w <= 4 && pos.C+w <= size.Cols && h*w <= 8; w++ {
				b := box{pos.R, pos.C, h, w}
				if puzzles.CountIn(used, b.cells()...) == 0 && h*w > 1 {
					fits = append(fits, b)
				}
			}
		}
		b := box{pos.R, pos.C, 1, 1}
		if len(fits) > 0 {
			b = fits[rng.IntN(len(fits))]
		}
		for _, q := range b.cells() {
			used[q] = true
		}
		out = append(out, b)
	}
	return out
}
