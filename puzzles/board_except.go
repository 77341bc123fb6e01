package puzzles

// ClueListExcept is ClueList for a board whose every cell is a clue but
// those holding empty: name writes the clue text of any other value.
func (b Board[T]) ClueListExcept(empty T, name func(T) string) []Clue {
	return b.ClueList(func(v T) string {
		if v == empty {
			return ""
		}
		return name(v)
	})
}
