package signpost

import (
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Generator settings.
const (
	defaultSide = 7
	maxGenerate = 100   // the most cells a generated board may have
	pathTries   = 20000 // random paths to try before giving up
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 3, 5, 7), generate)

// generate is the type's generator, in Tatham's style: a random path
// through every cell in which each step is a king's line away (any
// distance, any of the eight directions), its arrows pointing along the
// path, the last cell without an arrow; then every number is given and the
// numbers other than 1 and N are removed in random order while the solver
// proves the solution unique. Variants: "" or "free" (the ends anywhere),
// "corners" (1 top left, N bottom right, Tatham's "c"). The same options
// give the same puzzle.
func generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	size, corners, err := settings(o)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewSource(o.Seed))
	path, ok := randomPath(size, corners, rng)
	if !ok {
		return nil, fmt.Errorf("found no path through every cell of a %dx%d board", size.Cols, size.Rows)
	}
	p, _ := New(size.Rows, size.Cols)
	for i, pos := range path {
		p.Cells[pos.R][pos.C].Num = i + 1
		if i+1 < len(path) {
			p.Cells[pos.R][pos.C].Arrow = dirTo(pos, path[i+1])
		}
	}
	return puzzles.Wrap(p.sparsify(rng))
}

// settings reads the generator options.
func settings(o puzzles.GenerateOptions) (size grid.Size, corners bool, err error) {
	size = grid.Size{Rows: o.Rows, Cols: o.Cols}
	if o.Rows == 0 && o.Cols == 0 {
		size = grid.Size{Rows: defaultSide, Cols: defaultSide}
	}
	if size.Rows < 1 || size.Cols < 1 || size.Rows*size.Cols < 2 || size.Rows*size.Cols > maxGenerate {
		err = fmt.Errorf("cannot generate a %dx%d Signpost: the board must have 2 to %d cells", size.Cols, size.Rows, maxGenerate)
	}
	switch o.Variant {
	case "", "free":
	case "corners":
		corners = true
	default:
		err = fmt.Errorf("unknown Signpost variant %q (known: free, corners)", o.Variant)
	}
	return size, corners, err
}

// dirTo returns the direction from a to b, which lie on one king's line.
func dirTo(a, b grid.Pos) Dir {
	sign := func(v int) int { return min(max(v, -1), 1) }
	step := grid.Delta{R: sign(b.R - a.R), C: sign(b.C - a.C)}
	for d, delta := range deltas {
		if delta == step {
			return Dir(d)
		}
	}
	return NoArrow
}

// randomPath returns a path through every cell, each step along one of the
// eight lines, choosing among the next cells those with the fewest onward
// choices (Warnsdorff's rule) at random. With corners it runs from the top
// left to the bottom right corner.
func randomPath(size grid.Size, corners bool, rng *rand.Rand) ([]grid.Pos, bool) {
	n := size.Rows * size.Cols
	last := grid.Pos{R: size.Rows - 1, C: size.Cols - 1}
	steps := func(q grid.Pos) []grid.Pos { return lines(size, q) }
	var allowed func(q grid.Pos, visited int) bool
	if corners { // the last cell comes last
		allowed = func(q grid.Pos, visited int) bool { return q != last || visited == n-1 }
	}
	for range pathTries {
		at := grid.Pos{R: rng.Intn(size.Rows), C: rng.Intn(size.Cols)}
		if corners {
			at = grid.Pos{}
		}
		if path := puzzles.WarnsdorffPath(size, at, steps, allowed, rng); path != nil {
			return path, true
		}
	}
	return nil, false
}

// lines returns the cells on the eight lines from pos.
func lines(size grid.Size, pos grid.Pos) []grid.Pos {
	var out []grid.Pos
	for _, d := range deltas {
		for q := pos.Add(d); size.In(q); q = q.Add(d) {
			out = append(out, q)
		}
	}
	return out
}

// sparsify removes the given numbers other than 1 and N in random order
// while the solution stays unique.
func (p *Puzzle) sparsify(rng *rand.Rand) (*Puzzle, error) {
	cells := p.Size().Cells()
	rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
	for _, pos := range cells {
		v := p.At(pos).Num
		if v == 1 || v == p.N() {
			continue
		}
		q := p.clone()
		q.Cells[pos.R][pos.C].Num = 0
		res, err := puzzles.Solve(q, 2)
		if err != nil {
			return nil, err
		}
		if res.Unique() {
			p = q
		}
	}
	return p, nil
}
