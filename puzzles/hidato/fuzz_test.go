package hidato

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

var fuzzSeeds = []string{"#knightstour closed\n1 . #\n. . 6\n", "x,0,3\n0,0,12\nx\n", "# . 3\n. . 5\n# # #\n"}

func FuzzParse(f *testing.F) {
	seeds := append([]string{golden.Read(f, "testdata/hidato_hi_002.txt")}, fuzzSeeds...)
	puzzlestest.FuzzRoundTrip(f, Hidato, csvAndSolve, seeds...)
}

func FuzzParseKnightsTour(f *testing.F) {
	seeds := append([]string{golden.Read(f, "testdata/ktour_003.txt")}, fuzzSeeds...)
	puzzlestest.FuzzRoundTrip(f, KnightsTour, csvAndSolve, seeds...)
}

// csvAndSolve: the CSV form round-trips, and small puzzles solve.
func csvAndSolve(t *testing.T, inst puzzles.Instance) {
	p := inst.(*Puzzle)
	c, err := p.typ.ParsePuzzle(p.CSV())
	if err != nil || !p.Equal(c) {
		t.Fatalf("CSV round trip (%v):\n%s\n%s", err, p.CSV(), c)
	}
	if p.N() <= 12 {
		solveSmall(t, p)
	}
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
