package starbattle

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

const pzprURL = "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou"

// TestCountAgainstBruteForce: on random 4x4 to 7x7 boards of regions
// grown from random seeds (sometimes one relaxed), the solver counts the
// placements that pass Check (K stars in every row, no two touching).
func TestCountAgainstBruteForce(t *testing.T) {
	random := func(rng *rand.Rand, i int) *Puzzle {
		n := 4 + i%4
		p, _ := New(n, n)
		var seeds [][]grid.Pos
		for _, i := range rng.Perm(n * n)[:n] {
			seeds = append(seeds, []grid.Pos{{R: i / n, C: i % n}})
		}
		p.K, p.Region = 1+rng.IntN(MaxStars(n)), cellgrid.GrowRegions(rng, p.Size(), seeds)
		if rng.IntN(3) == 0 {
			p.Free = []int{rng.IntN(n)}
		}
		return p
	}
	brute := func(p *Puzzle) int {
		return puzzlestest.CountPlacements(p.Size().Rows, p.Size().Cols, p.K, func(on [][2]int) bool { return p.Check(&Answer{On: on}) == nil })
	}
	puzzlestest.RandomCountsMatch(t, 1, map[bool]int{false: 60, true: 25}[testing.Short()], random, brute, 5)
}

// TestRegionGone: removing a free region frees nothing more, and reads
// back.
func TestRegionGone(t *testing.T) {
	q := puzzlestest.Press(t, kit.Parse(t, "#starbattle free=B\nAB\nAA\n"), puzzles.Target{C: 1}, "A").(*Puzzle)
	if len(q.Free) != 0 || kit.Parse(t, q.String()).String() != q.String() { // region B is gone, and free with it
		t.Errorf("after removing region B:\n%s", q)
	}
}

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone: + to its star count, then each cell's region letter.
func TestEnterByPad(t *testing.T) {
	puzzlestest.Enters(t, Type, func(ty *puzzlestest.Typist, p *Puzzle) {
		for ty.Inst.(*Puzzle).K < p.K {
			ty.Press(puzzles.Target{}, "+")
		}
		ty.Cells(p.Size(), func(pos grid.Pos) []string { return []string{cellgrid.RegionName(p.Of(pos))} })
	})
}

// TestEdit: the star count's keys, within 1 to MaxStars.
func TestEdit(t *testing.T) {
	p := puzzlestest.Blank[*Puzzle](t, Type, 10, 10)
	puzzlestest.Pad(t, p, []puzzles.Key{{Label: "A", Key: "A"}, {Label: "Delete", Key: "Delete"}, {Label: "Stars: 1 −", Key: "-"}, {Label: "Stars: 1 +", Key: "+"}}...)
	puzzlestest.Refuses(t, p, puzzles.Target{}, map[string]string{"-": "every row, column and region holds at least 1 star"})
	puzzlestest.Refuses(t, puzzlestest.Press(t, p, puzzles.Target{}, "+"), puzzles.Target{}, map[string]string{"+": "at most 2 stars per row fit a 10x10 board"})
}

// TestGenerated: the variants 1 and stars=1 make boards of one star per
// row (testdata/generate.txt has the rest); the examples made by Generate
// are kept in testdata.
func TestGenerated(t *testing.T) {
	opts := []puzzles.GenerateOptions{{Rows: 8, Cols: 8, Seed: 1, Variant: "1"}, {Rows: 9, Cols: 9, Seed: 2, Variant: "stars=1"}}
	for _, p := range puzzlestest.Generates(t, Type, opts[:map[bool]int{false: 2, true: 1}[testing.Short()]]...) {
		if p.(*Puzzle).K != 1 {
			t.Errorf("%d stars per row:\n%s", p.(*Puzzle).K, p)
		}
	}
	for name, example := range map[string]string{"gen_8_1_1": "Queens 8x8", "gen_9_1_2": "Queens 9x9", "gen_10_2_3": "Star Battle 10x10, 2 stars"} {
		if got := golden.Read(t, "testdata/"+name+".txt"); got != puzzlestest.ExampleText(t, Type, example) {
			t.Errorf("%s differs from the example:\n%s", name, got)
		}
	}
}

// BenchmarkStarBattle solves the examples, among them LinkedIn-style
// Queens 9x9 with one star and the speed case, 10x10 with two,
// and generates a unique 10x10 two-star puzzle.
func BenchmarkStarBattle(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1, Variant: "2"})
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f, "#starbattle stars=2\nAB\nBA\n", pzprURL) }
