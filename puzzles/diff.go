package puzzles

// DiffAnswers is Instance.Diff for a type whose answers are of type A:
// what diff finds between two of them, nil when either is of another
// type.
func DiffAnswers[A Answer](x, y Answer, diff func(a, b A) []Target) []Target {
	a, ok1 := x.(A)
	b, ok2 := y.(A)
	if !ok1 || !ok2 {
		return nil
	}
	return diff(a, b)
}
