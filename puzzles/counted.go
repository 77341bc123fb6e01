package puzzles

import "strconv"

// Counted says how many of a thing there are, in words: "1 cell" when n is
// 1, otherwise n and the plural ("0 cells", "3 presses").
func Counted(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
