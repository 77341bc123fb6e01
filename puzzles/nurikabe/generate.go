package nurikabe

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Generator limits: random boards tried, and clue moves per board. A board
// that the moves make unique needs few (at most 15 over seeds 1-20 at
// 10x10); one that needs more tends to cycle, moving numbers back and
// forth, so it is dropped early for a fresh one.
const (
	generateTries = 60
	repairs       = 20
)

// generate is the spec's generator: a rows x cols puzzle (10x10 when
// not given) with a unique solution.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.GenerateSized(o, 10, 10, func(rows, cols int, seed int64) (*Puzzle, error) { return made(s, rows, cols, seed) })
}

// Generate makes a puzzle: a random shading (islands grown cell by cell
// until no 2x2 block is all sea, the sea kept connected), each island
// numbered at a random cell; while the solver finds a second solution, the
// number of an island is moved onto one of its cells that the second
// solution shades, which rules that solution out.
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
	for range generateTries {
		island, ok := randomIslands(rng, grid.Size{Rows: rows, Cols: cols})
		if !ok {
			continue
		}
		p, err := repair(s, rng, island)
		if err != nil || p != nil {
			return p, err
		}
	}
	return nil, fmt.Errorf("no unique %dx%d Nurikabe found in %d tries", cols, rows, generateTries)
}

// randomIslands shades a board at random: island[r][c] is the cell's
// island, or -1 for sea. ok is false when a 2x2 block of sea could not be
// broken.
func randomIslands(rng *rand.Rand, size grid.Size) (island [][]int, ok bool) {
	b := &board{size: size, g: graph.Square(size), id: make([]int, size.Rows*size.Cols)}
	for v := range b.id {
		b.id[v] = -1
	}
	for {
		open := b.pools()
		if len(open) == 0 {
			break
		}
		rng.Shuffle(len(open), func(i, j int) { open[i], open[j] = open[j], open[i] })
		slices.SortStableFunc(open, func(v, w int) int { return b.room(w) - b.room(v) })
		grown := false
		for _, force := range []bool{false, true} {
			for _, v := range open {
				if grown = b.grow(rng, v, force); grown {
					break
				}
			}
			if grown {
				break
			}
		}
		if !grown {
			return nil, false
		}
	}
	island = make([][]int, size.Rows)
	for r := range island {
		island[r] = b.id[r*size.Cols : (r+1)*size.Cols]
	}
	return island, true
}

// board is a shading being built.
type board struct {
	size   grid.Size
	g      *graph.Graph
	id     []int // island of each cell, -1 for sea
	target []int // each island's wanted size
	cells  []int // each island's size
}

// pools lists the sea cells in some 2x2 block of sea.
func (b *board) pools() []int {
	in := map[int]bool{}
	for _, pos := range b.size.Cells() {
		if pos.R+1 == b.size.Rows || pos.C+1 == b.size.Cols {
			continue
		}
		block := []int{b.size.Index(pos), b.size.Index(pos) + 1, b.size.Index(pos) + b.size.Cols, b.size.Index(pos) + b.size.Cols + 1}
		if b.id[block[0]] < 0 && b.id[block[1]] < 0 && b.id[block[2]] < 0 && b.id[block[3]] < 0 {
			for _, v := range block {
				in[v] = true
			}
		}
	}
	var out []int
	for v := range b.id {
		if in[v] {
			out = append(out, v)
		}
	}
	return out
}

// grow makes sea cell v land: a new island when no island is beside it,
// else part of the one island beside it if that has room; with force set,
// also beyond its size, or joining the islands beside it into one. The
// sea must stay connected.
func (b *board) grow(rng *rand.Rand, v int, force bool) bool {
	var near []int
	for _, e := range b.g.Incident(v) {
		if k := b.id[b.g.Other(e, v)]; k >= 0 && !slices.Contains(near, k) {
			near = append(near, k)
		}
	}
	switch {
	case len(near) > 1 && (!force || b.joined(near) > maxJoined):
		return false
	case len(near) == 1 && !force && b.cells[near[0]] >= b.target[near[0]]:
		return false
	case !b.seaStaysConnected(v):
		return false
	case len(near) == 0:
		near = append(near, len(b.target))
		b.target = append(b.target, 1+rng.IntN(2)+rng.IntN(2)*rng.IntN(6))
		b.cells = append(b.cells, 0)
	}
	k := near[0]
	for w, j := range b.id {
		if slices.Contains(near[1:], j) {
			b.id[w] = k
			b.cells[k]++
			b.cells[j]--
		}
	}
	b.id[v] = k
	b.cells[k]++
	return true
}

