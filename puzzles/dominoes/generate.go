package dominoes

import (
	"fmt"
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// offered is generate with the sizes it offers (puzzles.Offering).
var offered = puzzles.Offer([]puzzles.GenerateOptions{{Rows: 2, Cols: 3}, {Rows: 4, Cols: 5}, {Rows: 7, Cols: 8}, {Rows: 10, Cols: 11}}, generate)

// generate is the type's generator: a Dominosa puzzle for the
// double-n set on an (n+2) x (n+1) board (-size 8x7, the default, is
// double-6). Variant "" (or "unique") returns a puzzle with exactly one
// solution; "random" returns the first random placement, usually with many.
func generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	rows, cols := o.Size(7, 8)
	if cols != rows+1 || rows < 1 || rows-1 > MaxNumber {
		return nil, fmt.Errorf("a Dominosa board for the double-n set is (n+2)x(n+1), such as 8x7 for double-6 (n from 0 to %d); got %dx%d", MaxNumber, cols, rows)
	}
	n := rows - 1
	switch o.Variant {
	case "", "unique":
		return puzzles.Wrap(Generate(n, o.Seed, true))
	case "random":
		return puzzles.Wrap(Generate(n, o.Seed, false))
	}
	return nil, fmt.Errorf("unknown variant %q: use unique (the default) or random", o.Variant)
}

// Repair budget: a planted tiling whose assignment does not become unique
// within roundsPerTry rounds is dropped for a fresh one, at most maxTries times.
const (
	roundsPerTry = 300
	maxTries     = 20
)

// Generate makes a Dominosa puzzle for the double-n set from seed: a random
// domino tiling of the (n+2) x (n+1) board (random flips of 2x2 blocks from
// a regular tiling) and a random assignment of the set to its places. With
// unique set it then repairs the assignment until the solution is unique:
// while the solver finds a second placement, it swaps the numbers of a
// domino that placement moves with those of a random domino, keeping the
// swap unless it raises the count of solutions (up to a small cap). A
// tiling that resists repair is replaced by a fresh one.
func Generate(n int, seed int64, unique bool) (*Puzzle, error) {
	if n < 0 || n > MaxNumber {
		return nil, fmt.Errorf("the highest number must be from 0 to %d, got %d", MaxNumber, n)
	}
	rng := rand.New(rand.NewPCG(uint64(seed), uint64(n)))
	note := fmt.Sprintf("dominosa seed %d", seed)
	for range maxTries {
		g := plant(n, rng)
		if !unique {
			return g.puzzle(note + " random"), nil
		}
		score := g.count()
		for round := 0; score > 1 && round < roundsPerTry; round++ {
			score = g.repair(score)
		}
		if score == 1 {
			return g.puzzle(note), nil
		}
	}
	return nil, fmt.Errorf("no unique double-%d puzzle from seed %d after %d tilings; try another seed", n, seed, maxTries)
}

// plant makes a random tiling and puts the double-n set on it at random.
func plant(n int, rng *rand.Rand) *generator {
	places := randomTiling(grid.Size{Rows: n + 1, Cols: n + 2}, rng)
	g := &generator{n: n, rng: rng, places: places, values: make([]Domino, len(places))}
	for i, k := range rng.Perm(SetSize(n)) {
		a, b := pipsAt(n, k)
		g.values[i] = g.orient(i, a, b)
	}
	return g
}

// pipsAt returns the numbers of the k-th domino of the double-n set.
func pipsAt(n, k int) (a, b int) {
	for a = 0; k > n-a; a++ {
		k -= n - a + 1
	}
	return a, a + k
}

// generator is a planted solution: the tiling's places and the domino on each.
type generator struct {
	n      int
	rng    *rand.Rand
	places []grid.Edge
	values []Domino // values[i] lies on places[i]
	alt    []grid.Edge
}

// solutionCap is how many solutions count distinguishes while repairing.
const solutionCap = 6

