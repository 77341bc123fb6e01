package tents

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestTathamIDs: every ID made by Tatham's generator solves uniquely, and
// GameID writes it back.
func TestTathamIDs(t *testing.T) {
	puzzlestest.SolvesIDs(t, Type, "testdata/tatham_ids.txt", "tatham_answers", nil)
}

// TestBruteForce: the solver counts as many solutions as there are sets
// of tents that pass Check, on random boards of 2 to 4 rows and columns,
// a quarter of their cells trees, about half their counts given.
func TestBruteForce(t *testing.T) {
	random := func(rng *rand.Rand, _ int) *Puzzle {
		p, _ := New(2+rng.IntN(3), 2+rng.IntN(3))
		puzzlestest.Scatter(rng, p.Cells, 4, func() int { return Tree })
		for _, line := range []struct{ counts, across []int }{{p.Rows, p.Cols}, {p.Cols, p.Rows}} {
			for i := range line.counts {
				if rng.IntN(2) == 0 {
					line.counts[i] = rng.IntN(Most(len(line.across)) + 1)
				}
			}
		}
		return p
	}
	brute := func(p *Puzzle) int {
		return puzzlestest.CountMarks(p, p.Size().Cells(), func(on [][2]int) puzzles.Answer { return &Answer{On: on} })
	}
	puzzlestest.RandomCountsMatch(t, 1, 60, random, brute, 8)
}

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone: Tree on the trees, the digits of each count.
func TestEnterByPad(t *testing.T) {
	puzzlestest.Enters(t, Type, func(ty *puzzlestest.Typist, p *Puzzle) {
		ty.Cells(p.Size(), func(pos grid.Pos) []string { return map[bool][]string{true: {KeyTree}}[p.Tree(pos)] })
		for i, n := range append(slices.Clone(p.Rows), p.Cols...) {
			at := puzzles.Target{R: i, Kind: KindRow}
			if i >= len(p.Rows) {
				at = puzzles.Target{C: i - len(p.Rows), Kind: KindCol}
			}
			if n != None {
				ty.Press(at, puzzlestest.Digits(n)...)
			}
		}
	})
}

// TestGenerate: puzzles of the size asked, unique, with every count
// given (a game ID); 30x30 at most.
func TestGenerate(t *testing.T) {
	opts := []puzzles.GenerateOptions{{Rows: 6, Cols: 6, Seed: 3}, {Rows: 8, Cols: 10, Seed: 3}, {Rows: 1, Cols: 5, Seed: 3}}
	for i, inst := range puzzlestest.Generates(t, Type, opts...) {
		if s := inst.(*Puzzle).Size(); s.Rows != opts[i].Rows || s.Cols != opts[i].Cols || puzzlestest.GameID(inst)[0] == "" {
			t.Errorf("size %v, game ID %q", s, puzzlestest.GameID(inst))
		}
	}
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{{Rows: 31, Cols: 5, Seed: 1}: "generated boards are at most 30x30"})
}

// BenchmarkTents solves the examples, among them the slowest of 20
// Tatham 10x10 tricky puzzles (the speed case) and of 20 15x15
// tricky ones, and generates a unique 10x10 puzzle.
func BenchmarkTents(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1})
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) {
	kit.Fuzz(f, "#tents\n1 ?\nT. 1\n", "2x1:_b,1,0,1", "tents/2/2/1gg0", "3:z,0,0,0,0,0,0")
}
