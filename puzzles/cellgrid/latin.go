package cellgrid

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// The pieces of types whose answer is a Latin square of the digits 1 to
// N on an N x N board (Towers, Unequal): the checks of the board and
// its pad, and the steps of their generators.

// LatinBoard refuses a board that is not square or larger than 9x9, and
// a given digit above its side.
func (g Grid) LatinBoard() error {
	size := g.Size()
	if size.Rows != size.Cols || size.Rows > 9 {
		return fmt.Errorf("the board is square, 1x1 to 9x9, this one is %dx%d", size.Cols, size.Rows)
	}
	for _, pos := range size.Cells() {
		if v := g.At(pos); v != g.c.blank && v > size.Rows {
			return fmt.Errorf("the %d at %s is more than %d, the side of the board", v, puzzles.CellName(pos), size.Rows)
		}
	}
	return nil
}

// LatinSymbols is the alphabet of a Latin board: the given digits 1 to
// 9, which the help calls word, and the empty cell 0.
func LatinSymbols(word string) Alphabet {
	return append(Numbers(1, 9, Symbol{Word: word, Look: Given}),
		Symbol{Value: 0, Text: "._", Label: "Delete", Keys: []string{"Delete", "Backspace", "."}, Word: "empty"})
}

// LatinSize is Own.Size for a Latin board: rows x rows, 1x1 to 9x9.
func LatinSize(rows, _ int) (int, int, error) {
	if rows < 1 || rows > 9 {
		return 0, 0, fmt.Errorf("the board is 1x1 to 9x9, not %dx%d", rows, rows)
	}
	return rows, rows, nil
}

// LatinKeys returns keys without the digits above n.
func LatinKeys(keys []puzzles.Key, n int) []puzzles.Key {
	return slices.DeleteFunc(keys, func(k puzzles.Key) bool { return LatinKey(k.Key, n) != nil })
}

// LatinKey refuses a digit key above n on an n x n board.
func LatinKey(key string, n int) error {
	if len(key) == 1 && key[0] >= '1' && key[0] <= '9' && int(key[0]-'0') > n {
		return fmt.Errorf("digit %s: a %dx%d board holds 1 to %d", key, n, n, n)
	}
	return nil
}

// DrawNumbers is Scene's under for a NumberGrid answer: its numbers on
// the cells that given does not say hold a given; nothing when ans is
// not a NumberGrid.
func DrawNumbers(ans puzzles.Answer, given func(grid.Pos) bool) func(s *draw.Scene) {
	return func(s *draw.Scene) {
		if a := NumberGridOf(ans); a != nil {
			a.Draw(s, given)
		}
	}
}

// LatinOptions reads a generator's options for a square board of side 3
// to 9 (def when they give none) whose Variant is "" or one of variants;
// name is the type's name for the errors. It returns the side and a
// random source seeded with the options' seed.
func LatinOptions(o puzzles.GenerateOptions, def int, name string, variants ...string) (int, *rand.Rand, error) {
	rows, cols := o.Size(def, def)
	switch {
	case rows != cols:
		return 0, nil, fmt.Errorf("%s boards are square, not %dx%d", name, cols, rows)
	case rows < 3 || rows > 9:
		return 0, nil, fmt.Errorf("size %dx%d is outside 3x3 to 9x9", cols, rows)
	case o.Variant != "" && !slices.Contains(variants, o.Variant):
		return 0, nil, fmt.Errorf("unknown %s difficulty %q (want %s)", strings.ToLower(name), o.Variant, orList(variants))
	}
	return rows, rand.New(rand.NewSource(o.Seed)), nil
}

// AddGivens gives p digits of its solution sol until it has one
// solution: each time the digit of a cell, picked by rng, where two
// solutions differ; give returns the puzzle with the digit at pos given.
func AddGivens[P puzzles.Instance](p P, sol [][]int, rng *rand.Rand, give func(p P, pos grid.Pos, v int) P) (P, error) {
	for {
		res, err := puzzles.Solve(p, 2)
		if err != nil || res.Unique() || len(res.Answers) < 2 {
			return p, err
		}
		diff := DiffNumbers(res.Answers[0], res.Answers[1])
		t := diff[rng.Intn(len(diff))]
		p = give(p, grid.Pos{R: t.R, C: t.C}, sol[t.R][t.C])
	}
}

// DropFrom drops the clues of p from index first on (the givens after
// the clues that stay), in random order, while p keeps one solution.
func DropFrom[P puzzles.Instance](p P, first int, rng *rand.Rand) (P, error) {
	var dropped []int
	for _, i := range rng.Perm(len(p.Clues()) - first) {
		trial := append(slices.Clone(dropped), first+i)
		unique, err := puzzles.IsUnique(p.Without(trial))
		if err != nil {
			return p, err
		}
		if unique {
			dropped = trial
		}
	}
	return p.Without(dropped).(P), nil
}
