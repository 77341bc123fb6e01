package tracks

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestFiles: the golden files, testdata/forms.txt and testdata/checks.txt.
func TestFiles(t *testing.T) { puzzlestest.Files[Answer](t, Type, puzzlestest.Written) }

// FuzzParse: whatever parses round-trips and the forms it writes read
// back; the texts of testdata/forms.txt seed it.
func FuzzParse(f *testing.F) {
	puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", puzzlestest.Written, "4x4:b5a6g9c,S3,4,3,3,4,S4,3,2")
}

// TestTatham: the game IDs of Tatham's generator (testdata/tatham) read,
// write back as themselves, solve uniquely (Check accepting the answer)
// and are kept with their answers in golden files.
func TestTatham(t *testing.T) {
	for _, name := range []string{"8x8dt", "15x15dh"} {
		t.Run(name, func(t *testing.T) {
			puzzlestest.SolvesIDs(t, Type, "testdata/tatham/"+name+".txt", "tatham-"+name, nil)
		})
	}
}
