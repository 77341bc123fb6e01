package puzzles

// CountExcept counts the cells of g whose value is not v: the open cells
// of a board whose holes or blocked cells hold v.
func CountExcept[T comparable](g [][]T, v T) int {
	n := 0
	for _, row := range g {
		for _, x := range row {
			if x != v {
				n++
			}
		}
	}
	return n
}
