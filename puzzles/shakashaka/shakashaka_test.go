package shakashaka

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestBruteForce compares solution counts with a count of the fillings
// of the white cells that the geometric Check accepts: on random boards
// up to 3x3 with black cells and numbers scattered (at most 6 white
// cells), and on every pattern of black cells of the 2x3 and 3x2 boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 3, 100, func(rng *rand.Rand, i int) *Puzzle {
		p, _ := New(1+i%3, 1+i/3%3)
		puzzlestest.Scatter(rng, p.Cells, 2, func() int { return rng.IntN(4) - 2 })
		if len(p.Where(white)) > 6 {
			p.Cells[1][1] = Black
		}
		return p
	}, bruteCount, 60)
	var boards []*Puzzle
	for mask := range 1 << 6 {
		for _, cols := range []int{2, 3} {
			p, _ := New(6/cols, cols)
			for i := range 6 {
				if mask>>i&1 == 1 {
					p.Cells[i/cols][i%cols] = Black
				}
			}
			boards = append(boards, p)
		}
	}
	puzzlestest.CountsMatch(t, boards, bruteCount, 80)
}

// bruteCount counts (up to 1000) the fillings of p's white cells that pass Check.
func bruteCount(p *Puzzle) int {
	whites := p.Where(white)
	vals, count := make([]int, len(whites)), 0
	for count < 1000 {
		a := &Answer{Grid: strings.Split(strings.TrimSpace(p.String()[len("#shakashaka\n"):]), "\n")}
		for r, line := range a.Grid {
			a.Grid[r] = strings.Map(func(c rune) rune { return map[bool]rune{true: '.', false: '#'}[c == '.'] }, line)
		}
		for i, pos := range whites {
			row := []rune(a.Grid[pos.R])
			row[pos.C] = glyphs[vals[i]].Char
			a.Grid[pos.R] = string(row)
		}
		if p.Check(a) == nil {
			count++
		}
		i := 0
		for ; i < len(vals) && vals[i] == empty; i++ {
			vals[i] = 0
		}
		if i == len(vals) {
			break
		}
		vals[i]++
	}
	return count
}

func TestPartial(t *testing.T) {
	puzzlestest.SeveralSolutions(t, kit.Parse(t, "#shakashaka\n..\n..\n"), 2, 4)
	m := kit.Parse(t, "#shakashaka\n1.\n..\n")
	dec, _ := m.Encode(sat.NewModel())
	l := dec.Vars()
	part := dec.DecodePartial(func(x sat.Lit) (bool, bool) { return x == l[0], x == l[0] || x == l[6] }).(*Answer)
	if got := strings.Join(part.Grid, "/"); got != "#◣/??" {
		t.Errorf("partial answer %s", got)
	}
}
