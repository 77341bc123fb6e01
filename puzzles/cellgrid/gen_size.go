package cellgrid

import (
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// GenSize is the size check of a generator (puzzles.RandomBoards.Check)
// whose boards have at least least cells and sides up to most: it
// refuses what puzzles.CheckSize refuses, a board of fewer than least
// cells ("a 1x1 board is too small: it needs 2 cells") and what
// GenBounds(1, most) refuses.
func GenSize(least, most int) func(rows, cols int) error {
	sides := GenBounds(1, most)
	return func(rows, cols int) error {
		switch err := puzzles.CheckSize(rows, cols); {
		case err != nil:
			return err
		case rows*cols < least:
			return fmt.Errorf("a %dx%d board is too small: it needs %d cells", cols, rows, least)
		}
		return sides(rows, cols)
	}
}

// GenBounds is the size check of a generator whose boards have sides
// from least to most: "generated boards are 2x2 to 12x12, not 1x5"
// ("at most 12x12" when least is 1).
func GenBounds(least, most int) func(rows, cols int) error {
	return func(rows, cols int) error {
		switch {
		case rows >= least && cols >= least && rows <= most && cols <= most:
			return nil
		case least <= 1:
			return fmt.Errorf("generated boards are at most %dx%d, not %dx%d", most, most, cols, rows)
		}
		return fmt.Errorf("generated boards are %dx%d to %dx%d, not %dx%d", least, least, most, most, cols, rows)
	}
}

// Filled is the func of a Spec's generator (puzzles.Offer) that makes its boards through g, each a
// blank puzzle of the size asked for that fill fills in (g's Board is
// not used).
func Filled[P Instance, R puzzles.Permuter](g puzzles.RandomBoards[P, R], fill func(rng R, p P) P) func(*Spec[P], puzzles.GenerateOptions) (puzzles.Instance, error) {
	return func(s *Spec[P], o puzzles.GenerateOptions) (puzzles.Instance, error) {
		made := g // a copy a call: calls may run at once
		made.Board = func(rng R, rows, cols int) P { p, _ := s.New(rows, cols); return fill(rng, p) }
		return made.Generate(o)
	}
}

// SparseFilled is Filled over up to 50 boards drawn from
// puzzles.SeedRand, rows x cols when the options give no size, the first
// unique one made sparser; title and made name the type and its boards
// in the error when none is unique.
func SparseFilled[P Instance](title string, rows, cols int, made string, fill func(rng *rand.Rand, p P) P) func(*Spec[P], puzzles.GenerateOptions) (puzzles.Instance, error) {
	return Filled(puzzles.RandomBoards[P, *rand.Rand]{
		Title: title, Rows: rows, Cols: cols, Rand: puzzles.SeedRand,
		Tries: 50, Made: made, Sparse: true,
	}, fill)
}

// Attempts is the frame of a generator that makes its puzzle in up to
// tries attempts from one random source: it refuses a size that
// puzzles.CheckSize refuses or with a side outside 2 to most, seeds the
// source (puzzles.SeedRand) and calls attempt until it reports done;
// when none does, the error names title and made: "no unique 6x6
// Yajilin found from 20 random starts".
func Attempts[P any](rows, cols, most int, seed int64, tries int, title, made string, attempt func(rng *rand.Rand) (p P, done bool, err error)) (P, error) {
	var zero P
	if err := puzzles.CheckSize(rows, cols); err != nil {
		return zero, err
	}
	if err := GenBounds(2, most)(rows, cols); err != nil {
		return zero, err
	}
	rng := puzzles.SeedRand(rows, cols, seed)
	for range tries {
		if p, done, err := attempt(rng); done || err != nil {
			return p, err
		}
	}
	return zero, fmt.Errorf("no unique %dx%d %s found from %d %s", cols, rows, title, tries, made)
}
