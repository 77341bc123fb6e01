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
		if land, ok := randomLand(rng, size, g); ok {
			p, _ := s.New(rows, cols)
			if numbered(rng, p, g, land) {
				return p, nil
			}
		}
	}
	return nil, fmt.Errorf("no unique %dx%d Nurikabe found in %d tries", cols, rows, generateTries)
}

// randomLand shades a board at random: from all sea, while a 2x2 block is
// all sea, one of its cells becomes land where the sea stays connected
// and no island grows beyond the largest. ok is false when none can.
func randomLand(rng *rand.Rand, size grid.Size, g *graph.Graph) (land []bool, ok bool) {
	land = make([]bool, g.Len())
	for {
		pools := pools(size, land)
		if len(pools) == 0 {
			return land, true
		}
		rng.Shuffle(len(pools), func(i, j int) { pools[i], pools[j] = pools[j], pools[i] })
		if rng.IntN(2) == 0 {
			slices.SortStableFunc(pools, func(a, b int) int { return beside(g, land, b) - beside(g, land, a) })
		}
		if !slices.ContainsFunc(pools, func(v int) bool { return grows(g, land, v) }) {
			return nil, false
		}
	}
}

// beside is 1 when cell v has land beside it, else 0.
func beside(g *graph.Graph, land []bool, v int) int {
	for _, e := range g.Incident(v) {
		if land[g.Other(e, v)] {
			return 1
		}
	}
	return 0
}

// pools lists the cells of the 2x2 blocks all sea, once per block.
func pools(size grid.Size, land []bool) []int {
	var out []int
	for _, pos := range size.Cells() {
		v := size.Index(pos)
		block := []int{v, v + 1, v + size.Cols, v + size.Cols + 1}
		if pos.R+1 < size.Rows && pos.C+1 < size.Cols && !slices.ContainsFunc(block, func(u int) bool { return land[u] }) {
			out = append(out, block...)
		}
	}
	return out
}

// grows makes cell v land when the sea stays connected and v's island
// has at most the largest cells; it reports whether it did.
func grows(g *graph.Graph, land []bool, v int) bool {
	land[v] = true
	sea := make([]bool, len(land))
	for u, l := range land {
		sea[u] = !l
	}
	_, parts := g.Regions(sea)
	island, _ := g.Regions(land)
	if parts == 1 && puzzles.CountIn(map[int]bool{island[v]: true}, island...) <= largest {
		return true
	}
	land[v] = false
	return false
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
