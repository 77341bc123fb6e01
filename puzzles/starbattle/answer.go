package starbattle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Answer is a placement of stars. Its JSON form is
// {"stars": [[r, c], ...], "grid": [...]}: the stars in reading order,
// and the picture Text prints, one string per row, '*' a star, '.' an
// empty cell and '?' a cell not known (in partial answers).
type Answer struct {
	Stars [][2]int `json:"stars"`
	Grid  []string `json:"grid,omitempty"`
}

// newAnswer is the answer whose picture is pic: its stars are the '*'s.
func newAnswer(pic []string) *Answer {
	a := &Answer{Stars: [][2]int{}, Grid: pic}
	for r, row := range pic {
		for c := range len(row) {
			if row[c] == '*' {
				a.Stars = append(a.Stars, [2]int{r, c})
			}
		}
	}
	return a
}

// Text implements puzzles.Answer: the picture or, for an answer without
// one, the stars on a square board just large enough to hold them.
func (a *Answer) Text() string {
	if a.Grid != nil {
		return puzzles.Lines(a.Grid)
	}
	n := 0
	for _, s := range a.Stars {
		n = max(n, s[0]+1, s[1]+1)
	}
	state := []byte(strings.Repeat(".", n*n))
	for _, s := range a.Stars {
		if s[0] >= 0 && s[1] >= 0 {
			state[s[0]*n+s[1]] = '*'
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
	a, err := puzzles.AnswerAs[*Answer](ans, "starbattle")
	if err != nil {
		return err
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
	return puzzles.DiffAt(a, b, grid.Size{Rows: p.N(), Cols: p.N()}, starSet)
}

// starSet returns the stars as a set.
func starSet(a *Answer) map[grid.Pos]bool { return puzzles.CellSet(a.Stars) }
