package puzzles

// Of returns the puzzle P, a type that is exactly a Board of T, holding
// cells; it returns nil and err when err is not nil. A type's New and its
// readers then read one line: Of[Puzzle](NewGrid(rows, cols, Empty)) or
// Of[Puzzle](textgrid.Read(text, headers, textCell)).
func Of[P ~struct{ Board[T] }, T comparable](cells [][]T, err error) (*P, error) {
	if err != nil {
		return nil, err
	}
	p := P(struct{ Board[T] }{Board[T]{Cells: cells}})
	return &p, nil
}
