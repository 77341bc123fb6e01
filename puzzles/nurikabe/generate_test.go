package nurikabe

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestGenerate: the generator makes a unique puzzle of the asked size.
// (It does not use puzzlestest.Generates: the same seed does not always
// make the same puzzle yet.)
func TestGenerate(t *testing.T) {
	inst, err := Type{}.Generate(puzzles.GenerateOptions{Rows: 7, Cols: 8, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	if s := inst.(*Puzzle).Size(); s.Rows != 7 || s.Cols != 8 {
		t.Errorf("size %v", s)
	}
	puzzlestest.Unique(t, inst)
	puzzlestest.GenerateErrors(t, Type{}, map[puzzles.GenerateOptions]string{
		{Rows: 41, Cols: 5, Seed: 1}: "generated boards are 2 to 40x40 cells",
	})
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
