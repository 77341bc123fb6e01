package nonogram

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestGenerateOffers: 20 seeds at each offered size make unique puzzles.
func TestGenerateOffers(t *testing.T) { puzzlestest.Offers(t, Type{}) }