// orient puts numbers a and b on place i in a random order.
func (g *generator) orient(i, a, b int) Domino {
	if g.rng.IntN(2) == 0 {
		a, b = b, a
	}
	e := g.places[i]
	return Domino{Pips: [2]int{a, b}, Cells: [2][2]int{cellOf(e.A), cellOf(e.B)}}
}

func (g *generator) puzzle(note string) *Puzzle {
	p := &Puzzle{Max: g.n, Note: note, Cells: make([][]int, g.n+1)}
	for r := range p.Cells {
		p.Cells[r] = make([]int, g.n+2)
	}
	for _, d := range g.values {
		for i, c := range d.Cells {
			p.Cells[c[0]][c[1]] = d.Pips[i]
		}
	}
	return p
}

// count returns the number of solutions up to solutionCap, and remembers
// in g.alt the places of a solution other than the planted one.
func (g *generator) count() int {
	p := g.puzzle("")
	m := sat.NewModel()
	dec, err := p.Encode(m)
	if err != nil {
		panic("dominoes: a generated layout does not encode: " + err.Error())
	}
	e := dec.(*encoding)
	s := m.Solver()
	planted := map[grid.Edge]bool{}
	for _, ed := range g.places {
		planted[ed] = true
	}
	g.alt = nil
	n := 0
	for n < solutionCap && s.Solve() {
		n++
		var moved []grid.Edge
		for i, ed := range e.edges {
			if s.Value(e.vars[i]) && !planted[ed] {
				moved = append(moved, ed)
			}
		}
		if len(moved) > 0 && g.alt == nil {
			g.alt = moved
		}
		s.Block(e.vars)
	}
	return n
}

// repair swaps the numbers of a planted domino that the other solution
// moves with those of a random domino; it keeps the swap unless the count
// of solutions grows. It returns the new count.
func (g *generator) repair(score int) int {
	cell := g.alt[g.rng.IntN(len(g.alt))].A
	i := 0
	for j, e := range g.places {
		if e.A == cell || e.B == cell {
			i = j
		}
	}
	j := g.rng.IntN(len(g.places))
	old := []Domino{g.values[i], g.values[j]}
	g.values[i] = g.orient(i, old[1].Pips[0], old[1].Pips[1])
	g.values[j] = g.orient(j, old[0].Pips[0], old[0].Pips[1])
	alt := g.alt
	if next := g.count(); next <= score {
		return next
	}
	g.values[i], g.values[j] = old[0], old[1]
	g.alt = alt
	return score
}

// randomTiling tiles the board (one side even) with dominoes: a regular
// tiling, then many random flips of 2x2 blocks covered by two parallel
// dominoes, which mixes towards a uniformly random tiling.
func randomTiling(size grid.Size, rng *rand.Rand) []grid.Edge {
	mate := map[grid.Pos]grid.Pos{}
	for _, pos := range size.Cells() {
		if size.Cols%2 == 0 {
			mate[pos] = grid.Pos{R: pos.R, C: pos.C ^ 1}
		} else {
			mate[pos] = grid.Pos{R: pos.R ^ 1, C: pos.C}
		}
	}
	if size.Rows > 1 && size.Cols > 1 {
		for range 40 * size.Rows * size.Cols {
			a := grid.Pos{R: rng.IntN(size.Rows - 1), C: rng.IntN(size.Cols - 1)}
			b, c, d := a.Add(grid.Delta{C: 1}), a.Add(grid.Delta{R: 1}), a.Add(grid.Delta{R: 1, C: 1})
			switch {
			case mate[a] == b && mate[c] == d:
				mate[a], mate[c], mate[b], mate[d] = c, a, d, b
			case mate[a] == c && mate[b] == d:
				mate[a], mate[b], mate[c], mate[d] = b, a, d, c
			}
		}
	}
	var out []grid.Edge
	for _, pos := range size.Cells() {
		if m := mate[pos]; m.R > pos.R || m.C > pos.C {
			out = append(out, grid.Edge{A: pos, B: m})
		}
	}
	return out
}
