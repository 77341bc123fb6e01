package pipes

import (
	"fmt"
	"math/rand"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Default board size of the generator: the seed's 8 rows of 16 tiles.
const (
	DefaultRows = 8
	DefaultCols = 16
)

// Variants of the generator.
const (
	VariantSeed    = ""         // the seed's method, seed rules
	VariantWrap    = "wrap"     // the seed's method on a wrapping board
	VariantNet     = "net"      // one loop-free network, unique solution, Net rule
	VariantNetWrap = "net-wrap" // the same on a wrapping board
)

// generator is generateBoard with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(slices.Concat(puzzles.Squares("", 5, 10, 15, 20), puzzles.Squares(VariantWrap, 5, 10),
	puzzles.Squares(VariantNet, 5, 10, 15), puzzles.Squares(VariantNetWrap, 5, 10),
	[]puzzles.GenerateOptions{{Rows: DefaultRows, Cols: DefaultCols}, {Rows: DefaultRows, Cols: DefaultCols, Variant: VariantNet}}), generateBoard)

// generateBoard is the type's generator. The seed's method sets each joint
// between two cells at random, removes dangling joints until none is left,
// and scrambles the tiles; as its boards sometimes have several solutions,
// it draws boards until one has exactly one. The
// Net variants grow a random spanning tree without crosses; while the
// solver finds other solutions under the Net rule, they move one joint of
// the tree in each region where those differ from the first; then they
// scramble the tiles. Rows and Cols of 0 mean 8x16. The same options give
// the same puzzle.
func generateBoard(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	rows, cols := o.Size(DefaultRows, DefaultCols)
	if err := puzzles.CheckSize(rows, cols); err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewSource(o.Seed))
	switch o.Variant {
	case VariantSeed, "seed":
		return puzzles.Wrap(uniqueSeed(rows, cols, false, rng))
	case VariantWrap:
		return puzzles.Wrap(uniqueSeed(rows, cols, true, rng))
	case VariantNet:
		return puzzles.Wrap(generateNet(rows, cols, false, rng))
	case VariantNetWrap, "netwrap", "wrap-net":
		return puzzles.Wrap(generateNet(rows, cols, true, rng))
	}
	return nil, fmt.Errorf("unknown pipes variant %q: expected none, wrap, net or net-wrap", o.Variant)
}

// seedTries is how many boards uniqueSeed draws before giving up.
const seedTries = 50

// uniqueSeed is the first of up to seedTries boards of the seed's
// generator that has exactly one solution.
func uniqueSeed(rows, cols int, wrap bool, rng *rand.Rand) (*Puzzle, error) {
	kind := "pipes"
	if wrap {
		kind = "wrapping pipes"
	}
	return puzzles.SearchUnique(seedTries, fmt.Sprintf("%dx%d %s puzzle", cols, rows, kind), "random boards", func() *Puzzle {
		p, _ := generateSeed(rows, cols, wrap, rng)
		return p
	})
}

// generateSeed is the seed's generator.
func generateSeed(rows, cols int, wrap bool, rng *rand.Rand) (*Puzzle, error) {
	p, _ := New(rows, cols, Seed)
	p.Wrap = wrap
	masks := blankMasks(rows, cols)
	for _, pos := range p.Size.Cells() {
		for _, d := range []grid.Dir{grid.Right, grid.Down} {
			if q, ok := p.Neighbour(pos, d); ok && rng.Intn(2) == 0 {
				join(masks, pos, q, d)
			}
		}
	}
	for pruned := true; pruned; {
		pruned = false
		for _, pos := range p.Size.Cells() {
			if t := masks[pos.R][pos.C]; t.Arms() == 1 {
				d := armOf(t)
				q, _ := p.Neighbour(pos, d)
				masks[pos.R][pos.C] &^= 1 << d
				masks[q.R][q.C] &^= 1 << d.Opposite()
				pruned = true
			}
		}
	}
	p.scramble(masks, rng)
	return p, nil
}

func blankMasks(rows, cols int) [][]Tile {
	m := make([][]Tile, rows)
	for r := range m {
		m[r] = make([]Tile, cols)
	}
	return m
}

// join adds the joint on side d of a, which meets b.
func join(masks [][]Tile, a, b grid.Pos, d grid.Dir) {
	masks[a.R][a.C] |= 1 << d
	masks[b.R][b.C] |= 1 << d.Opposite()
}

// armOf returns the direction of a dead end's joint.
func armOf(t Tile) grid.Dir {
	for _, d := range grid.Dirs {
		if t.Has(d) {
			return d
		}
	}
	return grid.Up
}

