package nurikabe

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Generator limits: random boards tried, number moves per board, and the
// largest island a board grows.
const (
	generateTries = 60
	repairs       = 20
	largest       = 9
)

// generate is the spec's generator: a rows x cols puzzle (10x10 when
// not given) with a unique solution.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.GenerateSized(o, 10, 10, func(rows, cols int, seed int64) (*Puzzle, error) { return made(s, rows, cols, seed) })
}

// Generate makes a puzzle: a random shading (land grown at random cells
// of 2x2 blocks of sea until there are none, the sea kept connected and
// islands of at most 9 cells), each island numbered at a random cell;
// while the solver finds a second solution, the number of an island is
// moved onto one of its cells that the second solution shades, which
// rules that solution out.
func Generate(rows, cols int, seed int64) (*Puzzle, error) { return made(spec, rows, cols, seed) }

// made is Generate of the spec's puzzles.
func made(s *cellgrid.Spec[*Puzzle], rows, cols int, seed int64) (*Puzzle, error) {
	if err := puzzles.CheckSize(rows, cols); err != nil {
		return nil, err
	}
	if rows*cols < 2 || rows > 40 || cols > 40 {
		return nil, fmt.Errorf("generated boards are 2 to 40x40 cells, not %dx%d", cols, rows)
	}
	rng := puzzles.SizedRand(rows, cols, seed)
	size := grid.Size{Rows: rows, Cols: cols}
	g := graph.Square(size)
	for range generateTries {
		if land, ok := cellgrid.RandomLand(rng, size, largest); ok {
			p, _ := s.New(rows, cols)
			if numbered(rng, p, g, land) {
				return p, nil
			}
		}
	}
	return nil, fmt.Errorf("no unique %dx%d Nurikabe found in %d tries", cols, rows, generateTries)
}

// numbered numbers each island of land at a random cell of it, then,
// while the puzzle has a second solution, moves the number of an island
// onto a cell of it that the second solution shades. It reports whether
// the puzzle became unique.
func numbered(rng *rand.Rand, p *Puzzle, g *graph.Graph, land []bool) bool {
	island, n := g.Regions(land)
	cells := make([][]int, n)
	for v, k := range island {
		if k >= 0 {
			cells[k] = append(cells[k], v)
		}
	}
	cols := p.Size().Cols
	put := func(k, v int) {
		for _, u := range cells[k] {
			p.Cells[u/cols][u%cols] = Empty
		}
		p.Cells[v/cols][v%cols] = len(cells[k])
	}
	for k, vs := range cells {
		put(k, vs[rng.IntN(len(vs))])
	}
	shaded := func(a puzzles.Answer, v int) bool { return a.(*Answer).Grid[v/cols][v%cols] == cellgrid.ShadedCell }
	for range repairs {
		res, err := puzzles.Solve(p, 2)
		if err != nil || res.Status != puzzles.Solved || res.Unique() {
			return err == nil && res.Unique()
		}
		other := res.Answers[0]
		if !slices.ContainsFunc(cells, func(vs []int) bool { return slices.ContainsFunc(vs, func(v int) bool { return shaded(other, v) }) }) {
			other = res.Answers[1]
		}
		var spots []int
		for v, k := range island {
			if k >= 0 && shaded(other, v) {
				spots = append(spots, v)
			}
		}
		v := spots[rng.IntN(len(spots))]
		put(island[v], v)
	}
	return false
}

// offers are the sizes the spec offers (puzzles.Offering): up to 8x8.
func offers() []puzzles.GenerateOptions { return puzzles.Squares("", 5, 6, 7, 8) }
