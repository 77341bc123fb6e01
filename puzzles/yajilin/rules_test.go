package yajilin

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// bruteCount counts the loops of a small board that Check accepts with
// every empty cell off the loop shaded, with no SAT.
func bruteCount(p *Puzzle) int {
	size := p.Size()
	return puzzlestest.CountLoops(p, size.Rows, size.Cols, func(loop [][2]int) puzzles.Answer {
		on, a := map[[2]int]bool{}, &Answer{Loop: loop}
		for _, c := range loop {
			on[c] = true
		}
		for r, row := range p.Cells {
			line := []byte(strings.Repeat(".", len(row)))
			for c, v := range row {
				if v == Empty && !on[[2]int{r, c}] {
					line[c] = '#'
				}
			}
			a.Grid = append(a.Grid, string(line))
		}
		return a
	})
}

func TestCountAgainstBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 7, 60, func(r *rand.Rand, i int) *Puzzle {
		sz := [][2]int{{3, 3}, {2, 4}, {2, 5}, {3, 3}}[i%4]
		p, _ := New(sz[0], sz[1])
		puzzlestest.Scatter(r, p.Cells, 5, func() int { return Clue(r.IntN(5), r.IntN(3)-1) })
		for _, pos := range p.Size().Cells() {
			if d, n := split(p.At(pos)); p.At(pos) != Empty && (d == 0 && n >= 0 || n > len(p.ray(pos, d))) {
				p.Cells[pos.R][pos.C] = Grey
			}
		}
		return p
	}, bruteCount, 10)
}

// TestEntries: a solution's entries (its shading and its lines) hold in
// the model it was decoded from; another answer type is refused.
func TestEntries(t *testing.T) {
	p := kit.Parse(t, "https://puzz.link/p?yajilin/5/5/m32j10")
	m := sat.NewModel()
	dec, _ := p.Encode(m)
	s := m.Solver()
	a, err := puzzles.Next(s, p, dec, &puzzles.Stats{})
	en := dec.(puzzles.Enterer)
	es, err2 := en.Entries(a)
	if err != nil || err2 != nil || len(es) < 23+40 {
		t.Fatalf("%d entries, %v %v", len(es), err, err2)
	}
	for _, e := range es {
		if !e.Lit.IsConst() && !s.Value(e.Lit) {
			t.Errorf("entry %+v does not hold", e)
		}
	}
	if _, err := en.Entries(&puzzles.Picture{}); err == nil {
		t.Error("a picture was read as entries")
	}
}
