package tapa

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestRuns: the runs read round a ring, joined across its start, and
// the clues that show them.
func TestRuns(t *testing.T) {
	for ring, want := range map[string][]int{"........": nil, "########": {8}, "#......#": {2}, "##.#.###": {1, 5}, ".#.#.#.#": {1, 1, 1, 1}, "..###...": {3}} {
		places := make([]bool, 8)
		for k := range places {
			places[k] = ring[k] == '#'
		}
		if got := runs(places); !slices.Equal(got, want) {
			t.Errorf("runs of %s: %v, want %v", ring, got, want)
		}
	}
	for _, c := range []struct {
		clue int
		runs []int
		want bool
	}{{0, nil, true}, {0, []int{1}, false}, {9, nil, false}, {9, []int{8}, true}, {13, []int{3, 1}, true},
		{13, []int{1, 1}, false}, {91, []int{1, 4}, true}, {91, []int{2, 4}, false}, {1111, []int{1, 1, 1, 1}, true}, {2, []int{1, 1}, false}} {
		if got := shows(Numbers(c.clue), c.runs); got != c.want {
			t.Errorf("clue %s shows %v: %v", clueText(c.clue), c.runs, got)
		}
	}
}

// TestBruteForce compares solution counts with a count over every
// shading of tiny random boards that passes Check.
func TestBruteForce(t *testing.T) {
	clues := []int{0, 1, 2, 3, 4, 5, 9, 11, 12, 21, 19, 99, 111, 1111, 13, 22, 6}
	puzzlestest.PicturesMatch(t, 7, 80, func(rng *rand.Rand, _ int) *Puzzle {
		p, _ := New(2+rng.IntN(2), 2+rng.IntN(3))
		puzzlestest.Scatter(rng, p.Cells, 5, func() int { return clues[rng.IntN(len(clues))] })
		return p
	}, '#', '.', 15)
}

func TestGenerate(t *testing.T) {
	made := puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Rows: 7, Cols: 7, Seed: 1}, puzzles.GenerateOptions{Rows: 3, Cols: 8, Seed: 2})
	if want := kit.Parse(t, Type.Examples()[1].Text); made[0].String() != want.String() {
		t.Errorf("Generate(7, 7, 1) made\n%s\nnot the example\n%s", made[0], want)
	}
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{{Rows: 0, Cols: 3}: "size 3x0 is outside"})
}
