package binairo

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// TestGenerated: Generate is deterministic per seed, and its puzzles have
// one solution and no given that could go.
func TestGenerated(t *testing.T) {
	for _, c := range []struct {
		rows, cols int
		unique     bool
	}{{6, 6, false}, {8, 8, true}, {10, 10, false}} {
		p, err := Generate(c.rows, c.cols, c.unique, 1)
		if err != nil {
			t.Fatal(err)
		}
		if again, _ := Generate(c.rows, c.cols, c.unique, 1); !again.Equal(p) {
			t.Errorf("not deterministic:\n%s\n%s", p, again)
		}
		if !solve(t, p, 2).Unique() {
			t.Fatalf("not unique:\n%s", p)
		}
		if testing.Short() {
			continue
		}
		for i := range p.Clues() {
			if solve(t, p.Without([]int{i}), 2).Unique() {
				t.Errorf("given %d is not needed:\n%s", i, p)
			}
		}
	}
}

func TestGenerateOptions(t *testing.T) {
	for _, c := range []struct {
		o    puzzles.GenerateOptions
		want string
	}{
		{puzzles.GenerateOptions{Rows: 6, Cols: 7}, "the grid is 7x6; both sides must be even, to hold as many black cells as white"},
		{puzzles.GenerateOptions{Rows: 6, Cols: 6, Variant: "tango"}, `unknown variant "tango": use unique, or nothing`},
		{puzzles.GenerateOptions{Rows: 40, Cols: 40}, "generated grids are at most 30x30, not 40x40"},
		{puzzles.GenerateOptions{Rows: 2, Cols: 4, Variant: "unique"}, "no 4x2 grid obeys the rules"},
	} {
		if _, err := (Type{}).Generate(c.o); err == nil || err.Error() != c.want {
			t.Errorf("Generate(%+v): %v", c.o, err)
		}
	}
	inst, err := Type{}.Generate(puzzles.GenerateOptions{Rows: 4, Cols: 6, Seed: 2, Variant: "unique"})
	if err != nil {
		t.Fatal(err)
	}
	if p := inst.(*Puzzle); !p.Unique || p.Rows() != 4 || p.Cols() != 6 {
		t.Errorf("generated\n%s", p)
	}
}
