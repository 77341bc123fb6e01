package hidato

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Generator settings.
const (
	clueShare = 0.15 // stop removing clues at this share of the numbers
	pathTries = 2000 // random paths to try before giving up
)

// Generate implements puzzles.Generator. It numbers a random path that
// visits every cell of a Rows x Cols board, then chooses clues: 1, N and
// every seventh number or so, plus numbers where another solution differs
// until the solution is unique (proved by the solver), then removes clues
// in random order while it stays unique, down to about 15% of the numbers.
// Variants: "open" (the default), "closed" (N a move from 1), "holes"
// (about a tenth of the cells blocked where the path can skip them; with
// king moves only, as two knight's moves never make one). The same options
// give the same puzzle.
func (t *Type) Generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	size, closed, holes, err := t.settings(o)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewSource(o.Seed))
	path, ok := randomPath(size, t.moves, closed, rng)
	if !ok {
		return nil, fmt.Errorf("found no %s path through every cell of a %dx%d board", t.piece+"'s", size.Cols, size.Rows)
	}
	if holes {
		path = shortcut(path, t.moves, len(path)/10, rng)
	}
	p, _ := t.NewPuzzle(size.Rows, size.Cols)
	p.Closed = closed
	sol := p.emptyAnswer()
	for _, pos := range size.Cells() {
		p.Cells[pos.R][pos.C] = Blocked
	}
	for i, pos := range path {
		p.Cells[pos.R][pos.C] = i + 1
		sol.Grid[pos.R][pos.C] = i + 1
	}
	if err := p.sparsify(sol, rng); err != nil {
		return nil, err
	}
	return p, nil
}

// settings reads the generator options.
func (t *Type) settings(o puzzles.GenerateOptions) (size grid.Size, closed, holes bool, err error) {
	size = grid.Size{Rows: o.Rows, Cols: o.Cols}
	if o.Rows == 0 && o.Cols == 0 {
		size = grid.Size{Rows: t.defaultSize, Cols: t.defaultSize}
	}
	if size.Rows < 1 || size.Cols < 1 || size.Rows*size.Cols > t.maxGenerate {
		err = fmt.Errorf("cannot generate a %dx%d %s: the board must have 1 to %d cells (larger ones take minutes)", size.Cols, size.Rows, t.title, t.maxGenerate)
	}
	switch o.Variant {
	case "", "open":
	case "closed":
		closed = true
	case "holes":
		holes = true
	default:
		err = fmt.Errorf("unknown %s variant %q (known: open, closed, holes)", t.title, o.Variant)
	}
	return size, closed, holes, err
}

// sparsify chooses the clues of p, which gives every number of sol.
func (p *Puzzle) sparsify(sol *Answer, rng *rand.Rand) error {
	where := p.Clued()
	p.spread(where, rng)
	if err := p.addUntilUnique(sol, where, rng); err != nil {
		return err
	}
	return p.removeWhileUnique(sol, where, rng)
}

// spread keeps 1, N and about every seventh number (clueShare of them).
func (p *Puzzle) spread(where map[int]grid.Pos, rng *rand.Rand) {
	n := len(where)
	step := int(math.Round(1 / clueShare))
	keep := make([]bool, n+1)
	keep[1], keep[n] = true, true
	for k := 1 + rng.Intn(step); k <= n; k += step {
		keep[k] = true
	}
	for k := 1; k <= n; k++ {
		if !keep[k] {
			p.Cells[where[k].R][where[k].C] = Empty
		}
	}
}

// addUntilUnique gives, while p has a solution other than sol, one of the
// numbers whose cell differs in it.
func (p *Puzzle) addUntilUnique(sol *Answer, where map[int]grid.Pos, rng *rand.Rand) error {
	for {
		other, err := p.otherSolution(sol)
		if err != nil || other == nil {
			return err
		}
		var differ []int
		for k, pos := range where {
			if other.Grid[pos.R][pos.C] != k {
				differ = append(differ, k)
			}
		}
		slices.Sort(differ)
		k := differ[rng.Intn(len(differ))]
		p.Cells[where[k].R][where[k].C] = k
	}
}

// removeWhileUnique drops clues other than 1 and N in random order when
// the solution stays unique without them, down to clueShare of the numbers.
func (p *Puzzle) removeWhileUnique(sol *Answer, where map[int]grid.Pos, rng *rand.Rand) error {
	n := len(where)
	target := max(2, int(clueShare*float64(n)+0.5))
	clues := len(p.Clued())
	for _, i := range rng.Perm(n) {
		k, pos := i+1, where[i+1]
		if clues <= target {
			break
		}
		if k == 1 || k == n || p.At(pos) != k {
			continue
		}
		p.Cells[pos.R][pos.C] = Empty
		other, err := p.otherSolution(sol)
		if err != nil {
			return err
		}
		if other == nil {
			clues--
		} else {
			p.Cells[pos.R][pos.C] = k
		}
	}
	return nil
}

