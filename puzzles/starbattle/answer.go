package starbattle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Answer is a placement of stars. Its JSON form is
// {"stars": [[r, c], ...]}, in reading order.
type Answer struct {
	Stars [][2]int `json:"stars"`
	n     int      // the board's side; 0 when read from JSON
	state []byte   // per cell '*', '.' or '?' (unknown, in partial answers); nil when read from JSON
}

// Text implements puzzles.Answer: one line per row, * for a star, . for
// an empty cell and ? for a cell not known (in partial answers).
func (a *Answer) Text() string {
	n, state := a.n, a.state
	if state == nil {
		for _, s := range a.Stars {
			n = max(n, s[0]+1, s[1]+1)
		}
		state = []byte(strings.Repeat(".", n*n))
		for _, s := range a.Stars {
			if s[0] >= 0 && s[1] >= 0 {
				state[s[0]*n+s[1]] = '*'
			}
		}
	}
	var b strings.Builder
	for r := range n {
		b.Write(state[r*n : r*n+n])
		b.WriteByte('\n')
	}
	return b.String()
}

// Check implements puzzles.Instance: the stars lie on distinct cells of
// the board, no two touch (not even diagonally), and every row, column and
// region (but the free ones) holds exactly K of them.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, ok := ans.(*Answer)
	if !ok || a == nil {
		return fmt.Errorf("not a starbattle answer")
	}
	n := p.N()
	star := map[[2]int]bool{}
	rows, cols, regions := make([]int, n), make([]int, n), map[int]int{}
	for _, s := range a.Stars {
		switch {
		case !p.in(s):
			return fmt.Errorf("star [%d, %d] is off the %dx%d board", s[0], s[1], n, n)
		case star[s]:
			return fmt.Errorf("two stars at %s", rc(s))
		}
		star[s] = true
		rows[s[0]]++
		cols[s[1]]++
		regions[p.Regions[s[0]][s[1]]]++
	}
	for _, s := range a.Stars {
		for _, d := range [][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}} {
			if t := [2]int{s[0] + d[0], s[1] + d[1]}; star[t] {
				return fmt.Errorf("the stars at %s and %s touch", rc(s), rc(t))
			}
		}
	}
	for i := range n {
		if rows[i] != p.K {
			return fmt.Errorf("row %d has %s, not %d", i+1, stars(rows[i]), p.K)
		}
		if cols[i] != p.K {
			return fmt.Errorf("column %d has %s, not %d", i+1, stars(cols[i]), p.K)
		}
	}
	for _, l := range p.Labels() {
		if regions[l] != p.K && !slices.Contains(p.Free, l) {
			return fmt.Errorf("region %s has %s, not %d", Label(l), stars(regions[l]), p.K)
		}
	}
	return nil
}

// Diff implements puzzles.Instance: the cells holding a star in one answer
// and not in the other, in reading order.
func (p *Puzzle) Diff(a, b puzzles.Answer) []puzzles.Target {
	sa, sb := starSet(a), starSet(b)
	var out []puzzles.Target
	for r := range p.N() {
		for c := range p.N() {
			if k := [2]int{r, c}; sa[k] != sb[k] {
				out = append(out, puzzles.Target{R: r, C: c})
			}
		}
	}
	return out
}

func starSet(a puzzles.Answer) map[[2]int]bool {
	out := map[[2]int]bool{}
	if ans, ok := a.(*Answer); ok && ans != nil {
		for _, s := range ans.Stars {
			out[s] = true
		}
	}
	return out
}
