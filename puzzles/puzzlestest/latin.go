package puzzlestest

import (
	"math/rand/v2"
	"sync"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

var (
	latinMu    sync.Mutex
	latinCache = map[int][][][]int{}
)

// Latins returns every n x n Latin square of the numbers 1 to n (12 of
// 3x3, 576 of 4x4), for brute-force counts; callers must not change them.
func Latins(n int) [][][]int {
	latinMu.Lock()
	defer latinMu.Unlock()
	if out, ok := latinCache[n]; ok {
		return out
	}
	var out [][][]int
	g := make([][]int, n)
	for r := range g {
		g[r] = make([]int, n)
	}
	var fill func(k int)
	fill = func(k int) {
		if k == n*n {
			c := make([][]int, n)
			for r := range g {
				c[r] = append([]int(nil), g[r]...)
			}
			out = append(out, c)
			return
		}
		r, c := k/n, k%n
	next:
		for v := 1; v <= n; v++ {
			for i := range n {
				if i < c && g[r][i] == v || i < r && g[i][c] == v {
					continue next
				}
			}
			g[r][c] = v
			fill(k + 1)
		}
		g[r][c] = 0
	}
	fill(0)
	latinCache[n] = out
	return out
}

// RandomLatin returns one of the n x n Latin squares (see Latins), drawn
// from rng; callers must not change it.
func RandomLatin(rng *rand.Rand, n int) [][]int {
	all := Latins(n)
	return all[rng.IntN(len(all))]
}

// CountLatins counts the n x n Latin squares that inst's Check accepts as
// answers (answer makes one of a square): the number of solutions of a
// Latin-square puzzle, found without SAT.
func CountLatins(inst puzzles.Instance, n int, answer func(g [][]int) puzzles.Answer) int {
	count := 0
	for _, g := range Latins(n) {
		if inst.Check(answer(g)) == nil {
			count++
		}
	}
	return count
}
