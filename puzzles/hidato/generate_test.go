package hidato

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestGenerateOffers: 20 seeds at each offered size make unique puzzles,
// for both types.
func TestGenerateOffers(t *testing.T) {
	for _, typ := range []*Type{Hidato, KnightsTour} {
		t.Run(typ.Name(), func(t *testing.T) { puzzlestest.Offers(t, typ) })
	}
}
