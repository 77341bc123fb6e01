package tracks

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares the solver's count of solutions with the count
// of the sets of links between squares that Check accepts, on small
// random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 1, 60, randomPuzzle, bruteCount, 10)
}

// randomPuzzle is a board of 2 to 3 rows and columns with the ends of a
// random track, some of its pieces and some counts given, each count
// the track's or a random one.
func randomPuzzle(rng *rand.Rand, _ int) *Puzzle {
	rows, cols := 2+rng.IntN(2), 2+rng.IntN(2)
	p, _ := New(rows, cols)
	track := layTrack(rng, rows, cols)
	for pos, bits := range track {
		if bits&Left != 0 && pos.C == 0 || bits&Down != 0 && pos.R == rows-1 || rng.IntN(6) == 0 {
			p.Cells[pos.R][pos.C] = bits
		}
	}
	count := func(line func(grid.Pos) bool, most int) int {
		n := 0
		for pos := range track {
			if line(pos) {
				n++
			}
		}
		return []int{cellgrid.NoCount, n, rng.IntN(most + 1)}[rng.IntN(3)]
	}
	for i := range p.Rows {
		p.Rows[i] = count(func(pos grid.Pos) bool { return pos.R == i }, cols)
	}
	for i := range p.Cols {
		p.Cols[i] = count(func(pos grid.Pos) bool { return pos.C == i }, rows)
	}
	return p
}

// bruteCount counts the sets of links whose pieces (the ends' running
// out of the grid) make an answer Check accepts.
func bruteCount(p *Puzzle) int {
	size, ends := p.Size(), must(p.ends())
	links := size.Edges()
	return puzzlestest.CountSubsets(len(links), func(in func(int) bool) bool {
		bits := map[grid.Pos]int{ends[0].at: ends[0].bit, ends[1].at: ends[1].bit}
		for i, l := range links {
			if in(i) {
				d := l.B.R - l.A.R // 1 down, 0 right
				bits[l.A] |= []int{Right, Down}[d]
				bits[l.B] |= []int{Left, Up}[d]
			}
		}
		a := &Answer{}
		for r := range size.Rows {
			var b strings.Builder
			for c := range size.Cols {
				ch, ok := pieces[bits[grid.Pos{R: r, C: c}]]
				b.WriteRune(map[bool]rune{true: ch, false: '.'}[ok])
				if !ok && bits[grid.Pos{R: r, C: c}] != 0 {
					return false
				}
			}
			a.Grid = append(a.Grid, b.String())
		}
		return p.Check(a) == nil
	})
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
