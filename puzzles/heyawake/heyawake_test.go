package heyawake

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

const pzprURL = "https://puzz.link/p?heyawake/6/6/lll155007rs12222j"

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry (each cell's room letter, then its number's digits) and its
// fuzzing.
var kit = puzzlestest.Kit[*Puzzle, cellgrid.Shading]{Type: Type, Forms: puzzlestest.Written, Keys: puzzlestest.RegionLabelKeys[*Puzzle](cellgrid.RegionName, spec.Label)}

var mustParse = kit.Parse

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, pzprURL)
	with := func(last string) puzzles.Answer {
		return &cellgrid.Shading{Grid: []string{"#.#..#", "...#..", "#.#.#.", "......", ".#.#.#", last}}
	}
	puzzlestest.Accepts(t, p, with("..#..."))
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"the shaded cells r5c2 and r6c2 touch":                      with(".##..."),
		"the unshaded cells are in 2 parts":                         with("#.#..."),
		"room A has 1 shaded cell, not 2":                           &cellgrid.Shading{Grid: []string{"..#..#", "#..#..", "..#.#.", "......", ".#.#.#", "..#..."}},
		"the unshaded cells from r6c2 to r6c6 cross 2 room borders": with("#....."),
		"not a heyawake answer":                                     nil,
	})
}

// TestBruteForce compares solution counts with every shading of tiny
// random boards, numbers in some rooms.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 3, 40, func(rng *rand.Rand, _ int) *Puzzle {
		p, _ := New(2+rng.IntN(3), 2+rng.IntN(3))
		r, c := p.Size().Rows-1, p.Size().Cols-1
		p.Region = cellgrid.GrowRegions(rng, p.Size(), [][]grid.Pos{{{}}, {{R: r, C: c}}, {{R: rng.IntN(r + 1), C: rng.IntN(c + 1)}}})
		for _, pos := range p.Size().Cells() {
			if rng.IntN(4) == 0 {
				p.Cells[pos.R][pos.C] = rng.IntN(3)
			}
		}
		return p
	}, func(p *Puzzle) int {
		return puzzlestest.CountSubsets(p.Size().Rows*p.Size().Cols, func(in func(int) bool) bool {
			return p.Check(&cellgrid.Shading{Grid: puzzlestest.Picture(p.Size().Rows, p.Size().Cols, in, '#', '.')}) == nil
		})
	}, 5)
}

func TestGenerate(t *testing.T) {
	puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Seed: 1})
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{{Rows: 8, Cols: 8}: "generated boards are 2x2 to 6x6, not 8x8"})
}

// TestBackspace: Backspace on a one-digit number, 0 too, leaves the
// cell empty (on a 2x2 board every number has one digit).
func TestBackspace(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "3", Want: 3}, {Key: "Backspace", Want: Empty}, {Key: "0", Want: 0}, {Key: "Backspace", Want: Empty}})
}
