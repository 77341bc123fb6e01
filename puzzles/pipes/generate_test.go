package pipes

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func generate(t *testing.T, o puzzles.GenerateOptions) *Puzzle {
	t.Helper()
	inst, err := Type.Generate(o)
	if err != nil {
		t.Fatalf("Generate(%+v): %v", o, err)
	}
	return inst.(*Puzzle)
}

func TestGenerateSeedMethod(t *testing.T) {
	p := generate(t, puzzles.GenerateOptions{Seed: 3})
	if p.Size.Rows != DefaultRows || p.Size.Cols != DefaultCols || p.Rule != Seed || p.Wrap {
		t.Fatalf("default puzzle is %dx%d %s wrap=%v", p.Size.Cols, p.Size.Rows, p.Rule, p.Wrap)
	}
	if again := generate(t, puzzles.GenerateOptions{Seed: 3}); !again.Equal(p) {
		t.Error("the same seed gave another puzzle")
	}
	if other := generate(t, puzzles.GenerateOptions{Seed: 4}); other.Equal(p) {
		t.Error("another seed gave the same puzzle")
	}
	for _, o := range []puzzles.GenerateOptions{{Seed: 3}, {Rows: 6, Cols: 9, Seed: 5, Variant: VariantWrap}} {
		p := generate(t, o)
		for _, row := range p.Tiles {
			for _, tile := range row {
				if tile.Arms() == 1 {
					t.Fatalf("%+v: a dead end survived the pruning:\n%s", o, p)
				}
			}
		}
		if res := puzzlestest.Solve(t, p, 1); res.Status != puzzles.Solved {
			t.Errorf("%+v: the generated puzzle has no solution:\n%s", o, p)
		}
		if p.checkJoints(p.Tiles) == nil {
			t.Errorf("%+v: the puzzle starts out solved", o)
		}
	}
}

func TestGenerateNet(t *testing.T) {
	for _, o := range []puzzles.GenerateOptions{
		{Rows: 5, Cols: 5, Seed: 1, Variant: VariantNet},
		{Rows: 6, Cols: 4, Seed: 2, Variant: VariantNet},
		{Rows: 5, Cols: 7, Seed: 3, Variant: VariantNetWrap},
		{Rows: 1, Cols: 6, Seed: 4, Variant: VariantNet},
		{Rows: 3, Cols: 3, Seed: 5, Variant: VariantNetWrap},
	} {
		p := generate(t, o)
		if p.Rule != Net || p.Wrap != (o.Variant == VariantNetWrap) {
			t.Errorf("%+v: rule %s, wrap %v", o, p.Rule, p.Wrap)
		}
		for _, row := range p.Tiles {
			for _, tile := range row {
				if tile == Empty || tile.Arms() == 4 {
					t.Fatalf("%+v: Net puzzles have no empty tiles or crosses:\n%s", o, p)
				}
			}
		}
		if res := puzzlestest.Solve(t, p, 2); !res.Unique() {
			t.Errorf("%+v: %d solutions (complete %v), want exactly 1:\n%s", o, len(res.Answers), res.Complete, p.NetID())
		}
		if p.checkJoints(p.Tiles) == nil {
			t.Errorf("%+v: the puzzle starts out solved", o)
		}
		if again := generate(t, o); !again.Equal(p) {
			t.Errorf("%+v: the same options gave another puzzle", o)
		}
		if q := mustParse(t, p.NetID()); !q.Equal(p) {
			t.Errorf("%+v: the Net ID reads back as\n%s", o, q)
		}
	}
}

func TestGenerateErrors(t *testing.T) {
	cases := []struct {
		o    puzzles.GenerateOptions
		want string
	}{
		{puzzles.GenerateOptions{Variant: "hexagonal"}, "unknown pipes variant"},
		{puzzles.GenerateOptions{Rows: 0, Cols: 5}, "outside 1x1"},
		{puzzles.GenerateOptions{Rows: 101, Cols: 5}, "outside 1x1"},
		{puzzles.GenerateOptions{Rows: 2, Cols: 5, Variant: VariantNetWrap}, "width or height of 2"},
		{puzzles.GenerateOptions{Rows: 1, Cols: 1, Variant: VariantNet}, "at least 2 tiles"},
	}
	for _, c := range cases {
		_, err := Type.Generate(c.o)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Generate(%+v) error = %v, want it to mention %q", c.o, err, c.want)
		}
	}
}
