package magichex

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
)

// FuzzParse: anything Parse accepts has a canonical text that parses to an
// equal puzzle, is detected as a magic hexagon, and can be drawn.
func FuzzParse(f *testing.F) {
	f.Add(golden.Read(f, "testdata/magichex_empty.txt"))
	f.Add("#magichex side=4 values=3..39 sum=111")
	f.Add("#magichex side=2 sum=3 values=0..3 distinct=no\n . 3\n. 0 .\n . .\n")
	f.Add("#magichex side=3\n9 14 .\n. . . .\n. . 5 . .\n. . . .\n. . -1\n")
	f.Add(". 1\n. . .\n. .\n")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := Parse(text)
		if err != nil {
			return
		}
		q, err := Parse(p.String())
		if err != nil {
			t.Fatalf("canonical text does not parse: %v\n%s", err, p)
		}
		if !p.Equal(q) {
			t.Fatalf("round trip changed the puzzle:\n%s\n%s", p, q)
		}
		if !(Type{}).Detect(p.String()) {
			t.Fatalf("canonical text is not detected:\n%s", p)
		}
		if s := p.Draw(nil); len(s.Items) == 0 {
			t.Fatal("empty drawing")
		}
		p.Validate()
		p.impossible()
	})
}
