package numberlink

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// genCover returns random paths that cover the board, each of at least two
// cells and none running beside itself: a random Hamiltonian path cut into
// pieces of random length, cut early where the next cell would touch the
// piece. It returns nil when a piece of one cell is left that no path can
// take on.
func genCover(size grid.Size, rng *rand.Rand) [][]grid.Pos {
	path := genHamiltonian(size, rng)
	owner := make([]int, size.Rows*size.Cols)
	for i := range owner {
		owner[i] = -1
	}
	var paths [][]grid.Pos
	var cur []grid.Pos
	longest := max(3, size.Rows+size.Cols)
	target := 3 + rng.IntN(longest-2)
	for _, x := range path {
		if len(cur) > 0 && (len(cur) >= target || genTouchesSelf(size, owner, len(paths), cur[len(cur)-1], x)) {
			paths = append(paths, cur)
			cur = nil
			target = 3 + rng.IntN(longest-2)
		}
		owner[size.Index(x)] = len(paths)
		cur = append(cur, x)
	}
	paths = append(paths, cur)
	for i := 0; i < len(paths); i++ {
		if len(paths[i]) > 1 {
			continue
		}
		switch genAdopt(paths, i) {
		case genAdopted:
			paths = slices.Delete(paths, i, i+1)
			i--
		case genStuck:
			return nil
		}
	}
	return paths
}

// genTouchesSelf reports whether cell x, next after last on path id, lies beside
// another cell of that path.
func genTouchesSelf(size grid.Size, owner []int, id int, last, x grid.Pos) bool {
	for _, y := range size.Neighbours(x, genOrth) {
		if y != last && owner[size.Index(y)] == id {
			return true
		}
	}
	return false
}

// genOrth are the four orthogonal steps.
var genOrth = []grid.Delta{{R: -1}, {C: 1}, {R: 1}, {C: -1}}

// genAdopt gives the one cell of paths[i] to a path that ends beside it,
// when that path stays clear of itself, or else takes the end of a path of
// three cells or more beside it as its partner; it reports whether paths[i]
// is gone, has a partner or is stuck.
func genAdopt(paths [][]grid.Pos, i int) genFate {
	x := paths[i][0]
	for j, p := range paths {
		if j == i {
			continue
		}
		switch {
		case grid.Adjacent(p[len(p)-1], x) && genApart(append(slices.Clone(p), x)):
			paths[j] = append(p, x)
			return genAdopted
		case grid.Adjacent(p[0], x) && genApart(append([]grid.Pos{x}, p...)):
			paths[j] = append([]grid.Pos{x}, p...)
			return genAdopted
		}
	}
	for j, p := range paths {
		switch {
		case j == i || len(p) < 3:
		case grid.Adjacent(p[len(p)-1], x):
			paths[i], paths[j] = []grid.Pos{p[len(p)-1], x}, p[:len(p)-1]
			return genPartnered
		case grid.Adjacent(p[0], x):
			paths[i], paths[j] = []grid.Pos{p[0], x}, p[1:]
			return genPartnered
		}
	}
	return genStuck
}

// genFate is what genAdopt did with a path of one cell.
type genFate int

const (
	genStuck     genFate = iota // nothing: no path ends beside it
	genAdopted                  // a path took it on: it is gone
	genPartnered                // it took the end of a path as its partner
)

// genApart reports whether path never runs beside itself: only consecutive
// cells are adjacent.
func genApart(path []grid.Pos) bool {
	for i, a := range path {
		for _, b := range path[min(i+2, len(path)):] {
			if grid.Adjacent(a, b) {
				return false
			}
		}
	}
	return true
}

// genHamiltonian returns a random path through every cell: a snake along
// the rows, then many backbite moves (each joins an end of the path to a
// neighbour and drops the edge that closes the cycle so made).
func genHamiltonian(size grid.Size, rng *rand.Rand) []grid.Pos {
	path := make([]grid.Pos, 0, size.Rows*size.Cols)
	for r := range size.Rows {
		for c := range size.Cols {
			if r%2 == 1 {
				c = size.Cols - 1 - c
			}
			path = append(path, grid.Pos{R: r, C: c})
		}
	}
	at := make([]int, len(path))
	reindex := func(from, to int) {
		for i := from; i < to; i++ {
			at[size.Index(path[i])] = i
		}
	}
	reindex(0, len(path))
	for range 20 * len(path) {
		if rng.IntN(2) == 0 {
			slices.Reverse(path)
			reindex(0, len(path))
		}
		next := size.Neighbours(path[0], genOrth)
		j := at[size.Index(next[rng.IntN(len(next))])]
		if j > 1 {
			slices.Reverse(path[:j])
			reindex(0, j)
		}
	}
	return path
}

// genBoard is the puzzle whose paths are paths: each path's label on its two
// ends, labels 1-9, A-Z, a-z in reading order of their first end (numbers
// from 62 on when there are more paths).
func genBoard(size grid.Size, paths [][]grid.Pos) *Puzzle {
	p, _ := New(size.Rows, size.Cols, Fill)
	p.NoTouch = true
	first := make([]int, len(paths))
	order := make([]int, len(paths))
	for i, path := range paths {
		order[i] = i
		first[i] = min(size.Index(path[0]), size.Index(path[len(path)-1]))
	}
	slices.SortFunc(order, func(a, b int) int { return first[a] - first[b] })
	for n, i := range order {
		l := genLabel(n, len(paths))
		for _, end := range []grid.Pos{paths[i][0], paths[i][len(paths[i])-1]} {
			p.Cells[end.R][end.C] = l
		}
	}
	return p
}

