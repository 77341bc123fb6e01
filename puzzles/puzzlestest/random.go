package puzzlestest

import "math/rand/v2"

// Scatter sets each cell of cells, with a chance of one in odds, to a
// value that value draws: the random clues of the small boards that tests
// compare with brute force.
func Scatter[T any](rng *rand.Rand, cells [][]T, odds int, value func() T) {
	for _, row := range cells {
		for c := range row {
			if rng.IntN(odds) == 0 {
				row[c] = value()
			}
		}
	}
}
