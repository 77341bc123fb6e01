package dominoes

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

// TestParseErrors: bad input is refused with a clear error.
func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                                      "empty input",
		"#dp 0-6\n":                             "line 2: no layout rows",
		"#dp 0-6\n-\n6-4,73-83":                 "no layout rows",
		"#dp 0-6\n0127\n":                       "line 2, column 4: 7 is above the set's highest number 6",
		"#dp 0-6\n0 1 2 17\n":                   "line 2, column 7: 17 is above",
		"#dp 0-6\n01\n\n23\n":                   "line 3: empty layout row",
		"#dp 0-6\n01a\n":                        `line 2, column 3: unexpected character 'a'`,
		"#dp 0-6\n01é\n":                        `unexpected character 'é'`,
		"#dp 0-6\n01[2\n":                       "line 2, column 3: '[' without a closing ']'",
		"#dp 0-6\n01[]\n":                       "[]: not a number",
		"#dp 0-6\n01 a\n":                       `"a" is neither a number nor x`,
		"#dp 0-6\n01 [1234]\n":                  "not a number from 0 to 999",
		"#numberlink\n1.1\n":                    `header "#numberlink": expected #dp 0-n`,
		"#dp six\n01\n":                         `set "six" is not 0-n`,
		"#dp 1-6\n01\n":                         `set "1-6" is not 0-n`,
		"#dp 0-999\n01\n":                       "larger than the limit 0-98",
		"xxx\n":                                 "no numbers and no header",
		"x\n[120]\n":                            "the largest set allowed is 0-98",
		"#dp 0-6\n0011\n-\n0-1":                 `line 4, column 1: clue "0-1": expected PIPS,SQUARES`,
		"#dp 0-6\n0011\n-\n0-0,0-1 1-1,2-4":     `column 9: clue "1-1,2-4": cell 0,4 is outside the layout`,
		"#dp 0-6\nx011\n-\n0-1,0-1":             "cell 0,0 is a hole",
		"#dp 0-6\n0011\n-\n0-1,0-1":             "cell 0,1 shows 0, not 1",
		"#dp 0-6\n0101\n-\n0-1,0-3":             "cells 0,0 and 0,3 are not adjacent",
		"#dp 0-6\n01\n10\n-\n0-1,0-1 1-0,10-11": "the set has one 1-0 domino and it is already a clue",
		"#dp 0-6\n0012\n-\n0-0,0-1 0-1,1-2":     "it overlaps the clue 0-0,0-1",
		"#dp 0-6\n0012\n-\n7-0,0-1":             "above the set's highest number 6",
		"#dp 0-6\n0012\n-\n0-0,0-100":           "expected PIPS,SQUARES",
		"#dp 0-6\n0012\n-\n0-0@0,0-0":           "expected PIPS,SQUARES",
		"#dp 0-6\n0012\n-\n0-0@0,0,0-0,1":       "expected PIPS,SQUARES",
		"1:00101":                               "line 1, column 8: game ID is too short: it has 5 cells; the double-1 set needs 6 (3x2)",
		"1:00101x":                              "holes are not allowed",
		"1:00101[":                              "'[' without a closing ']'",
		"1:001012":                              "line 1, column 8: 2 is above the set's highest number 1",
		"1:00101-":                              "unexpected character '-'",
		"99:0":                                  "the highest number \"99\" is not a number from 0 to 98",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#dominoes 0-1\n001\n011\n": true,
		"\n  #dp\n001\n011\n":       true,
		"1:001011":                  true,
		"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/dominosa.html#1:001011": true,
		"1:00101":                           true,  // too short: claimed, so that Parse can say so
		"1:001012":                          true,  // 2 is not in the set: likewise
		"   4   \n 3  25 \n   31  \n":       false, // numberlink
		"#numberlink fill\n1.2\n...\n1.2\n": false,
		"https://puzz.link/p?numlin/5/5/1j2h3m1h2j3": false,
		"1:0010x1":       false, // not a Dominosa alphabet
		"4x4:1,2,3":      false,
		"001\n011\n":     false, // a bare layout needs -type
		"#dpx 0-1\n00\n": false,
		"":               false,
	})
}
