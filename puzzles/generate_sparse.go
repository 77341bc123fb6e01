package puzzles

import "math/rand"

// SparseUnique is the search of the generators that make whole random
// puzzles and then thin their clues: SearchUnique for the first unique
// puzzle next makes, then Sparser with rng on it.
func SparseUnique[P Instance](tries int, what, made string, rng *rand.Rand, next func() P) (P, error) {
	p, err := SearchUnique(tries, what, made, next)
	if err != nil {
		return p, err
	}
	return Sparser(p, rng)
}
