package starbattle

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Generate implements puzzles.Generator: an n x n puzzle (-size 10x10
// when not given) with a unique solution. Variant "" picks the star count
// (1 up to 9x9, then about one star per five cells of a row); "stars=K" or
// "K" sets it ("1" on 8x8 or 9x9 is LinkedIn's Queens).
func (Type) Generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	n := 10
	if o.Rows != 0 || o.Cols != 0 {
		if o.Rows != o.Cols {
			return nil, fmt.Errorf("a Star Battle board is square, not %dx%d", o.Cols, o.Rows)
		}
		n = o.Rows
	}
	k := max(1, min(MaxStars(n), n/5))
	if o.Variant != "" {
		v, err := strconv.Atoi(strings.TrimPrefix(o.Variant, "stars="))
		if err != nil {
			return nil, fmt.Errorf("unknown variant %q: use stars=K, a star count", o.Variant)
		}
		k = v
	}
	return puzzles.Wrap(Generate(n, k, o.Seed))
}

// Generation budget: region layouts tried per star placement, repair
// rounds per layout, and star placements in all.
const (
	layoutsPerTry = 5
	repairRounds  = 200
	maxTries      = 30
)

// Generate makes an n x n puzzle with k stars per row, column and region
// and a unique solution: a random placement of non-touching stars, regions
// grown around them (k stars each), then repair: while the solver finds a
// second solution, a cell holding one of its stars (and none of the
// planted ones) moves to a neighbouring region, which keeps the planted
// solution and breaks the other.
func Generate(n, k int, seed int64) (*Puzzle, error) {
	if n < 1 || n > 30 {
		return nil, fmt.Errorf("generated boards are 1x1 to 30x30, not %dx%d", n, n)
	}
	if k < 1 || k > MaxStars(n) {
		return nil, fmt.Errorf("%s per row do not fit a %dx%d board (at most %d)", stars(k), n, n, MaxStars(n))
	}
	rng := rand.New(rand.NewPCG(uint64(seed), uint64(n*100+k)))
	for range maxTries {
		planted, ok := placeStars(n, k, rng)
		if !ok {
			continue
		}
		for range layoutsPerTry {
			p, ok := grow(n, k, planted, rng)
			if !ok {
				continue
			}
			if p.repair(planted, rng) {
				return p, nil
			}
		}
	}
	return nil, fmt.Errorf("no unique %dx%d puzzle with %s per row found for seed %d", n, n, stars(k), seed)
}

// placeStars places k stars in every row and column of an n x n board, no
// two touching, by randomised depth-first search (with a budget).
func placeStars(n, k int, rng *rand.Rand) ([][2]int, bool) {
	s := &placer{n: n, k: k, rng: rng, cols: make([]int, n), budget: 20000}
	if !s.row(0, nil) {
		return nil, false
	}
	slices.SortFunc(s.stars, func(a, b [2]int) int { return (a[0]-b[0])*n + a[1] - b[1] })
	return s.stars, true
}

type placer struct {
	n, k   int
	rng    *rand.Rand
	cols   []int    // stars per column so far
	stars  [][2]int // placed so far
	budget int
}

// row fills rows r.. given the stars placed above.
func (s *placer) row(r int, prev []int) bool {
	if r == s.n {
		return true
	}
	for _, have := range s.cols { // a column needs room for its missing stars
		if s.k-have > (s.n-r+1)/2 {
			return false
		}
	}
	order := s.rng.Perm(s.n)
	return s.pick(r, prev, order, nil)
}

// pick chooses the stars of row r from order, then moves to the next row.
func (s *placer) pick(r int, prev, order, chosen []int) bool {
	if s.budget--; s.budget < 0 {
		return false
	}
	if len(chosen) == s.k {
		for _, c := range chosen {
			s.stars = append(s.stars, [2]int{r, c})
		}
		if s.row(r+1, chosen) {
			return true
		}
		s.stars = s.stars[:len(s.stars)-s.k]
		return false
	}
	for i, c := range order {
		if s.cols[c] == s.k || near(c, prev) || near(c, chosen) {
			continue
		}
		s.cols[c]++
		if s.pick(r, prev, order[i+1:], append(chosen, c)) {
			return true
		}
		s.cols[c]--
	}
	return false
}

// near reports whether column c is within one of any of cols.
func near(c int, cols []int) bool {
	for _, d := range cols {
		if c-d <= 1 && d-c <= 1 {
			return true
		}
	}
	return false
}

// grow divides the board into n regions of k planted stars each: every
// star starts a territory, territories grow into random free neighbours,
// then neighbouring territories merge at random until each holds k stars.
func grow(n, k int, planted [][2]int, rng *rand.Rand) (*Puzzle, bool) {
	seeds := make([]int, len(planted))
	for t, s := range planted {
		seeds[t] = s[0]*n + s[1]
	}
	owner := territories(n, seeds, rng)
	group, ok := merge(n, k, len(planted), owner, rng)
	if !ok {
		return nil, false
	}
	p := &Puzzle{K: k, Regions: make([][]int, n)}
	for r := range n {
		p.Regions[r] = make([]int, n)
		for c := range n {
			p.Regions[r][c] = group[owner[r*n+c]]
		}
	}
	return p.relabel(), true
}