// scramble sets p's tiles to the solved masks turned at random, retrying a
// few times so that the puzzle does not start out solved.
func (p *Puzzle) scramble(masks [][]Tile, rng *rand.Rand) {
	for try := 0; try < 20; try++ {
		for _, pos := range p.Size.Cells() {
			p.Tiles[pos.R][pos.C] = masks[pos.R][pos.C].Rotate(rng.Intn(4))
		}
		if p.checkJoints(p.Tiles) != nil {
			return
		}
	}
}

// generateNet makes a Net puzzle with a unique solution.
func generateNet(rows, cols int, wrap bool, rng *rand.Rand) (*Puzzle, error) {
	if rows*cols < 2 {
		return nil, fmt.Errorf("a Net puzzle needs at least 2 tiles")
	}
	if wrap && (rows == 2 || cols == 2) {
		return nil, fmt.Errorf("no wrapping Net puzzle with a width or height of 2 has a unique solution")
	}
	p, _ := New(rows, cols, Net)
	p.Wrap = wrap
	for attempt := 0; attempt < 100; attempt++ {
		masks, ok := p.spanningTree(rng)
		if !ok {
			continue
		}
		if p.makeUnique(masks, rng) {
			p.scramble(masks, rng)
			return p, nil
		}
	}
	return nil, fmt.Errorf("could not generate a %dx%d Net puzzle with a unique solution", cols, rows)
}

// spanningTree grows a random tree over every cell from the middle, never
// making a cross; ok is false in the rare case that it strands a cell.
func (p *Puzzle) spanningTree(rng *rand.Rand) (masks [][]Tile, ok bool) {
	masks = blankMasks(p.Size.Rows, p.Size.Cols)
	in := make([]bool, p.Size.Rows*p.Size.Cols)
	var frontier []treeStep
	grow := func(pos grid.Pos) {
		in[p.Size.Index(pos)] = true
		for _, d := range grid.Dirs {
			if q, ok := p.Neighbour(pos, d); ok && !in[p.Size.Index(q)] {
				frontier = append(frontier, treeStep{pos, d})
			}
		}
	}
	grow(grid.Pos{R: p.Size.Rows / 2, C: p.Size.Cols / 2})
	placed := 1
	for len(frontier) > 0 {
		i := rng.Intn(len(frontier))
		s := frontier[i]
		frontier[i] = frontier[len(frontier)-1]
		frontier = frontier[:len(frontier)-1]
		q, _ := p.Neighbour(s.from, s.d)
		if in[p.Size.Index(q)] || masks[s.from.R][s.from.C].Arms() == 3 {
			continue
		}
		join(masks, s.from, q, s.d)
		grow(q)
		placed++
	}
	return masks, placed == len(in)
}

// makeUnique changes the tree where solutions differ until the puzzle has
// one solution; false when that takes too long.
func (p *Puzzle) makeUnique(masks [][]Tile, rng *rand.Rand) bool {
	for round := 0; round < 30; round++ {
		copyTiles(p.Tiles, masks)
		regions, ok := p.ambiguities(64)
		if !ok {
			return false
		}
		if len(regions) == 0 {
			return true
		}
		for _, region := range regions {
			rng.Shuffle(len(region), func(i, j int) { region[i], region[j] = region[j], region[i] })
			for _, pos := range region {
				if p.perturb(masks, pos, rng) {
					break
				}
			}
		}
	}
	return false
}

// ambiguities solves p and returns the regions where other solutions
// differ from the first, up to limit of them: after each other solution
// it fixes the joints of the cells that differed to the first solution's,
// so that the next one shows an ambiguity elsewhere. ok is false when p
// has no solution.
func (p *Puzzle) ambiguities(limit int) (regions [][]grid.Pos, ok bool) {
	m := sat.NewModel()
	dec, err := p.Encode(m)
	if err != nil {
		return nil, false
	}
	e := dec.(*encoding)
	s := m.Solver()
	var stats puzzles.Stats
	first, err := puzzles.Next(s, p, e, &stats)
	if err != nil || first == nil {
		return nil, false
	}
	used := s.Values(e.vars)
	s.Block(e.vars)
	for len(regions) < limit {
		a, err := puzzles.Next(s, p, e, &stats)
		if err != nil || a == nil {
			break
		}
		diff := Differences(first, a)
		for _, rc := range diff {
			for _, j := range e.at[rc[0]*p.Size.Cols+rc[1]] {
				if j >= 0 && used[j] {
					s.AddClause(e.vars[j])
				} else if j >= 0 {
					s.AddClause(e.vars[j].Not())
				}
			}
		}
		regions = append(regions, p.regions(diff)...)
	}
	return regions, true
}

