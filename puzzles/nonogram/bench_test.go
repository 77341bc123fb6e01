package nonogram

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkNonogram10 .. 30: Tatham Pattern puzzles (the built-in examples).
func BenchmarkNonogram10(b *testing.B) { puzzlestest.BenchSolve(b, mustParse(b, pattern10)) }
func BenchmarkNonogram15(b *testing.B) { puzzlestest.BenchSolve(b, mustParse(b, pattern15)) }
func BenchmarkNonogram20(b *testing.B) { puzzlestest.BenchSolve(b, mustParse(b, pattern20)) }
func BenchmarkNonogram30(b *testing.B) { puzzlestest.BenchSolve(b, mustParse(b, pattern30)) }
