package slitherlink

import (
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Generate implements puzzles.Generator: a rows x cols puzzle (default
// 7x7) with a unique solution.
func (Type) Generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	rows, cols := o.Rows, o.Cols
	if rows == 0 && cols == 0 {
		rows, cols = 7, 7
	}
	return puzzles.Wrap(Generate(rows, cols, o.Seed))
}

// Generate makes a puzzle: a random loop (the border of a random region
// of cells grown one cell at a time while its border stays one loop),
// every cell numbered with its sides on the loop, then clues dropped in
// random order while the solution stays unique.
func Generate(rows, cols int, seed int64) (*Puzzle, error) {
	p, err := New(rows, cols)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewSource(seed))
	size := p.Size()
	inside := randomRegion(rng, size)
	for _, pos := range size.Cells() {
		n := 0
		for _, d := range grid.Dirs {
			q := pos.Add(d.Delta())
			if size.In(q) && inside[size.Index(q)] != inside[size.Index(pos)] || !size.In(q) && inside[size.Index(pos)] {
				n++
			}
		}
		p.Cells[pos.R][pos.C] = min(n, MaxClue) // a 4 only on a 1x1 board, where 3 is unique too
	}
	q, err := puzzles.DropClues(p, rng)
	if err != nil {
		return nil, err
	}
	return q.(*Puzzle), nil
}

// randomRegion grows a region from a random cell, adding random
// neighbouring cells while the region's border stays a single loop,
// until it covers about half the board.
func randomRegion(rng *rand.Rand, size grid.Size) []bool {
	inside := make([]bool, size.Rows*size.Cols)
	inside[rng.Intn(len(inside))] = true
	for n := 1; n < (len(inside)+1)/2; n++ {
		if !grow(rng, size, inside) {
			break
		}
	}
	return inside
}

// grow adds one random cell next to the region whose addition keeps the
// border a single loop; it reports false when there is none.
func grow(rng *rand.Rand, size grid.Size, inside []bool) bool {
	cells := size.Cells()
	rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
	for _, pos := range cells {
		i := size.Index(pos)
		if inside[i] || !touches(size, inside, pos) {
			continue
		}
		inside[i] = true
		if oneLoop(size, inside) {
			return true
		}
		inside[i] = false
	}
	return false
}

func touches(size grid.Size, inside []bool, pos grid.Pos) bool {
	for _, q := range size.Neighbours(pos, grid.Orthogonal) {
		if inside[size.Index(q)] {
			return true
		}
	}
	return false
}

// oneLoop reports whether the border of the region is a single loop.
func oneLoop(size grid.Size, inside []bool) bool {
	g := graph.Corners(size)
	on := make([]bool, g.NumEdges())
	for _, pos := range size.Cells() {
		for _, d := range grid.Dirs {
			q := pos.Add(d.Delta())
			if inside[size.Index(pos)] && (!size.In(q) || !inside[size.Index(q)]) {
				on[graph.Side(size, pos, d)] = true
			}
		}
	}
	for v := range g.Len() {
		deg := 0
		for _, e := range g.Incident(v) {
			if on[e] {
				deg++
			}
		}
		if deg != 0 && deg != 2 {
			return false
		}
	}
	_, parts := g.Components(on)
	return parts == 1
}
