package puzzles

import "math/rand"

// Sparser is DropClues for a generator's own puzzle type: p with clues
// dropped in random order while it stays unique, as a P again.
func Sparser[P Instance](p P, rng *rand.Rand) (P, error) {
	q, err := DropClues(p, rng)
	if err != nil {
		var zero P
		return zero, err
	}
	return q.(P), nil
}
