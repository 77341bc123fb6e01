package palisade

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with every division of tiny
// random boards that Check accepts; the clues are some of a random
// division's, one of them sometimes changed.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 7, 60, func(rng *rand.Rand, _ int) *Puzzle {
		rows, cols := 2+rng.IntN(2), 2+rng.IntN(2)
		n := []int{2, 3, 4, rows * cols}[rng.IntN(4)]
		if rows*cols%n != 0 {
			n = rows
		}
		p := randomBoard(spec, rng, rows, cols, n)
		for _, pos := range p.Size().Cells() {
			p.Cells[pos.R][pos.C] = []int{None, None, Unknown, p.At(pos), rng.IntN(5)}[rng.IntN(5)]
		}
		return p
	}, bruteCount, 10)
}

// bruteCount counts the labellings of p's cells with region ids (each a
// cell's id at most one more than the largest before it) that Check
// accepts.
func bruteCount(p *Puzzle) int {
	cells := p.Size().Cells()
	ids, _ := puzzles.NewGrid(p.Size().Rows, p.Size().Cols, 0)
	var count func(i, next int) int
	count = func(i, next int) int {
		if i == len(cells) {
			return map[bool]int{true: 1}[p.Check(&Answer{Regions: ids}) == nil]
		}
		n := 0
		for id := 0; id <= next; id++ {
			ids[cells[i].R][cells[i].C] = id
			n += count(i+1, max(next, id+1))
		}
		return n
	}
	return count(0, 0)
}

func TestGenerate(t *testing.T) {
	for _, inst := range puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Rows: 4, Cols: 6, Seed: 1, Variant: "n3"}) {
		if inst.(*Puzzle).N != 3 {
			t.Errorf("variant n3 made regions of %d", inst.(*Puzzle).N)
		}
	}
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{
		{Rows: 4, Cols: 4}:               "16 cells do not divide into regions of 5",
		{Rows: 5, Cols: 5, Variant: "x"}: `variant "x": expected nN`,
	})
}

// TestTatham: Tatham's IDs (testdata/tatham) read, write back as
// themselves and have one solution each (testdata/tatham-*.golden).
func TestTatham(t *testing.T) {
	for _, name := range []string{"5x5n5", "15x12n10"} {
		puzzlestest.SolvesIDs(t, Type, "testdata/tatham/"+name+".txt", "tatham-"+name, nil)
	}
}
