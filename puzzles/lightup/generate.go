package lightup

import (
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generateTries is how many random boards Generate tries.
const generateTries = 50

// Generate implements puzzles.Generator: a rows x cols puzzle (default
// 10x10) with a unique solution.
func (Type) Generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.GenerateSized(o, 10, 10, Generate)
}

// Generate makes a puzzle: black cells at random (a fifth of the board,
// symmetric under a half turn), lights placed greedily until every white
// cell is lit, every black cell numbered with its count of neighbouring
// lights; if that puzzle is unique, numbers are dropped in random order
// while it stays unique.
func Generate(rows, cols int, seed int64) (*Puzzle, error) {
	if err := puzzles.CheckSize(rows, cols); err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewSource(seed))
	what := fmt.Sprintf("%dx%d Light Up", cols, rows)
	return puzzles.SparseUnique(generateTries, what, "random boards", rng, func() *Puzzle { return randomBoard(rng, rows, cols) })
}

func randomBoard(rng *rand.Rand, rows, cols int) *Puzzle {
	p, _ := New(rows, cols)
	size := p.Size()
	for _, pos := range size.Cells() {
		if rng.Intn(5) == 0 {
			p.Cells[pos.R][pos.C] = Black
			p.Cells[rows-1-pos.R][cols-1-pos.C] = Black
		}
	}
	lights := map[grid.Pos]bool{}
	order := size.Cells()
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	for _, pos := range order {
		if p.At(pos) == White && !p.litCells(lights)[pos] {
			lights[pos] = true
		}
	}
	for _, pos := range size.Cells() {
		if p.At(pos) != Black {
			continue
		}
		n := 0
		for _, q := range p.neighbours(pos) {
			if lights[q] {
				n++
			}
		}
		p.Cells[pos.R][pos.C] = n
	}
	return p
}
