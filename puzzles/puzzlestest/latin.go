package puzzlestest

import "sync"

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
