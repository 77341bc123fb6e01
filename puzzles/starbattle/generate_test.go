package starbattle

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
)

// TestGenerated: Generate is deterministic per seed, and its puzzles are
// valid with one solution.
func TestGenerated(t *testing.T) {
	cases := [][3]int{{8, 1, 1}, {9, 1, 2}, {10, 2, 1}, {10, 2, 2}}
	if testing.Short() {
		cases = cases[:1]
	}
	for _, c := range cases {
		p, err := Generate(c[0], c[1], int64(c[2]))
		if err != nil {
			t.Fatal(err)
		}
		if again, _ := Generate(c[0], c[1], int64(c[2])); !again.Equal(p) {
			t.Errorf("Generate%v is not deterministic:\n%s\n%s", c, p, again)
		}
		if err := p.Validate(); err != nil {
			t.Error(err)
		}
		if res := solve(t, p, 2); !res.Unique() {
			t.Errorf("Generate%v: %d solutions", c, len(res.Answers))
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
	for _, c := range []struct {
		o    puzzles.GenerateOptions
		want string
	}{
		{puzzles.GenerateOptions{Rows: 6, Cols: 7}, "a Star Battle board is square, not 7x6"},
		{puzzles.GenerateOptions{Rows: 6, Cols: 6, Variant: "two"}, `unknown variant "two": use stars=K, a star count`},
		{puzzles.GenerateOptions{Rows: 6, Cols: 6, Variant: "stars=2"}, "2 stars per row do not fit a 6x6 board (at most 1)"},
		{puzzles.GenerateOptions{Rows: 40, Cols: 40}, "generated boards are 1x1 to 30x30, not 40x40"},
	} {
		if _, err := (Type{}).Generate(c.o); err == nil || err.Error() != c.want {
			t.Errorf("Generate(%+v): %v", c.o, err)
		}
	}
	inst, err := Type{}.Generate(puzzles.GenerateOptions{Rows: 8, Cols: 8, Seed: 5, Variant: "1"})
	if err != nil {
		t.Fatal(err)
	}
	if p := inst.(*Puzzle); p.K != 1 || p.N() != 8 {
		t.Errorf("generated %s", p)
	}
}
