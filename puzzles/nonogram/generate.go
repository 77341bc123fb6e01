package nonogram

import (
	"math/rand"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 5, 10, 15, 20), generate)

// generate is the type's generator: a rows x cols nonogram (default
// 10x10) with a unique solution: the first of up to 200 random pictures
// (randomClues) whose clues have a unique solution.
func generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "nonogram", Rows: 10, Cols: 10, Check: checkSize, Rand: puzzles.SeedRand, Board: randomClues,
		Tries: 200, Made: "random pictures",
	}.Generate(o)
}

// randomClues returns the clues of a random picture.
func randomClues(rng *rand.Rand, rows, cols int) *Puzzle {
	return FromPicture(picture(rng, rows, cols))
}

// picture returns a random blobby picture: random values smoothed over
// each cell's neighbourhood, filled above the median.
func picture(rng *rand.Rand, rows, cols int) [][]bool {
	noise := make([][]float64, rows)
	for r := range noise {
		noise[r] = make([]float64, cols)
		for c := range noise[r] {
			noise[r][c] = rng.Float64()
		}
	}
	smooth := make([]float64, 0, rows*cols)
	value := func(r, c int) float64 {
		total, n := 0.0, 0
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				if rr, cc := r+dr, c+dc; rr >= 0 && cc >= 0 && rr < rows && cc < cols {
					total += noise[rr][cc]
					n++
				}
			}
		}
		return total / float64(n)
	}
	for r := range rows {
		for c := range cols {
			smooth = append(smooth, value(r, c))
		}
	}
	median := slices.Clone(smooth)
	slices.Sort(median)
	cut := median[len(median)/2]
	pic := make([][]bool, rows)
	for r := range pic {
		pic[r] = make([]bool, cols)
		for c := range pic[r] {
			pic[r][c] = smooth[r*cols+c] > cut
		}
	}
	return pic
}

// FromPicture returns the nonogram whose clues describe pic (rows of
// cells, true for filled).
func FromPicture(pic [][]bool) *Puzzle {
	p := &Puzzle{Rows: make([][]int, len(pic)), Cols: make([][]int, len(pic[0]))}
	for r, row := range pic {
		p.Rows[r] = Runs(row)
	}
	for c := range p.Cols {
		col := make([]bool, len(pic))
		for r := range pic {
			col[r] = pic[r][c]
		}
		p.Cols[c] = Runs(col)
	}
	return p
}
