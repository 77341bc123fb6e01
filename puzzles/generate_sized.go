package puzzles

// GenerateSized is a Generator's Generate for a type whose own Generate
// takes the board size and a seed: the options' size (defRows x defCols
// when they give none) and seed, passed to generate.
func GenerateSized[P Instance](o GenerateOptions, defRows, defCols int, generate func(rows, cols int, seed int64) (P, error)) (Instance, error) {
	rows, cols := o.Size(defRows, defCols)
	return Wrap(generate(rows, cols, o.Seed))
}
