package puzzles

// AnswerPair returns a and b as a type's own answer type A, for Diff; ok
// is false unless both are of that type.
func AnswerPair[A Answer](a, b Answer) (x, y A, ok bool) {
	x, okA := a.(A)
	y, okB := b.(A)
	return x, y, okA && okB
}
