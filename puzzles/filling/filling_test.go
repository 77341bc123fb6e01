package filling

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "#filling\n1.\n..\n")
	puzzlestest.Accepts(t, p, &Answer{Grid: [][]int{{1, 3}, {3, 3}}})
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"cell 0,0 holds 2, but 1 is given":                &Answer{Grid: [][]int{{2, 2}, {2, 2}}},
		"the region of 2s at row 1, column 2 has 3 cells": &Answer{Grid: [][]int{{1, 2}, {2, 2}}},
		"the region of 1s at row 1, column 1 has 2 cells": &Answer{Grid: [][]int{{1, 1}, {2, 2}}},
		"cell 1,1 holds 0, outside 1 to 4":                &Answer{Grid: [][]int{{1, 3}, {3, 0}}},
		"not a filling answer":                            nil,
	})
}

// TestBruteForce compares solution counts with every division of tiny
// random boards into regions, each cell numbered with its region's size.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 3, 60, func(rng *rand.Rand, _ int) *Puzzle {
		p := randomBoard(spec, rng, 2, 2+rng.IntN(3))
		puzzlestest.Scatter(rng, p.Cells, 1, func() int { return Empty })
		return p
	}, bruteCount, 20)
}

// bruteCount counts the solutions of p by trying every division of its
// board into regions.
func bruteCount(p *Puzzle) int {
	size, seen := p.Size(), map[string]bool{}
	block := make([]int, size.Rows*size.Cols)
	var next func(i, blocks int)
	next = func(i, blocks int) {
		if i < len(block) {
			for block[i] = 0; block[i] <= blocks; block[i]++ {
				next(i+1, max(blocks, block[i]+1))
			}
			return
		}
		cells, a := map[int]int{}, &Answer{Grid: make([][]int, size.Rows)}
		for _, b := range block {
			cells[b]++
		}
		for i, b := range block {
			a.Grid[i/size.Cols] = append(a.Grid[i/size.Cols], cells[b])
		}
		seen[fmt.Sprint(a.Grid)] = seen[fmt.Sprint(a.Grid)] || p.Check(a) == nil
	}
	next(0, 0)
	n := 0
	for _, ok := range seen {
		n += map[bool]int{true: 1}[ok]
	}
	return n
}

func TestGenerate(t *testing.T) {
	puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Rows: 4, Cols: 5, Seed: 1})
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{{Rows: 0, Cols: 3}: "size 3x0 is outside"})
}

// TestTatham: Tatham's IDs (testdata/tatham) read, write back as
// themselves (GameID) and have one solution each (testdata/tatham-*.golden).
func TestTatham(t *testing.T) {
	for _, name := range []string{"9x7", "13x9", "17x13"} {
		if testing.Short() && name != "9x7" {
			continue
		}
		var out strings.Builder
		for _, id := range puzzlestest.IDs(t, "testdata/tatham/"+name+".txt") {
			p := mustParse(t, id)
			if got, _ := p.GameID(); got != id {
				t.Errorf("GameID() = %s, want %s", got, id)
			}
			out.WriteString(id + "\n" + puzzlestest.Unique(t, p).Text())
		}
		golden.Check(t, "tatham-"+name, out.String())
	}
}
