package tapa

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func shaded(rows ...string) *Answer { return &Answer{Grid: rows} }

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "https://puzz.link/p?tapa/5/5/3n5hchhajn2")
	puzzlestest.Accepts(t, p, shaded(".####", "##.#.", "#..##", ".#.#.", "####."))
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"the clue at 0,0 is shaded":                 shaded("#####", "##.#.", "#..##", ".#.#.", "####."),
		"the 2x2 block at 1,0 is all shaded":        shaded(".#...", "##...", "##...", ".....", "....."),
		"no cell is shaded":                         shaded(".....", ".....", ".....", ".....", "....."),
		"the shaded cells form 2 separate regions":  shaded(".#.##", "##.#.", "#..##", ".#.#.", "####."),
		"the clue 5 at 1,4 has runs [] around it":   shaded(".#...", "##...", "#....", ".....", "....."),
		"the clue 311 at 2,2 has runs [3 1] around": shaded(".####", "##.#.", "#..##", "...#.", "####."),
		"the answer has 1 rows, the board 5":        shaded(".####"),
		"not a tapa answer":                         nil,
	})
}

// TestRuns: the two readings of a ring (the encoding's bits, Check's
// text) agree on every pattern, and a clue shows the runs it lists.
func TestRuns(t *testing.T) {
	for pattern := range 256 {
		sh := [][]bool{make([]bool, 3), make([]bool, 3), make([]bool, 3)}
		for k, d := range ring {
			sh[1+d.R][1+d.C] = pattern>>k&1 == 1
		}
		if a, b := bitRuns(pattern), ringRuns(sh, grid.Pos{R: 1, C: 1}); !slices.Equal(a, b) && len(a)+len(b) > 0 {
			t.Errorf("pattern %08b: bits read %v, the ring %v", pattern, a, b)
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
	puzzlestest.RandomCountsMatch(t, 7, 80, func(rng *rand.Rand, _ int) *Puzzle {
		p, _ := New(2+rng.IntN(2), 2+rng.IntN(3))
		puzzlestest.Scatter(rng, p.Cells, 5, func() int { return clues[rng.IntN(len(clues))] })
		return p
	}, func(p *Puzzle) int {
		size := p.Size()
		return puzzlestest.CountSubsets(size.Rows*size.Cols, func(in func(int) bool) bool {
			return p.Check(shaded(puzzlestest.Picture(size.Rows, size.Cols, in, '#', '.')...)) == nil
		})
	}, 15)
}

func TestImpossible(t *testing.T) {
	puzzlestest.Unsolvable(t, Type, map[string]string{
		"#tapa\n8 .\n. .\n":     "the clue 8 at row 1, column 1 has only 3 neighbours that can be shaded",
		"#tapa\n. 1 .\n1 4 .\n": "the clue 4 at row 2, column 2 has only 3 neighbours",
	})
}

func TestEdit(t *testing.T) {
	p, _ := New(1, 3)
	at := puzzles.Target{R: 0, C: 1}
	puzzlestest.EditCases(t, p, []puzzlestest.EditCase{
		{Name: "digit", At: at, Keys: []string{"3"}, Want: ". 3 ."},
		{Name: "two numbers", At: at, Keys: []string{"1", "3"}, Want: " . 13  ."},
		{Name: "unknowns", At: at, Keys: []string{"?", "2", "?"}, Want: "  . ?2?   ."},
		{Name: "too many starts again", At: at, Keys: []string{"5", "2"}, Want: ". 2 ."},
		{Name: "a fifth number starts again", At: at, Keys: []string{"1", "1", "1", "1", "1"}, Want: ". 1 ."},
		{Name: "backspace", At: at, Keys: []string{"1", "2", "Backspace"}, Want: ". 1 ."},
		{Name: "backspace to empty", At: at, Keys: []string{"1", "Backspace"}, Want: ". . ."},
		{Name: "delete", At: at, Keys: []string{"4", "Delete"}, Want: ". . ."},
		{Name: "nine", At: at, Keys: []string{"9"}, Want: "number 9: a clue cell has 8 neighbours"},
		{Name: "click", At: at, Keys: []string{"Click", "AltClick", "x"}},
		{Name: "off the board", At: puzzles.Target{R: 9, C: 9}, Keys: []string{"1"}},
	}...)
}

func TestGenerate(t *testing.T) {
	puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Rows: 6, Cols: 6, Seed: 1}, puzzles.GenerateOptions{Rows: 3, Cols: 8, Seed: 2})
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{{Rows: 0, Cols: 3}: "size 3x0 is outside"})
}

// TestParseFormats: the texts of testdata/forms.txt parse as it says, and
// the URLs that puzzles write read back.
func TestParseFormats(t *testing.T) {
	puzzlestest.Formats(t, Type, "testdata/forms.txt", puzzlestest.URL)
}

// FuzzParse: whatever parses round-trips and the URL it writes reads back.
func FuzzParse(f *testing.F) { puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", puzzlestest.URL) }
