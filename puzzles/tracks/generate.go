package tracks

import (
	"maps"
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator makes a rows x cols puzzle (default 8x8) with a unique
// solution: a random track from the left edge to the bottom one crossing
// every row and column, every count given, and of its pieces the ends
// and those without which it would not be the only track.
var generator = puzzles.Offer(puzzles.Squares("", 6, 8, 10, 12), cellgrid.Filled(puzzles.RandomBoards[*Puzzle, *rand.Rand]{
	Title: "Tracks", Rows: 8, Cols: 8, Tries: 20, Made: "random tracks",
	Check: cellgrid.GenBounds(4, 15),
}, randomBoard))

// randomBoard lays a track, gives its pieces and every count, then
// takes the pieces but the ends away in random order while the puzzle
// stays unique.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	rows, cols := p.Size().Rows, p.Size().Cols
	track := layTrack(rng, rows, cols)
	p.SetCounts(maps.Keys(track))
	for pos, bits := range track {
		p.Cells[pos.R][pos.C] = bits
	}
	cellgrid.DropCells(rng, p, p.Size().Cells(), func(pos grid.Pos, bits int) bool {
		return bits != Blank && !(bits&Left != 0 && pos.C == 0 || bits&Down != 0 && pos.R == rows-1)
	})
	return p
}

// layTrack walks at random from a square of the left edge, never back
// onto itself, until it leaves through the bottom edge, and keeps the
// first walk that crosses every row and column: each square's directions.
func layTrack(rng *rand.Rand, rows, cols int) map[grid.Pos]int {
	size := grid.Size{Rows: rows, Cols: cols}
	for {
		pos, from := grid.Pos{R: rng.IntN(rows)}, Left
		track, rs, cs := map[grid.Pos]int{}, map[int]bool{}, map[int]bool{}
		for size.In(pos) {
			track[pos], rs[pos.R], cs[pos.C] = from, true, true
			next := -1
			for _, i := range rng.Perm(4) {
				q := pos.Add(dirs[i].to)
				if _, used := track[q]; !used && (size.In(q) || dirs[i].bit == Down) {
					next = i
					break
				}
			}
			if next < 0 {
				break
			}
			track[pos] |= dirs[next].bit
			pos, from = pos.Add(dirs[next].to), opposite(dirs[next].bit)
		}
		if !size.In(pos) && len(rs) == rows && len(cs) == cols {
			return track
		}
	}
}