// genLabel is the n-th of count labels.
func genLabel(n, count int) string {
	const chars = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	if count <= len(chars) {
		return chars[n : n+1]
	}
	return strconv.Itoa(n + 1)
}

// genLinks returns, for each cell, the set of directions its path leaves it
// by, as bits.
func genLinks(size grid.Size, paths [][]grid.Pos) []uint8 {
	out := make([]uint8, size.Rows*size.Cols)
	for _, path := range paths {
		for i := 1; i < len(path); i++ {
			a, b := path[i-1], path[i]
			d, _ := grid.DirTo(a, b)
			out[size.Index(a)] |= 1 << d
			out[size.Index(b)] |= 1 << d.Opposite()
		}
	}
	return out
}

// genAnswerPaths are the cells of a's paths.
func genAnswerPaths(a *Answer) [][]grid.Pos {
	var out [][]grid.Pos
	for _, path := range a.Paths {
		cells := make([]grid.Pos, len(path.Cells))
		for i, c := range path.Cells {
			cells[i] = cellOf(c)
		}
		out = append(out, cells)
	}
	return out
}

// genOther returns the cells where a solution of the board of paths differs
// from paths, or nil when paths is its only solution.
func genOther(size grid.Size, paths [][]grid.Pos) ([]grid.Pos, error) {
	p := genBoard(size, paths)
	res, err := puzzles.Solve(p, 2)
	if err != nil {
		return nil, err
	}
	if res.Status != puzzles.Solved {
		return nil, fmt.Errorf("internal error: a generated Numberlink lost its solution:\n%s", p)
	}
	if res.Unique() {
		return nil, nil
	}
	planted := genLinks(size, paths)
	for _, a := range res.Answers {
		got := genLinks(size, genAnswerPaths(a.(*Answer)))
		var diff []grid.Pos
		for _, pos := range size.Cells() {
			if got[size.Index(pos)] != planted[size.Index(pos)] {
				diff = append(diff, pos)
			}
		}
		if diff != nil {
			return diff, nil
		}
	}
	return nil, fmt.Errorf("internal error: two solutions of a generated Numberlink are the same:\n%s", p)
}

// genMakeUnique cuts paths where a second solution differs from them until
// the board has one solution; ok is false when a second solution differs
// only on paths too short to cut.
func genMakeUnique(size grid.Size, paths [][]grid.Pos, rng *rand.Rand) (_ [][]grid.Pos, ok bool, err error) {
	for {
		diff, err := genOther(size, paths)
		if err != nil || diff == nil {
			return paths, err == nil, err
		}
		where := map[grid.Pos][2]int{}
		for i, path := range paths {
			for k, pos := range path {
				where[pos] = [2]int{i, k}
			}
		}
		type cut struct{ path, at int } // paths[path] splits before cell at
		var cuts []cut
		for _, pos := range diff {
			i, k := where[pos][0], where[pos][1]
			n := len(paths[i])
			for _, at := range []int{k, k + 1} {
				if at >= 2 && n-at >= 2 {
					cuts = append(cuts, cut{i, at})
				}
			}
		}
		if cuts == nil {
			return paths, false, nil
		}
		c := cuts[rng.IntN(len(cuts))]
		path := paths[c.path]
		paths = append(paths, path[c.at:])
		paths[c.path] = path[:c.at]
	}
}

// genJoinPaths joins pairs of paths whose ends are neighbours into one path
// while the board stays unique, trying each pair once in random order and
// making at most as many tries as there were paths.
func genJoinPaths(size grid.Size, paths [][]grid.Pos, rng *rand.Rand) ([][]grid.Pos, error) {
	tried := map[[2]grid.Pos]bool{}
	for budget := len(paths); budget > 0; budget-- {
		type join struct {
			a, b   int
			joined []grid.Pos
			key    [2]grid.Pos
		}
		var joins []join
		for a := range paths {
			for b := a + 1; b < len(paths); b++ {
				for _, pa := range [][]grid.Pos{paths[a], genReversed(paths[a])} {
					for _, pb := range [][]grid.Pos{paths[b], genReversed(paths[b])} {
						x, y := pa[len(pa)-1], pb[0]
						key := [2]grid.Pos{x, y}
						if !grid.Adjacent(x, y) || tried[key] {
							continue
						}
						joined := append(slices.Clone(pa), pb...)
						if genApart(joined) {
							joins = append(joins, join{a, b, joined, key})
						}
					}
				}
			}
		}
		if joins == nil {
			break
		}
		j := joins[rng.IntN(len(joins))]
		tried[j.key] = true
		trial := slices.Clone(paths)
		trial[j.a] = j.joined
		trial = slices.Delete(trial, j.b, j.b+1)
		diff, err := genOther(size, trial)
		if err != nil {
			return nil, err
		}
		if diff == nil {
			paths = trial
		}
	}
	return paths, nil
}

func genReversed(path []grid.Pos) []grid.Pos {
	out := slices.Clone(path)
	slices.Reverse(out)
	return out
}
