package puzzles

import (
	"fmt"
	"slices"
)

// DropClues makes a unique puzzle sparser, as generators do after filling a
// random solution: it tries the clues in random order and drops each one
// whose removal leaves the puzzle with exactly one solution. inst must be
// unique to begin with; the result is unique and no remaining clue can be
// dropped on its own.
func DropClues(inst Instance, rng Permuter) (Instance, error) {
	order := rng.Perm(len(inst.Clues()))
	var dropped []int
	for _, i := range order {
		trial := append(append([]int(nil), dropped...), i)
		res, err := Solve(inst.Without(trial), 2)
		if err != nil {
			return nil, err
		}
		if res.Unique() {
			dropped = trial
		}
	}
	return inst.Without(dropped), nil
}

// IsUnique reports whether inst has exactly one solution.
func IsUnique(inst Instance) (bool, error) {
	res, err := Solve(inst, 2)
	if err != nil {
		return false, err
	}
	return res.Unique(), nil
}

// FirstUnique calls next up to tries times and returns the first puzzle it
// makes that has exactly one solution; ok is false when none has.
func FirstUnique[P Instance](tries int, next func() P) (p P, ok bool, err error) {
	for range tries {
		p = next()
		if ok, err = IsUnique(p); err != nil || ok {
			return p, ok, err
		}
	}
	return p, false, nil
}

// Size is the board size the options ask for: rows and cols when either
// is set, the generator's defaults otherwise.
func (o GenerateOptions) Size(defRows, defCols int) (rows, cols int) {
	if o.Rows == 0 && o.Cols == 0 {
		return defRows, defCols
	}
	return o.Rows, o.Cols
}

// Side is the board side the options ask for, for types whose boards are
// set by one number (o.Rows; o.Cols is ignored): def when Rows is 0.
func (o GenerateOptions) Side(def int) int {
	if o.Rows == 0 {
		return def
	}
	return o.Rows
}

// GenerateSized is a Generator's Generate for a type whose own Generate
// takes the board size and a seed: the options' size (defRows x defCols
// when they give none) and seed, passed to generate.
func GenerateSized[P Instance](o GenerateOptions, defRows, defCols int, generate func(rows, cols int, seed int64) (P, error)) (Instance, error) {
	rows, cols := o.Size(defRows, defCols)
	return Wrap(generate(rows, cols, o.Seed))
}

// SparseUnique is the search of the generators that make whole random
// puzzles and then thin their clues: SearchUnique for the first unique
// puzzle next makes, then Sparser with rng on it.
func SparseUnique[P Instance](tries int, what, made string, rng Permuter, next func() P) (P, error) {
	p, err := SearchUnique(tries, what, made, next)
	if err != nil {
		return p, err
	}
	return Sparser(p, rng)
}

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

// Sparser is DropClues for a generator's own puzzle type: p with clues
// dropped in random order while it stays unique, as a P again.
func Sparser[P Instance](p P, rng Permuter) (P, error) {
	q, err := DropClues(p, rng)
	if err != nil {
		var zero P
		return zero, err
	}
	return q.(P), nil
}

// Picked returns the items of list at the indexes in drop that are in
// range, in drop's order: for an Instance's Without, the clues (or what
// they stand for) that it removes.
func Picked[T any](list []T, drop []int) []T {
	var out []T
	for _, i := range drop {
		if i >= 0 && i < len(list) {
			out = append(out, list[i])
		}
	}
	return out
}

// Offering is implemented by generators that name what they offer: the
// sizes (and variants) at which every seed makes a puzzle with exactly one
// solution in at most a few seconds in the browser, smallest first. The
// tests hold each generator to its offer over 20 seeds per size
// (puzzlestest.Offers); the generator may make other sizes within its
// limits without that promise.
type Offering interface {
	Offers() []GenerateOptions
}

// Offered is a generator declared with what it offers: Make makes a
// puzzle (a func of the shape its declaration wants: Declaration's
// Generate, cellgrid's Spec's), and Offers returns the sizes (and
// variants) it promises (see Offering).
type Offered[F any] struct {
	offers []GenerateOptions
	Make   F
}

// Offer declares the generator make, which offers offers (nil: none).
func Offer[F any](offers []GenerateOptions, make F) *Offered[F] {
	return &Offered[F]{offers, make}
}

// Offers implements Offering: a copy of the declared offers, which the
// caller may change.
func (o *Offered[F]) Offers() []GenerateOptions { return slices.Clone(o.offers) }

// OffersOf returns g's offer, or nil when it names none.
func OffersOf(g Generator) []GenerateOptions {
	if o, ok := g.(Offering); ok {
		return o.Offers()
	}
	return nil
}

// Squares are the options of square boards of the given sides, with
// variant.
func Squares(variant string, sides ...int) []GenerateOptions {
	out := make([]GenerateOptions, len(sides))
	for i, n := range sides {
		out[i] = GenerateOptions{Rows: n, Cols: n, Variant: variant}
	}
	return out
}

// OfferText describes an offer for people: "5x5, 7x7, 10x10" (columns x
// rows), a variant after its size ("6x6 flip").
func OfferText(offers []GenerateOptions) string {
	var b []byte
	for i, o := range offers {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = fmt.Appendf(b, "%dx%d", o.Cols, o.Rows)
		if o.Variant != "" {
			b = fmt.Appendf(b, " %s", o.Variant)
		}
	}
	return string(b)
}
