package signpost

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Tatham's largest preset (7x7 with the ends in corners; Signpost has no
// difficulty levels) and a free-ends 7x7, from the examples, and the
// generator's own 7x7 (fewer clues, so more left to the SAT solver).
const (
	benchTatham7c = "7x7:1ce27ecggfc38egdfefebg12eg45cf30ccaaef43aac28gbcbeac40c6g25hagac5bagb49a"
	benchTatham7  = "7x7:cdc3c29ed49a37dc14h12gfefdebeb40feabcecgg1accdbaebaagfdgb26ca43ghaa"
	benchTatham5  = "5x5:dc25a1fgedhfgcda14eadbbagcagga"
)

func benchSolve(b *testing.B, text string) {
	puzzlestest.BenchSolve(b, puzzlestest.MustParse(b, Type, text))
}

func BenchmarkSignpostTatham7x7Corners(b *testing.B) { benchSolve(b, benchTatham7c) }
func BenchmarkSignpostTatham7x7Free(b *testing.B)    { benchSolve(b, benchTatham7) }
func BenchmarkSignpostTatham5x5Free(b *testing.B)    { benchSolve(b, benchTatham5) }
func BenchmarkSignpostGenerated7x7(b *testing.B) {
	benchSolve(b, puzzlestest.ExampleText(b, Type, "Generated 7x7"))
}
