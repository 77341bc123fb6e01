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

// Count counts the elements of s equal to v: the ships of a length in a
// fleet, the switches pressed.
func Count[T comparable](s []T, v T) int {
	return CountFunc(s, func(x T) bool { return x == v })
}

// CountFunc counts the elements of s that satisfy f: the shaded cells
// of a region, the shaded neighbours of a cell.
func CountFunc[T any](s []T, f func(T) bool) int {
	n := 0
	for _, x := range s {
		if f(x) {
			n++
		}
	}
	return n
}
