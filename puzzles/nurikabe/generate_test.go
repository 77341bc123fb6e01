package nurikabe

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

func TestGenerate(t *testing.T) {
	inst, err := Type{}.Generate(puzzles.GenerateOptions{Rows: 7, Cols: 8, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	p := inst.(*Puzzle)
	if s := p.Size(); s.Rows != 7 || s.Cols != 8 {
		t.Errorf("size %v", s)
	}
	if res := solve(t, p, 2); !res.Unique() {
		t.Errorf("not unique:\n%s", p)
	}
	if _, err := Generate(41, 5, 1); err == nil {
		t.Error("41 rows accepted")
	}
}

// TestGenerated10: the generated example is what Generate(10, 10, 1) makes.
func TestGenerated10(t *testing.T) {
	if testing.Short() {
		t.Skip("generates a 10x10 board")
	}
	p, err := Generate(10, 10, 1)
	if err != nil {
		t.Fatal(err)
	}
	if p.String() != generated10 {
		t.Errorf("Generate(10, 10, 1) =\n%s\nwant\n%s", p, generated10)
	}
}
