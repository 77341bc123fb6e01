package masyu

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestConformance holds the type to the whole contract on its examples.
func TestConformance(t *testing.T) { puzzlestest.Conformance(t, Type{}) }
