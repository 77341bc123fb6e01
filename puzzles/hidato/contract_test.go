package hidato

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle of typ (Hidato or KnightsTour) or fails the
// test.
func mustParse(t testing.TB, typ *Type, text string) *Puzzle {
	t.Helper()
	return puzzlestest.Parser[*Puzzle](typ)(t, text)
}

// TestFiles: each type's texts (testdata/forms.txt and
// forms_knightstour.txt: formats, refused inputs, detection) and
// puzzles (testdata/checks.txt and checks_knightstour.txt).
func TestFiles(t *testing.T) {
	for typ, suffix := range map[*Type]string{Hidato: "", KnightsTour: "_knightstour"} {
		puzzlestest.FormsFile(t, typ, "testdata/forms"+suffix+".txt")
		puzzlestest.ChecksFile[Answer](t, typ, "testdata/checks"+suffix+".txt")
	}
}
