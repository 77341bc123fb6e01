package magichex

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// FuzzParse: anything Parse accepts has a canonical text that parses to an
// equal puzzle, is detected as a magic hexagon, and can be drawn.
func FuzzParse(f *testing.F) {
	puzzlestest.FuzzRoundTrip(f, Type, func(t *testing.T, inst puzzles.Instance) {
		p := inst.(*Puzzle)
		if s := p.Draw(nil); len(s.Items) == 0 {
			t.Fatal("empty drawing")
		}
		p.Validate()
		p.impossible()
	}, golden.Read(f, "testdata/magichex_empty.txt"),
		"#magichex side=4 values=3..39 sum=111",
		"#magichex side=2 sum=3 values=0..3 distinct=no\n . 3\n. 0 .\n . .\n",
		"#magichex side=3\n9 14 .\n. . . .\n. . 5 . .\n. . . .\n. . -1\n",
		". 1\n. . .\n. .\n")
}
