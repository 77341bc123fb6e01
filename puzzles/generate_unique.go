package puzzles

import "fmt"

// SearchUnique is the search of the generators that make whole random
// puzzles: it calls next up to tries times and returns the first puzzle
// that has exactly one solution. When none has, the error names the
// puzzle sought and what next made: with what "10x10 Tents" and made
// "random boards", "no unique 10x10 Tents found in 200 random boards".
func SearchUnique[P Instance](tries int, what, made string, next func() P) (P, error) {
	p, ok, err := FirstUnique(tries, next)
	if err == nil && !ok {
		var zero P
		return zero, fmt.Errorf("no unique %s found in %d %s", what, tries, made)
	}
	return p, err
}
