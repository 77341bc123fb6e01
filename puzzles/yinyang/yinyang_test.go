package yinyang

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func coloured(rows ...string) *Answer { return &Answer{Grid: rows} }

// TestCheckRejects: pzprjs's answer to its test puzzle passes, and each
// of its test script's wrong boards (completed) fails for its reason.
func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "https://puzz.link/p?yinyang/5/5/016612300")
	puzzlestest.Accepts(t, p, coloured("WWWWW", "WBBBW", "BBWWW", "WBBBW", "WWWWW"))
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"the 2x2 block at 1,1 is all black":             coloured("WWWWW", "WBBBW", "BBBWW", "WBBBW", "WWWWW"),
		"the 2x2 block at 2,3 is all white":             coloured("WWWWW", "WBBBW", "BBWWW", "WBBWW", "WWWWW"),
		"the black cells form 2 separate regions":       coloured("WWWWW", "WBBBW", "BBWWW", "WWBBW", "WWWWW"),
		"the white cells form 2 separate regions":       coloured("WWWWW", "WBBBB", "BBWWW", "WBBBW", "WWWWW"),
		"the white circle at 1,0 is coloured otherwise": coloured("WWWWW", "BBBBW", "BBWWW", "WBBBW", "WWWWW"),
		"the black circle at 1,2 is coloured otherwise": coloured("WWWWW", "WBWBW", "BBWWW", "WBBBW", "WWWWW"),
		"cell 0,0 of the answer is '#', not 'B' or 'W'": coloured("#WWWW", "WBBBW", "BBWWW", "WBBBW", "WWWWW"),
		"the answer has 1 rows, the board 5":            coloured("WWWWW"),
		"not a yinyang answer":                          nil,
	})
}

// TestBruteForce compares solution counts with a count over every
// colouring of tiny random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 7, 80, func(rng *rand.Rand, _ int) *Puzzle {
		p, _ := New(1+rng.IntN(3), 2+rng.IntN(3))
		puzzlestest.Scatter(rng, p.Cells, 4, func() int { return White + rng.IntN(2) })
		return p
	}, func(p *Puzzle) int {
		size := p.Size()
		return puzzlestest.CountSubsets(size.Rows*size.Cols, func(in func(int) bool) bool {
			return p.Check(coloured(puzzlestest.Picture(size.Rows, size.Cols, in, 'B', 'W')...)) == nil
		})
	}, 20)
}

func TestGenerate(t *testing.T) {
	puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Rows: 6, Cols: 6, Seed: 1}, puzzles.GenerateOptions{Rows: 3, Cols: 7, Seed: 2})
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{{Rows: 1, Cols: 3}: "generated boards are 2x2 to 20x20, not 3x1"})
}

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "w", Want: White}, {Key: "b", Want: Black}, {Key: "Delete", Want: Blank}, {Key: "o", Want: White}, {Key: "Backspace", Want: Blank}})
}