// maxJoined is the largest island that joining islands may make.
const maxJoined = 9

// joined is the size of the islands ks joined by one more cell.
func (b *board) joined(ks []int) int {
	n := 1
	for _, k := range ks {
		n += b.cells[k]
	}
	return n
}

// room reports 1 when an island with room to grow is beside v, else 0.
func (b *board) room(v int) int {
	for _, e := range b.g.Incident(v) {
		if k := b.id[b.g.Other(e, v)]; k >= 0 && b.cells[k] < b.target[k] {
			return 1
		}
	}
	return 0
}

// seaStaysConnected reports whether the sea stays connected without v.
func (b *board) seaStaysConnected(v int) bool {
	sea := make([]bool, len(b.id))
	for w, k := range b.id {
		sea[w] = k < 0 && w != v
	}
	_, n := b.g.Regions(sea)
	return n <= 1
}

// repair numbers the islands and moves numbers until the puzzle is
// unique; nil when the moves run out.
func repair(s *cellgrid.Spec[*Puzzle], rng *rand.Rand, island [][]int) (*Puzzle, error) {
	size := grid.Size{Rows: len(island), Cols: len(island[0])}
	p, _ := s.New(size.Rows, size.Cols)
	cellsOf := map[int][]grid.Pos{}
	for _, pos := range size.Cells() {
		if k := island[pos.R][pos.C]; k >= 0 {
			cellsOf[k] = append(cellsOf[k], pos)
		}
	}
	for _, k := range slices.Sorted(maps.Keys(cellsOf)) { // in order: the same seed, the same puzzle
		cells := cellsOf[k]
		at := cells[rng.IntN(len(cells))]
		p.Cells[at.R][at.C] = len(cells)
	}
	for range repairs {
		res, err := puzzles.Solve(p, 2)
		if err != nil {
			return nil, err
		}
		if res.Unique() {
			return p, nil
		}
		if len(res.Answers) < 2 {
			return nil, fmt.Errorf("internal error: the generated puzzle has no solution:\n%s", p)
		}
		other := res.Answers[1].(*Answer)
		if same(other, island) {
			other = res.Answers[0].(*Answer)
		}
		if !addOne(rng, p, island, other) {
			moveNumber(rng, p, island, other, cellsOf)
		}
	}
	return nil, nil
}

// addOne rules out the other solution by a new island of 1 cell on a
// sea cell that the other solution leaves unshaded, if one can be made
// there (all four neighbours sea, the sea still connected).
func addOne(rng *rand.Rand, p *Puzzle, island [][]int, other *Answer) bool {
	size := p.Size()
	b := &board{size: size, g: graph.Square(size), id: slices.Concat(island...)}
	var spots []grid.Pos
	for _, pos := range size.Cells() {
		if island[pos.R][pos.C] >= 0 || other.Grid[pos.R][pos.C] == '#' {
			continue
		}
		lonely := true
		for _, q := range size.Neighbours(pos, grid.Orthogonal) {
			lonely = lonely && island[q.R][q.C] < 0
		}
		if lonely && b.seaStaysConnected(size.Index(pos)) {
			spots = append(spots, pos)
		}
	}
	if len(spots) == 0 {
		return false
	}
	at := spots[rng.IntN(len(spots))]
	island[at.R][at.C] = size.Rows * size.Cols // an island id no other uses
	p.Cells[at.R][at.C] = 1
	return true
}

// moveNumber rules out the other solution by moving an island's number
// onto one of its cells that the other solution shades.
func moveNumber(rng *rand.Rand, p *Puzzle, island [][]int, other *Answer, cellsOf map[int][]grid.Pos) {
	var spots []grid.Pos
	for _, pos := range p.Size().Cells() {
		if island[pos.R][pos.C] >= 0 && other.Grid[pos.R][pos.C] == '#' {
			spots = append(spots, pos)
		}
	}
	d := spots[rng.IntN(len(spots))]
	k := island[d.R][d.C]
	for _, pos := range cellsOf[k] {
		p.Cells[pos.R][pos.C] = Empty
	}
	p.Cells[d.R][d.C] = len(cellsOf[k])
}

// same reports whether answer a is the shading of island: its sea
// shaded, its islands not.
func same(a *Answer, island [][]int) bool {
	for r, ids := range island {
		for c, k := range ids {
			if (a.Grid[r][c] == '#') != (k < 0) {
				return false
			}
		}
	}
	return true
}

// offers are the sizes the spec offers (puzzles.Offering): up to 8x8 (a 10x10 board took up to
// 3 s natively, too long for the browser).
func offers() []puzzles.GenerateOptions { return puzzles.Squares("", 5, 6, 7, 8) }
