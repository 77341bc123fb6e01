package norinori

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersExamples(t, Type, func(ty *puzzlestest.Typist, want puzzles.Instance) {
		p := want.(*Puzzle)
		ty.New(p.Size().Rows, p.Size().Cols)
		ty.Cells(p.Size(), func(pos grid.Pos) []string { return []string{cellgrid.RegionName(p.Of(pos))} })
	})
}

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "https://puzz.link/p?norinori/5/5/cag4ocjo")
	with := func(last string) puzzles.Answer {
		return &cellgrid.Shading{Grid: []string{"##...", "..##.", "##..#", "....#", last}}
	}
	puzzlestest.Accepts(t, p, with("##..."))
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"the shaded cell 4,1 has 2 shaded neighbours": with("###.."),
		"the shaded cell 4,0 has 0 shaded neighbours": with("#...."),
		"region E has 0 shaded cells, not 2":          with("....."),
		"not a norinori answer":                       nil,
	})
	if _, err := puzzles.Solve(mustParse(t, "AB\nAA\n"), 2); err == nil || err.Error() != "region B has 1 cell; a region holds 2 shaded cells" {
		t.Errorf("a region of one cell: %v", err)
	}
}

// TestBruteForce compares solution counts with every shading of tiny
// random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 3, 40, func(rng *rand.Rand, _ int) *Puzzle {
		p, _ := New(2+rng.IntN(3), 2+rng.IntN(3))
		r, c := p.Size().Rows-1, p.Size().Cols-1
		seeds := [][]grid.Pos{{{}, {C: 1}}, {{R: r, C: c}, {R: r, C: c - 1}}}
		p.Region = cellgrid.GrowRegions(rng, p.Size(), seeds)
		return p
	}, func(p *Puzzle) int {
		n := p.Size().Rows * p.Size().Cols
		return puzzlestest.CountSubsets(n, func(in func(int) bool) bool {
			return p.Check(&cellgrid.Shading{Grid: puzzlestest.Picture(p.Size().Rows, p.Size().Cols, in, '#', '.')}) == nil
		})
	}, 5)
}

func TestGenerate(t *testing.T) {
	puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Seed: 1})
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{{Rows: 1, Cols: 1}: "generated boards are 2x2 to 10x10, not 1x1"})
}

func TestParseFormats(t *testing.T) {
	puzzlestest.Formats(t, Type, "testdata/forms.txt", puzzlestest.Written)
}

func FuzzParse(f *testing.F) {
	puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", puzzlestest.Written)
}
