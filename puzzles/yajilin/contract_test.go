package yajilin

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type)

// kit holds the type to the kit's files in testdata, pad entry and
// fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written, Keys: cellKeys}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f, "#yajilin\n2> . ?v\n", "yajilin/3/1/a-1002") }
