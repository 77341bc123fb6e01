package starbattle

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestGenerated: Generate is deterministic per seed, and its puzzles are
// valid with one solution.
func TestGenerated(t *testing.T) {
	opts := []puzzles.GenerateOptions{{Rows: 8, Cols: 8, Seed: 1, Variant: "1"}, {Rows: 9, Cols: 9, Seed: 2, Variant: "1"},
		{Rows: 10, Cols: 10, Seed: 1, Variant: "2"}, {Rows: 10, Cols: 10, Seed: 2, Variant: "2"}}
	if testing.Short() {
		opts = opts[:1]
	}
	for _, p := range puzzlestest.Generates(t, Type{}, opts...) {
		if err := p.(*Puzzle).Validate(); err != nil {
			t.Error(err)
		}
	}
}

// TestExamplesMatchTestdata: the generated examples are kept in testdata.
func TestExamplesMatchTestdata(t *testing.T) {
	for name, text := range map[string]string{"gen_8_1_1": queens8, "gen_9_1_2": queens9, "gen_10_2_3": stars10} {
		if got := golden.Read(t, "testdata/"+name+".txt"); got != text {
			t.Errorf("%s differs from the example:\n%s", name, got)
		}
	}
}

func TestGenerateOptions(t *testing.T) {
	puzzlestest.GenerateErrors(t, Type{}, map[puzzles.GenerateOptions]string{
		{Rows: 6, Cols: 7}:                     "a Star Battle board is square, not 7x6",
		{Rows: 6, Cols: 6, Variant: "two"}:     `unknown variant "two": use stars=K, a star count`,
		{Rows: 6, Cols: 6, Variant: "stars=2"}: "2 stars per row do not fit a 6x6 board (at most 1)",
		{Rows: 40, Cols: 40}:                   "generated boards are 1x1 to 30x30, not 40x40",
	})
	inst, err := Type{}.Generate(puzzles.GenerateOptions{Rows: 8, Cols: 8, Seed: 5, Variant: "1"})
	if err != nil {
		t.Fatal(err)
	}
	if p := inst.(*Puzzle); p.K != 1 || p.N() != 8 {
		t.Errorf("generated %s", p)
	}
}
