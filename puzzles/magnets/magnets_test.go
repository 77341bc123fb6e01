package magnets

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// small is a 4x2 puzzle with one answer, "+..+", "-..-".
const small = "#magnets\n+1.01+\n2TLRT.\n.BLRB2\n+1..1+\n"

func TestCheckRejects(t *testing.T) {
	p := kit.Parse(t, small)
	good := func() *Answer { return &Answer{Grid: []string{"+..+", "-..-"}} }
	puzzlestest.Unique(t, p)
	puzzlestest.Accepts(t, p, good())
	puzzlestest.Rejects(t, p, puzzlestest.Broken(t, good(), map[string]func(a *Answer){
		"the answer has 1 rows, the board 2":                            func(a *Answer) { a.Grid = a.Grid[:1] },
		"row 2 of the answer has 3 cells, the board 4":                  func(a *Answer) { a.Grid[1] = "-.." },
		"the cell at row 1, column 2 is 'x'":                            func(a *Answer) { a.Grid[0] = "+x.+" },
		"at row 1, column 1 and row 2, column 1 has two":                func(a *Answer) { a.Grid[1] = "+..-" },
		"half neutral, half +":                                          func(a *Answer) { a.Grid[1] = "...-" },
		"like poles touch: + at row 1, column 1 and at row 1, column 2": func(a *Answer) { a.Grid = []string{"++-+", "--+-"} },
		"the count 2 left of row 1: the line has 1 +":                   func(a *Answer) { a.Grid = []string{"-..+", "+..-"} },
		"the count 1 above column 1: the line has 0 +":                  func(a *Answer) { a.Grid = []string{"....", "...."} },
	}))
	wall := kit.Parse(t, "#magnets\n+...+\n.LR*.\n.*LR.\n+...+\n")
	puzzlestest.Rejects(t, wall, map[string]puzzles.Answer{"the cell at row 1, column 3 is in no domino and holds +": &Answer{Grid: []string{"-++", "..."}}})
	draft := kit.Parse(t, "#magnets\n+..+\n.L..\n+..+\n")
	puzzlestest.Rejects(t, draft, map[string]puzzles.Answer{"the cell at row 1, column 1, 'L', is not one end of a domino": &Answer{Grid: []string{".."}}})
	if _, err := draft.Encode(sat.NewModel()); err == nil {
		t.Error("a draft encodes")
	}
}

// TestBruteForce compares solution counts with a count over every
// picture of +, - and . on random boards of up to 8 cells.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 7, 40, randomPuzzle, bruteCount, 20)
}

// randomPuzzle is a generated board of 2x2 to 4x2 with a random half of
// its counts.
func randomPuzzle(rng *rand.Rand, _ int) *Puzzle {
	p := randomBoard(spec, rng, 2, 2+rng.IntN(3))
	for _, s := range cellgrid.Sides {
		for i := range p.Edges[s] {
			if rng.IntN(2) == 0 {
				p.Edges[s][i] = cellgrid.NoClue
			}
		}
	}
	return p
}

// bruteCount counts the pictures that pass Check.
func bruteCount(p *Puzzle) int {
	size, n := p.Size(), 0
	pic, all := make([]byte, size.Rows*size.Cols), 1
	for range pic {
		all *= 3
	}
	for k := range all {
		for i := range pic {
			pic[i], k = "+-."[k%3], k/3
		}
		a := &Answer{}
		for r := range size.Rows {
			a.Grid = append(a.Grid, string(pic[r*size.Cols:(r+1)*size.Cols]))
		}
		if p.Check(a) == nil {
			n++
		}
	}
	return n
}

func TestGenerate(t *testing.T) {
	ps := puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Seed: 1}, puzzles.GenerateOptions{Rows: 3, Cols: 3, Seed: 2}, puzzles.GenerateOptions{Rows: 7, Cols: 8, Seed: 3, Variant: "sparse"})
	if full, sparse := ps[0].(*Puzzle), ps[2].(*Puzzle); len(full.Lines()) != 22 || len(sparse.Lines()) == 30 {
		t.Errorf("a full 6x5 puzzle has %d counts (want 22), a sparse 8x7 all 30", len(full.Lines()))
	}
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{
		{Rows: 1, Cols: 4}:   "generated boards are 2x2 to 12x12, not 4x1",
		{Rows: 13, Cols: 13}: "not 13x13",
		{Variant: "hard"}:    "unknown magnets variant \"hard\"",
	})
}
