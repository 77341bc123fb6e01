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
	rows, cols := o.Size(10, 10)
	return puzzles.Wrap(Generate(rows, cols, o.Seed))
}

// Generate makes a puzzle: black cells at random (a fifth of the board,
// symmetric under a half turn), lights placed greedily until every white
// cell is lit, every black cell numbered with its count of neighbouring
// lights; if that puzzle is unique, numbers are dropped in random order
// while it stays unique.
func Generate(rows, cols int, seed int64) (*Puzzle, error) {
	if err := checkSize(rows, cols); err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewSource(seed))
	p, ok, err := puzzles.FirstUnique(generateTries, func() *Puzzle { return randomBoard(rng, rows, cols) })
	if err != nil {
		return nil, err
	}
	if ok {
		return p, thin(p, rng)
	}
	return nil, fmt.Errorf("no unique %dx%d Light Up found in %d random boards", cols, rows, generateTries)
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

// thin turns numbered cells into plain black ones, in random order, while
// the solution stays unique.
func thin(p *Puzzle, rng *rand.Rand) error {
	clues := p.Clues()
	rng.Shuffle(len(clues), func(i, j int) { clues[i], clues[j] = clues[j], clues[i] })
	for _, cl := range clues {
		r, c := cl.Cell[0], cl.Cell[1]
		old := p.Cells[r][c]
		p.Cells[r][c] = Black
		ok, err := puzzles.IsUnique(p)
		if err != nil {
			return err
		}
		if !ok {
			p.Cells[r][c] = old
		}
	}
	return nil
}
