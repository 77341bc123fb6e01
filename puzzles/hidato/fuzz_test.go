package hidato

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
)

func FuzzParse(f *testing.F) {
	f.Add(golden.Read(f, "testdata/hidato_hi_002.txt"))
	f.Add(golden.Read(f, "testdata/ktour_003.txt"))
	f.Add("#knightstour closed\n1 . #\n. . 6\n")
	f.Add("x,0,3\n0,0,12\nx\n")
	f.Add("# . 3\n. . 5\n# # #\n")
	f.Fuzz(func(t *testing.T, text string) {
		for _, typ := range []*Type{Hidato, KnightsTour} {
			p, err := typ.ParsePuzzle(text)
			if err != nil {
				continue
			}
			q, err := typ.ParsePuzzle(p.String())
			if err != nil {
				t.Fatalf("canonical text does not parse: %v\n%s", err, p)
			}
			if !p.Equal(q) {
				t.Fatalf("round trip changed the puzzle:\n%s\n%s", p, q)
			}
			c, err := typ.ParsePuzzle(p.CSV())
			if err != nil || !p.Equal(c) {
				t.Fatalf("CSV round trip (%v):\n%s\n%s", err, p.CSV(), c)
			}
			if p.N() <= 12 {
				solveSmall(t, p)
			}
		}
	})
}

// solveSmall solves a small fuzzed puzzle: no panic, and any answer passes
// Check inside puzzles.Solve.
func solveSmall(t *testing.T, p *Puzzle) {
	res, err := puzzles.Solve(p, 3)
	var internal *puzzles.InternalError
	if errors.As(err, &internal) {
		t.Fatalf("%v\n%s", err, p)
	}
	if err == nil && res.Status == puzzles.Solved && p.validate() != nil {
		t.Fatalf("an invalid puzzle solved:\n%s", p)
	}
}
