package palisade

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestCheckRejects breaks every rule once on a board of dominoes whose
// only division is AABB / #CC#.
func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "#palisade n=2\n3.3.\n#..#\n")
	with := func(rows ...[]int) puzzles.Answer { return &Answer{Regions: rows} }
	puzzlestest.Accepts(t, p, with([]int{0, 0, 1, 1}, []int{2, 3, 3, 4}))
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"the answer has 1 rows, the board 2":                     with([]int{0, 0, 1, 1}),
		"region A is not connected":                              with([]int{0, 1, 0, 2}, []int{3, 4, 4, 5}),
		"the unused cell at row 2, column 1 is in a region with": with([]int{0, 0, 1, 1}, []int{0, 2, 2, 3}),
		"the region at row 1, column 1 has 3 cells, not 2":       with([]int{0, 0, 0, 1}, []int{2, 3, 3, 4}),
		"not a palisade answer":                                  nil,
	})
	q := mustParse(t, "#palisade n=2\n3.2.\n#..#\n")
	puzzlestest.Rejects(t, q, map[string]puzzles.Answer{"the 2 at row 1, column 3 has 3 borders": with([]int{0, 0, 1, 1}, []int{2, 3, 3, 4})})
}

// TestBruteForce compares solution counts with every division of tiny
// random boards that Check accepts; the clues are some of a random
// division's, one of them sometimes changed.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 7, 60, func(rng *rand.Rand, _ int) *Puzzle {
		rows, cols := 2+rng.IntN(2), 2+rng.IntN(2)
		n := []int{2, 3, 4, rows * cols}[rng.IntN(4)]
		if rows*cols%n != 0 {
			n = rows
		}
		p := randomBoard(spec, rng, rows, cols, n)
		for _, pos := range p.Size().Cells() {
			p.Cells[pos.R][pos.C] = []int{None, None, Unknown, p.At(pos), rng.IntN(5)}[rng.IntN(5)]
		}
		return p
	}, bruteCount, 10)
}

// bruteCount counts the labellings of p's cells with region ids (each a
// cell's id at most one more than the largest before it) that Check
// accepts.
func bruteCount(p *Puzzle) int {
	cells := p.Size().Cells()
	ids, _ := puzzles.NewGrid(p.Size().Rows, p.Size().Cols, 0)
	var count func(i, next int) int
	count = func(i, next int) int {
		if i == len(cells) {
			return map[bool]int{true: 1}[p.Check(&Answer{Regions: ids}) == nil]
		}
		n := 0
		for id := 0; id <= next; id++ {
			ids[cells[i].R][cells[i].C] = id
			n += count(i+1, max(next, id+1))
		}
		return n
	}
	return count(0, 0)
}

func TestGenerate(t *testing.T) {
	for _, inst := range puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Rows: 4, Cols: 6, Seed: 1, Variant: "n3"}) {
		if inst.(*Puzzle).N != 3 {
			t.Errorf("variant n3 made regions of %d", inst.(*Puzzle).N)
		}
	}
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{
		{Rows: 4, Cols: 4}:               "16 cells do not divide into regions of 5",
		{Rows: 5, Cols: 5, Variant: "x"}: `variant "x": expected nN`,
	})
}

func TestImpossible(t *testing.T) {
	puzzlestest.Unsolvable(t, Type, map[string]string{
		"#palisade n=4\n...\n...\n":   "the 6 cells in use do not divide into regions of 4",
		"#palisade n=3\n0..\n...\n":   "the 0 at row 1, column 1 needs 4 of its sides inside its region, and only 2 can be",
		"#palisade n=2\n.2..\n#1.#\n": "the 1 at row 2, column 2 needs 3 of its sides inside its region, and only 2 can be",
		"#palisade n=1\n3.\n":         "the 3 at row 1, column 1 needs 1 of its sides inside its region, and only 0 can be",
		"#palisade n=3\n2.2\n...\n":   "",
	})
}

func TestParseFormats(t *testing.T) {
	puzzlestest.Formats(t, Type, "testdata/forms.txt", puzzlestest.Written)
}

func FuzzParse(f *testing.F) {
	puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", puzzlestest.Written, "5x5n5:i133c23c2c2", "fivecells/5/5/7.a0")
}

// TestTatham: Tatham's IDs (testdata/tatham) read, write back as
// themselves and have one solution each (testdata/tatham-*.golden).
func TestTatham(t *testing.T) {
	for _, name := range []string{"5x5n5", "15x12n10"} {
		puzzlestest.SolvesIDs(t, Type, "testdata/tatham/"+name+".txt", "tatham-"+name, nil)
	}
}
