package nurikabe

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestGenerate: the generator makes the same unique puzzle of the asked
// size for the same seed.
func TestGenerate(t *testing.T) {
	inst := puzzlestest.Generates(t, Type{}, puzzles.GenerateOptions{Rows: 7, Cols: 8, Seed: 2})[0]
	if s := inst.(*Puzzle).Size(); s.Rows != 7 || s.Cols != 8 {
		t.Errorf("size %v", s)
	}
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
	again, err := Generate(10, 10, 1)
	if err != nil || again.String() != p.String() {
		t.Errorf("the same seed gave another puzzle (%v):\n%s\nthen\n%s", err, p, again)
	}
	puzzlestest.Unique(t, p)
}
