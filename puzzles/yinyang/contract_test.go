package yinyang

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                                    "empty input",
		"#yinyang\nW.\n.\n":                   "line 3, column 1: row has 1 cells, the first row 2",
		"#yinyang\nWx\n..\n":                  "line 2, column 2: unexpected 'x'",
		"#yinyang\nW3\n..\n":                  "line 2, column 2: unexpected '3'",
		"https://puzz.link/p?yinyang/3/2/0!":  "unexpected character '!'",
		"https://puzz.link/p?yinyang/3/x/00":  "is not two numbers",
		"https://puzz.link/p?yinyang/3":       "expected yinyang/COLS/ROWS/BODY",
		"https://puzz.link/p?yinyang/30/30/0": "URL body",
		"#masyu\n..\n":                        "expected #yinyang",
		"https://puzz.link/p?yinyang/3/2/0":   "URL body ends after 3 of 6 cells",
	})
}

func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#yinyang\nW.\n..\n": true, "#yin-yang\nW.\n": true, "https://puzz.link/p?yinyang/5/5/016612300": true,
		"https://puzz.link/p?mashu/5/5/016612300": false, "#masyu\nW.\n": false, "W.\n..\n": false,
	})
}

// cellKeys are the pad keys that type cell pos of p.
var cellKeys = puzzlestest.LabelKeys[*Puzzle](spec.Label)

func TestEnterByPad(t *testing.T) { puzzlestest.EntersCells(t, Type, cellKeys) }

var written = puzzlestest.Written

func TestParseFormats(t *testing.T) { puzzlestest.Formats(t, Type, "testdata/forms.txt", written) }

func FuzzParse(f *testing.F) { puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", written) }
