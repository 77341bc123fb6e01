package switches

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type)

// TestFiles: the golden files, testdata/forms.txt and testdata/checks.txt.
func TestFiles(t *testing.T) { puzzlestest.Files[Answer](t, Type, nil) }

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#switches lightsout\n..\n..\n":                                              true,
		"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/flip.html#2x1r:f,8": true,
		"":                                  false,
		"....\n":                            false,
		"*.*\n.*.\n":                        false,
		"#numberlink\n1.1\n":                false,
		"1.2\n...\n1.2\n":                   false,
		"10 . 10\n. 7 .\n7 . .":             false,
		"https://puzz.link/p?numlin/2/1/11": false,
		"a b\na b\na b\n":                   false,
		"o\no\n":                            false,
	})
	for _, ex := range (Type).Examples() {
		p := mustParse(t, ex.Text)
		if !(Type).Detect(ex.Text) || !(Type).Detect(p.String()) {
			t.Errorf("example %s is not detected", ex.Name)
		}
	}
}
