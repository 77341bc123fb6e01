package puzzlestest

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// Counts types the counts beside a board (cellgrid.Counted's targets:
// the rows' right of it, the columns' below it), digit by digit,
// leaving out each cellgrid.NoCount.
func (ty *Typist) Counts(rows, cols []int) {
	for i, n := range append(rows, cols...) {
		t := puzzles.Target{R: i, Kind: cellgrid.KindRow}
		if i >= len(rows) {
			t = puzzles.Target{C: i - len(rows), Kind: cellgrid.KindCol}
		}
		if n != cellgrid.NoCount {
			ty.Press(t, Digits(n)...)
		}
	}
}
