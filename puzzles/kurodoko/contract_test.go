package kurodoko

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestTatham: Tatham's IDs (testdata/tatham) have one solution each,
// kept in golden files, and write back as themselves (with a '_' at the
// end when they have none, see cellgrid.NumberRuns).
func TestTatham(t *testing.T) {
	puzzlestest.SolvesTatham(t, Type, nil, func(id string) string {
		if !strings.Contains(id, "_") {
			return id + "_"
		}
		return id
	})
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written, Keys: puzzlestest.LabelKeys[*Puzzle](spec.Label)}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
