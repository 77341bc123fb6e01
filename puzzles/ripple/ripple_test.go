package ripple

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, pzprURL)
	with := func(last ...int) puzzles.Answer {
		return &Answer{Grid: [][]int{{1, 2, 3, 1}, {2, 1, 4, 2}, {4, 3, 2, 1}, last}}
	}
	puzzlestest.Accepts(t, p, with(1, 2, 1, 3))
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"cell 1,1 holds 2, but 1 is given":                               &Answer{Grid: [][]int{{1, 2, 3, 1}, {2, 2, 4, 2}, {4, 3, 2, 1}, {1, 2, 1, 3}}},
		"room B holds 3 twice, at r1c3 and r1c4":                         &Answer{Grid: [][]int{{1, 2, 3, 3}, {2, 1, 4, 2}, {4, 3, 2, 1}, {1, 2, 1, 3}}},
		"the 3s at r3c2 and r3c4 have 1 cell between them, fewer than 3": &Answer{Grid: [][]int{{1, 2, 3, 1}, {2, 1, 4, 2}, {4, 3, 2, 3}, {1, 2, 1, 1}}},
		"r4c4 holds 4, but its room D has 3 cells":                       with(1, 2, 1, 4),
		"cell 3,3 holds 0, outside 1 to 16":                              with(1, 2, 1, 0),
		"not a ripple answer":                                            nil,
	})
}

// TestRules: Check refuses a room holding a number twice or one larger
// than its cells, and two equal numbers too close in a column; Encode
// says why a given larger than its room has no solution.
func TestRules(t *testing.T) {
	p := mustParse(t, "#ripple\n..\n..\nAB\nAB\n")
	puzzlestest.Accepts(t, p, &Answer{Grid: [][]int{{1, 2}, {2, 1}}})
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"room A holds 1 twice, at r1c1 and r2c1":                          &Answer{Grid: [][]int{{1, 2}, {1, 1}}},
		"r1c1 holds 3, but its room A has 2 cells":                        &Answer{Grid: [][]int{{3, 2}, {2, 1}}},
		"the 1s at r1c1 and r1c2 have 0 cells between them, fewer than 1": &Answer{Grid: [][]int{{1, 1}, {2, 2}}},
	})
	puzzlestest.Unsolvable(t, Type, map[string]string{"#ripple\n3.\n..\nAB\nAB\n": "the 3 at row 1, column 1 is larger than its room's 2 cells"})
	if _, err := puzzles.Solve(mustParse(t, "#ripple\n..\n..\nAB\nBA\n"), 2); err == nil || err.Error() != "region A is not connected: r1c1 and r2c2 are in separate parts" {
		t.Errorf("a room in parts: %v", err)
	}
}

// TestBruteForce compares solution counts with every numbering of tiny
// random boards that holds each room's numbers once, a few givens on
// them.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 3, 60, func(rng *rand.Rand, _ int) *Puzzle {
		p, _ := New(2+rng.IntN(2), 2+rng.IntN(3))
		var seeds [][]grid.Pos
		for _, i := range rng.Perm(len(p.Size().Cells()))[:len(p.Size().Cells())/4+1+rng.IntN(2)] {
			seeds = append(seeds, []grid.Pos{p.Size().Cells()[i]})
		}
		p.Region = cellgrid.GrowRegions(rng, p.Size(), seeds)
		puzzlestest.Scatter(rng, p.Cells, 8, func() int { return 1 + rng.IntN(3) })
		return p
	}, func(p *Puzzle) int {
		cells, rooms, n := p.Size().Cells(), p.RegionCells(), 0
		a := &Answer{Grid: make([][]int, p.Size().Rows)}
		for r := range a.Grid {
			a.Grid[r] = make([]int, p.Size().Cols)
		}
		used := map[[2]int]bool{} // room, number
		var next func(i int)
		next = func(i int) {
			if i == len(cells) {
				n += map[bool]int{true: 1}[p.Check(a) == nil]
				return
			}
			pos := cells[i]
			for v := 1; v <= len(rooms[p.Of(pos)]); v++ {
				if k := [2]int{p.Of(pos), v}; !used[k] {
					used[k], a.Grid[pos.R][pos.C] = true, v
					next(i + 1)
					used[k] = false
				}
			}
		}
		next(0)
		return min(n, 1000) // what Solve counts up to
	}, 20)
}

func TestGenerate(t *testing.T) {
	puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Seed: 1}, puzzles.GenerateOptions{Rows: 2, Cols: 5, Seed: 2})
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{{Rows: 13, Cols: 13}: "generated boards are 2x2 to 12x12, not 13x13"})
}