// otherSolution returns a solution of p other than sol, or nil when sol
// is the only one.
func (p *Puzzle) otherSolution(sol *Answer) (*Answer, error) {
	e, err := p.prepare()
	if imp := (*puzzles.Impossible)(nil); errors.As(err, &imp) {
		return nil, fmt.Errorf("internal error: a generated puzzle lost its solution (%s)", imp.Reason)
	}
	if err != nil {
		return nil, err
	}
	m := sat.NewModel()
	e.encode(m)
	m.Clause(e.solutionClause(sol)...)
	s := m.Solver()
	if !s.Solve() {
		return nil, nil
	}
	return e.Decode(s).(*Answer), nil
}

// randomPath returns a path through every cell of the board, one move per
// step: Warnsdorff's rule (go where fewest onward moves are left) with
// random ties and restarts, then, for open paths, random backbite moves
// that reshape it while keeping it a path.
func randomPath(size grid.Size, moves []grid.Delta, closed bool, rng *rand.Rand) ([]grid.Pos, bool) {
	for try := 0; try < pathTries; try++ {
		path := warnsdorff(size, moves, rng)
		if path == nil {
			continue
		}
		if !closed {
			backbite(size, moves, path, 20*len(path), rng)
			return path, true
		}
		if len(path) > 1 && isStep(moves, path[len(path)-1], path[0]) {
			return path, true
		}
	}
	return nil, false
}

func isStep(moves []grid.Delta, a, b grid.Pos) bool {
	for _, d := range moves {
		if a.Add(d) == b {
			return true
		}
	}
	return false
}

// warnsdorff tries one greedy tour from a random cell; nil when it gets stuck.
func warnsdorff(size grid.Size, moves []grid.Delta, rng *rand.Rand) []grid.Pos {
	cells := size.Cells()
	steps := func(q grid.Pos) []grid.Pos { return size.Neighbours(q, moves) }
	return puzzles.WarnsdorffPath(size, cells[rng.Intn(len(cells))], steps, nil, rng)
}

// backbite applies steps random backbite moves to a path through every
// cell: an end steps to a neighbour already on the path, and the part of
// the path between them turns round so that it stays one path.
func backbite(size grid.Size, moves []grid.Delta, path []grid.Pos, steps int, rng *rand.Rand) {
	at := make([]int, size.Rows*size.Cols)
	for i, pos := range path {
		at[size.Index(pos)] = i
	}
	last := len(path) - 1
	for s := 0; s < steps && last > 0; s++ {
		head := rng.Intn(2) == 0
		end := path[last]
		if head {
			end = path[0]
		}
		nbs := size.Neighbours(end, moves)
		if len(nbs) == 0 {
			continue
		}
		i := at[size.Index(nbs[rng.Intn(len(nbs))])]
		lo, hi := i+1, last // end is the tail: reverse path[i+1..last]
		if head {
			lo, hi = 0, i-1 // end is the head: reverse path[0..i-1]
		}
		for ; lo < hi; lo, hi = lo+1, hi-1 {
			path[lo], path[hi] = path[hi], path[lo]
			at[size.Index(path[lo])], at[size.Index(path[hi])] = lo, hi
		}
	}
}

// shortcut removes up to count cells from the path, each one whose
// neighbours on the path are a move apart, so that the path skips it.
func shortcut(path []grid.Pos, moves []grid.Delta, count int, rng *rand.Rand) []grid.Pos {
	for tries := 0; count > 0 && tries < 20*len(path); tries++ {
		i := 1 + rng.Intn(max(1, len(path)-2))
		if i+1 >= len(path) || !isStep(moves, path[i-1], path[i+1]) {
			continue
		}
		path = append(path[:i], path[i+1:]...)
		count--
	}
	return path
}

// Offers implements puzzles.Offering: Hidato up to 8x8 (a 10x10 board
// took up to 5.3 s in WebAssembly), knight's tours from 6x6 (smaller
// boards have few or no tours) up to 8x8 (a 10x10 tour took up to 3.6 s
// natively).
func (t *Type) Offers() []puzzles.GenerateOptions {
	if t == KnightsTour {
		return puzzles.Squares("", 6, 7, 8)
	}
	return puzzles.Squares("", 5, 7, 8)
}
