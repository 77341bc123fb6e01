package all

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestGenerateOffers: for every type whose generator names the sizes it
// offers, 20 seeds at each of them make unique puzzles that pass Check
// (with -short, 5 seeds of the smallest). One type alone: go test
// ./puzzles/all -run TestGenerateOffers/NAME.
func TestGenerateOffers(t *testing.T) {
	for _, typ := range Types() {
		if gen, ok := typ.(puzzles.Generator); ok && len(puzzles.OffersOf(gen)) > 0 {
			t.Run(typ.Name(), func(t *testing.T) { puzzlestest.Offers(t, typ) })
		}
	}
}
