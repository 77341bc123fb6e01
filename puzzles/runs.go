package puzzles

import "strings"

// WriteRun writes a run of n empty cells as letters, as game IDs and
// puzz.link URLs do: first stands for one cell, the next letter for two,
// and so on up to most cells a letter; a longer run takes several.
func WriteRun(b *strings.Builder, n int, first byte, most int) {
	for n > 0 {
		k := min(n, most)
		b.WriteByte(first + byte(k-1))
		n -= k
	}
}
