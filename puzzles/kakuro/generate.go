package kakuro

import (
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 5, 6, 7), generate)

// generate makes a rows x cols puzzle (default 7x7, the top row and the
// left column clue cells) with a unique solution: the first of up to 50
// random boards (randomBoard) that is unique.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Kakuro", Rows: 7, Cols: 7, Rand: puzzles.SeedRand, Tries: 50,
		Check: func(rows, cols int) error {
			if rows < 3 || cols < 3 {
				return fmt.Errorf("a Kakuro board is at least 3x3 (its top row and left column are clue cells), not %dx%d", cols, rows)
			}
			return puzzles.CheckSize(rows, cols)
		},
		Board: func(rng *rand.Rand, rows, cols int) *Puzzle { return randomBoard(s, rng, rows, cols) },
	}.Generate(o)
}

// randomBoard makes a board: clue cells at random (up to a quarter of
// the cells) where every run keeps 2 to 9 cells, digits filled at random
// and the sums they make. While the puzzle has two solutions, a cell
// where they differ becomes a clue cell (a third of the time, when the
// runs allow) or takes a digit its runs lack (1 and 9 preferred, as
// their sums have fewer sets), and the sums are made again.
func randomBoard(s *cellgrid.Spec[*Puzzle], rng *rand.Rand, rows, cols int) *Puzzle {
	cells, _ := puzzles.NewGrid(rows, cols, White)
	for _, pos := range (grid.Size{Rows: rows, Cols: cols}).Cells() {
		if pos.R == 0 || pos.C == 0 {
			cells[pos.R][pos.C] = 0
		}
	}
	p := s.Wrap(cells)
	for _, i := range rng.Perm(rows * cols)[:rows*cols/4] {
		if pos := (grid.Pos{R: i / cols, C: i % cols}); white(p.At(pos)) {
			p.Cells[pos.R][pos.C] = 0
			if !p.tidy() {
				p.Cells[pos.R][pos.C] = White
			}
		}
	}
	digits, free := fill(p, rng)
	for range 100 {
		if digits == nil {
			return p
		}
		p.sum(digits)
		res, err := puzzles.Solve(p, 2)
		if err != nil || len(res.Answers) < 2 {
			return p
		}
		diff := p.Diff(res.Answers[0], res.Answers[1])
		t := diff[rng.Intn(len(diff))]
		pos, old := grid.Pos{R: t.R, C: t.C}, digits[t.R][t.C]
		digits[t.R][t.C] = 0
		if p.Cells[t.R][t.C] = 0; rng.Intn(3) > 0 || !p.tidy() {
			p.Cells[t.R][t.C] = White
			best := -1.0
			for d := 1; d <= 9; d++ {
				if x := float64(abs(d-5)) + 3*rng.Float64(); d != old && free(pos, d) && x > best {
					digits[t.R][t.C], best = d, x
				}
			}
		}
		if digits[t.R][t.C] == 0 && white(p.At(pos)) {
			digits[t.R][t.C] = old
		}
	}
	return p
}

// tidy reports whether every run has 2 to 9 cells.
func (p *Puzzle) tidy() bool {
	for _, r := range p.runs() {
		if n := len(r.cells); n == 1 || n > 9 {
			return false
		}
	}
	return true
}

// fill writes random digits in the white cells, different in each run
// (nil when it finds none); free says whether a digit is not yet in a
// cell's runs.
func fill(p *Puzzle, rng *rand.Rand) ([][]int, func(grid.Pos, int) bool) {
	digits, _ := puzzles.NewGrid(p.Size().Rows, p.Size().Cols, 0)
	whites := p.Where(white)
	in := map[grid.Pos][][]grid.Pos{}
	for _, r := range p.runs() {
		for _, q := range r.cells {
			in[q] = append(in[q], r.cells)
		}
	}
	free := func(pos grid.Pos, d int) bool {
		for _, cells := range in[pos] {
			for _, q := range cells {
				if digits[q.R][q.C] == d {
					return false
				}
			}
		}
		return true
	}
	steps := 0
	var place func(i int) bool
	place = func(i int) bool {
		if steps++; i == len(whites) || steps > 100000 {
			return i == len(whites)
		}
		pos := whites[i]
		for _, d := range rng.Perm(9) {
			if free(pos, d+1) {
				digits[pos.R][pos.C] = d + 1
				if place(i + 1) {
					return true
				}
				digits[pos.R][pos.C] = 0
			}
		}
		return false
	}
	if !place(0) {
		return nil, free
	}
	return digits, free
}

// sum writes in each clue cell the sums of the digits after it.
func (p *Puzzle) sum(digits [][]int) {
	for _, pos := range p.Where(func(v int) bool { return !white(v) }) {
		p.Cells[pos.R][pos.C] = 0
	}
	for _, r := range p.runs() {
		total := 0
		for _, q := range r.cells {
			total += digits[q.R][q.C]
		}
		if p.Size().In(r.head) && len(r.cells) > 0 {
			down, across := sums(p.At(r.head))
			if r.across {
				across = total
			} else {
				down = total
			}
			p.Cells[r.head.R][r.head.C] = Clue(down, across)
		}
	}
}

func abs(x int) int { return max(x, -x) }