func copyTiles(dst, src [][]Tile) {
	for r := range src {
		copy(dst[r], src[r])
	}
}

// regions groups cells into sets of orthogonally connected cells.
func (p *Puzzle) regions(cells [][2]int) [][]grid.Pos {
	in := map[grid.Pos]bool{}
	for _, rc := range cells {
		in[grid.Pos{R: rc[0], C: rc[1]}] = true
	}
	seen := map[grid.Pos]bool{}
	var out [][]grid.Pos
	for _, rc := range cells {
		start := grid.Pos{R: rc[0], C: rc[1]}
		if seen[start] {
			continue
		}
		seen[start] = true
		region := []grid.Pos{start}
		for i := 0; i < len(region); i++ {
			for _, d := range grid.Dirs {
				if q, ok := p.Neighbour(region[i], d); ok && in[q] && !seen[q] {
					seen[q] = true
					region = append(region, q)
				}
			}
		}
		out = append(out, region)
	}
	return out
}

// perturb removes a joint of the tree at pos and adds another between the
// two parts that leaves, as near pos as possible, keeping a spanning tree
// without crosses. It reports whether it found such a pair.
func (p *Puzzle) perturb(masks [][]Tile, pos grid.Pos, rng *rand.Rand) bool {
	dirs := append([]grid.Dir(nil), grid.Dirs[:]...)
	rng.Shuffle(len(dirs), func(i, j int) { dirs[i], dirs[j] = dirs[j], dirs[i] })
	for _, d := range dirs {
		if !masks[pos.R][pos.C].Has(d) {
			continue
		}
		q, _ := p.Neighbour(pos, d)
		unjoin(masks, pos, q, d)
		if s, ok := p.reconnect(masks, pos, treeStep{pos, d}, rng); ok {
			v, _ := p.Neighbour(s.from, s.d)
			join(masks, s.from, v, s.d)
			return true
		}
		join(masks, pos, q, d)
	}
	return false
}

func unjoin(masks [][]Tile, a, b grid.Pos, d grid.Dir) {
	masks[a.R][a.C] &^= 1 << d
	masks[b.R][b.C] &^= 1 << d.Opposite()
}

// reconnect picks a joint, other than removed, from the part of the tree
// holding pos to the rest, between tiles of fewer than 3 joints, nearest
// to pos (at random among the nearest).
func (p *Puzzle) reconnect(masks [][]Tile, pos grid.Pos, removed treeStep, rng *rand.Rand) (treeStep, bool) {
	part := p.treeDistances(masks, pos)
	var best []treeStep
	bestDist := -1
	for u, dist := range part {
		if masks[u.R][u.C].Arms() >= 3 || bestDist >= 0 && dist > bestDist {
			continue
		}
		for _, d := range grid.Dirs {
			v, ok := p.Neighbour(u, d)
			_, inside := part[v]
			if !ok || inside || masks[v.R][v.C].Arms() >= 3 || u == removed.from && d == removed.d {
				continue
			}
			if dist < bestDist || bestDist < 0 {
				best, bestDist = nil, dist
			}
			best = append(best, treeStep{u, d})
		}
	}
	if len(best) == 0 {
		return treeStep{}, false
	}
	sortSteps(best)
	return best[rng.Intn(len(best))], true
}

// sortSteps orders steps by cell and side, so that choices do not depend
// on map order.
func sortSteps(s []treeStep) {
	slices.SortFunc(s, func(a, b treeStep) int {
		if a.from != b.from {
			if a.from.R != b.from.R {
				return a.from.R - b.from.R
			}
			return a.from.C - b.from.C
		}
		return int(a.d) - int(b.d)
	})
}

// treeDistances returns the cells of pos's part of the tree and their
// distances from pos along it.
func (p *Puzzle) treeDistances(masks [][]Tile, pos grid.Pos) map[grid.Pos]int {
	dist := map[grid.Pos]int{pos: 0}
	queue := []grid.Pos{pos}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for _, d := range grid.Dirs {
			if !masks[u.R][u.C].Has(d) {
				continue
			}
			if v, _ := p.Neighbour(u, d); !hasDist(dist, v) {
				dist[v] = dist[u] + 1
				queue = append(queue, v)
			}
		}
	}
	return dist
}

func hasDist(m map[grid.Pos]int, p grid.Pos) bool {
	_, ok := m[p]
	return ok
}

// treeStep is the joint on side d of cell from.
type treeStep struct {
	from grid.Pos
	d    grid.Dir
}
