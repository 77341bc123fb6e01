package singles

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                                      "empty input",
		"#singles\n1.\n2\n":                     "line 3, column 1: row has 1 cells, the first row 2",
		"#singles\n1x\n21\n":                    "line 2, column 2: unexpected 'x'",
		"#singles\n1 0\n2 1\n":                  "line 2, column 3: number 0: numbers start at 1",
		"#singles\n13\n21\n":                    "the 3 at row 1, column 2 is larger than the board's longer side, 2",
		"2x2:1221x":                             "game ID description has 5 cells, the 2x2 board 4",
		"2x2:12+1":                              "game ID: unexpected '+' in the description",
		"2x2:1201":                              "game ID: number 0: numbers start at 1",
		"2x2dx:1221":                            "unknown parameter \"dx\"",
		"https://puzz.link/p?hitori/2/2/1":      "URL body ends after 1 of 4 cells",
		"https://puzz.link/p?hitori/2/2/1@21":   "URL body, row 1, column 2: an unknown clue ('.') is not allowed",
		"https://puzz.link/p?hitori/2/2/-zz121": "the 1295 at row 1, column 1 is larger",
	})
}

func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#hitori\n12\n21\n": true, "2x2de:1221": true, "https://puzz.link/p?hitori/2/2/1221": true,
		"2x2:a1b": false, "#nurikabe\n1.\n": false, "12\n21\n": false,
	})
}

// cellKeys are the pad keys that type cell pos of p: its digits.
func cellKeys(_ *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
	if v := p.At(pos); v != Blank {
		return puzzlestest.Digits(v)
	}
	return nil
}

func TestEnterByPad(t *testing.T) { puzzlestest.EntersCells(t, Type, cellKeys) }

var written = puzzlestest.Written

func TestParseFormats(t *testing.T) { puzzlestest.Formats(t, Type, "testdata/forms.txt", written) }

func FuzzParse(f *testing.F) { puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", written) }

// TestTatham: Tatham's IDs (testdata/tatham) have one solution each,
// kept in golden files, and write back with their difficulty as "de".
func TestTatham(t *testing.T) {
	files, _ := filepath.Glob("testdata/tatham/*.txt")
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		puzzlestest.SolvesIDs(t, Type, f, "tatham-"+name, func(id string) string { return strings.Replace(id, ":", "de:", 1) })
	}
}
