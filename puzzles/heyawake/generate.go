package heyawake

import (
	"math/rand/v2"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 5, 6), generate)

// generate makes a rows x cols puzzle (default 6x6) with a unique
// solution: a random shading planted (no two shaded cells side by side,
// the unshaded ones connected), rooms grown from random seeds and merged
// where an unshaded run would cross two borders, every room numbered,
// then numbers dropped while the puzzle stays unique.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Heyawake", Rows: 6, Cols: 6, Tries: 60, Sparse: true,
		Check: func(rows, cols int) error {
			if err := puzzles.CheckSize(rows, cols); err != nil || rows < 2 || cols < 2 || rows > 6 || cols > 6 {
				return puzzles.Errorf(0, 0, "generated boards are 2x2 to 6x6, not %dx%d", cols, rows)
			}
			return nil
		},
		Board: func(rng *rand.Rand, rows, cols int) *Puzzle { return randomBoard(s, rng, rows, cols) },
	}.Generate(o)
}

// randomBoard plants a shading, grows rooms around it and numbers them.
func randomBoard(s *cellgrid.Spec[*Puzzle], rng *rand.Rand, rows, cols int) *Puzzle {
	p, _ := s.New(rows, cols)
	size, sh := p.Size(), make([][]bool, rows)
	for r := range sh {
		sh[r] = make([]bool, cols)
	}
	for _, i := range rng.Perm(rows * cols) {
		if rng.IntN(3) > 0 {
			shade(p, sh, size.Cells()[i])
		}
	}
	var seeds [][]grid.Pos
	for _, i := range rng.Perm(rows * cols)[:max(2, rows*cols/3)] {
		seeds = append(seeds, []grid.Pos{size.Cells()[i]})
	}
	p.Region = cellgrid.GrowRegions(rng, size, seeds)
	for fix(p, sh, rng) {
	}
	for range 30 {
		p.NumberRooms(sh, true)
		res, err := puzzles.Solve(p, 2)
		if err != nil || res.Unique() {
			break
		}
		other, _ := cellgrid.Shaded(res.Answers[0], "heyawake", size)
		if slices.EqualFunc(other, sh, slices.Equal) {
			other, _ = cellgrid.Shaded(res.Answers[1], "heyawake", size)
		}
		for _, i := range rng.Perm(rows * cols) { // a cell where the other answer differs moves to another room
			if pos := size.Cells()[i]; other[pos.R][pos.C] != sh[pos.R][pos.C] && p.MoveCell(rng, pos) {
				break
			}
		}
		for fix(p, sh, rng) {
		}
	}
	p.Rename()
	p.NumberRooms(sh, true)
	return p
}

// shade shades pos when no neighbour is shaded and the unshaded cells
// stay connected; it reports whether it did.
func shade(p *Puzzle, sh [][]bool, pos grid.Pos) bool {
	sh[pos.R][pos.C] = true
	_, parts := cellgrid.Regions(sh, false)
	for _, q := range p.Around(pos) {
		sh[pos.R][pos.C] = sh[pos.R][pos.C] && !sh[q.R][q.C] && parts == 1
	}
	return sh[pos.R][pos.C]
}

// fix mends the first unshaded run that crosses two room borders, and
// reports whether it found one: it shades a cell of the run between the
// cell before the first border and the one after the second, or, when
// none can be, merges the two rooms after the borders.
func fix(p *Puzzle, sh [][]bool, rng *rand.Rand) bool {
	for _, line := range p.Runs(all) {
		var borders []int // the cells before the borders of the current run
		for i, pos := range line {
			switch {
			case sh[pos.R][pos.C]:
				borders = borders[:0]
			case i > 0 && !sh[line[i-1].R][line[i-1].C] && p.Of(pos) != p.Of(line[i-1]):
				borders = append(borders, i-1)
			}
			if len(borders) < 2 {
				continue
			}
			window := line[borders[0] : borders[1]+2]
			for _, j := range rng.Perm(len(window)) {
				if shade(p, sh, window[j]) {
					return true
				}
			}
			from, to := p.Of(window[len(window)-1]), p.Of(window[len(window)-2])
			for _, pos := range p.RegionCells()[from] {
				p.Region[pos.R][pos.C] = to
			}
			return true
		}
	}
	return false
}
