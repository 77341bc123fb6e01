package mines

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type)

// kit holds the type to the kit's files in testdata, pad entry and
// fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: written, Keys: cellKeys}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }

// cellKeys are the pad keys that type cell pos of p.
var cellKeys = puzzlestest.LabelKeys[*Puzzle](spec.Label)
