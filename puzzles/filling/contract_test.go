package filling

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry (each number typed digit by digit) and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written, Keys: puzzlestest.NumberKeys[*Puzzle](func(int) string { return "" })}

var mustParse = kit.Parse

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
