package towers

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// small is a 3x3 puzzle with one solution, 1 3 2 / 2 1 3 / 3 2 1.
const small = "#towers\n+3..+\n....2\n.....\n.....\n+...+\n"

func TestCheckRejects(t *testing.T) {
	p := kit.Parse(t, small)
	good := func() *Answer { return &Answer{Grid: [][]int{{1, 3, 2}, {2, 1, 3}, {3, 2, 1}}} }
	puzzlestest.Unique(t, p)
	puzzlestest.Accepts(t, p, good())
	puzzlestest.Rejects(t, p, puzzlestest.Broken(t, good(), map[string]func(a *Answer){
		"the answer has 2 rows, the board 3":            func(a *Answer) { a.Grid = a.Grid[:2] },
		"answer row 1 has 2 cells, the board 3 columns": func(a *Answer) { a.Grid[1] = a.Grid[1][:2] },
		"cell 0,0 holds 4, outside 1 to 3":              func(a *Answer) { a.Grid[0][0] = 4 },
		"cell 0,0 holds 0, outside 1 to 3":              func(a *Answer) { a.Grid[0][0] = cellgrid.Unknown },
		"1 is in cells 0,0 and 0,1":                     func(a *Answer) { a.Grid[0][1] = 1 },
		"3 is in cells 2,0 and 2,1":                     func(a *Answer) { a.Grid[2][1] = 3 },
		"the 3 above column 1 sees 1 towers":            func(a *Answer) { a.Grid = [][]int{{3, 1, 2}, {1, 2, 3}, {2, 3, 1}} },
		"the 2 right of row 1 sees 1 towers":            func(a *Answer) { a.Grid = [][]int{{1, 2, 3}, {2, 3, 1}, {3, 1, 2}} },
	}))
	given := kit.Parse(t, "#towers\n+...+\n.1...\n.....\n.....\n+...+\n")
	puzzlestest.Rejects(t, given, map[string]puzzles.Answer{"cell 0,0 holds 2, but 1 is given": &Answer{Grid: [][]int{{2, 1, 3}, {1, 3, 2}, {3, 2, 1}}}})
}

// TestBruteForce compares solution counts with a count over every Latin
// square on random 3x3 and 4x4 boards with a few clues and givens.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 24, 60, randomPuzzle, bruteCount, 20)
}

// randomPuzzle is a 3x3 or 4x4 board, a third of its clue places holding
// the clue of a random Latin square, a tenth of its cells a number.
func randomPuzzle(rng *rand.Rand, _ int) *Puzzle {
	n := 3 + rng.IntN(2)
	sol := puzzlestest.RandomLatin(rng, n)
	p, _ := New(n)
	size := p.Size()
	for _, side := range cellgrid.Sides {
		for i := range p.Edges[side] {
			if rng.IntN(3) == 0 {
				p.Edges[side][i] = visible(sol, side.Cells(size, i))
			}
		}
	}
	puzzlestest.Scatter(rng, p.Cells, 10, func() int { return 1 + rng.IntN(n) })
	return cellgrid.WithEdges(spec, p.Cells, p.Edges)
}

// bruteCount counts the Latin squares that pass Check.
func bruteCount(p *Puzzle) int {
	return puzzlestest.CountLatins(p, p.Size().Rows, func(g [][]int) puzzles.Answer { return &Answer{Grid: g} })
}

func TestNothingKnown(t *testing.T) {
	p := kit.Parse(t, "#towers\n+3..+\n.....\n.....\n.....\n+...+\n")
	dec, _ := p.Encode(sat.NewModel())
	none := dec.DecodePartial(func(sat.Lit) (bool, bool) { return false, false }).(*Answer)
	if strings.Trim(none.Text(), "? \n") != "" {
		t.Errorf("nothing known, yet\n%s", none.Text())
	}
}

func TestGenerate(t *testing.T) {
	for _, o := range []puzzles.GenerateOptions{{Rows: 5, Cols: 5, Seed: 1}, {Rows: 4, Cols: 4, Seed: 2, Variant: "easy"}, {Seed: 3, Variant: "hard"}} {
		p := puzzlestest.Generates(t, Type, o)[0].(*Puzzle)
		if o.Variant == "easy" && len(p.Lines()) != 4*p.Size().Rows {
			t.Errorf("an easy puzzle lacks clues:\n%s", p)
		}
	}
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{
		{Rows: 3, Cols: 4}:                "square, not 4x3",
		{Rows: 10, Cols: 10}:              "size 10x10 is outside 3x3 to 9x9",
		{Rows: 4, Cols: 4, Variant: "xx"}: "unknown towers difficulty \"xx\"",
	})
}

// TestTatham: the game IDs made by Tatham's generator (testdata/tatham)
// read, write back as themselves, and have one solution each, which
// testdata/tatham.golden keeps.
func TestTatham(t *testing.T) {
	puzzlestest.SolvesTatham(t, Type, func(name string) bool { return strings.HasPrefix(name, "8") }, func(id string) string {
		params, desc, _ := strings.Cut(id, ":")
		return strings.TrimRight(params, "dehxu") + ":" + desc
	})
}