// territories divides an n x n board (cells numbered r*n+c) among the
// seed cells: seed t starts territory t, and while a territory has free
// neighbours, one at random of a random frontier cell joins it. It returns
// each cell's territory.
func territories(n int, seeds []int, rng *rand.Rand) []int {
	owner := make([]int, n*n)
	for i := range owner {
		owner[i] = None
	}
	var frontier []int
	for t, cell := range seeds {
		owner[cell] = t
		frontier = append(frontier, cell)
	}
	for len(frontier) > 0 {
		i := rng.IntN(len(frontier))
		cell := frontier[i]
		var free []int
		for _, nb := range neighbours(n, cell) {
			if owner[nb] == None {
				free = append(free, nb)
			}
		}
		if len(free) == 0 {
			frontier = slices.Delete(frontier, i, i+1)
			continue
		}
		nb := free[rng.IntN(len(free))]
		owner[nb] = owner[cell]
		frontier = append(frontier, nb)
	}
	return owner
}

// merge joins the territories (one planted star each) into groups of k
// neighbouring territories; it returns each territory's group.
func merge(n, k, territories int, owner []int, rng *rand.Rand) ([]int, bool) {
	group := make([]int, territories)
	size := make([]int, territories)
	for t := range group {
		group[t], size[t] = t, 1
	}
	for range territories * territories {
		var small []int
		for t := range territories {
			if group[t] == t && size[t] < k {
				small = append(small, t)
			}
		}
		if len(small) == 0 {
			return group, true
		}
		g := small[rng.IntN(len(small))]
		var options []int
		for cell, t := range owner {
			if group[t] != g {
				continue
			}
			for _, nb := range neighbours(n, cell) {
				if h := group[owner[nb]]; h != g && size[g]+size[h] <= k && !slices.Contains(options, h) {
					options = append(options, h)
				}
			}
		}
		if len(options) == 0 {
			return nil, false
		}
		h := options[rng.IntN(len(options))]
		for t := range group {
			if group[t] == h {
				group[t] = g
			}
		}
		size[g] += size[h]
	}
	return nil, false
}

// neighbours returns the orthogonal neighbours of a cell (row-major index).
func neighbours(n, cell int) []int {
	r, c := cell/n, cell%n
	out := make([]int, 0, 4)
	if r > 0 {
		out = append(out, cell-n)
	}
	if r+1 < n {
		out = append(out, cell+n)
	}
	if c > 0 {
		out = append(out, cell-1)
	}
	if c+1 < n {
		out = append(out, cell+1)
	}
	return out
}

// relabel names the regions A, B, ... in reading order of their first cells.
func (p *Puzzle) relabel() *Puzzle {
	names := map[int]int{}
	for _, row := range p.Regions {
		for c, l := range row {
			if _, ok := names[l]; !ok {
				names[l] = len(names)
			}
			row[c] = names[l]
		}
	}
	return p
}

// repair moves cells between regions until the planted stars are the only
// solution; it reports success.
func (p *Puzzle) repair(planted [][2]int, rng *rand.Rand) bool {
	isPlanted := map[[2]int]bool{}
	for _, s := range planted {
		isPlanted[s] = true
	}
	for range repairRounds {
		res, err := puzzles.Solve(p, 2)
		if err != nil || res.Status != puzzles.Solved {
			return false
		}
		if res.Unique() {
			p.relabel()
			return true
		}
		var other *Answer
		for _, a := range res.Answers {
			if b := a.(*Answer); !slices.Equal(b.Stars, planted) {
				other = b
			}
		}
		var cells [][2]int
		for _, s := range other.Stars {
			if !isPlanted[s] {
				cells = append(cells, s)
			}
		}
		rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
		cells = append(cells, p.unplanted(isPlanted, rng)...) // when those cannot move: any cell
		moved := false
		for _, c := range cells {
			if moved = p.moveCell(c, rng); moved {
				break
			}
		}
		if !moved {
			return false
		}
	}
	return false
}

// unplanted returns the cells without a planted star, in random order.
func (p *Puzzle) unplanted(isPlanted map[[2]int]bool, rng *rand.Rand) [][2]int {
	var out [][2]int
	for r := range p.N() {
		for c := range p.N() {
			if !isPlanted[[2]int{r, c}] {
				out = append(out, [2]int{r, c})
			}
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// moveCell gives cell c to a random neighbouring region, if its own region
// stays connected without it; it reports whether it moved.
func (p *Puzzle) moveCell(c [2]int, rng *rand.Rand) bool {
	n, own := p.N(), p.Regions[c[0]][c[1]]
	var to []int
	for _, nb := range neighbours(n, c[0]*n+c[1]) {
		if l := p.Regions[nb/n][nb%n]; l != own && !slices.Contains(to, l) {
			to = append(to, l)
		}
	}
	if len(to) == 0 {
		return false
	}
	p.Regions[c[0]][c[1]] = None
	rest := p.regionCells()[own]
	if _, _, split := p.split(rest); split {
		p.Regions[c[0]][c[1]] = own
		return false
	}
	p.Regions[c[0]][c[1]] = to[rng.IntN(len(to))]
	return true
}

// Offers implements puzzles.Offering.
func (Type) Offers() []puzzles.GenerateOptions {
	return puzzles.Squares("", 5, 8, 10)
}
