package binairo

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// benchSolve solves and proves uniqueness (counts up to 2 solutions), as
// the app does.
func benchSolve(b *testing.B, text string) {
	p := mustParse(b, text)
	for b.Loop() {
		res, err := puzzles.Solve(p, 2)
		if err != nil || !res.Unique() {
			b.Fatalf("%v %v", res, err)
		}
	}
}

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
	for b.Loop() {
		if _, err := Generate(10, 10, false, 1); err != nil {
			b.Fatal(err)
		}
	}
}
