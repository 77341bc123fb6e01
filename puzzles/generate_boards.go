package puzzles

import (
	"cmp"
	"fmt"
	"math/rand"
	randv2 "math/rand/v2"
)

// Permuter is the part of a random source that DropClues needs; the *Rand
// of math/rand and of math/rand/v2 both are one.
type Permuter interface {
	Perm(n int) []int
}

// RandomBoards is the generator of a type that makes whole random boards
// of the size asked for and keeps the first with exactly one solution;
// with Sparse it then drops clues in random order while the puzzle stays
// unique. Each type says what is its own: its name, default size, limits,
// random source (SeedRand or SizedRand) and how to make a random board.
type RandomBoards[P Instance, R Permuter] struct {
	Title      string                             // the type in errors: "no unique 10x10 Light Up found in 50 random boards"
	Rows, Cols int                                // the size when the options give none
	Tries      int                                // boards made before giving up
	Made       string                             // what the boards are, in that error; "": "random boards"
	Sparse     bool                               // drop clues while the puzzle stays unique
	Check      func(rows, cols int) error         // refuses a size it cannot make; nil: CheckSize
	Rand       func(rows, cols int, seed int64) R // the random source of a size and seed; nil: SizedRand (R must be math/rand/v2's *Rand)
	Board      func(rng R, rows, cols int) P      // a random board
}

// Generate implements Generator: Make at the options' size (Rows x Cols
// when they give none) and seed.
func (g RandomBoards[P, R]) Generate(o GenerateOptions) (Instance, error) {
	rows, cols := o.Size(g.Rows, g.Cols)
	return Wrap(g.Make(rows, cols, o.Seed))
}

// Make makes a rows x cols puzzle from seed: the first of up to Tries
// random boards that has exactly one solution, made sparser when Sparse.
// The same arguments make the same puzzle.
func (g RandomBoards[P, R]) Make(rows, cols int, seed int64) (P, error) {
	check := g.Check
	if check == nil {
		check = CheckSize
	}
	if err := check(rows, cols); err != nil {
		var zero P
		return zero, err
	}
	source, made := g.Rand, cmp.Or(g.Made, "random boards")
	if source == nil {
		sized, ok := any(SizedRand).(func(rows, cols int, seed int64) R)
		if !ok {
			panic("puzzles.RandomBoards of " + g.Title + ": no Rand, and the boards do not take math/rand/v2's *Rand")
		}
		source = sized
	}
	rng := source(rows, cols, seed)
	what := fmt.Sprintf("%dx%d %s", cols, rows, g.Title)
	next := func() P { return g.Board(rng, rows, cols) }
	if g.Sparse {
		return SparseUnique(g.Tries, what, made, rng, next)
	}
	return SearchUnique(g.Tries, what, made, next)
}

// SeedRand is the random source of the generators seeded by the seed
// alone (math/rand); rows and cols play no part.
func SeedRand(rows, cols int, seed int64) *rand.Rand {
	return rand.New(rand.NewSource(seed))
}

// SizedRand is the random source of the generators seeded by the seed and
// the board size (math/rand/v2's PCG), so that one seed makes unrelated
// boards of different sizes.
func SizedRand(rows, cols int, seed int64) *randv2.Rand {
	return randv2.New(randv2.NewPCG(uint64(seed), uint64(rows*100+cols)))
}
