package kurodoko

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
		"":                                    "empty input",
		"#range\n2.\n.\n":                     "line 3, column 1: row has 1 cells, the first row 2",
		"#range\n2x\n..\n":                    "line 2, column 2: unexpected 'x'",
		"#range\n1 0\n. .\n":                  "line 2, column 3: number 0: a cell sees at least itself",
		"#range\n4.\n..\n":                    "the 4 at row 1, column 1 is larger than the 3 cells of a row and a column",
		"2x2:a2b1":                            "game ID description is longer than the 2x2 board",
		"2x2:a2a":                             "game ID description covers 3 cells, the 2x2 board has 4",
		"2x2:a0b":                             "game ID: number 0: a cell sees at least itself",
		"2x2:a2+b":                            "game ID: unexpected '+' in the description (expected a number, '_' or a-z)",
		"2x2:a9b":                             "the 9 at row 1, column 2 is larger than the 3 cells of a row and a column",
		"https://puzz.link/p?kurodoko/2/2/0j": "URL body, row 1, column 1: number 0: a cell sees at least itself",
		"https://puzz.link/p?kurodoko/2/2/2":  "URL body ends after 1 of 4 cells",
	})
}

func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#kurodoko\n2.\n..\n": true, "https://puzz.link/p?kurodoko/2/2/2i": true, "3x1:a2_3": true, "3x1:a2a_": true,
		"#nurikabe\n1.\n": false, "2.\n..\n": false,
	})
}

// cellKeys are the pad keys that type cell pos of p.
func cellKeys(_ *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
	switch v := p.At(pos); v {
	case Blank:
		return nil
	case Unknown:
		return []string{"?"}
	default:
		return puzzlestest.Digits(v)
	}
}

func TestEnterByPad(t *testing.T) { puzzlestest.EntersCells(t, Type, cellKeys) }

var written = puzzlestest.Written

func TestParseFormats(t *testing.T) { puzzlestest.Formats(t, Type, "testdata/forms.txt", written) }

func FuzzParse(f *testing.F) { puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", written) }

// TestTatham: Tatham's IDs (testdata/tatham) have one solution each,
// kept in golden files, and write back as themselves (with a '_' at the
// end when they have none, see cellgrid.NumberRuns).
func TestTatham(t *testing.T) {
	files, _ := filepath.Glob("testdata/tatham/*.txt")
	for _, f := range files {
		puzzlestest.SolvesIDs(t, Type, f, "tatham-"+strings.TrimSuffix(filepath.Base(f), ".txt"), func(id string) string {
			if !strings.Contains(id, "_") {
				return id + "_"
			}
			return id
		})
	}
}
