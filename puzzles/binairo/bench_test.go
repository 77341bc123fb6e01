package binairo

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// benchSolve solves and proves uniqueness, as the app does.
func benchSolve(b *testing.B, text string) { puzzlestest.BenchSolve(b, mustParse(b, text)) }

// BenchmarkBinairo14x14: the speed case, a Tatham 14x14 Unruly.
func BenchmarkBinairo14x14(b *testing.B) {
	benchSolve(b, "14x14dn:ABcbeMdcCccABEKHGDdacBAFabJCmfDBABagAEJeHDhcbb")
}

// BenchmarkBinairo14x14Unique: a 14x14 Unruly with unique rows and columns.
func BenchmarkBinairo14x14Unique(b *testing.B) {
	benchSolve(b, "14x14udn:abbGakbceGdbGAbdBCbcgMGCjfafBDLHBIAcCAAEAdEAja")
}

// BenchmarkBinairo16x16: a Tatham 16x16 Unruly.
func BenchmarkBinairo16x16(b *testing.B) {
	benchSolve(b, "16x16dn:aaedCDEBGadDAeBeDABjafCBrdBbGFDeedDBCBBEeGcbbBBGkbbdANCAFAcCEBja")
}

// BenchmarkBinairoGenerate10x10: a unique 10x10 puzzle.
func BenchmarkBinairoGenerate10x10(b *testing.B) {
	puzzlestest.BenchGenerate(b, Type{}, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1})
}
